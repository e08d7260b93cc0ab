// The payments feature's public entry: money in and out (holds, captures, refunds, the ledger, the sweep),
// used by what is sold (sessions, practice reviews) through one purchase interface.
export { handleWebhook, type WebhookResult } from './webhook';
export { sweepMoney } from './sweep';
export { paymentOfOrder, paymentOfSession, paymentOfReview, paymentsOfReviews, paymentsOfSessions, refundsOfPayments, type PaymentRow, type RefundRow } from './repository';
export { purchaseFacts, type PurchaseFacts } from './purchase';
export { bookRefund, presentRefund } from './refunds';
export { openPurchaseOrder } from './checkout';
export { captureVerified } from './confirm';
export { recordCompletion, recordKeptOnCancellation, recordReviewEarning, reverseCompletion } from './ledger';
export { presentPurchasePayment, refundable } from './view';
export { paidReviewUnsettled, reviewRefundedAsLapsed } from './review-refunds';
export { coachBalance, coachBalances, lockCoachMoney, payableByHand, type CoachBalance } from './balance';
export type { Purchase, PurchaseDeps, SessionPurchases } from './purchases';
