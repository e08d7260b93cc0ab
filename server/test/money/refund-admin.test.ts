import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminActions, refunds } from '../../src/db/schema';
import { sweepMoney } from '../../src/features/payments';
import { createTestContext, type TestContext } from '../support/context';
import { createAdmin, signedInAgent } from '../support/factories';
import { at, ledgerOf, NOW, paidSession, refundsOf, silentTestGateway } from './support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ gateway: silentTestGateway });
});
beforeEach(() => ctx.clock.set(NOW));
afterAll(() => ctx.close());

/** A cancelled paid session whose refund the gateway failed for good (its attempts used up, as the sweep leaves it). */
async function failedRefund() {
  const booked = await paidSession(ctx, at(28));
  expect((await booked.agent.delete(`/api/sessions/${booked.session.id}`)).statusCode).toBe(200);
  const [refund] = await refundsOf(ctx.db, booked.session.id);
  await ctx.db.update(refunds).set({ status: 'failed', attempts: 5, lastError: 'Razorpay refund failed: the bank refused' }).where(eq(refunds.id, refund!.id));
  return { ...booked, refundId: refund!.id };
}

const auditOf = (refundId: string) => ctx.db.select().from(adminActions).where(and(eq(adminActions.targetType, 'refund'), eq(adminActions.targetId, refundId)));

/** The aspirant's Payments list: the refund's status as they see it. */
async function statusSeenBy(agent: Awaited<ReturnType<typeof failedRefund>>['agent'], refundId: string) {
  const list = (await agent.get('/api/payments')).json().data as { refunds: { id: string; status: string }[] }[];
  return list.flatMap((p) => p.refunds).find((r) => r.id === refundId)?.status;
}

describe('refund statuses as people see them', () => {
  it('are decided, then sent or processed, or failed, apart', async () => {
    const { agent, session } = await paidSession(ctx, at(28));
    expect((await agent.delete(`/api/sessions/${session.id}`)).statusCode).toBe(200);
    const [refund] = await refundsOf(ctx.db, session.id);
    expect(await statusSeenBy(agent, refund!.id)).toBe('decided');
    expect((await agent.get(`/api/sessions/${session.id}`)).json().data.payment.refunds[0].status).toBe('decided');
    await ctx.db.update(refunds).set({ status: 'initiated' }).where(eq(refunds.id, refund!.id));
    expect(await statusSeenBy(agent, refund!.id)).toBe('sent');
    await ctx.db.update(refunds).set({ status: 'failed' }).where(eq(refunds.id, refund!.id));
    expect(await statusSeenBy(agent, refund!.id)).toBe('failed');
  });
});

describe('POST /api/admin/refunds/:id/retry', () => {
  it('decides a failed refund again, due now, attempts reset; the next sweep sends it; audited', async () => {
    const { agent, session, refundId } = await failedRefund();
    const admin = await createAdmin(ctx.db);
    const adminAgent = await signedInAgent(ctx, admin);
    const res = await adminAgent.post(`/api/admin/refunds/${refundId}/retry`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: refundId, status: 'decided', attempts: 0, amount: 200000, sessionId: session.id });
    expect((await refundsOf(ctx.db, session.id))[0]).toMatchObject({ status: 'pending', attempts: 0, resolvedBy: admin.id, nextAttemptAt: NOW });
    expect(await statusSeenBy(agent, refundId)).toBe('decided');
    const [audit] = await auditOf(refundId);
    expect(audit).toMatchObject({ adminId: admin.id, action: 'refund.retry', before: { status: 'failed', attempts: 5 }, after: { status: 'pending', attempts: 0 } });

    await sweepMoney(ctx.app.deps);
    expect((await refundsOf(ctx.db, session.id))[0]!.status).toBe('processed');
    expect(await statusSeenBy(agent, refundId)).toBe('processed');
    // one refund, one ledger row: the retry books nothing new
    expect((await ledgerOf(ctx.db, session.id)).filter((e) => e.kind === 'refund')).toHaveLength(1);
    expect(await ctx.app.deps.gateway.refundsOf((await refundsOf(ctx.db, session.id))[0]!.gatewayPaymentId)).toHaveLength(1);
  });

  it('refuses a refund that is not failed (409, also a second retry), an unknown one (404), and anyone but an admin', async () => {
    const { agent, refundId } = await failedRefund();
    const adminAgent = await signedInAgent(ctx, await createAdmin(ctx.db));
    expect((await agent.post(`/api/admin/refunds/${refundId}/retry`)).statusCode).toBe(403);
    expect((await adminAgent.post(`/api/admin/refunds/${refundId}/retry`)).statusCode).toBe(200);
    const again = await adminAgent.post(`/api/admin/refunds/${refundId}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Only a failed refund can be retried or marked refunded by hand');
    const unknown = await adminAgent.post('/api/admin/refunds/6f1c1f0e-0000-4000-8000-000000000000/retry');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Refund not found');
    expect(await auditOf(refundId)).toHaveLength(1);
  });
});

describe('POST /api/admin/refunds/:id/refunded-by-hand', () => {
  it('settles a failed refund with the reference of the money sent by hand, never sends it, tells the aspirant; audited', async () => {
    const { agent, mentee, session, refundId } = await failedRefund();
    const admin = await createAdmin(ctx.db);
    const adminAgent = await signedInAgent(ctx, admin);
    const missing = await adminAgent.post(`/api/admin/refunds/${refundId}/refunded-by-hand`, { reference: ' ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.reference).toBe('Enter the reference of the refund you made (the bank or UPI reference)');
    ctx.mails.length = 0;
    const res = await adminAgent.post(`/api/admin/refunds/${refundId}/refunded-by-hand`, { reference: ' UTR 4021 8890 1234 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: refundId, status: 'refunded_by_hand', manualReference: 'UTR 4021 8890 1234', processedAt: NOW.toISOString() });
    expect((await refundsOf(ctx.db, session.id))[0]).toMatchObject({ status: 'refunded_by_hand', manualReference: 'UTR 4021 8890 1234', resolvedBy: admin.id });
    expect(await statusSeenBy(agent, refundId)).toBe('refunded_by_hand');
    const [audit] = await auditOf(refundId);
    expect(audit).toMatchObject({ action: 'refund.refunded_by_hand', before: { status: 'failed' }, after: { status: 'refunded_by_hand', manualReference: 'UTR 4021 8890 1234' }, reason: 'UTR 4021 8890 1234' });
    await ctx.app.deps.outbox.drain();
    expect(ctx.mails.filter((m) => m.to === mentee.email).map((m) => m.subject)).toEqual([expect.stringMatching(/^Refund sent: ₹2,000/)]);

    // the sweep leaves it alone: nothing goes to the gateway
    await sweepMoney(ctx.app.deps);
    expect(await ctx.app.deps.gateway.refundsOf((await refundsOf(ctx.db, session.id))[0]!.gatewayPaymentId)).toEqual([]);
    expect((await refundsOf(ctx.db, session.id))[0]!.status).toBe('refunded_by_hand');
    const again = await adminAgent.post(`/api/admin/refunds/${refundId}/refunded-by-hand`, { reference: 'UTR 1' });
    expect(again.statusCode).toBe(409);
    expect((await adminAgent.post(`/api/admin/refunds/${refundId}/retry`)).statusCode).toBe(409);
  });

  it('is for failed refunds only', async () => {
    const { agent, session } = await paidSession(ctx, at(28));
    expect((await agent.delete(`/api/sessions/${session.id}`)).statusCode).toBe(200);
    const [refund] = await refundsOf(ctx.db, session.id);
    const adminAgent = await signedInAgent(ctx, await createAdmin(ctx.db));
    expect((await adminAgent.post(`/api/admin/refunds/${refund!.id}/refunded-by-hand`, { reference: 'UTR 99' })).statusCode).toBe(409);
    expect((await refundsOf(ctx.db, session.id))[0]!.status).toBe('pending');
  });
});
