// The numbers of the money rules (docs/product/money.md). One name per number, shared by the server
// (which enforces them) and the web client (which explains them before anyone pays).

export const PAISE_PER_RUPEE = 100;
export const CURRENCY = 'INR';
/** A paid booking holds its slot this long while the mentee pays. */
export const HOLD_MINUTES = 10;
/** The mentee's cancellation tiers: at least this many hours before the start refunds 100%... */
export const FULL_REFUND_HOURS = 24;
/** ...at least this many (and under FULL_REFUND_HOURS) refunds this percent; under it, nothing. */
export const PARTIAL_REFUND_HOURS = 6;
export const PARTIAL_REFUND_PERCENT = 50;
/** A mentee may move a session once, up to this many hours before its start. */
export const RESCHEDULE_CUTOFF_HOURS = 12;
export const RESCHEDULES_ALLOWED = 1;
/** The no-show report opens this long after the start... */
export const DISPUTE_OPENS_AFTER_START_MINUTES = 15;
/** ...and closes this long after the end. */
export const DISPUTE_CLOSES_AFTER_END_HOURS = 24;
/** A session nobody completed, cancelled or disputed completes by itself this long after its end. */
export const AUTO_COMPLETE_AFTER_END_HOURS = 24;
/** The platform fee when PLATFORM_FEE_PERCENT is not set. */
export const DEFAULT_PLATFORM_FEE_PERCENT = 10;
/** GST on the platform's fee (the coach's share carries none from us). */
export const GST_ON_FEE_PERCENT = 18;
/** A refund the gateway failed is tried again this many times in all before an admin must act. */
export const REFUND_ATTEMPTS_MAX = 5;
