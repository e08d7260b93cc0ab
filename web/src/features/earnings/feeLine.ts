import { GST_ON_FEE_PERCENT, withArticle } from '@ssb/domain';

/** How a coach's share is worked out, in one line. */
export function feeExplanation(feePercent: number): string {
  return `SSB Academy keeps ${withArticle(`${feePercent}%`)} platform fee plus ${GST_ON_FEE_PERCENT}% GST on that fee`;
}
