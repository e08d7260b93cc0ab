import type Razorpay from 'razorpay';
import { GatewayError, type GatewayPayment, type GatewayTransfer, type PaymentGateway } from './types';

type SdkTransfer = {
  id: string;
  source: string;
  recipient: string;
  amount: number | string;
  amount_reversed?: number | string | null;
  on_hold?: boolean | null;
  status: string;
  settlement_status?: string | null;
  notes?: Record<string, string> | unknown[] | null;
};
type SdkPayment = { id: string; order_id?: string | null; amount: number | string; status: string; method?: string | null };

const TRANSFER_STATUSES = ['pending', 'processed', 'failed', 'reversed', 'partially_reversed'] as const;
const SETTLEMENT_STATUSES = ['on_hold', 'pending', 'settled'] as const;
const PAYMENT_STATUSES = ['created', 'authorized', 'captured', 'refunded', 'failed'] as const;

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T => values.find((v) => v === value) ?? fallback;

/** Razorpay sends `notes: []` when there are none. */
const notesOf = (notes: SdkTransfer['notes']): Record<string, string> => (notes && !Array.isArray(notes) ? (notes as Record<string, string>) : {});

export function transferOf(t: SdkTransfer): GatewayTransfer {
  return {
    id: t.id,
    paymentId: t.source,
    accountId: t.recipient,
    amount: Number(t.amount),
    amountReversed: Number(t.amount_reversed ?? 0),
    onHold: Boolean(t.on_hold),
    status: oneOf(TRANSFER_STATUSES, t.status, 'pending'),
    settlementStatus: t.settlement_status ? oneOf(SETTLEMENT_STATUSES, t.settlement_status, 'pending') : null,
    notes: notesOf(t.notes),
  };
}

export const razorpayPaymentOf = (p: SdkPayment, orderId = ''): GatewayPayment => ({
  id: p.id,
  orderId: p.order_id ?? orderId,
  amount: Number(p.amount),
  status: oneOf(PAYMENT_STATUSES, p.status, 'created'),
  method: p.method || null,
});

type Fail = (action: string, error: unknown) => GatewayError;

/**
 * Razorpay Route's transfers (https://razorpay.com/docs/api/payments/route/transfers/) through the
 * official SDK: from a captured payment to a linked account, `on_hold` until released (PATCH), reversed
 * to the platform's account before a refund; and the payments list reconciliation reads.
 */
export function razorpayRoute(sdk: Razorpay, fail: Fail): Pick<PaymentGateway, 'transferOnHold' | 'transfersOf' | 'fetchTransfer' | 'releaseTransfer' | 'reverseTransfer' | 'paymentsBetween'> {
  return {
    async transferOnHold({ paymentId, accountId, amount, notes }) {
      try {
        const { items } = await sdk.payments.transfer(paymentId, { transfers: [{ account: accountId, amount, currency: 'INR', notes, on_hold: true }] } as never);
        const made = (items as SdkTransfer[])[0];
        if (!made) throw new Error('no transfer in the answer');
        return transferOf(made);
      } catch (error) {
        throw fail('transfer', error);
      }
    },
    async transfersOf(paymentId) {
      try {
        const { items } = await sdk.payments.fetchTransfer(paymentId);
        return (items as SdkTransfer[]).map(transferOf);
      } catch (error) {
        throw fail('transfers lookup', error);
      }
    },
    async fetchTransfer(transferId) {
      try {
        return transferOf((await sdk.transfers.fetch(transferId)) as unknown as SdkTransfer);
      } catch (error) {
        throw fail('transfer lookup', error);
      }
    },
    async releaseTransfer(transferId) {
      try {
        return transferOf((await sdk.transfers.edit(transferId, { on_hold: false } as never)) as unknown as SdkTransfer);
      } catch (error) {
        throw fail('transfer release', error);
      }
    },
    async reverseTransfer({ transferId, amount }) {
      try {
        await sdk.transfers.reverse(transferId, { amount });
      } catch (error) {
        throw fail('transfer reversal', error);
      }
    },
    async paymentsBetween({ from, to, skip, count }) {
      try {
        const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
        const { items } = await sdk.payments.all({ from: seconds(from), to: seconds(to), skip, count });
        return (items as SdkPayment[]).map((p) => razorpayPaymentOf(p));
      } catch (error) {
        throw fail('payments list', error);
      }
    },
  };
}
