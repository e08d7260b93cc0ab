// The sessions feature's public entry: what other features may use.
export { handleWebhook, type WebhookResult } from './money/webhook';
export { sweepMoney } from './money/sweep';
export { registerSessionJobs } from './jobs';
export { paymentOfOrder } from './money/repository';
export { purchaseFacts, type PurchaseFacts } from './money/purchase';
export { findSession, recomputeCoachRating, updateSession } from './repository';
export { presentRefund } from './money/refunds';
export { cancelFutureSessionsOf } from './service';
// For paid practice reviews (docs/decisions/025-practice-reviews.md).
export { openPurchaseOrder } from './money/checkout';
export { captureVerified } from './money/confirm';
export { recordReviewEarning } from './money/ledger';
export { paymentOfReview, paymentsOfReviews, refundsOfPayments } from './money/repository';
export { presentPurchasePayment } from './money/view';
export { paidReviewUnsettled, reviewRefundedAsLapsed } from './money/review-refunds';
