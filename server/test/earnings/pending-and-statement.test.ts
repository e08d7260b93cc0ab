import { adminTransferSchema, coachBalanceSchema, earningsSchema, PAYMENT_MESSAGES, splitEarning, statementSchema, type CoachBalanceDto, type EarningsDto, type StatementDto } from '@ssb/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ledgerEntries, payments, transfers } from '../../src/db/schema';
import { createTestContext, type TestContext } from '../support/context';
import { createAdmin, createCoach, createMentee, signedInAgent, type UserRow } from '../support/factories';
import type { Agent } from '../support/agent';
import { at, NOW, paidSession } from '../money/support';
import { completedSession, paidOut } from './fixtures';

// Pending, then payable; what a coach owes; transfers; the monthly statement (docs/product/money.md "Earnings").

let ctx: TestContext;
let admin: Agent;
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(NOW);
  admin = await signedInAgent(ctx, await createAdmin(ctx.db));
});
beforeEach(() => ctx.clock.set(NOW));
afterAll(() => ctx.close());

/** ₹2,000 (the test coach's hour): fee 200.00, GST 36.00, the coach's share 1,764.00. */
const NET = splitEarning(200_000, 10).net;

async function earningsOf(coach: UserRow): Promise<EarningsDto> {
  const res = await (await signedInAgent(ctx, coach)).get('/api/earnings');
  expect(res.statusCode).toBe(200);
  return earningsSchema.parse(res.json().data);
}

async function balanceOf(coach: UserRow): Promise<CoachBalanceDto> {
  const res = await admin.get('/api/admin/payouts/balances');
  expect(res.statusCode).toBe(200);
  return coachBalanceSchema.parse(res.json().data.find((b: { coachId: string }) => b.coachId === coach.id));
}

async function statementOf(coach: UserRow, month: string): Promise<StatementDto> {
  const res = await (await signedInAgent(ctx, coach)).get('/api/earnings/statement', { query: { month } });
  expect(res.statusCode).toBe(200);
  return statementSchema.parse(res.json().data);
}

const payout = (coach: UserRow, amount: number, reference: string) => admin.post('/api/admin/payouts', { coachId: coach.id, amount, reference });

describe('GET /api/earnings: pending, then payable', () => {
  it('shows a completed session pending with the date it becomes payable, and payable once its dispute window has closed', async () => {
    const { coach, session } = await paidSession(ctx, at(24)); // 24:00 to 25:00 from now
    ctx.clock.set(at(25));
    expect((await (await signedInAgent(ctx, coach)).put(`/api/sessions/${session.id}`, { status: 'completed' })).statusCode).toBe(200);

    const pending = await earningsOf(coach);
    expect(pending.totals).toMatchObject({ net: NET, pending: NET, payable: 0, paidOut: 0, owed: 0 });
    expect(pending.sessions).toEqual([expect.objectContaining({ sessionId: session.id, net: NET, payableFrom: at(49).toISOString(), transfer: null })]);
    expect(await balanceOf(coach)).toMatchObject({ pending: NET, payable: 0, payableByHand: 0 });
    // Nothing pending is paid out: a paisa is too much.
    const refused = await payout(coach, 1, 'UTR-EARLY');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(PAYMENT_MESSAGES.payoutTooMuch);

    // A report may still come at the window's last instant.
    ctx.clock.set(at(49));
    expect((await earningsOf(coach)).totals).toMatchObject({ pending: NET, payable: 0 });

    ctx.clock.set(at(49, 1));
    const payable = await earningsOf(coach);
    expect(payable.totals).toMatchObject({ pending: 0, payable: NET });
    expect(payable.sessions[0]).toMatchObject({ payableFrom: null });
    expect(await balanceOf(coach)).toMatchObject({ pending: 0, payable: NET, payableByHand: NET });
    expect((await payout(coach, NET + 1, 'UTR-MORE')).statusCode).toBe(409);
    expect((await payout(coach, NET, 'UTR-ALL')).statusCode).toBe(201);
    expect((await earningsOf(coach)).totals).toMatchObject({ payable: 0, paidOut: NET, owed: 0 });
  });
});

describe('an amount the coach owes', () => {
  it('comes from a share taken back after it was paid out, shows to the coach and the admin, and is set against the next earnings', async () => {
    const { coach, mentee, agent, session } = await paidSession(ctx, at(24));
    // The mentee reports a no-show; the admin completes it (payable at once) and pays it by hand.
    ctx.clock.set(at(24, 30));
    expect((await agent.post(`/api/sessions/${session.id}/dispute`, { reason: 'No one came' })).statusCode).toBe(200);
    expect((await admin.post(`/api/admin/disputes/${session.id}/resolve`, { outcome: 'complete' })).statusCode).toBe(200);
    expect((await payout(coach, NET, 'UTR-PAID')).statusCode).toBe(201);
    // Still inside the window, the mentee reports it again: the share is taken back after it was paid out.
    ctx.clock.set(at(26));
    expect((await agent.post(`/api/sessions/${session.id}/dispute`, { reason: 'Really, no one came' })).statusCode).toBe(200);

    const owing = await earningsOf(coach);
    expect(owing.totals).toMatchObject({ net: 0, pending: 0, payable: 0, paidOut: NET, owed: NET });
    expect(await balanceOf(coach)).toMatchObject({ payable: 0, owed: NET, payableByHand: 0 });
    expect((await payout(coach, 1, 'UTR-NONE')).statusCode).toBe(409);

    // The next earnings pay the debt first: ₹2,000 more, payable at once, leaves nothing owed and nothing payable.
    await completedSession(ctx.db, coach.id, mentee.id, 200_000);
    expect((await earningsOf(coach)).totals).toMatchObject({ payable: 0, owed: 0 });
    await completedSession(ctx.db, coach.id, mentee.id, 200_000);
    expect((await earningsOf(coach)).totals).toMatchObject({ payable: NET, owed: 0 });
  });
});

describe('transfers', () => {
  async function transferFor(coach: UserRow, sessionId: string, values: Partial<typeof transfers.$inferInsert>) {
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.sessionId, sessionId));
    const [row] = await ctx.db
      .insert(transfers)
      .values({ paymentId: payment!.id, sessionId, coachId: coach.id, gatewayAccountId: 'acc_test', amountPaise: NET, gatewayTransferId: `trf_${sessionId.slice(0, 8)}`, ...values })
      .returning();
    return row!;
  }

  it('shows the coach each transfer in words and on its line, and the admin every transfer with its coach and last error', async () => {
    const held = await paidSession(ctx, at(24));
    const heldTransfer = await transferFor(held.coach, held.session.id, { status: 'on_hold', createdAt: at(0, 5) });
    const released = await paidSession(ctx, at(26));
    const releasedTransfer = await transferFor(released.coach, released.session.id, { status: 'released', releasedPaise: NET - 100, reversedPaise: 100, releasedAt: at(1), createdAt: at(0, 10), lastError: 'timeout' });
    // Its session completed and payable (an admin settled it), and the transfer released less ₹1 the coach owed.
    const completion = { sessionId: released.session.id, coachId: released.coach.id, cause: 'completion' as const, createdAt: at(1) };
    const split = splitEarning(200_000, 10);
    await ctx.db.insert(ledgerEntries).values([
      { ...completion, entryKey: `completion:${released.session.id}:1:fee`, kind: 'platform_fee', amountPaise: split.fee },
      { ...completion, entryKey: `completion:${released.session.id}:1:gst`, kind: 'gst', amountPaise: split.gst },
      { ...completion, entryKey: `completion:${released.session.id}:1:earning`, kind: 'coach_earning', amountPaise: split.net },
      { entryKey: `transfer:${releasedTransfer.id}:release`, kind: 'transfer', cause: 'transfer', amountPaise: NET - 100, coachId: released.coach.id, transferId: releasedTransfer.id, sessionId: released.session.id, createdAt: at(1) },
    ]);

    const heldView = await earningsOf(held.coach);
    expect(heldView.transfers).toEqual([
      { id: heldTransfer.id, title: expect.any(String), amount: NET, status: 'held', createdAt: at(0, 5).toISOString(), releasedAt: null, processedAt: null },
    ]);
    expect(heldView.totals).toMatchObject({ inTransfers: NET, onTheWay: 0 });

    const releasedView = await earningsOf(released.coach);
    expect(releasedView.transfers[0]).toMatchObject({ id: releasedTransfer.id, amount: NET - 100, status: 'on_the_way', releasedAt: at(1).toISOString() });
    expect(releasedView.sessions).toEqual([expect.objectContaining({ sessionId: released.session.id, transfer: { status: 'on_the_way', amount: NET - 100 } })]);
    // Released but not yet in the bank: on the way, not paid out.
    expect(releasedView.totals).toMatchObject({ net: NET, onTheWay: NET - 100, paidOut: 0, payable: 100, owed: 0 });
    expect(await balanceOf(released.coach)).toMatchObject({ onTheWay: NET - 100, payableByHand: 100 });

    const res = await admin.get('/api/admin/transfers', { query: { pageSize: '50' } });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.map((r: unknown) => adminTransferSchema.parse(r));
    expect(res.json().meta).toMatchObject({ page: 1, pageSize: 50 });
    const ours = rows.filter((r: { id: string }) => [heldTransfer.id, releasedTransfer.id].includes(r.id));
    // Newest first.
    expect(ours.map((r: { id: string }) => r.id)).toEqual([releasedTransfer.id, heldTransfer.id]);
    expect(ours[0]).toMatchObject({
      coachId: released.coach.id,
      coachName: `${released.coach.firstName} ${released.coach.lastName}`,
      amount: NET - 100,
      status: 'on_the_way',
      reversedAmount: 100,
      lastError: 'timeout',
    });
  });
});

describe('GET /api/earnings/statement', () => {
  /** A coach whose earnings, reversal and payouts straddle India's month boundary. */
  async function coachWithHistory() {
    const coach = await createCoach(ctx.db, { firstName: 'Vikram', lastName: 'Singh' });
    const mentee = await createMentee(ctx.db);
    // 28 Feb 23:00 IST: February.
    await completedSession(ctx.db, coach.id, mentee.id, 100_000, { title: 'February session', completedAt: new Date('2031-02-28T17:30:00Z') });
    // 1 Mar 00:30 IST (still 28 Feb in UTC): March.
    const march = await completedSession(ctx.db, coach.id, mentee.id, 200_000, { title: 'March session', completedAt: new Date('2031-02-28T19:00:00Z') });
    const reversed = await completedSession(ctx.db, coach.id, mentee.id, 150_000, { title: 'Disputed session', completedAt: new Date('2031-03-02T05:00:00Z') });
    const key = `reversal:${reversed.session.id}:1`;
    const base = { sessionId: reversed.session.id, coachId: coach.id, cause: 'reversal' as const, createdAt: new Date('2031-03-03T05:00:00Z') };
    await ctx.db.insert(ledgerEntries).values([
      { ...base, entryKey: `${key}:fee`, kind: 'platform_fee', amountPaise: -reversed.split.fee },
      { ...base, entryKey: `${key}:gst`, kind: 'gst', amountPaise: -reversed.split.gst },
      { ...base, entryKey: `${key}:earning`, kind: 'coach_earning', amountPaise: -reversed.split.net },
    ]);
    await paidOut(ctx.db, coach.id, 50_000, 'UTR-FEB', new Date('2031-02-20T05:00:00Z'));
    await paidOut(ctx.db, coach.id, 100_000, 'UTR-MAR', new Date('2031-03-05T05:00:00Z'));
    return { coach, february: splitEarning(100_000, 10), march: march.split, reversed: reversed.split };
  }

  it("counts India's calendar month: the balance before, each entry, and the balance after, adding up to the paisa", async () => {
    const { coach, february, march, reversed } = await coachWithHistory();
    const statement = await statementOf(coach, '2031-03');
    expect(statement).toMatchObject({
      month: '2031-03',
      coachName: 'Vikram Singh',
      from: '2031-02-28T18:30:00.000Z',
      to: '2031-03-31T18:30:00.000Z',
      openingBalance: february.net - 50_000,
      earned: march.net + reversed.net,
      reversed: -reversed.net,
      paidOut: -100_000,
      closingPending: 0,
    });
    expect(statement.entries.map((e) => [e.kind, e.title, e.amount, e.reference])).toEqual([
      ['earning', 'March session', march.net, null],
      ['earning', 'Disputed session', reversed.net, null],
      ['reversal', 'Disputed session', -reversed.net, null],
      ['payout', 'Payout', -100_000, 'UTR-MAR'],
    ]);
    expect(statement.entries[0]).toMatchObject({ gross: 200_000, fee: march.fee, gst: march.gst, at: '2031-02-28T19:00:00.000Z' });
    const sum = statement.entries.reduce((total, e) => total + e.amount, 0);
    expect(statement.closingBalance).toBe(statement.openingBalance + sum);
    expect(statement.closingBalance).toBe(statement.openingBalance + statement.earned + statement.reversed + statement.paidOut);

    // February closes where March opens; April opens at March's close, with nothing in it.
    expect((await statementOf(coach, '2031-02')).closingBalance).toBe(statement.openingBalance);
    expect(await statementOf(coach, '2031-04')).toMatchObject({ openingBalance: statement.closingBalance, closingBalance: statement.closingBalance, entries: [] });
  });

  it('names when an earning still in its window becomes payable, and counts it pending at the close', async () => {
    const { coach, session } = await paidSession(ctx, at(24));
    ctx.clock.set(at(25));
    expect((await (await signedInAgent(ctx, coach)).put(`/api/sessions/${session.id}`, { status: 'completed' })).statusCode).toBe(200);
    // The ledger dates the completion by the database's clock; the statement of the month it fell in shows it.
    const [row] = await ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.entryKey, `completion:${session.id}:1:earning`));
    const month = new Date(row!.createdAt.getTime() + 330 * 60_000).toISOString().slice(0, 7);
    const statement = await statementOf(coach, month);
    expect(statement.entries).toEqual([expect.objectContaining({ kind: 'earning', amount: NET })]);
    expect(statement.closingBalance).toBe(NET);
  });

  it('refuses a month that is not YYYY-MM with 400', async () => {
    const agent = await signedInAgent(ctx, await createCoach(ctx.db));
    for (const month of ['2031-13', '2031-3', 'March', '']) {
      const res = await agent.get('/api/earnings/statement', { query: { month } });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.month).toBe('Choose a month (YYYY-MM)');
    }
  });
});

describe('GET /api/earnings/statement.csv', () => {
  it('downloads the month with its opening and closing balances, in rupees and India time', async () => {
    const coach = await createCoach(ctx.db);
    const mentee = await createMentee(ctx.db);
    await completedSession(ctx.db, coach.id, mentee.id, 200_000, { title: 'Mock interview', completedAt: new Date('2031-03-02T05:00:00Z') });
    await paidOut(ctx.db, coach.id, 100_000, 'UTR-CSV', new Date('2031-03-05T05:00:00Z'));
    const res = await (await signedInAgent(ctx, coach)).get('/api/earnings/statement.csv', { query: { month: '2031-03' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="ssb-statement-2031-03.csv"');
    expect(res.body.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Date (IST),Entry,Session or review,Reference,Invoice or credit note,Gross (INR),Platform fee (INR),GST on fee (INR),TCS (INR),TDS (INR),Net amount (INR),Payable from (IST)',
      '2031-03-01 00:00,Opening balance,,,,,,,,,0.00,',
      '2031-03-02 10:30,Earned,Mock interview,,,2000.00,200.00,36.00,0.00,0.00,1764.00,',
      '2031-03-05 10:30,Payout,Payout,UTR-CSV,,,,,,,-1000.00,',
      '2031-04-01 00:00,Month totals (earned less taken back),,,,2000.00,200.00,36.00,0.00,0.00,1764.00,',
      '2031-04-01 00:00,Transferred to your account,,,,,,,,,0.00,',
      '2031-04-01 00:00,Closing balance,,,,,,,,,764.00,',
      '2031-04-01 00:00,Of which pending,,,,,,,,,0.00,',
      '2031-04-01 00:00,Owed to you,,,,,,,,,764.00,',
      '2031-04-01 00:00,You owe,,,,,,,,,0.00,',
      '',
    ]);
  });
});
