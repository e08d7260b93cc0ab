import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { testGatewayAccounts, testGatewayPayments, testGatewayTransfers } from '../../db/schema';
import { GatewayError, type GatewayPayment, type GatewayTransfer, type PaymentGateway } from './types';

/** How every payment on the test gateway is made, as its payments report it: its checkout pays by UPI, as most payers in India do. */
export const TEST_GATEWAY_METHOD = 'upi';

type Emit = (event: string, payload: Record<string, unknown>) => void;
type TransferRow = typeof testGatewayTransfers.$inferSelect;

function transferOf(row: TransferRow): GatewayTransfer {
  const reversed = row.amountReversed;
  return {
    id: row.id,
    paymentId: row.paymentId,
    accountId: row.accountId,
    amount: row.amountPaise,
    amountReversed: reversed,
    onHold: row.onHold,
    status: reversed === 0 ? 'processed' : reversed >= row.amountPaise ? 'reversed' : 'partially_reversed',
    settlementStatus: row.settlementStatus,
    notes: row.notes as Record<string, string>,
  };
}

/** Razorpay's transfer entity, for the webhooks the test gateway sends. */
const transferEntity = (t: GatewayTransfer) => ({
  entity: {
    id: t.id,
    entity: 'transfer',
    status: t.status,
    source: t.paymentId,
    recipient: t.accountId,
    amount: t.amount,
    currency: 'INR',
    amount_reversed: t.amountReversed,
    notes: t.notes,
    on_hold: t.onHold,
    settlement_status: t.settlementStatus,
  },
});

/**
 * The test gateway's Route: transfers from its captured payments to its linked accounts, held until
 * released, reversed in part or whole, and settled to the account's bank on the gateway's next look after
 * their release (Razorpay settles on its own cycle; a released transfer is "on the way" until then).
 */
export function testGatewayRoute(db: Db, newId: () => string, emit: Emit): Pick<PaymentGateway, 'transferOnHold' | 'transfersOf' | 'fetchTransfer' | 'releaseTransfer' | 'reverseTransfer' | 'paymentsBetween'> {
  async function find(transferId: string): Promise<TransferRow> {
    const [row] = await db.select().from(testGatewayTransfers).where(eq(testGatewayTransfers.id, transferId)).limit(1);
    if (!row) throw new GatewayError('Transfer not found');
    return row;
  }

  /** A released transfer reaches the bank by the gateway's next look at it. */
  async function settleIfReleased(row: TransferRow): Promise<TransferRow> {
    if (row.settlementStatus !== 'pending') return row;
    const [settled] = await db.update(testGatewayTransfers).set({ settlementStatus: 'settled' }).where(eq(testGatewayTransfers.id, row.id)).returning();
    return settled ?? row;
  }

  return {
    async transferOnHold({ paymentId, accountId, amount, notes }) {
      const [payment] = await db.select().from(testGatewayPayments).where(eq(testGatewayPayments.id, paymentId)).limit(1);
      if (payment?.status !== 'captured') throw new GatewayError('The payment was not captured');
      const [account] = await db.select().from(testGatewayAccounts).where(eq(testGatewayAccounts.id, accountId)).limit(1);
      if (account?.status !== 'activated') throw new GatewayError('The linked account is not activated');
      const transferred = (await db.select().from(testGatewayTransfers).where(eq(testGatewayTransfers.paymentId, paymentId))).reduce(
        (sum, t) => sum + t.amountPaise - t.amountReversed,
        0,
      );
      if (transferred + amount > payment.amountPaise) throw new GatewayError('The transfers would exceed the payment');
      const [row] = await db
        .insert(testGatewayTransfers)
        .values({ id: newId(), paymentId, accountId, amountPaise: amount, onHold: true, settlementStatus: 'on_hold', notes })
        .returning();
      const transfer = transferOf(row!);
      emit('transfer.processed', { transfer: transferEntity(transfer) });
      return transfer;
    },
    async transfersOf(paymentId) {
      const rows = await db.select().from(testGatewayTransfers).where(eq(testGatewayTransfers.paymentId, paymentId)).orderBy(asc(testGatewayTransfers.createdAt));
      return rows.map(transferOf);
    },
    async fetchTransfer(transferId) {
      return transferOf(await settleIfReleased(await find(transferId)));
    },
    async releaseTransfer(transferId) {
      const row = await find(transferId);
      if (!row.onHold) return transferOf(row);
      const [released] = await db
        .update(testGatewayTransfers)
        .set({ onHold: false, settlementStatus: row.amountReversed >= row.amountPaise ? 'settled' : 'pending' })
        .where(eq(testGatewayTransfers.id, transferId))
        .returning();
      return transferOf(released!);
    },
    async reverseTransfer({ transferId, amount }) {
      const row = await find(transferId);
      if (row.amountReversed + amount > row.amountPaise) throw new GatewayError('The reversal exceeds the transfer');
      if (row.settlementStatus === 'settled') throw new GatewayError('The transfer is already settled to the linked account');
      await db.update(testGatewayTransfers).set({ amountReversed: row.amountReversed + amount }).where(eq(testGatewayTransfers.id, transferId));
    },
    async paymentsBetween({ from, to, skip, count }) {
      const rows = await db
        .select()
        .from(testGatewayPayments)
        .where(and(gte(testGatewayPayments.createdAt, from), lte(testGatewayPayments.createdAt, to)))
        .orderBy(asc(testGatewayPayments.createdAt), asc(testGatewayPayments.id))
        .limit(count)
        .offset(skip);
      return rows.map((p): GatewayPayment => ({ id: p.id, orderId: p.orderId, amount: p.amountPaise, status: p.status, method: TEST_GATEWAY_METHOD }));
    },
  };
}
