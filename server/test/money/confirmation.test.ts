import { receiptSchema } from '@ssb/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/context';
import { createMentee, signedInAgent } from '../support/factories';
import { bookingBody, sessionRow } from '../sessions/support';
import { at, capturedEvent, deliverWebhook, holdSlot, HOUR, ledgerOf, MINUTE, NOW, payAtGateway, paymentOf, refundsOf, silentTestGateway } from './support';
import { eq } from 'drizzle-orm';
import { availabilityWindows, sessions, testGatewayPayments, users } from '../../src/db/schema';
import { sweepMoney } from '../../src/features/payments';
import { checkoutSignature } from '../../src/platform/payment-gateway/signatures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ gateway: silentTestGateway });
});
beforeEach(() => ctx.clock.set(NOW));
afterAll(() => ctx.close());

const delivered = () => ctx.app.deps.outbox.drain();

async function expectConfirmedOnce(sessionId: string, paymentId: string) {
  expect((await sessionRow(ctx.db, sessionId)).status).toBe('scheduled');
  const payment = await paymentOf(ctx.db, sessionId);
  expect(payment).toMatchObject({ status: 'captured', gatewayPaymentId: paymentId });
  const ledger = await ledgerOf(ctx.db, sessionId);
  expect(ledger.map((e) => [e.kind, e.amountPaise])).toEqual([['payment', 200000]]);
}

describe('confirming a payment', () => {
  it('confirms with the checkout callback, then takes the webhook as already done', async () => {
    const { agent, session } = await holdSlot(ctx);
    const paid = await payAtGateway(agent, session.payment.orderId);
    const res = await agent.post(`/api/sessions/${session.id}/payment`, paid);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'scheduled', holdExpiresAt: null, payment: { status: 'captured', amount: 200000 } });
    expect(res.json().data.payment.receiptNumber).toMatch(/^SSB-2031-\d{6}$/);
    expect((await deliverWebhook(ctx, 'payment.captured', capturedEvent(paid.razorpay_order_id, paid.razorpay_payment_id, 200000))).statusCode).toBe(200);
    await expectConfirmedOnce(session.id, paid.razorpay_payment_id);
  });

  it('records how the payer paid, as the gateway reports it, and the receipt names it: the test gateway by the callback, Razorpay by the webhook', async () => {
    const byCallback = await holdSlot(ctx);
    const paid = await payAtGateway(byCallback.agent, byCallback.session.payment.orderId);
    expect((await byCallback.agent.post(`/api/sessions/${byCallback.session.id}/payment`, paid)).statusCode).toBe(200);
    const payment = await paymentOf(ctx.db, byCallback.session.id);
    expect(payment.method).toBe('upi');
    const receipt = await byCallback.agent.get(`/api/payments/${payment.id}/receipt`);
    expect(receiptSchema.parse(receipt.json().data)).toMatchObject({ method: 'upi', paymentId: paid.razorpay_payment_id, orderId: paid.razorpay_order_id });

    const byWebhook = await holdSlot(ctx, at(26));
    const { payment: atGateway } = capturedEvent(byWebhook.session.payment.orderId, 'pay_BYCARD0000001', 200000);
    expect((await deliverWebhook(ctx, 'payment.captured', { payment: { entity: { ...atGateway.entity, method: 'card' } } })).statusCode).toBe(200);
    expect(await paymentOf(ctx.db, byWebhook.session.id)).toMatchObject({ status: 'captured', method: 'card' });
  });

  it('confirms with the webhook first, then answers the callback with the booked session', async () => {
    const { agent, session } = await holdSlot(ctx);
    const paid = await payAtGateway(agent, session.payment.orderId);
    expect((await deliverWebhook(ctx, 'payment.captured', capturedEvent(paid.razorpay_order_id, paid.razorpay_payment_id, 200000))).statusCode).toBe(200);
    await expectConfirmedOnce(session.id, paid.razorpay_payment_id);
    const res = await agent.post(`/api/sessions/${session.id}/payment`, paid);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('scheduled');
    await expectConfirmedOnce(session.id, paid.razorpay_payment_id);
  });

  it('confirms once when 20 callbacks and 20 webhooks arrive at the same time', async () => {
    const { agent, session } = await holdSlot(ctx);
    const paid = await payAtGateway(agent, session.payment.orderId);
    ctx.mails.length = 0;
    const results = await Promise.all(
      Array.from({ length: 20 }, () => [
        agent.post(`/api/sessions/${session.id}/payment`, paid),
        deliverWebhook(ctx, 'payment.captured', capturedEvent(paid.razorpay_order_id, paid.razorpay_payment_id, 200000)),
      ]).flat(),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(40).fill(200));
    await expectConfirmedOnce(session.id, paid.razorpay_payment_id);
    await delivered();
    // one booking mail to each participant, not one per report
    expect(ctx.mails.filter((m) => /booked|confirmed/i.test(m.subject)).length).toBe(2);
  });

  it('refuses a tampered signature with 400 and changes nothing', async () => {
    const { agent, session } = await holdSlot(ctx);
    const paid = await payAtGateway(agent, session.payment.orderId);
    const tampered = { ...paid, razorpay_signature: paid.razorpay_signature.replace(/.$/, (c) => (c === '0' ? '1' : '0')) };
    const res = await agent.post(`/api/sessions/${session.id}/payment`, tampered);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Payment could not be verified');
    expect((await sessionRow(ctx.db, session.id)).status).toBe('pending_payment');
    expect((await paymentOf(ctx.db, session.id)).status).toBe('created');
    expect(await ledgerOf(ctx.db, session.id)).toEqual([]);
  });

  it("refuses a valid signature of another order (the session's own stored order id is what counts)", async () => {
    const first = await holdSlot(ctx);
    const second = await holdSlot(ctx, at(26));
    const paidOther = await payAtGateway(second.agent, second.session.payment.orderId);
    // the second mentee's genuine payment, offered for the first mentee's session
    const res = await first.agent.post(`/api/sessions/${first.session.id}/payment`, paidOther);
    expect(res.statusCode).toBe(400);
    const forged = await first.agent.post(`/api/sessions/${first.session.id}/payment`, { ...paidOther, razorpay_order_id: first.session.payment.orderId });
    expect(forged.statusCode).toBe(400);
    expect((await sessionRow(ctx.db, first.session.id)).status).toBe('pending_payment');
    expect(await ledgerOf(ctx.db, first.session.id)).toEqual([]);
  });

  /** What a checkout would hand back for `paymentId` on `orderId`, signed with the key secret (a leaked secret, or a client mixing payments up). */
  const signedFor = (orderId: string, paymentId: string) => ({
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: checkoutSignature(ctx.app.deps.gateway.keySecret, orderId, paymentId),
  });

  it('asks the gateway for the payment: one it knows under another order is refused with 400 even with a valid signature', async () => {
    const first = await holdSlot(ctx);
    const second = await holdSlot(ctx, at(26));
    const paidOther = await payAtGateway(second.agent, second.session.payment.orderId);
    const res = await first.agent.post(`/api/sessions/${first.session.id}/payment`, signedFor(first.session.payment.orderId, paidOther.razorpay_payment_id));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Payment could not be verified');
    expect((await sessionRow(ctx.db, first.session.id)).status).toBe('pending_payment');
    expect((await paymentOf(ctx.db, first.session.id)).status).toBe('created');
    expect(await ledgerOf(ctx.db, first.session.id)).toEqual([]);
  });

  it('answers 409 for a payment the gateway says failed, and keeps the hold for another try', async () => {
    const { agent, session } = await holdSlot(ctx);
    expect((await agent.post(`/api/test-gateway/orders/${session.payment.orderId}/fail`)).statusCode).toBe(200);
    const [failed] = await ctx.db.select().from(testGatewayPayments).where(eq(testGatewayPayments.orderId, session.payment.orderId));
    const res = await agent.post(`/api/sessions/${session.id}/payment`, signedFor(session.payment.orderId, failed!.id));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('The payment failed and no money was taken. Please try again.');
    expect((await sessionRow(ctx.db, session.id)).status).toBe('pending_payment');
    expect(await ledgerOf(ctx.db, session.id)).toEqual([]);
    const paid = await payAtGateway(agent, session.payment.orderId);
    expect((await agent.post(`/api/sessions/${session.id}/payment`, paid)).statusCode).toBe(200);
  });

  it('lets only the mentee confirm their own session', async () => {
    const { coach, agent, session } = await holdSlot(ctx);
    const paid = await payAtGateway(agent, session.payment.orderId);
    const stranger = await signedInAgent(ctx, await createMentee(ctx.db));
    expect((await stranger.post(`/api/sessions/${session.id}/payment`, paid)).statusCode).toBe(404);
    const coachAgent = await signedInAgent(ctx, coach);
    expect((await coachAgent.post(`/api/sessions/${session.id}/payment`, paid)).statusCode).toBe(403);
    expect((await ctx.agent().post(`/api/sessions/${session.id}/payment`, paid)).statusCode).toBe(401);
  });
});

describe('the webhook', () => {
  it('refuses a bad signature with 400, needs no sign-in and no CSRF token', async () => {
    const { agent, session } = await holdSlot(ctx);
    const paid = await payAtGateway(agent, session.payment.orderId);
    const bad = await deliverWebhook(ctx, 'payment.captured', capturedEvent(paid.razorpay_order_id, paid.razorpay_payment_id, 200000), { signature: 'f'.repeat(64) });
    expect(bad.statusCode).toBe(400);
    expect((await sessionRow(ctx.db, session.id)).status).toBe('pending_payment');
  });

  it('checks the signature over the raw bytes: the same JSON re-spaced is refused', async () => {
    const { agent, session } = await holdSlot(ctx);
    const paid = await payAtGateway(agent, session.payment.orderId);
    const body = JSON.stringify({ event: 'payment.captured', payload: capturedEvent(paid.razorpay_order_id, paid.razorpay_payment_id, 200000) });
    const signedOk = await deliverWebhook(ctx, '', {}, { rawBody: body });
    expect(signedOk.statusCode).toBe(200);
    const second = await holdSlot(ctx, at(27));
    const paid2 = await payAtGateway(second.agent, second.session.payment.orderId);
    const original = JSON.stringify({ event: 'payment.captured', payload: capturedEvent(paid2.razorpay_order_id, paid2.razorpay_payment_id, 200000) });
    const { hmacSha256Hex } = await import('../../src/platform/payment-gateway/signatures');
    const signature = hmacSha256Hex(ctx.app.deps.gateway.webhookSecret, original);
    const respaced = await deliverWebhook(ctx, '', {}, { rawBody: JSON.stringify(JSON.parse(original), null, 2), signature });
    expect(respaced.statusCode).toBe(400);
    expect((await sessionRow(ctx.db, second.session.id)).status).toBe('pending_payment');
  });

  it('answers a replayed event 200 and does nothing again', async () => {
    const { agent, session } = await holdSlot(ctx);
    const paid = await payAtGateway(agent, session.payment.orderId);
    const event = capturedEvent(paid.razorpay_order_id, paid.razorpay_payment_id, 200000);
    expect((await deliverWebhook(ctx, 'payment.captured', event, { eventId: 'evt_replay000001' })).statusCode).toBe(200);
    await ctx.app.deps.db.update((await import('../../src/db/schema')).sessions).set({ title: 'changed after' });
    expect((await deliverWebhook(ctx, 'payment.captured', event, { eventId: 'evt_replay000001' })).statusCode).toBe(200);
    await expectConfirmedOnce(session.id, paid.razorpay_payment_id);
  });

  it('acknowledges unknown events and unknown orders without changing anything', async () => {
    const { agent, session } = await holdSlot(ctx);
    const paid = await payAtGateway(agent, session.payment.orderId);
    expect((await deliverWebhook(ctx, 'subscription.charged', { subscription: { entity: { id: 'sub_1' } } })).statusCode).toBe(200);
    expect((await deliverWebhook(ctx, 'payment.captured', capturedEvent('order_unknown0000001', paid.razorpay_payment_id, 200000))).statusCode).toBe(200);
    expect((await deliverWebhook(ctx, 'payment.failed', capturedEvent(paid.razorpay_order_id, 'pay_failed00000001', 200000))).statusCode).toBe(200);
    // a capture of another amount than the order's is not ours to believe
    expect((await deliverWebhook(ctx, 'payment.captured', capturedEvent(paid.razorpay_order_id, paid.razorpay_payment_id, 100))).statusCode).toBe(200);
    expect((await sessionRow(ctx.db, session.id)).status).toBe('pending_payment');
    expect(await ledgerOf(ctx.db, session.id)).toEqual([]);
  });
});

describe("the coach's meeting room", () => {
  it('is not shown, nor is the calendar file with their addresses served, for a hold until it is paid', async () => {
    const { coach, agent, session } = await holdSlot(ctx);
    await ctx.db.update(users).set({ meetingLink: 'https://meet.example.test/coach-own-room' }).where(eq(users.id, coach.id));
    // the coach's room is copied onto bookings made after it was set
    const { agent: other, session: later } = await (async () => {
      const mentee = await createMentee(ctx.db);
      const a = await signedInAgent(ctx, mentee);
      const res = await a.post('/api/sessions', bookingBody(coach.id, at(26)));
      expect(res.statusCode).toBe(201);
      return { agent: a, session: res.json().data };
    })();
    expect(later.meetingLink).toBeNull();
    expect((await other.get(`/api/sessions/${later.id}`)).json().data.meetingLink).toBeNull();
    expect((await other.get(`/api/sessions/${later.id}/calendar.ics`)).statusCode).toBe(404);
    // given up unpaid: still nothing
    expect((await other.delete(`/api/sessions/${later.id}`)).statusCode).toBe(200);
    expect((await other.get(`/api/sessions/${later.id}/calendar.ics`)).statusCode).toBe(404);
    // paid: the participants get both
    const paid = await payAtGateway(agent, session.payment.orderId);
    const booked = (await agent.post(`/api/sessions/${session.id}/payment`, paid)).json().data;
    expect((await agent.get(`/api/sessions/${session.id}/calendar.ics`)).statusCode).toBe(200);
    // the link itself only from 10 minutes before the start, as every page says (docs/product/sessions.md "Meeting link")
    expect(booked.meetingLink).toBeNull();
    ctx.clock.set(new Date(new Date(booked.scheduledAt).getTime() - 11 * MINUTE));
    expect((await agent.get(`/api/sessions/${session.id}`)).json().data.meetingLink).toBeNull();
    ctx.clock.advance(MINUTE);
    expect((await agent.get(`/api/sessions/${session.id}`)).json().data.meetingLink).toMatch(/^https:\/\//);
    expect((await agent.get('/api/sessions?type=upcoming')).json().data[0].meetingLink).toMatch(/^https:\/\//);
  });
});

describe('late payments', () => {
  it('books the slot when the payment comes after the hold lapsed and the slot is still free', async () => {
    const { agent, session } = await holdSlot(ctx);
    const paid = await payAtGateway(agent, session.payment.orderId);
    ctx.clock.advance(11 * MINUTE);
    // the sweep's expiry alone (a full sweep would already reconcile the capture at the gateway)
    await ctx.db.update(sessions).set({ status: 'expired' }).where(eq(sessions.id, session.id));
    const res = await agent.post(`/api/sessions/${session.id}/payment`, paid);
    expect(res.statusCode).toBe(200);
    await expectConfirmedOnce(session.id, paid.razorpay_payment_id);
  });

  it('refunds in full a payment reported after the session would have started, and books nothing', async () => {
    const { agent, session } = await holdSlot(ctx);
    const paid = await payAtGateway(agent, session.payment.orderId);
    ctx.mails.length = 0;
    ctx.clock.advance(24 * HOUR + MINUTE);
    // the webhook of a payment authorised late; nothing swept the hold in between
    expect((await deliverWebhook(ctx, 'payment.captured', capturedEvent(paid.razorpay_order_id, paid.razorpay_payment_id, 200000))).statusCode).toBe(200);
    expect((await sessionRow(ctx.db, session.id)).status).toBe('expired');
    expect(await refundsOf(ctx.db, session.id)).toMatchObject([{ reason: 'late_payment', amountPaise: 200000 }]);
    await delivered();
    expect(ctx.mails.map((m) => m.subject).filter((s) => /booked|confirmed/i.test(s))).toEqual([]);
  });

  it('refunds in full, and books nothing, when the coach no longer offers the time or was suspended since the hold lapsed', async () => {
    for (const change of ['hours taken off', 'coach suspended'] as const) {
      const { coach, agent, session } = await holdSlot(ctx);
      const paid = await payAtGateway(agent, session.payment.orderId);
      ctx.clock.set(new Date(NOW.getTime() + 11 * MINUTE));
      await ctx.db.update(sessions).set({ status: 'expired' }).where(eq(sessions.id, session.id));
      if (change === 'hours taken off') await ctx.db.delete(availabilityWindows).where(eq(availabilityWindows.coachId, coach.id));
      else await ctx.db.update(users).set({ isActive: false }).where(eq(users.id, coach.id));
      expect((await deliverWebhook(ctx, 'payment.captured', capturedEvent(paid.razorpay_order_id, paid.razorpay_payment_id, 200000))).statusCode).toBe(200);
      expect((await sessionRow(ctx.db, session.id)).status, change).toBe('expired');
      expect(await refundsOf(ctx.db, session.id), change).toMatchObject([{ reason: 'late_payment', amountPaise: 200000 }]);
    }
  });

  it('refunds in full, and books nothing, a hold paid within its time whose coach lost verification or was suspended meanwhile', async () => {
    for (const change of ['verification withdrawn', 'coach suspended'] as const) {
      for (const report of ['callback', 'webhook'] as const) {
        const { coach, agent, session } = await holdSlot(ctx);
        const paid = await payAtGateway(agent, session.payment.orderId);
        ctx.clock.set(new Date(NOW.getTime() + 2 * MINUTE)); // the hold is still running
        await ctx.db.update(users).set(change === 'verification withdrawn' ? { isVerified: false } : { isActive: false }).where(eq(users.id, coach.id));
        const label = `${change}, ${report}`;
        if (report === 'callback') {
          const res = await agent.post(`/api/sessions/${session.id}/payment`, paid);
          expect(res.statusCode, label).toBe(409);
          expect(res.json().error, label).toMatch(/refunded in full/);
        } else {
          expect((await deliverWebhook(ctx, 'payment.captured', capturedEvent(paid.razorpay_order_id, paid.razorpay_payment_id, 200000))).statusCode, label).toBe(200);
        }
        expect((await sessionRow(ctx.db, session.id)).status, label).toBe('expired');
        expect(await refundsOf(ctx.db, session.id), label).toMatchObject([{ reason: 'late_payment', amountPaise: 200000 }]);
        expect((await ledgerOf(ctx.db, session.id)).map((e) => e.kind).sort(), label).toEqual(['payment', 'refund']);
      }
    }
  });

  describe('a payment whose outcome is a refund answers 409 "slot lost" whichever report came first', () => {
    /** A paid hold that lapsed, and a rival who took its slot meanwhile. */
    async function lostSlot() {
      const booked = await holdSlot(ctx);
      const paid = await payAtGateway(booked.agent, booked.session.payment.orderId);
      ctx.clock.advance(11 * MINUTE);
      const rival = await signedInAgent(ctx, await createMentee(ctx.db));
      expect((await rival.post('/api/sessions', bookingBody(booked.coach.id, at(24)))).statusCode).toBe(201);
      return { ...booked, paid };
    }
    const slotLost = 'The slot was taken while the payment was late; the payment is refunded in full';

    it('the webhook first, then the callback', async () => {
      const { agent, session, paid } = await lostSlot();
      expect((await deliverWebhook(ctx, 'payment.captured', capturedEvent(paid.razorpay_order_id, paid.razorpay_payment_id, 200000))).statusCode).toBe(200);
      expect(await refundsOf(ctx.db, session.id)).toMatchObject([{ reason: 'late_payment', amountPaise: 200000 }]);
      const res = await agent.post(`/api/sessions/${session.id}/payment`, paid);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(slotLost);
      expect((await sessionRow(ctx.db, session.id)).status).toBe('expired');
      expect(await refundsOf(ctx.db, session.id)).toHaveLength(1);
    });

    it('the callback first (and again), then the webhook', async () => {
      const { agent, session, paid } = await lostSlot();
      for (let i = 0; i < 2; i += 1) {
        const res = await agent.post(`/api/sessions/${session.id}/payment`, paid);
        expect(res.statusCode).toBe(409);
        expect(res.json().error).toBe(slotLost);
      }
      expect((await deliverWebhook(ctx, 'payment.captured', capturedEvent(paid.razorpay_order_id, paid.razorpay_payment_id, 200000))).statusCode).toBe(200);
      expect((await sessionRow(ctx.db, session.id)).status).toBe('expired');
      expect(await refundsOf(ctx.db, session.id)).toMatchObject([{ reason: 'late_payment', amountPaise: 200000 }]);
    });
  });

  it('refunds in full a payment for a slot someone else took after the hold lapsed', async () => {
    const { coach, agent, session } = await holdSlot(ctx);
    const paid = await payAtGateway(agent, session.payment.orderId);
    ctx.clock.advance(11 * MINUTE);
    const rival = await signedInAgent(ctx, await createMentee(ctx.db));
    expect((await rival.post('/api/sessions', bookingBody(coach.id, at(24)))).statusCode).toBe(201);
    const res = await agent.post(`/api/sessions/${session.id}/payment`, paid);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/refunded in full/);
    expect((await sessionRow(ctx.db, session.id)).status).toBe('expired');
    const [refund] = await refundsOf(ctx.db, session.id);
    expect(refund).toMatchObject({ reason: 'late_payment', amountPaise: 200000 });
    await sweepMoney(ctx.app.deps);
    expect((await refundsOf(ctx.db, session.id))[0]!.status).toBe('processed');
    const ledger = (await ledgerOf(ctx.db, session.id)).map((e) => [e.kind, e.amountPaise]).sort();
    expect(ledger).toEqual([['payment', 200000], ['refund', 200000]]);
  });
});
