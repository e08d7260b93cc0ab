import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-instance';
import { webhookEvents } from '../../db/schema';
import { verifyWebhookSignature } from '../../platform/payment-gateway/signatures';
import { capturePayment } from './capture';
import { refundSettled } from './refunds';
import { transferReported } from './transfers';
import { clarificationReason, linkedAccountStatusOf } from '../../platform/payment-gateway/razorpay-route-accounts';
import { payoutAccountStatusChanged } from '../earnings';

type Deps = Pick<AppDeps, 'db' | 'config' | 'outbox' | 'gateway' | 'now' | 'sessionPurchases'>;

type Entity = Record<string, unknown>;
type RazorpayEvent = { event?: unknown; payload?: { payment?: { entity?: Entity }; refund?: { entity?: Entity }; transfer?: { entity?: Entity } } };

export type WebhookResult = 'handled' | 'replayed' | 'ignored' | 'badSignature';

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * POST /api/payments/razorpay/webhook. The signature over the raw body is checked first; an event id
 * seen before is answered without doing anything again. Handling is safe out of order and on its own:
 * a capture goes through the same idempotent path as the checkout's callback, and a refund's outcome
 * only moves a refund forward. Unknown events are acknowledged and ignored (Razorpay retries anything
 * but a 2xx for a day).
 */
export async function handleWebhook(
  deps: Deps,
  delivery: { rawBody: Buffer; signature: string | undefined; eventId: string | undefined },
  log?: FastifyBaseLogger,
): Promise<WebhookResult> {
  if (!delivery.signature || !verifyWebhookSignature(deps.gateway.webhookSecret, delivery.rawBody, delivery.signature)) return 'badSignature';
  let event: RazorpayEvent;
  try {
    event = JSON.parse(delivery.rawBody.toString('utf8')) as RazorpayEvent;
  } catch {
    return 'ignored';
  }
  const eventId = delivery.eventId ?? null;
  if (eventId) {
    const [seen] = await deps.db.select({ id: webhookEvents.eventId }).from(webhookEvents).where(eq(webhookEvents.eventId, eventId)).limit(1);
    if (seen) return 'replayed';
  }
  const now = deps.now();
  const payment = event.payload?.payment?.entity;
  const refund = event.payload?.refund?.entity;
  let result: WebhookResult = 'ignored';
  switch (event.event) {
    case 'payment.captured':
    case 'payment.authorized':
    case 'order.paid': {
      const orderId = text(payment?.order_id);
      const paymentId = text(payment?.id);
      if (orderId && paymentId && typeof payment?.amount === 'number') {
        const authorized = event.event === 'payment.authorized';
        await capturePayment(deps, { orderId, gatewayPaymentId: paymentId, amount: payment.amount, authorized, method: text(payment.method) }, now, log);
        result = 'handled';
      }
      break;
    }
    case 'refund.processed':
    case 'refund.failed': {
      const refundId = text(refund?.id);
      if (refundId) {
        await refundSettled(deps.db, deps.config, refundId, event.event === 'refund.processed' ? 'processed' : 'failed', now);
        result = 'handled';
      }
      break;
    }
    case 'transfer.processed':
    case 'transfer.failed': {
      const transfer = event.payload?.transfer?.entity;
      const transferId = text(transfer?.id);
      if (transferId) {
        const notes = transfer?.notes as Record<string, unknown> | undefined;
        await transferReported(deps.db, { gatewayTransferId: transferId, ourId: text(notes?.transfer_id), event: event.event === 'transfer.processed' ? 'processed' : 'failed' }, now);
        result = 'handled';
      }
      break;
    }
    case 'product.route.under_review':
    case 'product.route.needs_clarification':
    case 'product.route.activated':
    case 'account.suspended': {
      // A linked account's review (docs/product/money.md "Payout account"): the account is the product's
      // `merchant_id` (or, for account.* events, the account entity), also the event's own `account_id`.
      const body = event as { account_id?: unknown; payload?: { merchant_product?: { entity?: Entity; data?: { requirements?: unknown } }; account?: { entity?: Entity } } };
      const product = body.payload?.merchant_product;
      const accountEntityId = text(body.payload?.account?.entity?.id);
      const accountId = text(product?.entity?.merchant_id) ?? (accountEntityId && !accountEntityId.startsWith('acc_') ? `acc_${accountEntityId}` : accountEntityId) ?? text(body.account_id);
      if (accountId) {
        const status = event.event === 'account.suspended' ? 'suspended' : linkedAccountStatusOf(text(product?.entity?.activation_status) ?? String(event.event).slice('product.route.'.length));
        const requirements = Array.isArray(product?.data?.requirements) ? (product.data.requirements as Parameters<typeof clarificationReason>[0]) : null;
        const reason = status === 'needs_clarification' ? (clarificationReason(requirements) ?? 'Razorpay asks you to check your details') : status === 'suspended' ? 'Razorpay suspended the linked account' : null;
        if (await payoutAccountStatusChanged(deps, accountId, status, reason)) result = 'handled';
      }
      break;
    }
    default:
      // payment.failed and anything else: nothing to change (the hold stays until it lapses).
      break;
  }
  if (eventId) await deps.db.insert(webhookEvents).values({ eventId, event: String(event.event ?? ''), receivedAt: now }).onConflictDoNothing();
  return result;
}
