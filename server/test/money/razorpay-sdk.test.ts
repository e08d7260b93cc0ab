import nock from 'nock';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/context';
import { createMentee, signedInAgent } from '../support/factories';
import { bookingBody, sessionRow } from '../sessions/support';
import { sweepMoney } from '../../src/features/payments';
import { checkoutSignature } from '../../src/platform/payment-gateway/signatures';
import { at, capturedEvent, deliverWebhook, holdSlot, ledgerOf, NOW, refundsOf } from './support';

// Razorpay's API at the HTTP boundary (https://razorpay.com/docs/api/): the official SDK makes real
// requests, nock answers them with the documented shapes and checks what was asked.
const KEY_ID = 'rzp_test_K3yId0000001';
const KEY_SECRET = 'key-secret-for-tests';
const WEBHOOK_SECRET = 'webhook-secret-for-tests';
const API = 'https://api.razorpay.com';
const basicAuth = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;

let ctx: TestContext;
beforeAll(async () => {
  nock.disableNetConnect();
  nock.enableNetConnect(/127\.0\.0\.1|localhost/);
  ctx = await createTestContext({ env: { RAZORPAY_KEY_ID: KEY_ID, RAZORPAY_KEY_SECRET: KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET } });
});
/** Reconciliation reads Razorpay's payments list on every sweep: by default nothing new there. */
const emptyPaymentsList = () => nock(API, { reqheaders: { authorization: basicAuth } }).persist().get('/v1/payments').query(true).reply(200, { entity: 'collection', count: 0, items: [] });
beforeEach(() => ctx.clock.set(NOW));
afterEach(() => {
  expect(nock.pendingMocks().filter((mock) => !mock.includes('/v1/payments?'))).toEqual([]);
  nock.cleanAll();
});
afterAll(async () => {
  await ctx.close();
  nock.enableNetConnect();
});

let orders = 0;
/** POST /v1/orders as the SDK sends it; answers Razorpay's order entity. */
function expectOrder() {
  const id = `order_Rzp${String(++orders).padStart(11, '0')}`;
  let asked: Record<string, unknown> = {};
  nock(API, { reqheaders: { authorization: basicAuth } })
    .post('/v1/orders', (body) => {
      asked = body;
      return true;
    })
    .reply(200, (_uri, body) => {
      const b = body as { amount: number; receipt: string; notes: Record<string, string> };
      return { id, entity: 'order', amount: b.amount, amount_paid: 0, amount_due: b.amount, currency: 'INR', receipt: b.receipt, offer_id: null, status: 'created', attempts: 0, notes: b.notes, created_at: 1_900_000_000 };
    });
  return { id, asked: () => asked };
}

/** GET /v1/payments/{id} as the SDK sends it (the checkout's callback asks before confirming); answers Razorpay's payment entity. */
function expectPaymentFetch(paymentId: string, entity: { order_id: string; amount?: number; status?: string }) {
  nock(API, { reqheaders: { authorization: basicAuth } })
    .get(`/v1/payments/${paymentId}`)
    .reply(200, { id: paymentId, entity: 'payment', amount: entity.amount ?? 200000, currency: 'INR', status: entity.status ?? 'captured', order_id: entity.order_id, method: 'upi', captured: entity.status === 'captured', created_at: 1_900_000_050 });
}

async function book() {
  const order = expectOrder();
  const booked = await holdSlot(ctx);
  return { ...booked, order };
}

describe('Razorpay through its SDK', () => {
  it('opens an order of the price in paise with the session as receipt, and hands the checkout the key id', async () => {
    const { session, order } = await book();
    expect(order.asked()).toMatchObject({ amount: 200000, currency: 'INR', receipt: session.id, notes: { sessionId: session.id } });
    expect(session.payment).toMatchObject({ gateway: 'razorpay', keyId: KEY_ID, orderId: order.id, amount: 200000, currency: 'INR' });
  });

  it("confirms with the checkout's signature made with the key secret, and refuses one made with anything else", async () => {
    const { agent, session, order } = await book();
    const paymentId = 'pay_Rzp00000000001';
    const wrong = await agent.post(`/api/sessions/${session.id}/payment`, {
      razorpay_order_id: order.id,
      razorpay_payment_id: paymentId,
      razorpay_signature: checkoutSignature(WEBHOOK_SECRET, order.id, paymentId),
    });
    expect(wrong.statusCode).toBe(400);
    expectPaymentFetch(paymentId, { order_id: order.id });
    const res = await agent.post(`/api/sessions/${session.id}/payment`, {
      razorpay_order_id: order.id,
      razorpay_payment_id: paymentId,
      razorpay_signature: checkoutSignature(KEY_SECRET, order.id, paymentId),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('scheduled');
  });

  it('takes the webhook signed with the webhook secret', async () => {
    const { session, order } = await book();
    const res = await deliverWebhook(ctx, 'payment.captured', capturedEvent(order.id, 'pay_Rzp00000000002', 200000));
    expect(res.statusCode).toBe(200);
    expect((await sessionRow(ctx.db, session.id)).status).toBe('scheduled');
  });

  const authorizedEvent = (orderId: string, paymentId: string) => ({
    payment: { entity: { id: paymentId, entity: 'payment', amount: 200000, currency: 'INR', status: 'authorized', order_id: orderId } },
  });
  /** POST /v1/payments/{id}/capture as the SDK sends it, answered with `status`; returns what was asked. */
  function expectCapture(paymentId: string, status = 200) {
    let asked: Record<string, unknown> | null = null;
    nock(API, { reqheaders: { authorization: basicAuth } })
      .post(`/v1/payments/${paymentId}/capture`, (body) => {
        asked = body;
        return true;
      })
      .reply(status, status === 200 ? { id: paymentId, entity: 'payment', amount: 200000, currency: 'INR', status: 'captured' } : { error: { code: 'BAD_REQUEST_ERROR', description: 'This payment has already been captured' } });
    return () => asked;
  }

  it('captures a payment the webhook says is only authorised (authorised late, or an account capturing by hand) before it books', async () => {
    const { session, order } = await book();
    const paymentId = 'pay_Rzp00000000011';
    const asked = expectCapture(paymentId);
    expect((await deliverWebhook(ctx, 'payment.authorized', authorizedEvent(order.id, paymentId))).statusCode).toBe(200);
    expect(asked()).toMatchObject({ amount: 200000, currency: 'INR' });
    expect((await sessionRow(ctx.db, session.id)).status).toBe('scheduled');
  });

  it('captures it also when the checkout callback booked it first', async () => {
    const { agent, session, order } = await book();
    const paymentId = 'pay_Rzp00000000012';
    const callback = { razorpay_order_id: order.id, razorpay_payment_id: paymentId, razorpay_signature: checkoutSignature(KEY_SECRET, order.id, paymentId) };
    expectPaymentFetch(paymentId, { order_id: order.id });
    expect((await agent.post(`/api/sessions/${session.id}/payment`, callback)).statusCode).toBe(200);
    const asked = expectCapture(paymentId);
    expect((await deliverWebhook(ctx, 'payment.authorized', authorizedEvent(order.id, paymentId))).statusCode).toBe(200);
    expect(asked()).toMatchObject({ amount: 200000 });
  });

  describe("the checkout's callback asks Razorpay for the payment before confirming", () => {
    const callbackOf = (orderId: string, paymentId: string) => ({
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: checkoutSignature(KEY_SECRET, orderId, paymentId),
    });

    it('captures a payment Razorpay has only authorised, then books', async () => {
      const { agent, session, order } = await book();
      const paymentId = 'pay_Rzp00000000021';
      expectPaymentFetch(paymentId, { order_id: order.id, status: 'authorized' });
      const asked = expectCapture(paymentId);
      const res = await agent.post(`/api/sessions/${session.id}/payment`, callbackOf(order.id, paymentId));
      expect(res.statusCode).toBe(200);
      expect(asked()).toMatchObject({ amount: 200000, currency: 'INR' });
      expect((await sessionRow(ctx.db, session.id)).status).toBe('scheduled');
    });

    it("refuses with 400 a payment Razorpay knows under another order or for another amount, and changes nothing", async () => {
      const { agent, session, order } = await book();
      const paymentId = 'pay_Rzp00000000022';
      expectPaymentFetch(paymentId, { order_id: 'order_RzpSomeoneElse1' });
      const otherOrder = await agent.post(`/api/sessions/${session.id}/payment`, callbackOf(order.id, paymentId));
      expect(otherOrder.statusCode).toBe(400);
      expect(otherOrder.json().error).toBe('Payment could not be verified');
      expectPaymentFetch(paymentId, { order_id: order.id, amount: 100 });
      const otherAmount = await agent.post(`/api/sessions/${session.id}/payment`, callbackOf(order.id, paymentId));
      expect(otherAmount.statusCode).toBe(400);
      expect(otherAmount.json().error).toBe('Payment could not be verified');
      expect((await sessionRow(ctx.db, session.id)).status).toBe('pending_payment');
      expect(await ledgerOf(ctx.db, session.id)).toEqual([]);
    });

    it('answers 409 for a payment that failed or is not finished, and keeps the hold', async () => {
      const { agent, session, order } = await book();
      const paymentId = 'pay_Rzp00000000023';
      expectPaymentFetch(paymentId, { order_id: order.id, status: 'failed' });
      const failed = await agent.post(`/api/sessions/${session.id}/payment`, callbackOf(order.id, paymentId));
      expect(failed.statusCode).toBe(409);
      expect(failed.json().error).toBe('The payment failed and no money was taken. Please try again.');
      expectPaymentFetch(paymentId, { order_id: order.id, status: 'created' });
      const created = await agent.post(`/api/sessions/${session.id}/payment`, callbackOf(order.id, paymentId));
      expect(created.statusCode).toBe(409);
      expect(created.json().error).toBe('The payment is not complete yet. Please finish it at the checkout, or try again.');
      expect((await sessionRow(ctx.db, session.id)).status).toBe('pending_payment');
      expect(await ledgerOf(ctx.db, session.id)).toEqual([]);
    });

    it('answers 503 and records nothing when Razorpay does not answer the lookup', async () => {
      const { agent, session, order } = await book();
      const paymentId = 'pay_Rzp00000000024';
      nock(API).get(`/v1/payments/${paymentId}`).reply(500, { error: { code: 'SERVER_ERROR', description: 'The server encountered an error.' } });
      const res = await agent.post(`/api/sessions/${session.id}/payment`, callbackOf(order.id, paymentId));
      expect(res.statusCode).toBe(503);
      expect((await sessionRow(ctx.db, session.id)).status).toBe('pending_payment');
    });
  });

  it('takes a payment Razorpay captured by itself meanwhile, and books nothing while a capture fails (the webhook is sent again)', async () => {
    const { session, order } = await book();
    const paymentId = 'pay_Rzp00000000013';
    expectCapture(paymentId, 400);
    nock(API).get(`/v1/payments/${paymentId}`).reply(200, { id: paymentId, entity: 'payment', amount: 200000, currency: 'INR', status: 'authorized', order_id: order.id });
    expect((await deliverWebhook(ctx, 'payment.authorized', authorizedEvent(order.id, paymentId))).statusCode).toBeGreaterThanOrEqual(500);
    expect((await sessionRow(ctx.db, session.id)).status).toBe('pending_payment');
    expectCapture(paymentId, 400);
    nock(API).get(`/v1/payments/${paymentId}`).reply(200, { id: paymentId, entity: 'payment', amount: 200000, currency: 'INR', status: 'captured', order_id: order.id });
    expect((await deliverWebhook(ctx, 'payment.authorized', authorizedEvent(order.id, paymentId))).statusCode).toBe(200);
    expect((await sessionRow(ctx.db, session.id)).status).toBe('scheduled');
  });

  it('refunds through POST /v1/payments/{id}/refund with our refund id as receipt, after checking none exists', async () => {
    const { agent, session, order } = await book();
    const paymentId = 'pay_Rzp00000000003';
    await deliverWebhook(ctx, 'payment.captured', capturedEvent(order.id, paymentId, 200000));
    expect((await agent.delete(`/api/sessions/${session.id}`)).statusCode).toBe(200);
    const [refund] = await refundsOf(ctx.db, session.id);
    let asked: Record<string, unknown> = {};
    nock(API, { reqheaders: { authorization: basicAuth } })
      .get(`/v1/payments/${paymentId}/refunds`)
      .query({ count: '100' })
      .reply(200, { entity: 'collection', count: 0, items: [] })
      .post(`/v1/payments/${paymentId}/refund`, (body) => {
        asked = body;
        return true;
      })
      .reply(200, { id: 'rfnd_Rzp0000000001', entity: 'refund', amount: 200000, currency: 'INR', payment_id: paymentId, notes: {}, receipt: refund!.id, status: 'pending', speed_requested: 'normal', created_at: 1_900_000_100 });
    emptyPaymentsList();
    await sweepMoney(ctx.app.deps);
    expect(asked).toMatchObject({ amount: 200000, receipt: refund!.id, speed: 'normal' });
    expect((await refundsOf(ctx.db, session.id))[0]).toMatchObject({ status: 'initiated', gatewayRefundId: 'rfnd_Rzp0000000001' });
    // Razorpay tells us when the money is back
    await deliverWebhook(ctx, 'refund.processed', { refund: { entity: { id: 'rfnd_Rzp0000000001', payment_id: paymentId, amount: 200000, status: 'processed' } } });
    expect((await refundsOf(ctx.db, session.id))[0]!.status).toBe('processed');
  });

  it('finds a refund made before a crash instead of refunding twice', async () => {
    const { agent, session, order } = await book();
    const paymentId = 'pay_Rzp00000000004';
    await deliverWebhook(ctx, 'payment.captured', capturedEvent(order.id, paymentId, 200000));
    expect((await agent.delete(`/api/sessions/${session.id}`)).statusCode).toBe(200);
    const [refund] = await refundsOf(ctx.db, session.id);
    nock(API)
      .get(`/v1/payments/${paymentId}/refunds`)
      .query(true)
      .reply(200, { entity: 'collection', count: 1, items: [{ id: 'rfnd_Rzp0000000002', entity: 'refund', amount: 200000, payment_id: paymentId, receipt: refund!.id, status: 'processed' }] });
    emptyPaymentsList();
    await sweepMoney(ctx.app.deps);
    expect((await refundsOf(ctx.db, session.id))[0]).toMatchObject({ status: 'processed', gatewayRefundId: 'rfnd_Rzp0000000002' });
  });

  /** GET /v1/payments?from&to&count&skip as the SDK sends it, answering `items` on the first page; returns the queries asked. */
  function expectPaymentsList(items: Record<string, unknown>[]) {
    const asked: Record<string, string>[] = [];
    nock(API, { reqheaders: { authorization: basicAuth } })
      .get('/v1/payments')
      .query((query) => {
        asked.push(query as Record<string, string>);
        return true;
      })
      .reply(200, { entity: 'collection', count: items.length, items });
    return asked;
  }

  it("reconciles a capture whose callback and webhook were both lost, from Razorpay's payments list (GET /v1/payments)", async () => {
    const { session, order } = await book();
    const asked = expectPaymentsList([{ id: 'pay_Rzp00000000005', entity: 'payment', amount: 200000, currency: 'INR', status: 'captured', order_id: order.id, created_at: 1_900_000_050 }]);
    await sweepMoney(ctx.app.deps);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ count: '100', skip: '0', to: String(Math.floor(NOW.getTime() / 1000)) });
    expect(Number(asked[0]!.from)).toBeLessThan(Number(asked[0]!.to));
    expect((await sessionRow(ctx.db, session.id)).status).toBe('scheduled');
    expect((await ledgerOf(ctx.db, session.id)).map((e) => e.kind)).toEqual(['payment']);
  });

  it('captures an authorised payment that reconciliation finds, then books', async () => {
    const { session, order } = await book();
    const paymentId = 'pay_Rzp00000000014';
    expectPaymentsList([{ id: paymentId, entity: 'payment', amount: 200000, currency: 'INR', status: 'authorized', order_id: order.id, created_at: 1_900_000_060 }]);
    const asked = expectCapture(paymentId);
    await sweepMoney(ctx.app.deps);
    expect(asked()).toMatchObject({ amount: 200000, currency: 'INR' });
    expect((await sessionRow(ctx.db, session.id)).status).toBe('scheduled');
  });

  it('answers 503 and frees the slot when Razorpay does not answer the order', async () => {
    const coachSlot = await (async () => {
      nock(API).post('/v1/orders').reply(500, { error: { code: 'SERVER_ERROR', description: 'The server encountered an error.' } });
      const mentee = await createMentee(ctx.db);
      const agent = await signedInAgent(ctx, mentee);
      const { createCoach } = await import('../support/factories');
      const { addWindow } = await import('../sessions/support');
      const coach = await createCoach(ctx.db);
      await addWindow(ctx.db, coach.id, at(24), at(30));
      const res = await agent.post('/api/sessions', bookingBody(coach.id, at(24)));
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toBe('The payment service is not answering. Please try again in a minute.');
      return coach;
    })();
    expectOrder();
    const other = await signedInAgent(ctx, await createMentee(ctx.db));
    expect((await other.post('/api/sessions', bookingBody(coachSlot.id, at(24)))).statusCode).toBe(201);
  });
});
