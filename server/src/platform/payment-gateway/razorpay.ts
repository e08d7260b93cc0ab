import Razorpay from 'razorpay';
import type { MoneyConfig } from '../../config';
import { razorpayPaymentOf, razorpayRoute } from './razorpay-route-transfers';
import { razorpayLinkedAccounts } from './razorpay-route-accounts';
import { GatewayError, type GatewayRefund, type PaymentGateway } from './types';

type RazorpayKeys = NonNullable<MoneyConfig['razorpay']>;

type SdkRefund = { id: string; payment_id: string; amount: number | string; receipt?: string | null; status: string };
type SdkPayment = Parameters<typeof razorpayPaymentOf>[0];

const refundOf = (r: SdkRefund): GatewayRefund => ({
  id: r.id,
  paymentId: r.payment_id,
  amount: Number(r.amount),
  receipt: r.receipt ?? null,
  status: r.status === 'processed' ? 'processed' : r.status === 'failed' ? 'failed' : 'pending',
});


/** The SDK rejects with `{statusCode, error: {code, description}}`; keep the description for logs and admins. */
function gatewayError(action: string, error: unknown): GatewayError {
  const description = (error as { error?: { description?: string } })?.error?.description;
  return new GatewayError(`Razorpay ${action} failed${description ? `: ${description}` : ''}`, error);
}

/** Razorpay through its official Node SDK (https://razorpay.com/docs/api/). */
export function razorpayGateway(keys: RazorpayKeys): PaymentGateway {
  const sdk = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
  return {
    ...razorpayRoute(sdk, gatewayError),
    ...razorpayLinkedAccounts(sdk, gatewayError),
    kind: 'razorpay',
    keyId: keys.keyId,
    keySecret: keys.keySecret,
    webhookSecret: keys.webhookSecret,
    async createOrder({ amount, receipt, notes }) {
      try {
        const order = await sdk.orders.create({ amount, currency: 'INR', receipt, notes });
        return { id: order.id, amount: Number(order.amount), currency: 'INR' };
      } catch (error) {
        throw gatewayError('order', error);
      }
    },
    async orderPayments(orderId) {
      try {
        const { items } = await sdk.orders.fetchPayments(orderId);
        return (items as SdkPayment[]).map((p) => razorpayPaymentOf(p, orderId));
      } catch (error) {
        throw gatewayError('payments lookup', error);
      }
    },
    async capture({ paymentId, amount }) {
      try {
        await sdk.payments.capture(paymentId, amount, 'INR');
      } catch (error) {
        // Razorpay refuses to capture twice: one captured already (by itself, or an earlier report) is fine.
        const payment = (await sdk.payments.fetch(paymentId).catch(() => null)) as SdkPayment | null;
        if (payment?.status === 'captured') return;
        throw gatewayError('capture', error);
      }
    },
    async refund({ paymentId, amount, receipt, notes }) {
      try {
        return refundOf((await sdk.payments.refund(paymentId, { amount, speed: 'normal', receipt, notes })) as SdkRefund);
      } catch (error) {
        throw gatewayError('refund', error);
      }
    },
    async refundsOf(paymentId) {
      try {
        const { items } = await sdk.payments.fetchMultipleRefund(paymentId, { count: 100 });
        return (items as SdkRefund[]).map(refundOf);
      } catch (error) {
        throw gatewayError('refunds lookup', error);
      }
    },
    async fetchPayment(paymentId) {
      try {
        const payment = (await sdk.payments.fetch(paymentId)) as SdkPayment;
        return razorpayPaymentOf(payment);
      } catch (error) {
        throw gatewayError('payment lookup', error);
      }
    },
  };
}
