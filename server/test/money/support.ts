import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client';
import { ledgerEntries, payments, refunds } from '../../src/db/schema';
import { hmacSha256Hex } from '../../src/platform/payment-gateway/signatures';
import { testGateway } from '../../src/platform/payment-gateway/test-gateway';
import type { Agent } from '../support/agent';
import type { TestContext, TestContextOptions } from '../support/context';
import { createCoach, createMentee, signedInAgent, type UserRow } from '../support/factories';
import { addWindow, at, bookingBody } from '../sessions/support';

export { at, NOW, HOUR, MINUTE, DAY } from '../sessions/support';

/** The built-in test gateway without its own webhooks: the test delivers each webhook itself, in the order it wants. */
export const silentTestGateway: TestContextOptions['gateway'] = (db, config, now) => testGateway(db, config.secret, () => null, now);

export type Booked = { coach: UserRow; mentee: UserRow; agent: Agent; session: { id: string; payment: { orderId: string; amount: number } } };

/** A coach (₹2,000 an hour) with a window from +24 h to +30 h, and a mentee who holds the slot at `start`. */
export async function holdSlot(ctx: TestContext, start = at(24)): Promise<Booked> {
  const coach = await createCoach(ctx.db);
  const mentee = await createMentee(ctx.db);
  await addWindow(ctx.db, coach.id, at(24), at(30));
  const agent = await signedInAgent(ctx, mentee);
  const res = await agent.post('/api/sessions', bookingBody(coach.id, start));
  expect(res.statusCode).toBe(201);
  return { coach, mentee, agent, session: res.json().data };
}

/** A session held at `start`, paid through the test gateway and confirmed by the checkout's callback. */
export async function paidSession(ctx: TestContext, start: Date): Promise<Booked> {
  const booked = await holdSlot(ctx, start);
  const paid = await payAtGateway(booked.agent, booked.session.payment.orderId);
  expect((await booked.agent.post(`/api/sessions/${booked.session.id}/payment`, paid)).statusCode).toBe(200);
  return booked;
}

/** The checkout's payment at the test gateway: what its "Pay" hands back. */
export async function payAtGateway(agent: Agent, orderId: string) {
  const res = await agent.post(`/api/test-gateway/orders/${orderId}/pay`);
  expect(res.statusCode).toBe(200);
  return res.json().data as { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
}

/** Delivers a webhook signed with the app's webhook secret, as Razorpay would. */
export function deliverWebhook(ctx: TestContext, event: string, payload: Record<string, unknown>, options: { eventId?: string; signature?: string; rawBody?: string } = {}) {
  const rawBody = options.rawBody ?? JSON.stringify({ entity: 'event', account_id: 'acc_test', event, contains: Object.keys(payload), payload, created_at: 1 });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    payload: rawBody,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': options.signature ?? hmacSha256Hex(ctx.app.deps.gateway.webhookSecret, rawBody),
      'x-razorpay-event-id': options.eventId ?? `evt_${randomUUID().replace(/-/g, '').slice(0, 14)}`,
    },
  });
}

export const capturedEvent = (orderId: string, paymentId: string, amount: number) => ({
  payment: { entity: { id: paymentId, entity: 'payment', amount, currency: 'INR', status: 'captured', order_id: orderId } },
});

export async function ledgerOf(db: Db, sessionId: string) {
  return db.select().from(ledgerEntries).where(eq(ledgerEntries.sessionId, sessionId));
}

export async function paymentOf(db: Db, sessionId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.sessionId, sessionId));
  return row!;
}

export async function refundsOf(db: Db, sessionId: string) {
  return db.select().from(refunds).where(eq(refunds.sessionId, sessionId));
}
