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
  /** How the payer paid, in Razorpay's words ('card', 'upi', 'netbanking', 'wallet', 'emi', …); null when not yet known. */
  method: string | null;
}

export interface GatewayRefund {
  id: string;
  paymentId: string;
  amount: number;
  /** Our refund's id, sent as Razorpay's `receipt`, so a retry can find a refund made before a crash. */
  receipt: string | null;
  status: 'pending' | 'processed' | 'failed';
}

/** A Razorpay Route linked account: the coach's account the product transfers their share to. */
export interface LinkedAccountInput {
  /** Our reference (the coach's id), Razorpay's `reference_id`. */
  referenceId: string;
  email: string;
  phone: string | null;
  legalName: string;
  pan: string;
  /** Two-digit GST state code of the coach's address. */
  stateCode: string;
  /** The registered address Razorpay's linked account requires (its state is `stateCode`'s). */
  address: { street: string; city: string; pinCode: string };
  gstin: string | null;
  settlement: { method: 'bank'; accountNumber: string; ifsc: string } | { method: 'upi'; upiId: string };
}

export interface GatewayLinkedAccount {
  accountId: string;
  stakeholderId: string | null;
  /** The Route product configuration's id. */
  productId: string | null;
  /** Razorpay's Route activation status, in our words. */
  status: 'under_review' | 'active' | 'needs_clarification' | 'suspended';
  /** What Razorpay asks to be clarified, when it does. */
  reason: string | null;
}

export interface GatewayTransfer {
  id: string;
  paymentId: string;
  accountId: string;
  amount: number;
  amountReversed: number;
  onHold: boolean;
  /** Razorpay's transfer status: `processed` once in the linked account (held or not). */
  status: 'pending' | 'processed' | 'failed' | 'reversed' | 'partially_reversed';
  /** Razorpay's settlement status: `on_hold`, `pending` (released, on the way to the bank), `settled`. */
  settlementStatus: 'on_hold' | 'pending' | 'settled' | null;
  /** Ours, sent at creation: `transfer_id` finds a transfer made just before a crash. */
  notes: Record<string, string>;
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
  /** One payment as the gateway knows it (order, amount, status): the checkout's callback asks before confirming. */
  fetchPayment(paymentId: string): Promise<GatewayPayment>;
  /**
   * Payments attempted from `from` to `to` (inclusive, whole seconds), a page at a time: reconciliation reads the
   * gateway's recent payments instead of asking order by order, so its cost follows payments, not abandoned orders.
   */
  paymentsBetween(input: { from: Date; to: Date; skip: number; count: number }): Promise<GatewayPayment[]>;
  /** Creates (or, for a change of details, updates) the coach's Route linked account, stakeholder and product configuration. */
  saveLinkedAccount(input: LinkedAccountInput, existing: { accountId: string; stakeholderId: string | null; productId: string | null } | null): Promise<GatewayLinkedAccount>;
  /** A transfer of `amount` from a captured payment to a linked account, on hold until released. */
  transferOnHold(input: { paymentId: string; accountId: string; amount: number; notes: Record<string, string> }): Promise<GatewayTransfer>;
  /** The transfers made from a payment (to find one made before a crash, by its notes). */
  transfersOf(paymentId: string): Promise<GatewayTransfer[]>;
  fetchTransfer(transferId: string): Promise<GatewayTransfer>;
  /** Lifts a transfer's hold: the linked account is settled on the gateway's next cycle. */
  releaseTransfer(transferId: string): Promise<GatewayTransfer>;
  /** Takes `amount` of a transfer back to the platform's account (before a refund, or when less became the coach's). */
  reverseTransfer(input: { transferId: string; amount: number; receipt: string }): Promise<void>;
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
