import { randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { testGatewayOrders, testGatewayPayments, testGatewayRefunds } from '../../db/schema';
import { checkoutSignature, hmacSha256Hex } from './signatures';
import { TEST_GATEWAY_METHOD, testGatewayRoute } from './test-gateway-transfers';
import { testGatewayLinkedAccounts } from './test-gateway-accounts';
import { GatewayError, type GatewayRefund, type PaymentGateway } from './types';

/**
 * The built-in test gateway: what runs when no Razorpay keys are set (docs/decisions/016). It speaks
 * Razorpay's protocol (order ids, payment ids, the HMAC-SHA256 checkout signature, signed webhooks with
 * event ids) and keeps its records in its own tables, as Razorpay's servers would, so a crash of our
 * process between its capture and our confirmation behaves like the real thing. No money moves.
 */
export interface TestGateway extends PaymentGateway {
  readonly kind: 'test';
  order(orderId: string): Promise<typeof testGatewayOrders.$inferSelect | null>;
  /** The checkout's "Pay": captures a payment and answers what Razorpay's checkout hands the page. */
  pay(orderId: string): Promise<{ razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }>;
  /** The checkout's "Fail the payment". */
  fail(orderId: string): Promise<{ code: string; description: string }>;
}

/** Sends one signed webhook to the product, as Razorpay's servers would. */
export type WebhookSender = (delivery: { rawBody: string; signature: string; eventId: string }) => Promise<void>;

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Razorpay-shaped ids: a prefix and 14 base62 characters. */
export function gatewayId(prefix: 'order' | 'pay' | 'rfnd' | 'evt' | 'acc' | 'sth' | 'acc_prd' | 'trf' | 'rvrsl'): string {
  return `${prefix}_${Array.from(randomBytes(14), (byte) => BASE62[byte % 62]).join('')}`;
}

export const TEST_KEY_ID = 'rzp_test_builtin';
const ACCOUNT_ID = 'acc_test_builtin';

export class TestGatewayRefusal extends Error {}

/** `now` is the product's clock: the gateway's records carry the same time as ours (tests move it). */
export function testGateway(db: Db, appSecret: string, send: () => WebhookSender | null, now: () => Date = () => new Date()): TestGateway {
  const keySecret = hmacSha256Hex(appSecret, 'test-gateway:key-secret');
  const webhookSecret = hmacSha256Hex(appSecret, 'test-gateway:webhook-secret');

  /** Webhooks leave after the change that caused them; a lost one is made good by reconciliation. */
  function emit(event: string, payload: Record<string, unknown>) {
    const sender = send();
    if (!sender) return;
    const rawBody = JSON.stringify({
      entity: 'event',
      account_id: ACCOUNT_ID,
      event,
      contains: Object.keys(payload),
      payload,
      created_at: Math.floor(Date.now() / 1000),
    });
    setImmediate(() => {
      void sender({ rawBody, signature: hmacSha256Hex(webhookSecret, rawBody), eventId: gatewayId('evt') }).catch(() => undefined);
    });
  }

  const paymentEntity = (p: { id: string; orderId: string; amountPaise: number; status: string }) => ({
    entity: {
      id: p.id,
      entity: 'payment',
      amount: p.amountPaise,
      currency: 'INR',
      status: p.status,
      order_id: p.orderId,
      method: TEST_GATEWAY_METHOD,
      captured: p.status === 'captured',
      created_at: Math.floor(Date.now() / 1000),
    },
  });

  async function openOrder(orderId: string) {
    const [order] = await db.select().from(testGatewayOrders).where(eq(testGatewayOrders.id, orderId)).limit(1);
    if (!order) throw new TestGatewayRefusal('Order not found');
    if (order.status === 'paid') throw new TestGatewayRefusal('This order is already paid');
    return order;
  }

  const refundOf = (r: typeof testGatewayRefunds.$inferSelect): GatewayRefund => ({
    id: r.id,
    paymentId: r.paymentId,
    amount: r.amountPaise,
    receipt: r.receipt,
    status: r.status,
  });

  return {
    ...testGatewayRoute(db, () => gatewayId('trf'), emit),
    ...testGatewayLinkedAccounts(db, gatewayId),
    kind: 'test',
    keyId: TEST_KEY_ID,
    keySecret,
    webhookSecret,
    async createOrder({ amount, receipt, notes }) {
      const id = gatewayId('order');
      await db.insert(testGatewayOrders).values({ id, amountPaise: amount, currency: 'INR', receipt, notes });
      return { id, amount, currency: 'INR' };
    },
    async orderPayments(orderId) {
      const rows = await db.select().from(testGatewayPayments).where(eq(testGatewayPayments.orderId, orderId));
      return rows.map((p) => ({ id: p.id, orderId: p.orderId, amount: p.amountPaise, status: p.status, method: TEST_GATEWAY_METHOD }));
    },
    async capture({ paymentId }) {
      // Its payments are captured when paid: there is nothing to capture, only a payment to find.
      const [payment] = await db.select().from(testGatewayPayments).where(eq(testGatewayPayments.id, paymentId)).limit(1);
      if (payment?.status !== 'captured') throw new GatewayError('The payment cannot be captured');
    },
    async refund({ paymentId, amount, receipt }) {
      const [payment] = await db.select().from(testGatewayPayments).where(eq(testGatewayPayments.id, paymentId)).limit(1);
      if (!payment || payment.status !== 'captured') throw new GatewayError('The payment was not captured');
      const id = gatewayId('rfnd');
      const [row] = await db
        .insert(testGatewayRefunds)
        .values({ id, paymentId, amountPaise: amount, receipt, status: 'processed' })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new GatewayError('A refund with this receipt already exists');
      emit('refund.processed', {
        refund: { entity: { id, entity: 'refund', payment_id: paymentId, amount, receipt, status: 'processed' } },
        payment: paymentEntity(payment),
      });
      return refundOf(row);
    },
    async refundsOf(paymentId) {
      return (await db.select().from(testGatewayRefunds).where(eq(testGatewayRefunds.paymentId, paymentId))).map(refundOf);
    },
    async fetchPayment(paymentId) {
      const [p] = await db.select().from(testGatewayPayments).where(eq(testGatewayPayments.id, paymentId)).limit(1);
      // Razorpay answers 400 "The id provided does not exist" for a payment it does not know.
      if (!p) throw new GatewayError('The id provided does not exist');
      return { id: p.id, orderId: p.orderId, amount: p.amountPaise, status: p.status, method: TEST_GATEWAY_METHOD };
    },
    async order(orderId) {
      const [order] = await db.select().from(testGatewayOrders).where(eq(testGatewayOrders.id, orderId)).limit(1);
      return order ?? null;
    },
    async pay(orderId) {
      const order = await openOrder(orderId);
      const id = gatewayId('pay');
      const paid = await db.transaction(async (tx) => {
        // One capture per order, as Razorpay allows: the status flips once.
        const [flipped] = await tx
          .update(testGatewayOrders)
          .set({ status: 'paid' })
          .where(and(eq(testGatewayOrders.id, orderId), ne(testGatewayOrders.status, 'paid')))
          .returning({ id: testGatewayOrders.id });
        if (!flipped) return false;
        await tx.insert(testGatewayPayments).values({ id, orderId, amountPaise: order.amountPaise, status: 'captured', createdAt: now() });
        return true;
      });
      if (!paid) throw new TestGatewayRefusal('This order is already paid');
      emit('payment.captured', { payment: paymentEntity({ id, orderId, amountPaise: order.amountPaise, status: 'captured' }) });
      return { razorpay_order_id: orderId, razorpay_payment_id: id, razorpay_signature: checkoutSignature(keySecret, orderId, id) };
    },
    async fail(orderId) {
      const order = await openOrder(orderId);
      const id = gatewayId('pay');
      await db.transaction(async (tx) => {
        await tx.update(testGatewayOrders).set({ status: 'attempted' }).where(eq(testGatewayOrders.id, orderId));
        await tx.insert(testGatewayPayments).values({ id, orderId, amountPaise: order.amountPaise, status: 'failed', createdAt: now() });
      });
      emit('payment.failed', { payment: paymentEntity({ id, orderId, amountPaise: order.amountPaise, status: 'failed' }) });
      return { code: 'BAD_REQUEST_ERROR', description: 'Payment failed (test mode: the "Fail the payment" button)' };
    },
  };
}
