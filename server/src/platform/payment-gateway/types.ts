/**
 * What the product needs from a payment gateway, in Razorpay's own terms (orders, payments, refunds;
 * amounts in paise). Razorpay (through its SDK) and the built-in test gateway both implement it, and
 * every line of the product after this boundary is the same for both.
 */
export interface GatewayOrder {
  id: string;
  amount: number;
  currency: 'INR';
}

export interface GatewayPayment {
  id: string;
  orderId: string;
  amount: number;
  /** Razorpay's payment states; `captured` means paid; `authorized` is paid once we capture it (`capture`). */
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
}

export interface GatewayRefund {
  id: string;
  paymentId: string;
  amount: number;
  /** Our refund's id, sent as Razorpay's `receipt`, so a retry can find a refund made before a crash. */
  receipt: string | null;
  status: 'pending' | 'processed' | 'failed';
}

export interface PaymentGateway {
  readonly kind: 'razorpay' | 'test';
  /** The public key the checkout opens with. */
  readonly keyId: string;
  /** Secret of the checkout's signature: HMAC-SHA256 of `order_id|payment_id`. */
  readonly keySecret: string;
  /** Secret of the webhook's signature: HMAC-SHA256 of the raw body. */
  readonly webhookSecret: string;
  createOrder(input: { amount: number; receipt: string; notes: Record<string, string> }): Promise<GatewayOrder>;
  /** Every payment attempted on the order (for reconciliation after a lost callback or webhook). */
  orderPayments(orderId: string): Promise<GatewayPayment[]>;
  /**
   * Captures an authorised payment. Razorpay captures most by itself, but not one authorised late (or on
   * an account set to capture by hand), and refunds a payment left authorised after a few days: a booking
   * it paid for would then have no money behind it. A payment already captured is left as it is.
   */
  capture(input: { paymentId: string; amount: number }): Promise<void>;
  refund(input: { paymentId: string; amount: number; receipt: string; notes: Record<string, string> }): Promise<GatewayRefund>;
  refundsOf(paymentId: string): Promise<GatewayRefund[]>;
}

/** The gateway could not be reached or refused the call; the caller retries later or tells the user. */
export class GatewayError extends Error {
  constructor(
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
  }
}
