import { PRACTICE_TESTS, reviewDueAt, type OfficerLikeQuality } from '@ssb/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { practiceAnswers, practiceAttempts, practiceReviewGrades, practiceReviewNotes, practiceReviewOffers, practiceReviews, practiceSets } from '../schema';

/** Who reviews what in the demo: the psychologist the psychology tests at ₹499, the demo coach the PPDT and OIR free. */
const DEMO_OFFERS = [
  { email: 'meera.iyer@example.com', kinds: ['wat', 'srt', 'tat', 'ppdt', 'sd'] as const, turnaroundHours: 72, pricePaise: 49_900 },
  { email: 'mentor@example.com', kinds: ['ppdt', 'oir'] as const, turnaroundHours: 48, pricePaise: 0 },
];

/** The demo aspirant's sentences for the first ten words of the demo WAT set (Army, Mother, Fear, ...). */
const WAT_ANSWERS = [
  'The Army trains ordinary people to do extraordinary things.',
  'My mother taught me to finish what I start.',
  'Fear is overcome by preparation.',
  'A good leader leads from the front.',
  'Team work wins matches.',
  'Defeat shows what to practise next.',
  '',
  'Duty comes before comfort.',
  'Calculated risk brings progress.',
  'The night patrol came back with the information.',
];

const DEMO_NOTES = [
  { item: 0, comment: 'Positive and outward looking: good.', qualities: { 'sense of responsibility': 'strong' as const } },
  { item: 2, comment: 'A strong sentence, though a little like a proverb. Say what you do about fear.', qualities: { courage: 'strong' as const, 'power of expression': 'work_on' as const } },
  { item: 6, comment: 'Left blank: write the first useful thought, even a short one.', qualities: { 'speed of decision': 'work_on' as const } },
  { item: 9, comment: 'Action and a result, in few words. This is the style to aim for.', qualities: { initiative: 'strong' as const, 'effective intelligence': 'strong' as const } },
];

/** The psychologist's grades of the 15 qualities, each with the sentences (WAT items) behind it. */
const DEMO_GRADES: [OfficerLikeQuality, number, number[]][] = [
  ['effective intelligence', 4, [9]],
  ['reasoning ability', 3, [8]],
  ['organising ability', 3, []],
  ['power of expression', 2, [2, 4]],
  ['social adaptability', 3, [4]],
  ['cooperation', 4, [4]],
  ['sense of responsibility', 4, [0, 7]],
  ['initiative', 4, [9]],
  ['self-confidence', 3, [3]],
  ['speed of decision', 2, [6]],
  ['ability to influence the group', 3, [3]],
  ['liveliness', 3, []],
  ['determination', 4, [1]],
  ['courage', 4, [2, 8]],
  ['stamina', 3, []],
];

const DEMO_SUMMARY =
  'Your sentences are positive and quick, and several show action with a result (Night, Risk). Two habits to work on: ' +
  'proverb-like lines (Fear, Team) that say little about you, and blanks under pressure (Friend). Practise writing the first useful thought in the 15 seconds.';

/**
 * The demo reviewers' offers, and a full WAT attempt by the demo aspirant three days ago that the
 * psychologist reviewed: the attempt's results, the review and the progress page have something to show.
 */
export async function seedDemoPracticeReview(db: Db, idOf: (email: string) => string, now: Date): Promise<void> {
  await db.insert(practiceReviewOffers).values(DEMO_OFFERS.flatMap((o) => o.kinds.map((kind) => ({ coachId: idOf(o.email), kind, turnaroundHours: o.turnaroundHours, pricePaise: o.pricePaise }))));

  const reviewerId = idOf('meera.iyer@example.com');
  const userId = idOf('mentee@example.com');
  const [set] = await db.select().from(practiceSets).where(and(eq(practiceSets.kind, 'wat'), eq(practiceSets.authorId, reviewerId)));
  if (!set) return;
  const { items } = PRACTICE_TESTS.wat;
  const startedAt = new Date(now.getTime() - 3 * 86_400_000);
  const [attempt] = await db.insert(practiceAttempts).values({ userId, setId: set.id, timing: PRACTICE_TESTS.wat.timing, itemCount: items, startedAt }).returning();
  await db.insert(practiceAnswers).values(
    WAT_ANSWERS.flatMap((text, item) => (text ? [{ attemptId: attempt!.id, userId, item, part: 'write' as const, text, savedAt: new Date(startedAt.getTime() + item * 15_000 + 9_000) }] : [])),
  );
  const requestedAt = new Date(startedAt.getTime() + 20 * 60_000);
  const submittedAt = new Date(requestedAt.getTime() + 26 * 3_600_000);
  const [review] = await db
    .insert(practiceReviews)
    .values({ attemptId: attempt!.id, userId, reviewerId, requestedAt, turnaroundHours: 72, dueAt: reviewDueAt(requestedAt, 72), summary: DEMO_SUMMARY, submittedAt })
    .returning();
  await db.insert(practiceReviewNotes).values(DEMO_NOTES.map((n) => ({ reviewId: review!.id, attemptId: attempt!.id, ...n, savedAt: submittedAt })));
  await db.insert(practiceReviewGrades).values(
    DEMO_GRADES.map(([quality, grade, items]) => ({ reviewId: review!.id, grader: 'reviewer' as const, quality, grade, evidence: items.map((item) => ({ attemptId: attempt!.id, item })), savedAt: submittedAt })),
  );
}
