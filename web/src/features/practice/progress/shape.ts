import { factorMean, PRACTICE_TEST_KINDS, QUALITY_FACTORS, type OfficerLikeQuality, type PracticeProgress, type PracticeTestKind } from '@ssb/domain';

/**
 * The progress page's charts as data (pure, tested apart from the drawing): each chart's x values
 * (seconds since 1970, the charting library's time scale, oldest first) with one array of y values
 * per line, a null where a line has no point; and the rows of the table that says the same in words.
 */

type ProgressAttempt = PracticeProgress['attempts'][number];
type Grading = PracticeProgress['gradings'][number];

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);
const byTime = <T extends { at: number }>(a: T, b: T) => a.at - b.at;

/** Answered of asked, in whole percent; null when the attempt asked nothing. */
export const completionPercent = (summary: { asked: number; answered: number }): number | null =>
  summary.asked > 0 ? Math.round((summary.answered / summary.asked) * 100) : null;

export type CompletionRow = { attemptId: string; at: number; kind: PracticeTestKind; title: string; answered: number; asked: number; percent: number | null };
export type CompletionChart = { kinds: PracticeTestKind[]; x: number[]; lines: (number | null)[][]; rows: CompletionRow[] };

/** Completion within time (answered of asked, %) over time: one line per test sat, in the tests' order. */
export function completionChart(attempts: readonly ProgressAttempt[]): CompletionChart {
  const rows = attempts
    .map((a) => ({ attemptId: a.id, at: seconds(a.startedAt), kind: a.set.kind, title: a.set.title, answered: a.summary.answered, asked: a.summary.asked, percent: completionPercent(a.summary) }))
    .sort(byTime);
  const kinds = PRACTICE_TEST_KINDS.filter((kind) => rows.some((r) => r.kind === kind && r.percent !== null));
  return {
    kinds,
    x: rows.map((r) => r.at),
    lines: kinds.map((kind) => rows.map((r) => (r.kind === kind ? r.percent : null))),
    rows,
  };
}

export type OirRow = { attemptId: string; at: number; title: string; rating: number; score: { right: number; of: number } | null };
export type OirChart = { x: number[]; ratings: number[]; rows: OirRow[] };

/** OIR ratings over time (1 best): the OIR attempts that have one. */
export function oirChart(attempts: readonly ProgressAttempt[]): OirChart {
  const rows = attempts
    .filter((a) => a.set.kind === 'oir' && a.oirRating !== null)
    .map((a) => ({ attemptId: a.id, at: seconds(a.startedAt), title: a.set.title, rating: a.oirRating!, score: a.score }))
    .sort(byTime);
  return { x: rows.map((r) => r.at), ratings: rows.map((r) => r.rating), rows };
}

/** What the grades chart follows: one quality, or a factor (the mean of its qualities' grades). */
export type GradeChoice = { type: 'quality'; quality: OfficerLikeQuality } | { type: 'factor'; factor: string };

/** A choice as the picker's value: 'factor:Dynamic', 'quality:courage'. */
export const choiceValue = (choice: GradeChoice) => (choice.type === 'factor' ? `factor:${choice.factor}` : `quality:${choice.quality}`);

export function choiceFromValue(value: string): GradeChoice | null {
  const [type, ...rest] = value.split(':');
  const name = rest.join(':');
  if (type === 'factor' && QUALITY_FACTORS.some((f) => f.name === name)) return { type: 'factor', factor: name };
  const quality = QUALITY_FACTORS.flatMap((f) => f.qualities).find((q) => q === name);
  return type === 'quality' && quality ? { type: 'quality', quality } : null;
}

/** The picker's options: each factor, then its qualities. */
export const GRADE_CHOICES: readonly { factor: string; choices: GradeChoice[] }[] = QUALITY_FACTORS.map((f) => ({
  factor: f.name,
  choices: [{ type: 'factor', factor: f.name }, ...f.qualities.map((quality): GradeChoice => ({ type: 'quality', quality }))],
}));

/** The first choice worth showing: the first factor with a grade in any review, else the first factor. */
export function firstGradedChoice(gradings: readonly Grading[]): GradeChoice {
  const factor = QUALITY_FACTORS.find((f) => gradings.some((g) => factorMean(g.grades, f) !== null || factorMean(g.selfGrades, f) !== null)) ?? QUALITY_FACTORS[0]!;
  return { type: 'factor', factor: factor.name };
}

function gradeOf(grades: Grading['grades'], choice: GradeChoice): number | null {
  if (choice.type === 'quality') return grades[choice.quality] ?? null;
  const factor = QUALITY_FACTORS.find((f) => f.name === choice.factor);
  return factor ? factorMean(grades, factor) : null;
}

export type GradeRow = { reviewId: string; at: number; title: string; reviewer: number | null; self: number | null };
export type GradesChart = { x: number[]; reviewer: (number | null)[]; self: (number | null)[]; rows: GradeRow[] };

/** One quality's (or factor's) grades over time: the reviewers' and the aspirant's own, review by review. */
export function gradesChart(gradings: readonly Grading[], choice: GradeChoice): GradesChart {
  const rows = gradings
    .map((g) => ({ reviewId: g.reviewId, at: seconds(g.at), title: g.title, reviewer: gradeOf(g.grades, choice), self: gradeOf(g.selfGrades, choice) }))
    .filter((r) => r.reviewer !== null || r.self !== null)
    .sort(byTime);
  return { x: rows.map((r) => r.at), reviewer: rows.map((r) => r.reviewer), self: rows.map((r) => r.self), rows };
}
