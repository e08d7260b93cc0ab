import { z } from 'zod';
import { SESSION_STATUSES } from '../sessions';
import { pageQueryShape } from './envelope';

/**
 * The money calls (docs/product/money.md, docs/product/api.md "Money"). Amounts named `amount`, `gross`,
 * `fee`, `gst`, `net`, `paid` or `payable` are integer paise, as Razorpay takes them; the spec's `price`
 * and `refundIfCancelledNow` are rupees.
 */
export const PAYMENT_MESSAGES = {
  notVerified: 'Payment could not be verified',
  gatewayDown: 'The payment service is not answering. Please try again in a minute.',
  notPending: 'This session is not waiting for a payment',
  notMentee: 'Only the mentee of this session can pay for it',
  orderMismatch: 'Payment could not be verified',
  holdExpired: 'Your hold on this slot has expired',
  slotLost: 'The slot was taken while the payment was late; the payment is refunded in full',
  paymentFailed: 'The payment failed and no money was taken. Please try again.',
  paymentIncomplete: 'The payment is not complete yet. Please finish it at the checkout, or try again.',
  refundNotFound: 'Refund not found',
  refundNotFailed: 'Only a failed refund can be retried or marked refunded by hand',
  manualReferenceRequired: 'Enter the reference of the refund you made (the bank or UPI reference)',
  testGatewayOnly: 'The test gateway is not in use',
  orderNotFound: 'Order not found',
  paymentNotFound: 'Payment not found',
  webhookSignature: 'Invalid webhook signature',
  rescheduleOnlyMentee: 'Only the mentee of this session can reschedule it',
  rescheduleNotScheduled: 'Only a scheduled session can be rescheduled',
  rescheduleAlreadyMoved: 'This session has already been rescheduled once',
  rescheduleTooLate: 'Sessions can be rescheduled up to 12 hours before the start',
  rescheduleSameTime: 'Choose a different time',
  disputeOnlyMentee: 'Only the mentee of this session can report a no-show',
  disputeNotAllowed: 'A no-show can be reported from 15 minutes after the start until 24 hours after the end',
  disputeStatus: 'This session cannot be disputed',
  resolveNotDisputed: 'This session is not disputed',
  payoutTooMuch: 'The payout is more than this coach is owed',
  payoutReferenceTaken: 'A payout with this reference is already recorded for this coach',
  payoutCoachNotFound: 'Coach not found',
  amountWhole: 'Enter an amount in paise, a whole number above 0',
  referenceRequired: 'Enter the bank or UPI reference of the transfer',
  reasonTooLong: 'Keep it under 1,000 characters',
} as const;
const M = PAYMENT_MESSAGES;

export const GATEWAYS = ['razorpay', 'test'] as const;
export const gatewaySchema = z.enum(GATEWAYS);
export type Gateway = z.infer<typeof gatewaySchema>;

/** What a client needs to open the gateway's checkout for a pending session. */
export const checkoutSchema = z.object({
  gateway: gatewaySchema,
  keyId: z.string(),
  orderId: z.string(),
  /** Paise. */
  amount: z.number().int(),
  currency: z.literal('INR'),
});
export type CheckoutDto = z.infer<typeof checkoutSchema>;

/**
 * How far a refund got (docs/product/money.md "Cancellation and refunds"): decided (booked, not yet accepted by
 * the gateway), sent (the gateway accepted it), processed (the money is back), failed (attempts used up: an
 * admin retries it or marks it refunded by hand), refunded_by_hand (an admin returned the money outside the
 * gateway, with a reference).
 */
export const REFUND_STATUSES = ['decided', 'sent', 'processed', 'failed', 'refunded_by_hand'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export const REFUND_REASONS = ['mentee_cancelled', 'coach_cancelled', 'admin_cancelled', 'late_payment', 'duplicate_payment', 'dispute', 'review_lapsed'] as const;
export const refundSchema = z.object({
  id: z.string(),
  /** Paise. */
  amount: z.number().int(),
  status: z.enum(REFUND_STATUSES),
  reason: z.enum(REFUND_REASONS),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});
export type RefundDto = z.infer<typeof refundSchema>;

/** A refund as the admins' money console lists it: what it refunds, to whom, and why it last failed. */
export const adminRefundSchema = refundSchema.extend({
  sessionId: z.string().nullable(),
  link: z.string().nullable(),
  menteeName: z.string(),
  sessionTitle: z.string(),
  lastError: z.string().nullable(),
  attempts: z.number().int(),
  /** The bank or UPI reference an admin gave when they refunded it by hand. */
  manualReference: z.string().nullable(),
});
export type AdminRefundDto = z.infer<typeof adminRefundSchema>;

/** POST /admin/refunds/{id}/refunded-by-hand: the reference of the money an admin returned outside the gateway. */
export const refundedByHandSchema = z.object({
  reference: z
    .string({ error: M.manualReferenceRequired })
    .trim()
    .min(3, M.manualReferenceRequired)
    .max(200, 'Keep it under 200 characters'),
});
export type RefundedByHandInput = z.input<typeof refundedByHandSchema>;

export const PAYMENT_STATUSES = ['created', 'captured', 'failed'] as const;

/** The payment of one session, as its participants (and admins) see it on the session. */
export const sessionPaymentSchema = checkoutSchema.extend({
  id: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  paidAt: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  /** The printable receipt page (the mentee's and admins'); null until paid. */
  receiptUrl: z.string().nullable(),
  /** Paise refunded or being refunded. */
  refundedAmount: z.number().int(),
  refunds: z.array(refundSchema),
  /**
   * The web page where the buyer pays (absolute), while the purchase waits for its payment: a client
   * that knows nothing of the gateway sends its user there (docs/product/money.md "Hold, then pay").
   * Null once paid, when the hold has ended, and for anyone but the buyer.
   */
  checkoutUrl: z.string().nullable(),
});
export type SessionPaymentDto = z.infer<typeof sessionPaymentSchema>;

/** POST /api/sessions/{id}/payment: the three fields Razorpay's checkout hands back. */
export const confirmPaymentSchema = z.object({
  razorpay_order_id: z.string({ error: M.notVerified }).min(1, M.notVerified).max(100, M.notVerified),
  razorpay_payment_id: z.string({ error: M.notVerified }).min(1, M.notVerified).max(100, M.notVerified),
  razorpay_signature: z.string({ error: M.notVerified }).min(1, M.notVerified).max(200, M.notVerified),
});
export type ConfirmPaymentInput = z.infer<typeof confirmPaymentSchema>;

export const rescheduleSchema = z.object({
  scheduledAt: z.iso.datetime({ offset: true, error: 'Choose a valid start time' }),
});
export type RescheduleInput = z.infer<typeof rescheduleSchema>;

export const DISPUTE_REASON_MAX = 1000;
export const disputeSchema = z.object({
  reason: z.string().trim().max(DISPUTE_REASON_MAX, M.reasonTooLong).optional(),
});
export type DisputeInput = z.infer<typeof disputeSchema>;

/** What a payment bought: a session, or a practice review (docs/product/practice.md "Review"). */
export const PURCHASE_KINDS = ['session', 'review'] as const;

/**
 * One payment in the mentee's "Payments" page and the admin's list. For a review, `sessionId` and
 * `sessionStatus` are null, `sessionTitle` names the review and `scheduledAt` is when it was asked.
 */
export const paymentSchema = z.object({
  id: z.string(),
  purchase: z.enum(PURCHASE_KINDS),
  /** Where the buyer sees what they paid for. */
  link: z.string(),
  sessionId: z.string().nullable(),
  sessionTitle: z.string(),
  scheduledAt: z.string(),
  sessionStatus: z.enum(SESSION_STATUSES).nullable(),
  coachName: z.string(),
  menteeName: z.string(),
  gateway: gatewaySchema,
  orderId: z.string(),
  paymentId: z.string().nullable(),
  /** Paise. */
  amount: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
  receiptNumber: z.string().nullable(),
  receiptUrl: z.string().nullable(),
  refundedAmount: z.number().int(),
  refunds: z.array(refundSchema),
});
export type PaymentDto = z.infer<typeof paymentSchema>;

export const paymentListQuerySchema = z.object({ ...pageQueryShape(20) });

/** GET /api/payments/{id}/receipt: what the printable receipt shows. */
export const receiptSchema = z.object({
  /** What the paper is: a receipt of money collected for the coach, not a tax invoice (docs/product/tax.md). */
  documentType: z.literal('payment_receipt'),
  title: z.literal('Payment receipt (not a tax invoice)'),
  number: z.string(),
  issuedAt: z.string(),
  platform: z.object({ legalName: z.string(), gstin: z.string().nullable(), email: z.string() }),
  mentee: z.object({ name: z.string(), email: z.string() }),
  /** The coach the payment was collected for; their GSTIN when registered. */
  coach: z.object({ name: z.string(), gstin: z.string().nullable() }),
  /** What was bought: a session, or (`session` null) a written review of a practice attempt. */
  session: z.object({ id: z.string(), title: z.string(), scheduledAt: z.string(), duration: z.number(), sessionType: z.string() }).nullable(),
  review: z.object({ id: z.string(), title: z.string(), requestedAt: z.string(), turnaroundHours: z.number().int() }).nullable(),
  gateway: gatewaySchema,
  /** How the payer paid, as the gateway reported it ('card', 'upi', 'netbanking', 'wallet', …); null for a payment captured before it was recorded. */
  method: z.string().nullable(),
  paymentId: z.string(),
  orderId: z.string(),
  /** Paise. */
  amount: z.number().int(),
  currency: z.literal('INR'),
  refunds: z.array(refundSchema),
});
export type ReceiptDto = z.infer<typeof receiptSchema>;

/**
 * A transfer's state in words (docs/product/money.md "Earnings"): held at the gateway until its earning is
 * payable, on the way (released, not yet in the bank), paid out (in the bank), reversed, or failed.
 */
export const TRANSFER_STATES = ['held', 'on_the_way', 'paid_out', 'reversed', 'failed'] as const;
export type TransferState = (typeof TRANSFER_STATES)[number];

/** One completed session (or paid practice review sent) in the coach's earnings, in paise. */
export const earningLineSchema = z.object({
  purchase: z.enum(PURCHASE_KINDS),
  /** The session's id, or the practice review's. */
  sessionId: z.string(),
  title: z.string(),
  menteeName: z.string(),
  scheduledAt: z.string(),
  completedAt: z.string().nullable(),
  gross: z.number().int(),
  fee: z.number().int(),
  gst: z.number().int(),
  net: z.number().int(),
  /** When its share stops being pending (the end of its dispute window), while it still is; null once payable. */
  payableFrom: z.string().nullable(),
  /** The transfer of its share to the coach's linked account, if one was made (docs/product/money.md "Earnings"). */
  transfer: z.object({ status: z.enum(TRANSFER_STATES), amount: z.number().int() }).nullable(),
});
export type EarningLineDto = z.infer<typeof earningLineSchema>;

/** One transfer to the coach's linked account, as the coach sees it. `amount`: released, or still held. */
export const coachTransferSchema = z.object({
  id: z.string(),
  title: z.string(),
  amount: z.number().int(),
  status: z.enum(TRANSFER_STATES),
  createdAt: z.string(),
  releasedAt: z.string().nullable(),
  processedAt: z.string().nullable(),
});
export type CoachTransferDto = z.infer<typeof coachTransferSchema>;

/** GET /api/admin/transfers: every transfer, newest first, with whose it is and why it last failed. */
export const adminTransferSchema = coachTransferSchema.extend({
  coachId: z.string(),
  coachName: z.string(),
  /** Paise given back to the platform (before a refund, or what the coach no longer kept). */
  reversedAmount: z.number().int(),
  lastError: z.string().nullable(),
});
export type AdminTransferDto = z.infer<typeof adminTransferSchema>;

export const payoutSchema = z.object({
  id: z.string(),
  coachId: z.string(),
  coachName: z.string(),
  /** Paise. */
  amount: z.number().int(),
  reference: z.string(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type PayoutDto = z.infer<typeof payoutSchema>;

/**
 * A coach's money in paise (docs/product/money.md "Earnings"): `net` is every share earned; of it, `pending`
 * is still in its dispute window, `payable` is theirs now and not yet paid out, `paidOut` has left the
 * platform for them (manual payouts, transfers settled to the bank), `onTheWay` is released transfers not
 * yet in the bank. `owed` is what a refund after a payout left them owing, set against their next earnings.
 * `inTransfers`: held at the gateway for them, released once payable.
 */
export const earningTotalsSchema = z.object({
  gross: z.number().int(),
  fee: z.number().int(),
  gst: z.number().int(),
  net: z.number().int(),
  pending: z.number().int(),
  payable: z.number().int(),
  onTheWay: z.number().int(),
  paidOut: z.number().int(),
  owed: z.number().int(),
  inTransfers: z.number().int(),
});
export type EarningTotalsDto = z.infer<typeof earningTotalsSchema>;

/** GET /api/earnings: the coach's own. */
export const earningsSchema = z.object({
  feePercent: z.number(),
  totals: earningTotalsSchema,
  sessions: z.array(earningLineSchema),
  payouts: z.array(payoutSchema),
  /** The latest transfers to the coach's linked account, newest first. */
  transfers: z.array(coachTransferSchema),
});
export type EarningsDto = z.infer<typeof earningsSchema>;

/** A coach who earned, for the admin's payout list; `payableByHand` is the most a manual payout may be now. */
export const coachBalanceSchema = z
  .object({ coachId: z.string(), coachName: z.string(), email: z.string() })
  .extend(earningTotalsSchema.shape)
  .extend({ payableByHand: z.number().int() });
export type CoachBalanceDto = z.infer<typeof coachBalanceSchema>;

/** GET /api/earnings/statement?month=YYYY-MM: a calendar month in India's time. */
export const statementQuerySchema = z.object({
  month: z.string({ error: 'Choose a month (YYYY-MM)' }).regex(/^(19|20)\d\d-(0[1-9]|1[0-2])$/, 'Choose a month (YYYY-MM)'),
});
export type StatementQuery = z.infer<typeof statementQuerySchema>;

/**
 * What moved a coach's balance: a share earned (completion, a late cancellation's kept part, a review), a
 * share taken back (a dispute or refund), a manual payout, a transfer released to their account, or a
 * released transfer that failed and came back to their balance.
 */
export const STATEMENT_ENTRY_KINDS = ['earning', 'reversal', 'payout', 'transfer', 'transfer_failed'] as const;
export type StatementEntryKind = (typeof STATEMENT_ENTRY_KINDS)[number];

export const statementEntrySchema = z.object({
  at: z.string(),
  kind: z.enum(STATEMENT_ENTRY_KINDS),
  /** The session or review it concerns, or 'Payout'. */
  title: z.string(),
  /** A payout's bank or UPI reference. */
  reference: z.string().nullable(),
  /**
   * For earnings and reversals: what the mentee paid, the platform's fee, GST on it, TCS and TDS withheld
   * (negative when taken back); `amount` is the net, and gross = fee + gst + tcs + tds + amount.
   */
  gross: z.number().int().nullable(),
  fee: z.number().int().nullable(),
  gst: z.number().int().nullable(),
  tcs: z.number().int().nullable(),
  tds: z.number().int().nullable(),
  /** The platform's paper for the fee: its tax invoice (an earning) or credit note (a reversal). */
  invoice: z.object({ id: z.string(), number: z.string(), documentType: z.enum(['tax_invoice', 'credit_note']) }).nullable(),
  /** Paise, signed as it moves the coach's balance: + earned, − taken back or paid out. */
  amount: z.number().int(),
  /** An earning still in its dispute window at the end of the month: when it becomes payable. */
  payableFrom: z.string().nullable(),
});
export type StatementEntryDto = z.infer<typeof statementEntrySchema>;

/**
 * A month's statement (docs/product/money.md "Earnings"): the balance (every share earned less what was
 * paid out) at the month's start, each movement of the month, and the balance at its end, of which
 * `closingPending` was still in its dispute window. opening + earned + reversed + paidOut = closing.
 */
export const statementSchema = z.object({
  month: z.string(),
  coachName: z.string(),
  /** The month's first instant and the next month's (India's time), ISO. */
  from: z.string(),
  to: z.string(),
  openingBalance: z.number().int(),
  earned: z.number().int(),
  /** Negative: shares taken back. */
  reversed: z.number().int(),
  /** Negative: manual payouts and transfers released, less released transfers that failed. */
  paidOut: z.number().int(),
  closingBalance: z.number().int(),
  closingPending: z.number().int(),
  /** The closing balance split by who owes whom: the platform owes the coach, or (after a refund past a payout) the coach owes it. */
  owedToCoach: z.number().int(),
  owedByCoach: z.number().int(),
  /** Σ of the month's earnings and reversals, column by column; `net` = earned + reversed. */
  totals: z.object({ gross: z.number().int(), fee: z.number().int(), gst: z.number().int(), tcs: z.number().int(), tds: z.number().int(), net: z.number().int() }),
  /** Transfers released to the coach's account this month, less those that failed (positive). */
  transferred: z.number().int(),
  entries: z.array(statementEntrySchema),
});
export type StatementDto = z.infer<typeof statementSchema>;

export const recordPayoutSchema = z.object({
  coachId: z.uuid({ error: M.payoutCoachNotFound }),
  amount: z.number({ error: M.amountWhole }).int(M.amountWhole).positive(M.amountWhole).max(100_000_000_00, M.amountWhole),
  reference: z.string({ error: M.referenceRequired }).trim().min(1, M.referenceRequired).max(100, 'Keep the reference under 100 characters'),
  note: z.string().trim().max(500, 'Keep the note under 500 characters').optional(),
});
export type RecordPayoutInput = z.infer<typeof recordPayoutSchema>;

export const resolveDisputeSchema = z.object({
  outcome: z.enum(['refund', 'complete'], { error: 'Choose refund or complete' }),
});
export type ResolveDisputeInput = z.infer<typeof resolveDisputeSchema>;

export const adminRefundQuerySchema = z.object({
  status: z.enum(REFUND_STATUSES).optional(),
  ...pageQueryShape(20),
});

/** The built-in test gateway's order, as its checkout page shows it. */
export const testOrderSchema = z.object({
  orderId: z.string(),
  keyId: z.string(),
  /** Paise. */
  amount: z.number().int(),
  currency: z.literal('INR'),
  status: z.enum(['created', 'attempted', 'paid']),
  description: z.string(),
});
export type TestOrderDto = z.infer<typeof testOrderSchema>;

/** What the test gateway's "Pay" hands back: the same three fields as Razorpay's checkout. */
export const checkoutResultSchema = confirmPaymentSchema;
export type CheckoutResult = ConfirmPaymentInput;
