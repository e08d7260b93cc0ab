import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/context';
import { createAdmin, createMentee, signedInAgent } from '../support/factories';
import { bookingBody, sessionRow } from '../sessions/support';
import { sweepMoney } from '../../src/features/payments';
import { at, DAY, HOUR, holdSlot, ledgerOf, MINUTE, NOW, paidSession as paidSessionAt, refundsOf, silentTestGateway } from './support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ gateway: silentTestGateway });
});
beforeEach(() => ctx.clock.set(NOW));
afterAll(() => ctx.close());

const paidSession = (startHours = 28) => paidSessionAt(ctx, at(startHours));

describe('the hold', () => {
  it("blocks the slot for everyone else while the mentee pays", async () => {
    const { coach } = await holdSlot(ctx);
    const rival = await signedInAgent(ctx, await createMentee(ctx.db));
    const res = await rival.post('/api/sessions', bookingBody(coach.id, at(24)));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('This slot was just taken');
    const page = await ctx.agent().get(`/api/coaches/${coach.id}`);
    const entry = page.json().data.availability.find((e: { start: string }) => e.start === at(24).toISOString());
    expect(entry?.status).toBe('booked');
  });

  it('lets the slot go when the hold lapses, even before the sweep got to it', async () => {
    const { coach, session } = await holdSlot(ctx);
    ctx.clock.advance(10 * MINUTE);
    const rival = await signedInAgent(ctx, await createMentee(ctx.db));
    expect((await rival.post('/api/sessions', bookingBody(coach.id, at(24)))).statusCode).toBe(201);
    expect((await sessionRow(ctx.db, session.id)).status).toBe('expired');
  });

  it('lets the mentee give the hold up, which frees the slot at once', async () => {
    const { coach, agent, session } = await holdSlot(ctx);
    const res = await agent.delete(`/api/sessions/${session.id}`);
    expect(res.statusCode).toBe(200);
    expect((await sessionRow(ctx.db, session.id)).status).toBe('cancelled');
    const rival = await signedInAgent(ctx, await createMentee(ctx.db));
    expect((await rival.post('/api/sessions', bookingBody(coach.id, at(24)))).statusCode).toBe(201);
    expect(await refundsOf(ctx.db, session.id)).toEqual([]);
  });

  it("lists a mentee's own pending booking, never someone else's, nor a lapsed one", async () => {
    const { coach, agent, session } = await holdSlot(ctx);
    const mine = await agent.get('/api/sessions?type=upcoming');
    expect(mine.json().data.map((s: { id: string }) => s.id)).toContain(session.id);
    const coachView = await (await signedInAgent(ctx, coach)).get('/api/sessions?type=upcoming');
    expect(coachView.json().data.map((s: { id: string }) => s.id)).not.toContain(session.id);
    ctx.clock.advance(11 * MINUTE);
    await sweepMoney(ctx.app.deps);
    expect((await agent.get('/api/sessions?type=upcoming')).json().data.map((s: { id: string }) => s.id)).not.toContain(session.id);
  });
});

describe('the hold expires with no request arriving', () => {
  let live: TestContext;
  beforeAll(async () => {
    live = await createTestContext({ jobs: true, env: { MONEY_SWEEP_SECONDS: '1' } });
  });
  afterAll(() => live.close());

  it('frees the slot within a sweep interval of the hold lapsing', async () => {
    live.clock.set(NOW);
    const { session } = await holdSlot(live);
    live.clock.advance(10 * MINUTE + 1000);
    const deadline = Date.now() + 20_000;
    while ((await sessionRow(live.db, session.id)).status !== 'expired' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await sessionRow(live.db, session.id)).status).toBe('expired');
  });
});

describe('cancellation refunds', () => {
  const cases = [
    { name: '24 h or more before the start: 100%', cancelAt: at(28).getTime() - DAY, rupees: 2000 },
    { name: '24 h less a second before: 50%', cancelAt: at(28).getTime() - DAY + 1000, rupees: 1000 },
    { name: '6 h before: 50%', cancelAt: at(28).getTime() - 6 * HOUR, rupees: 1000 },
    { name: 'under 6 h before: nothing', cancelAt: at(28).getTime() - 6 * HOUR + 1000, rupees: 0 },
  ];
  for (const { name, cancelAt, rupees } of cases) {
    it(`refunds the mentee ${name}, shown before cancelling and booked on cancelling`, async () => {
      const { agent, session } = await paidSession(28);
      ctx.clock.set(new Date(cancelAt));
      const view = await agent.get(`/api/sessions/${session.id}`);
      expect(view.json().data.refundIfCancelledNow).toBe(rupees === 0 ? 0 : rupees);
      expect((await agent.delete(`/api/sessions/${session.id}`)).statusCode).toBe(200);
      const refunds = await refundsOf(ctx.db, session.id);
      expect(refunds.map((r) => r.amountPaise)).toEqual(rupees === 0 ? [] : [rupees * 100]);
      if (rupees > 0) {
        await sweepMoney(ctx.app.deps);
        const after = await agent.get(`/api/sessions/${session.id}`);
        expect(after.json().data.payment.refunds).toMatchObject([{ amount: rupees * 100, status: 'processed', reason: 'mentee_cancelled' }]);
      }
    });
  }

  it('refunds 100% when the coach cancels, even an hour before', async () => {
    const { coach, session } = await paidSession(28);
    ctx.clock.set(new Date(at(28).getTime() - HOUR));
    const coachAgent = await signedInAgent(ctx, coach);
    expect((await coachAgent.get(`/api/sessions/${session.id}`)).json().data.refundIfCancelledNow).toBe(2000);
    expect((await coachAgent.delete(`/api/sessions/${session.id}`)).statusCode).toBe(200);
    expect((await refundsOf(ctx.db, session.id)).map((r) => [r.reason, r.amountPaise])).toEqual([['coach_cancelled', 200000]]);
  });

  it('retries a refund the gateway failed, and never refunds twice', async () => {
    const { agent, session } = await paidSession(28);
    expect((await agent.delete(`/api/sessions/${session.id}`)).statusCode).toBe(200);
    const gateway = ctx.app.deps.gateway;
    const realRefund = gateway.refund;
    gateway.refund = async () => {
      throw new Error('gateway timeout');
    };
    try {
      await sweepMoney(ctx.app.deps);
    } finally {
      gateway.refund = realRefund;
    }
    const [failedOnce] = await refundsOf(ctx.db, session.id);
    expect(failedOnce).toMatchObject({ status: 'pending', attempts: 1, lastError: 'gateway timeout' });
    ctx.clock.advance(2 * MINUTE);
    await sweepMoney(ctx.app.deps);
    await sweepMoney(ctx.app.deps);
    const [done] = await refundsOf(ctx.db, session.id);
    expect(done!.status).toBe('processed');
    expect(await gateway.refundsOf(done!.gatewayPaymentId)).toHaveLength(1);
    expect((await ledgerOf(ctx.db, session.id)).filter((e) => e.kind === 'refund')).toHaveLength(1);
  });

  it('never lets refunds of one payment add up to more than it (the database refuses)', async () => {
    const { session } = await paidSession(28);
    const { refunds, payments } = await import('../../src/db/schema');
    const { eq } = await import('drizzle-orm');
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.sessionId, session.id));
    const row = (key: string) => ({
      paymentId: payment!.id,
      sessionId: session.id,
      gatewayPaymentId: payment!.gatewayPaymentId!,
      amountPaise: 150000,
      reason: 'dispute' as const,
      idempotencyKey: key,
    });
    await ctx.db.insert(refunds).values(row(`a-${session.id}`));
    await expect(ctx.db.insert(refunds).values(row(`b-${session.id}`))).rejects.toThrow();
  });

  it('keeps the ledger append-only', async () => {
    const { session } = await paidSession(28);
    const { ledgerEntries } = await import('../../src/db/schema');
    const { eq } = await import('drizzle-orm');
    await expect(ctx.db.update(ledgerEntries).set({ amountPaise: 1 }).where(eq(ledgerEntries.sessionId, session.id))).rejects.toThrow();
    await expect(ctx.db.delete(ledgerEntries).where(eq(ledgerEntries.sessionId, session.id))).rejects.toThrow();
  });

  it('lets an admin see what a cancellation would refund (100%)', async () => {
    const { session } = await paidSession(28);
    const admin = await signedInAgent(ctx, await createAdmin(ctx.db));
    expect((await admin.get(`/api/sessions/${session.id}`)).json().data.refundIfCancelledNow).toBe(2000);
  });
});

describe('the ledger adds up', () => {
  for (const [tier, hoursBefore] of [['half', 10], ['none', 2], ['full', 26]] as const) {
    it(`after a mentee's cancellation (${tier} refund): payments less refunds equal fee, GST and the coach's share of what was kept`, async () => {
      const { agent, session } = await paidSession(29);
      ctx.clock.set(new Date(at(29).getTime() - hoursBefore * HOUR));
      expect((await agent.delete(`/api/sessions/${session.id}`)).statusCode).toBe(200);
      const sum = (entries: { kind: string; amountPaise: number }[], ...kinds: string[]) =>
        entries.filter((e) => kinds.includes(e.kind)).reduce((total, e) => total + e.amountPaise, 0);
      const ledger = await ledgerOf(ctx.db, session.id);
      const kept = { half: 100000, none: 200000, full: 0 }[tier];
      expect(sum(ledger, 'payment') - sum(ledger, 'refund')).toBe(kept);
      expect(sum(ledger, 'platform_fee', 'gst', 'coach_earning')).toBe(kept);
      if (tier === 'half') expect(sum(ledger, 'coach_earning')).toBe(88200);
    });
  }
});

describe('refund mail', () => {
  it('tells the mentee when a refund starts and when it is processed', async () => {
    const { agent, mentee, session } = await paidSession(29);
    ctx.mails.length = 0;
    expect((await agent.delete(`/api/sessions/${session.id}`)).statusCode).toBe(200);
    await sweepMoney(ctx.app.deps);
    await ctx.app.deps.outbox.drain();
    const subjects = ctx.mails.filter((m) => m.to === mentee.email).map((m) => m.subject);
    expect(subjects).toEqual(expect.arrayContaining([expect.stringMatching(/^Refund initiated: ₹2,000/), expect.stringMatching(/^Refund processed: ₹2,000/)]));
  });
});
