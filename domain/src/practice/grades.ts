import type { OfficerLikeQuality } from './tests';

/**
 * A review's grade of each of the 15 officer like qualities (docs/product/practice.md "Review"),
 * grouped by the four factors assessors read them in. The aspirant may grade themselves on the same
 * scale before the review arrives, and then sees both side by side.
 */

export const QUALITY_FACTORS: readonly { name: string; qualities: readonly OfficerLikeQuality[] }[] = [
  { name: 'Planning and organising', qualities: ['effective intelligence', 'reasoning ability', 'organising ability', 'power of expression'] },
  { name: 'Social adjustment', qualities: ['social adaptability', 'cooperation', 'sense of responsibility'] },
  { name: 'Social effectiveness', qualities: ['initiative', 'self-confidence', 'speed of decision', 'ability to influence the group', 'liveliness'] },
  { name: 'Dynamic', qualities: ['determination', 'courage', 'stamina'] },
];

export const GRADE_SCALE = { min: 1, max: 5 } as const;
export type Grade = 1 | 2 | 3 | 4 | 5;

/** What each grade means, as the form and the results show it. */
export const GRADE_WORDS: Record<Grade, string> = { 1: 'Weak', 2: 'Below average', 3: 'Average', 4: 'Good', 5: 'Very good' };

/** Who gave a grade: the reviewer, or the aspirant of themselves. */
export const GRADERS = ['reviewer', 'self'] as const;
export type Grader = (typeof GRADERS)[number];

/** An answer a grade rests on: an item of one of the reviewed attempts. */
export type Evidence = { attemptId: string; item: number };

/** The mean grade of a factor, to one decimal, or null when none of its qualities is graded. */
export function factorMean(grades: Partial<Record<OfficerLikeQuality, number>>, factor: (typeof QUALITY_FACTORS)[number]): number | null {
  const given = factor.qualities.map((q) => grades[q]).filter((g): g is number => g !== undefined);
  if (given.length === 0) return null;
  return Math.round((given.reduce((a, b) => a + b, 0) / given.length) * 10) / 10;
}

/** A review may be sent once every quality is graded (a review worth paying for grades all 15). */
export const missingGrades = (grades: Partial<Record<OfficerLikeQuality, number>>, all: readonly OfficerLikeQuality[]) => all.filter((q) => grades[q] === undefined);

/** More than half of what the attempt asked was left blank: the aspirant is warned before paying for its review. */
export const mostlyBlank = (summary: { asked: number; blank: number }) => summary.asked > 0 && summary.blank * 2 > summary.asked;
