/** The smallest positive 4-byte float (ratings are PostgreSQL `real`s). */
const SMALLEST_REAL = 2 ** -149;

/**
 * A search's minimum rating as a `real` can hold it, or null for no minimum. A positive minimum
 * below the smallest `real` (`1e-300`) would make PostgreSQL refuse the query ("out of range"), so it
 * becomes that smallest `real`: still "rated above 0", in SQL and in the search index alike.
 */
export function ratingFloor(minRating: number | undefined): number | null {
  if (minRating === undefined || !(minRating > 0)) return null;
  return Math.max(minRating, SMALLEST_REAL);
}
