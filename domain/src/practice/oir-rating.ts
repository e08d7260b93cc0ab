/**
 * The studio's OIR rating (docs/product/practice-oir.md "Rating"): the share of questions answered right,
 * in five bands, numbered the board's way round: OIR 1 is the highest rating and OIR 5 the lowest. The
 * board converts raw scores to standard scores against its own norms, which it does not publish; these
 * bands are the studio's fixed cut-offs on the percentage right, a guide for practice and not the board's
 * rating.
 */

export type OirRating = 1 | 2 | 3 | 4 | 5;

export type OirRatingBand = {
  rating: OirRating;
  /** The lowest percentage right (of the questions asked) that earns this rating. */
  minPercent: number;
  label: string;
  meaning: string;
};

/** Best first; each band runs from its `minPercent` up to the next band's. */
export const OIR_RATING_BANDS: readonly OirRatingBand[] = [
  { rating: 1, minPercent: 80, label: 'Outstanding', meaning: 'Fast and accurate: at least four answers in five right.' },
  { rating: 2, minPercent: 65, label: 'Very good', meaning: 'Well above the middle: about two answers in three right.' },
  { rating: 3, minPercent: 50, label: 'Good', meaning: 'Half or more right: sound, with room to gain speed.' },
  { rating: 4, minPercent: 35, label: 'Fair', meaning: 'Below half right: practise the question types that cost the most.' },
  { rating: 5, minPercent: 0, label: 'Weak', meaning: 'Fewer than about one answer in three right: start with untimed practice.' },
];

/**
 * The rating for `right` answers out of `asked` questions (unanswered ones count as wrong). Whole numbers
 * with 0 <= right <= asked; a test of no questions rates 5. Compared in whole numbers, so 80% exactly is OIR 1.
 */
export function oirRating(right: number, asked: number): OirRating {
  if (!Number.isInteger(right) || !Number.isInteger(asked) || right < 0 || asked < 0 || right > asked) {
    throw new RangeError(`an OIR score of ${right} right out of ${asked} asked is not possible`);
  }
  if (asked === 0) return 5;
  return OIR_RATING_BANDS.find((band) => right * 100 >= band.minPercent * asked)!.rating;
}
