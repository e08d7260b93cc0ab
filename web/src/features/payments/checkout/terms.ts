import {
  DISPUTE_CLOSES_AFTER_END_HOURS,
  DISPUTE_OPENS_AFTER_START_MINUTES,
  formatPaise,
  FULL_REFUND_HOURS,
  PAISE_PER_RUPEE,
  PARTIAL_REFUND_HOURS,
  PARTIAL_REFUND_PERCENT,
  RESCHEDULE_CUTOFF_HOURS,
} from '@ssb/domain';

// The policy in words, built from the numbers the server enforces (domain/src/money/constants.ts),
// so the page, the dialog and the server never disagree.

/** The cancellation terms in one line, for the booking dialog and the checkout. */
export function cancellationTermsLine(): string {
  return `Free cancellation up to ${FULL_REFUND_HOURS} h before; ${PARTIAL_REFUND_PERCENT}% refund up to ${PARTIAL_REFUND_HOURS} h before.`;
}

/** The refund tiers as rows of the policy page's table. */
export function refundTiers(): { who: string; refund: string }[] {
  return [
    { who: `You cancel ${FULL_REFUND_HOURS} hours or more before the start`, refund: '100%' },
    { who: `You cancel between ${PARTIAL_REFUND_HOURS} and ${FULL_REFUND_HOURS} hours before the start`, refund: `${PARTIAL_REFUND_PERCENT}%` },
    { who: `You cancel less than ${PARTIAL_REFUND_HOURS} hours before the start`, refund: 'No refund' },
    { who: 'Your coach cancels, at any time', refund: '100%' },
  ];
}

export const RESCHEDULE_RULE = `You may move a session once, to another free time of the same coach and session type, up to ${RESCHEDULE_CUTOFF_HOURS} hours before it starts, at no cost. A moved session keeps the refund you would have had when you moved it: if you cancel it later, the refund is never more than that.`;

export const NO_SHOW_RULE = `If your coach does not come, report it from ${DISPUTE_OPENS_AFTER_START_MINUTES} minutes after the start until ${DISPUTE_CLOSES_AFTER_END_HOURS} hours after the end. An admin looks into it and refunds you in full or completes the session.`;

/**
 * What a cancellation now would give back, from the server's `refundIfCancelledNow` and the price
 * (both rupees): 'Cancelling now refunds ₹1,000 (50%)' ('... refunds the mentee ₹2,000 (100%)' with a payee); null
 * when the server gives no figure.
 */
export function refundNowText(refundRupees: number | null, priceRupees: number | null, payee = ''): string | null {
  if (refundRupees === null) return null;
  const to = payee ? `${payee} ` : '';
  if (refundRupees <= 0) return `Cancelling now refunds ${to}nothing`;
  const percent = priceRupees && priceRupees > 0 ? Math.round((refundRupees / priceRupees) * 100) : null;
  // Rupees may carry paise (half of ₹1,999): shown exactly, never rounded to the rupee.
  return `Cancelling now refunds ${to}${formatPaise(Math.round(refundRupees * PAISE_PER_RUPEE))}${percent === null ? '' : ` (${percent}%)`}`;
}

export const REFUND_TIMING = 'Refunds go back to the original payment method, usually within 5-7 working days.';
