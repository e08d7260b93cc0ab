import { MS_PER_MINUTE } from '@ssb/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-instance';
import { appMeta, payments } from '../../db/schema';
import { capturePayment } from './capture';

type Deps = Pick<AppDeps, 'db' | 'config' | 'outbox' | 'gateway' | 'now' | 'sessionPurchases'>;

/** A page of the gateway's payments list (Razorpay's maximum). */
const PAGE = 100;
/** At most this many pages a pass; a busier stretch is read on by the next pass from where this one stopped. */
const PAGES_PER_PASS = 10;
/** Each pass reads again this far behind where the last one ended: the gateway may list a payment a little late. */
const OVERLAP_MS = 10 * MS_PER_MINUTE;
/** Where the first pass starts, and the longest a pass looks back after the server was down. */
const FIRST_LOOKBACK_MS = 120 * MS_PER_MINUTE;
/**
 * Once an hour a pass reads the last three days again: a payment authorised hours after it was made (Razorpay
 * lists it by when it was made; it would give an authorised payment back after five days) is still found.
 */
const DEEP_EVERY_MS = 60 * MS_PER_MINUTE;
const DEEP_LOOKBACK_MS = 3 * 24 * 60 * MS_PER_MINUTE;
const CURSOR_KEY = 'reconcile:payments_read_until';
const DEEP_KEY = 'reconcile:deep_read_at';

async function readMeta(deps: Deps, key: string): Promise<Date | null> {
  const [row] = await deps.db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key)).limit(1);
  return row ? new Date(row.value) : null;
}

async function writeMeta(deps: Deps, key: string, value: Date): Promise<void> {
  await deps.db
    .insert(appMeta)
    .values({ key, value: value.toISOString() })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: value.toISOString() } });
}

/**
 * Reconciliation (docs/product/money.md "Confirming a payment"): reads the gateway's list of payments made
 * since the last pass and confirms those paid on an order still unpaid here, so a capture whose callback and
 * webhook were both lost is confirmed anyway. Its cost follows the payments made, one call per hundred,
 * whatever the number of abandoned orders (which have no payment at all). Returns the captures confirmed.
 */
export async function reconcilePayments(deps: Deps, now: Date, log?: FastifyBaseLogger): Promise<number> {
  const readUntil = await readMeta(deps, CURSOR_KEY);
  const deepAt = await readMeta(deps, DEEP_KEY);
  const deep = !deepAt || now.getTime() - deepAt.getTime() >= DEEP_EVERY_MS;
  const earliest = now.getTime() - (deep ? DEEP_LOOKBACK_MS : FIRST_LOOKBACK_MS);
  const from = new Date(deep ? earliest : Math.max(earliest, (readUntil?.getTime() ?? earliest) - OVERLAP_MS));
  let confirmed = 0;
  let complete = true;
  for (let page = 0; ; page += 1) {
    if (page === PAGES_PER_PASS) {
      complete = false;
      break;
    }
    const listed = await deps.gateway.paymentsBetween({ from, to: now, skip: page * PAGE, count: PAGE });
    confirmed += await confirmListed(deps, listed, now, log);
    if (listed.length < PAGE) break;
  }
  if (complete) {
    await writeMeta(deps, CURSOR_KEY, now);
    if (deep) await writeMeta(deps, DEEP_KEY, now);
  }
  return confirmed;
}

async function confirmListed(deps: Deps, listed: Awaited<ReturnType<Deps['gateway']['paymentsBetween']>>, now: Date, log?: FastifyBaseLogger): Promise<number> {
  const paid = listed.filter((p) => p.status === 'captured' || p.status === 'authorized');
  if (paid.length === 0) return 0;
  const open = await deps.db
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(and(inArray(payments.orderId, [...new Set(paid.map((p) => p.orderId))]), eq(payments.status, 'created')));
  const openOrders = new Set(open.map((row) => row.orderId));
  let confirmed = 0;
  for (const payment of paid.filter((p) => openOrders.has(p.orderId))) {
    try {
      const { outcome } = await capturePayment(deps, { orderId: payment.orderId, gatewayPaymentId: payment.id, amount: payment.amount, authorized: payment.status === 'authorized', method: payment.method }, now, log);
      if (outcome === 'confirmed' || outcome === 'refundedLate') confirmed += 1;
    } catch (error) {
      log?.warn({ err: error, orderId: payment.orderId }, 'could not reconcile a payment');
    }
  }
  return confirmed;
}
