import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { coachBalance, sweepMoney } from '../../src/features/payments';
import { ledgerEntries, testGatewayAccounts, testGatewayTransfers, transfers } from '../../src/db/schema';
import { createTestContext, type TestContext } from '../support/context';
import { activePayoutAccountRow } from './support';
import { createAdmin, signedInAgent, type UserRow } from '../support/factories';
import { at, DAY, deliverWebhook, HOUR, MINUTE, NOW, paidSession, refundsOf, silentTestGateway } from '../money/support';

// docs/product/money.md "Pending, then payable" and "Transfers": money leaves the platform for a coach only
// once it can no longer be disputed, never above what they are owed, and comes back before a refund.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ gateway: silentTestGateway });
});
beforeEach(() => ctx.clock.set(NOW));
afterAll(() => ctx.close());

/** ₹2,000 paid: fee ₹200, GST ₹36, the coach's net ₹1,764. */
const NET = 176_400;

/** An active payout account linked at the test gateway, as the payout account form leaves it. */
async function activeAccount(coach: UserRow): Promise<string> {
  const accountId = `acc_T${coach.id.replace(/-/g, '').slice(0, 13)}`;
  await ctx.db.insert(testGatewayAccounts).values({ id: accountId, email: coach.email, legalName: 'Test Coach', referenceId: coach.id, status: 'activated' });
  await activePayoutAccountRow(ctx.db, coach.id, accountId, NOW);
  return accountId;
}

const balanceOf = (coachId: string) => coachBalance(ctx.db, coachId, ctx.clock.now());
const transferOf = async (sessionId: string) => (await ctx.db.select().from(transfers).where(eq(transfers.sessionId, sessionId)))[0]!;
const atGateway = async (id: string) => (await ctx.db.select().from(testGatewayTransfers).where(eq(testGatewayTransfers.id, id)))[0]!;
const sweep = () => sweepMoney(ctx.app.deps);
const admin = async () => signedInAgent(ctx, await createAdmin(ctx.db));
const payout = async (agent: Awaited<ReturnType<typeof admin>>, coachId: string, amount: number, reference: string) =>
  agent.post('/api/admin/payouts', { coachId, amount, reference });

/** Marks the session complete as its coach, `minutes` after its start. */
async function complete(booked: Awaited<ReturnType<typeof paidSession>>, startHours: number, minutes = 5) {
  ctx.clock.set(new Date(at(startHours).getTime() + minutes * MINUTE));
  const coachAgent = await signedInAgent(ctx, booked.coach);
  expect((await coachAgent.put(`/api/sessions/${booked.session.id}`, { status: 'completed' })).statusCode).toBe(200);
}

describe('pending, then payable', () => {
  it("the audit's scenario: complete at the start, pay out everything, dispute, refund: nothing was payable, no negative balance", async () => {
    const booked = await paidSession(ctx, at(25));
    await complete(booked, 25);
    expect(await balanceOf(booked.coach.id)).toMatchObject({ net: NET, pending: NET, balance: 0 });
    const money = await admin();
    const refused = await payout(money, booked.coach.id, NET, 'UTR-ALL');
    expect(refused.statusCode).toBe(409);
    ctx.clock.advance(20 * MINUTE); // the no-show report opens 15 minutes after the start
    expect((await booked.agent.post(`/api/sessions/${booked.session.id}/dispute`, { reason: 'The coach never joined' })).statusCode).toBe(200);
    expect((await money.post(`/api/admin/disputes/${booked.session.id}/resolve`, { outcome: 'refund' })).statusCode).toBe(200);
    expect(await balanceOf(booked.coach.id)).toMatchObject({ net: 0, pending: 0, payouts: 0, balance: 0 });
    expect((await refundsOf(ctx.db, booked.session.id)).map((r) => r.amountPaise)).toEqual([200_000]);
  });

  it('becomes payable one second after the dispute window closes (24 h after the end), not at it', async () => {
    const booked = await paidSession(ctx, at(25));
    await complete(booked, 25);
    const closes = at(26 + 24);
    ctx.clock.set(closes);
    expect(await balanceOf(booked.coach.id)).toMatchObject({ pending: NET, balance: 0 });
    ctx.clock.set(new Date(closes.getTime() + 1000));
    expect(await balanceOf(booked.coach.id)).toMatchObject({ pending: 0, balance: NET });
    const money = await admin();
    expect((await payout(money, booked.coach.id, NET + 1, 'UTR-TOO-MUCH')).statusCode).toBe(409);
    expect((await payout(money, booked.coach.id, NET, 'UTR-OK')).statusCode).toBe(201);
    expect(await balanceOf(booked.coach.id)).toMatchObject({ payouts: NET, balance: 0 });
  });

  it('20 concurrent payouts never exceed what is payable', async () => {
    const booked = await paidSession(ctx, at(25));
    await complete(booked, 25);
    ctx.clock.set(new Date(at(26 + 24).getTime() + 1000));
    const money = await admin();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => payout(money, booked.coach.id, 50_000, `UTR-RACE-${i}`)));
    const created = answers.filter((r) => r.statusCode === 201).length;
    expect(created).toBe(Math.floor(NET / 50_000));
    expect(answers.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    const balance = await balanceOf(booked.coach.id);
    expect(balance.payouts).toBe(created * 50_000);
    expect(balance.balance).toBeGreaterThanOrEqual(0);
  });
});

describe('a coach whose account is active before the payment', () => {
  async function paidWithAccount(startHours: number) {
    const { holdSlot, payAtGateway } = await import('../money/support');
    const booked = await holdSlot(ctx, at(startHours));
    const accountId = await activeAccount(booked.coach);
    const paid = await payAtGateway(booked.agent, booked.session.payment.orderId);
    expect((await booked.agent.post(`/api/sessions/${booked.session.id}/payment`, paid)).statusCode).toBe(200);
    return { ...booked, accountId };
  }

  it('books the net, holds it at the gateway, releases it after the window, and follows it to the bank', async () => {
    const booked = await paidWithAccount(25);
    expect(await transferOf(booked.session.id)).toMatchObject({ status: 'booked', amountPaise: NET, gatewayAccountId: booked.accountId });
    await sweep();
    const held = await transferOf(booked.session.id);
    expect(held.status).toBe('on_hold');
    expect(await atGateway(held.gatewayTransferId!)).toMatchObject({ onHold: true, amountPaise: NET, accountId: booked.accountId, settlementStatus: 'on_hold' });
    expect(await balanceOf(booked.coach.id)).toMatchObject({ inTransfers: NET, balance: 0 });

    await complete(booked, 25);
    ctx.clock.set(at(26 + 24));
    await sweep();
    expect((await transferOf(booked.session.id)).status).toBe('on_hold');

    ctx.clock.set(new Date(at(26 + 24).getTime() + 2000));
    await sweep();
    const released = await transferOf(booked.session.id);
    expect(released).toMatchObject({ status: 'released', releasedPaise: NET, gatewayReleased: true });
    expect(await atGateway(released.gatewayTransferId!)).toMatchObject({ onHold: false, settlementStatus: 'pending' });
    expect(await balanceOf(booked.coach.id)).toMatchObject({ transferred: NET, onTheWay: NET, inTransfers: 0, balance: 0 });
    const rows = await ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.transferId, released.id));
    expect(rows.map((r) => [r.kind, r.cause, r.amountPaise])).toEqual([['transfer', 'transfer', NET]]);
    // Released: no manual payout can pay it again.
    expect((await payout(await admin(), booked.coach.id, 1, 'UTR-DOUBLE')).statusCode).toBe(409);

    ctx.clock.advance(16 * MINUTE);
    await sweep();
    expect(await transferOf(booked.session.id)).toMatchObject({ status: 'processed' });
    expect(await balanceOf(booked.coach.id)).toMatchObject({ onTheWay: 0, transferred: NET, balance: 0 });
    // Sweeping again changes nothing.
    ctx.clock.advance(DAY);
    await sweep();
    expect((await ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.transferId, released.id))).length).toBe(1);
  });

  it('a refund after the transfer reverses it at the gateway first', async () => {
    const booked = await paidWithAccount(28);
    await sweep();
    const coachAgent = await signedInAgent(ctx, booked.coach);
    expect((await coachAgent.delete(`/api/sessions/${booked.session.id}`)).statusCode).toBe(200);
    await sweep();
    const reversed = await transferOf(booked.session.id);
    expect(reversed).toMatchObject({ status: 'reversed', reversedPaise: NET, gatewayReversedPaise: NET, releasedPaise: 0 });
    expect((await atGateway(reversed.gatewayTransferId!)).amountReversed).toBe(NET);
    expect((await refundsOf(ctx.db, booked.session.id)).map((r) => [r.status, r.amountPaise])).toEqual([['processed', 200_000]]);
    expect(await balanceOf(booked.coach.id)).toMatchObject({ net: 0, inTransfers: 0, balance: 0 });
  });

  it("a late cancellation's kept part stays held, the rest is reversed before the refund, and the kept part is released after the window", async () => {
    const booked = await paidWithAccount(28);
    await sweep();
    ctx.clock.set(at(28 - 12)); // 12 h before the start: 50% back
    expect((await booked.agent.delete(`/api/sessions/${booked.session.id}`)).statusCode).toBe(200);
    await sweep();
    const keptNet = 88_200; // ₹1,000 kept: fee ₹100, GST ₹18, the coach's ₹882
    const partly = await transferOf(booked.session.id);
    expect(partly).toMatchObject({ status: 'on_hold', reversedPaise: NET - keptNet, gatewayReversedPaise: NET - keptNet });
    expect((await refundsOf(ctx.db, booked.session.id)).map((r) => [r.status, r.amountPaise])).toEqual([['processed', 100_000]]);
    ctx.clock.set(new Date(at(29 + 24).getTime() + 2000));
    await sweep();
    expect(await transferOf(booked.session.id)).toMatchObject({ status: 'released', releasedPaise: keptNet });
    expect(await balanceOf(booked.coach.id)).toMatchObject({ net: keptNet, transferred: keptNet, balance: 0 });
  });

  it('an amount the coach owes is set against their next transfer, never paid out', async () => {
    // Owed: an admin completed a dispute (payable at once) and paid it out by hand; the aspirant disputed
    // again within the window and the admin refunded it.
    const first = await paidSession(ctx, at(25));
    const accountId = await activeAccount(first.coach);
    const money = await admin();
    ctx.clock.set(new Date(at(25).getTime() + 30 * MINUTE));
    expect((await first.agent.post(`/api/sessions/${first.session.id}/dispute`, {})).statusCode).toBe(200);
    expect((await money.post(`/api/admin/disputes/${first.session.id}/resolve`, { outcome: 'complete' })).statusCode).toBe(200);
    expect((await payout(money, first.coach.id, NET, 'UTR-FIRST')).statusCode).toBe(201);
    expect((await first.agent.post(`/api/sessions/${first.session.id}/dispute`, {})).statusCode).toBe(200);
    expect((await money.post(`/api/admin/disputes/${first.session.id}/resolve`, { outcome: 'refund' })).statusCode).toBe(200);
    expect((await balanceOf(first.coach.id)).balance).toBe(-NET);

    // The next session, paid and completed: its transfer is reversed against what is owed, not released.
    const { createMentee } = await import('../support/factories');
    const { addWindow, bookingBody } = await import('../sessions/support');
    const { payAtGateway } = await import('../money/support');
    ctx.clock.set(NOW);
    await addWindow(ctx.db, first.coach.id, at(40), at(42));
    const other = await signedInAgent(ctx, await createMentee(ctx.db));
    const held = (await other.post('/api/sessions', bookingBody(first.coach.id, at(40)))).json().data;
    expect((await other.post(`/api/sessions/${held.id}/payment`, await payAtGateway(other, held.payment.orderId))).statusCode).toBe(200);
    await sweep();
    expect(await transferOf(held.id)).toMatchObject({ status: 'on_hold', gatewayAccountId: accountId });
    ctx.clock.set(new Date(at(41 + 24).getTime() + 2000)); // completes by itself and becomes payable
    await sweep();
    expect(await transferOf(held.id)).toMatchObject({ status: 'reversed', releasedPaise: 0, reversedPaise: NET });
    expect(await balanceOf(first.coach.id)).toMatchObject({ balance: 0, transferred: 0 });
  });

  it('a payment captured before the account was active is not transferred: an admin pays it by hand', async () => {
    const booked = await paidSession(ctx, at(25));
    await activeAccount(booked.coach);
    await sweep();
    expect(await ctx.db.select().from(transfers).where(eq(transfers.sessionId, booked.session.id))).toEqual([]);
  });

  it('the webhooks: transfer.processed confirms a creation, transfer.failed gives a released amount back to the balance', async () => {
    const booked = await paidWithAccount(25);
    await sweep();
    await complete(booked, 25);
    ctx.clock.set(new Date(at(26 + 24).getTime() + 2000));
    await sweep();
    const released = await transferOf(booked.session.id);
    expect(released.status).toBe('released');
    const entity = { id: released.gatewayTransferId, entity: 'transfer', status: 'failed', source: 'pay_x', recipient: booked.accountId, amount: NET, notes: { transfer_id: released.id } };
    expect((await deliverWebhook(ctx, 'transfer.failed', { transfer: { entity } })).statusCode).toBe(200);
    expect(await transferOf(booked.session.id)).toMatchObject({ status: 'failed', releasedPaise: 0 });
    expect(await balanceOf(booked.coach.id)).toMatchObject({ transferred: 0, balance: NET });
    // Paid by hand instead.
    expect((await payout(await admin(), booked.coach.id, NET, 'UTR-BY-HAND')).statusCode).toBe(201);
    void HOUR;
  });
});
