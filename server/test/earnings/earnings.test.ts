import { earningsSchema, type EarningsDto } from '@ssb/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, payments } from '../../src/db/schema';
import { createTestContext, type TestContext } from '../support/context';
import { createAdmin, createCoach, createMentee, signedInAgent } from '../support/factories';
import { HOUR, insertSession, NOW } from '../sessions/support';
import { completedSession, paidOut, reverseCompletion } from './fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(NOW);
});
afterAll(() => ctx.close());

async function earningsOf(coach: Awaited<ReturnType<typeof createCoach>>): Promise<EarningsDto> {
  const res = await (await signedInAgent(ctx, coach)).get('/api/earnings');
  expect(res.statusCode).toBe(200);
  return earningsSchema.parse(res.json().data);
}

describe('who may see earnings', () => {
  it.each(['/api/earnings', '/api/earnings.csv'])('%s asks an anonymous caller to sign in', async (url) => {
    const res = await ctx.agent().get(url);
    expect(res.statusCode).toBe(401);
  });

  it.each(['/api/earnings', '/api/earnings.csv'])('%s is for coaches only: mentees and admins get 403', async (url) => {
    for (const user of [await createMentee(ctx.db), await createAdmin(ctx.db)]) {
      const res = await (await signedInAgent(ctx, user)).get(url);
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('GET /api/earnings', () => {
  it('is all zeros and empty lists for a coach who has not earned yet, with the platform fee percent', async () => {
    const coach = await createCoach(ctx.db);
    expect(await earningsOf(coach)).toEqual({
      feePercent: 10,
      totals: { gross: 0, fee: 0, gst: 0, net: 0, pending: 0, payable: 0, onTheWay: 0, paidOut: 0, owed: 0, inTransfers: 0 },
      sessions: [],
      payouts: [],
      transfers: [],
    });
  });

  it('sums the ledger to the paisa: completed sessions count, disputed ones and other coaches do not, payouts reduce what is payable', async () => {
    const coach = await createCoach(ctx.db);
    const other = await createCoach(ctx.db);
    const mentee = await createMentee(ctx.db, { firstName: 'Asha', lastName: 'Rao' });
    // ₹2,000: fee 200.00, GST 36.00, net 1,764.00. ₹1,499: fee 149.90, GST 26.98 (26.982), net 1,322.12.
    const first = await completedSession(ctx.db, coach.id, mentee.id, 200_000, { title: 'Mock interview' });
    const second = await completedSession(ctx.db, coach.id, mentee.id, 149_900, { title: 'GD practice' });
    const disputed = await completedSession(ctx.db, coach.id, mentee.id, 300_000, { title: 'Disputed one' });
    await reverseCompletion(ctx.db, disputed.session.id, coach.id, disputed.split);
    await completedSession(ctx.db, other.id, mentee.id, 500_000);
    // Money that reached us but was never earned (a paid, then refunded booking) is not the coach's.
    const cancelled = await insertSession(ctx.db, { mentorId: coach.id, menteeId: mentee.id, start: new Date(NOW.getTime() + 48 * HOUR), status: 'cancelled', amountPaise: 100_000 });
    const [payment] = await ctx.db
      .insert(payments)
      .values({ sessionId: cancelled.id, gateway: 'test', orderId: `order_${cancelled.id.slice(0, 8)}`, amountPaise: 100_000, status: 'captured', gatewayPaymentId: `pay_${cancelled.id.slice(0, 8)}`, capturedAt: NOW, receiptSeq: 9001 })
      .returning();
    await ctx.db.insert(ledgerEntries).values([
      { entryKey: `payment:${payment!.gatewayPaymentId}`, kind: 'payment', cause: 'payment', amountPaise: 100_000, sessionId: cancelled.id, paymentId: payment!.id, coachId: coach.id },
    ]);
    await paidOut(ctx.db, coach.id, 100_000, 'UTR-1', new Date(NOW.getTime() - HOUR));
    await paidOut(ctx.db, coach.id, 50_000, 'UTR-2', NOW);

    const earnings = await earningsOf(coach);
    expect(earnings.totals).toEqual({
      gross: 349_900,
      fee: 20_000 + 14_990,
      gst: 3_600 + 2_698,
      net: 176_400 + 132_212,
      pending: 0,
      payable: 176_400 + 132_212 - 150_000,
      onTheWay: 0,
      paidOut: 150_000,
      owed: 0,
      inTransfers: 0,
    });
    expect(earnings.totals.fee + earnings.totals.gst + earnings.totals.net).toBe(earnings.totals.gross);
    // The latest completion first (the fixture puts each session before the last); the disputed session nets to zero and is not listed.
    expect(earnings.sessions).toEqual([
      expect.objectContaining({ sessionId: first.session.id, gross: 200_000, fee: 20_000, gst: 3_600, net: 176_400 }),
      {
        purchase: 'session',
        sessionId: second.session.id,
        title: 'GD practice',
        menteeName: 'Asha Rao',
        scheduledAt: second.session.scheduledAt.toISOString(),
        completedAt: second.session.completedAt!.toISOString(),
        gross: 149_900,
        fee: 14_990,
        gst: 2_698,
        net: 132_212,
        payableFrom: null,
        transfer: null,
      },
    ]);
    expect(earnings.payouts.map((p) => [p.reference, p.amount])).toEqual([
      ['UTR-2', 50_000],
      ['UTR-1', 100_000],
    ]);
    expect(earnings.payouts[0]).toMatchObject({ coachId: coach.id, coachName: `${coach.firstName} ${coach.lastName}`, note: null });
  });

  it('lists a session completed again after a dispute once, with one completion', async () => {
    const coach = await createCoach(ctx.db);
    const mentee = await createMentee(ctx.db);
    const { session, split } = await completedSession(ctx.db, coach.id, mentee.id, 250_000);
    await reverseCompletion(ctx.db, session.id, coach.id, split);
    await ctx.db.insert(ledgerEntries).values([
      { entryKey: `completion:${session.id}:2:fee`, kind: 'platform_fee', cause: 'completion', amountPaise: split.fee, sessionId: session.id, coachId: coach.id },
      { entryKey: `completion:${session.id}:2:gst`, kind: 'gst', cause: 'completion', amountPaise: split.gst, sessionId: session.id, coachId: coach.id },
      { entryKey: `completion:${session.id}:2:earning`, kind: 'coach_earning', cause: 'completion', amountPaise: split.net, sessionId: session.id, coachId: coach.id },
    ]);
    const earnings = await earningsOf(coach);
    expect(earnings.sessions).toHaveLength(1);
    expect(earnings.sessions[0]).toMatchObject({ gross: 250_000, net: split.net });
    expect(earnings.totals).toMatchObject({ gross: 250_000, net: split.net, payable: split.net });
  });
});

describe('GET /api/earnings.csv', () => {
  it('downloads a header and one row per completed session, in rupees, with formulas defused', async () => {
    const coach = await createCoach(ctx.db);
    const mentee = await createMentee(ctx.db, { firstName: '=cmd|', lastName: "'/c calc'!A0" });
    const { session } = await completedSession(ctx.db, coach.id, mentee.id, 176_500, { title: 'Interview, "final" round' });
    const res = await (await signedInAgent(ctx, coach)).get('/api/earnings.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="ssb-earnings-2031-03-10.csv"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const rows = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(rows[0]).toBe('Session date (IST),Completed (IST),Session,Mentee,Gross (INR),Platform fee (INR),GST on fee (INR),Net (INR)');
    const start = new Date(session.scheduledAt.getTime() + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' ');
    // ₹1,765: fee 176.50, GST 31.77, net 1,556.73.
    expect(rows[1]).toMatch(new RegExp(`^${start},[0-9: -]{16},"Interview, ""final"" round",'=cmd\\| '/c calc'!A0,1765\\.00,176\\.50,31\\.77,1556\\.73$`));
    expect(rows.slice(2)).toEqual(['']);
  });

  it('is the header alone for a coach without completed sessions', async () => {
    const res = await (await signedInAgent(ctx, await createCoach(ctx.db))).get('/api/earnings.csv');
    expect(res.statusCode).toBe(200);
    expect(res.body.replace(/^\uFEFF/, '').split('\r\n')).toHaveLength(2);
  });
});

describe('the platform fee percent', () => {
  it('comes from PLATFORM_FEE_PERCENT', async () => {
    const other = await createTestContext({ env: { PLATFORM_FEE_PERCENT: '12.5' } });
    try {
      const res = await (await signedInAgent(other, await createCoach(other.db))).get('/api/earnings');
      expect(res.json().data.feePercent).toBe(12.5);
    } finally {
      await other.close();
    }
  });
});

describe('the ledger stays as written', () => {
  it('has no rows of a coach who only read their earnings', async () => {
    const coach = await createCoach(ctx.db);
    await earningsOf(coach);
    expect(await ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.coachId, coach.id))).toEqual([]);
  });
});
