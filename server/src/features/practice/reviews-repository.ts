import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { rupeesToPaise, type BatteryStage, type PracticeTestKind, type ReviewOffer } from '@ssb/domain';
import type { Db } from '../../db/client';
import { practiceAttempts, practiceBatteries, practiceReviewGrades, practiceReviewNotes, practiceReviewOffers, practiceReviews, practiceSets, users } from '../../db/schema';
import { listedCoach } from '../coaches';

export type ReviewRow = typeof practiceReviews.$inferSelect;
export type NoteRow = typeof practiceReviewNotes.$inferSelect;
export type GradeRow = typeof practiceReviewGrades.$inferSelect;

/** Offers' prices are whole rupees in the API, paise here. */
const priceInRupees = sql<number>`${practiceReviewOffers.pricePaise} / 100`.mapWith(Number);

export async function offersOf(db: Db, coachId: string): Promise<ReviewOffer[]> {
  return db
    .select({ kind: practiceReviewOffers.kind, turnaroundHours: practiceReviewOffers.turnaroundHours, price: priceInRupees })
    .from(practiceReviewOffers)
    .where(eq(practiceReviewOffers.coachId, coachId))
    .orderBy(asc(practiceReviewOffers.kind));
}

/** The coach's offers become exactly `offers`. */
export async function replaceOffers(db: Db, coachId: string, offers: ReviewOffer[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(practiceReviewOffers).where(eq(practiceReviewOffers.coachId, coachId));
    const rows = offers.map((o) => ({ coachId, kind: o.kind, turnaroundHours: o.turnaroundHours, pricePaise: rupeesToPaise(o.price) }));
    if (rows.length > 0) await tx.insert(practiceReviewOffers).values(rows);
  });
}

const reviewerColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  title: users.title,
  profileImageUrl: users.profileImageUrl,
  rating: users.rating,
  totalReviews: users.totalReviews,
  turnaroundHours: practiceReviewOffers.turnaroundHours,
  pricePaise: practiceReviewOffers.pricePaise,
};

/** Listed (verified, active) coaches' offers of any of `kinds` (a board day's tests), best rated first; `except`: the aspirant. */
export async function offersOfKinds(db: Db, kinds: readonly PracticeTestKind[], except: string, reviewerId?: string) {
  return db
    .select({ ...reviewerColumns, kind: practiceReviewOffers.kind })
    .from(practiceReviewOffers)
    .innerJoin(users, eq(users.id, practiceReviewOffers.coachId))
    .where(and(inArray(practiceReviewOffers.kind, [...kinds]), listedCoach, sql`${users.id} <> ${except}`, reviewerId ? eq(users.id, reviewerId) : undefined))
    .orderBy(desc(users.rating), desc(users.totalReviews), asc(users.firstName), asc(users.id));
}

/** Listed (verified, active) coaches who review `kind`, best rated first; `except`: the attempt's own aspirant. */
export async function reviewersOf(db: Db, kind: PracticeTestKind, except: string, reviewerId?: string) {
  return db
    .select(reviewerColumns)
    .from(practiceReviewOffers)
    .innerJoin(users, eq(users.id, practiceReviewOffers.coachId))
    .where(and(eq(practiceReviewOffers.kind, kind), listedCoach, sql`${users.id} <> ${except}`, reviewerId ? eq(users.id, reviewerId) : undefined))
    .orderBy(desc(users.rating), desc(users.totalReviews), asc(users.firstName));
}

const live = isNull(practiceReviews.withdrawnAt);

/** One live review per attempt or board day: a second request finds the first and inserts nothing (null). */
export async function insertReview(db: Db, values: typeof practiceReviews.$inferInsert): Promise<ReviewRow | null> {
  const target = values.batteryId ? practiceReviews.batteryId : practiceReviews.attemptId;
  const [row] = await db.insert(practiceReviews).values(values).onConflictDoNothing({ target, where: live }).returning();
  return row ?? null;
}

export async function findReview(db: Db, id: string, forUpdate = false): Promise<ReviewRow | null> {
  const query = db.select().from(practiceReviews).where(eq(practiceReviews.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** The attempt's live review (not one withdrawn unpaid), locked when `forUpdate`. */
export async function reviewOfAttempt(db: Db, attemptId: string, forUpdate = false): Promise<ReviewRow | null> {
  const query = db.select().from(practiceReviews).where(and(eq(practiceReviews.attemptId, attemptId), live));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** The board day's live review (not one withdrawn unpaid), locked when `forUpdate`. */
export async function reviewOfBattery(db: Db, batteryId: string, forUpdate = false): Promise<ReviewRow | null> {
  const query = db.select().from(practiceReviews).where(and(eq(practiceReviews.batteryId, batteryId), live));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** The reviewer's queue: the reviews that have reached them (`reachedReviewer` in the domain). */
export async function reviewsFor(db: Db, reviewerId: string): Promise<ReviewRow[]> {
  return db
    .select()
    .from(practiceReviews)
    .where(and(eq(practiceReviews.reviewerId, reviewerId), live, or(eq(practiceReviews.amountPaise, 0), isNotNull(practiceReviews.paidAt))))
    .orderBy(asc(practiceReviews.dueAt), asc(practiceReviews.id));
}

export async function reviewsOfAspirant(db: Db, userId: string): Promise<ReviewRow[]> {
  return db.select().from(practiceReviews).where(and(eq(practiceReviews.userId, userId), live));
}

export async function notesOf(db: Db, reviewIds: string[]): Promise<NoteRow[]> {
  if (reviewIds.length === 0) return [];
  return db
    .select()
    .from(practiceReviewNotes)
    .where(inArray(practiceReviewNotes.reviewId, reviewIds))
    .orderBy(asc(practiceReviewNotes.attemptId), asc(practiceReviewNotes.item));
}

/** The grades of these reviews, the reviewer's and the aspirant's own. */
export async function gradesOf(db: Db, reviewIds: string[]): Promise<GradeRow[]> {
  if (reviewIds.length === 0) return [];
  return db.select().from(practiceReviewGrades).where(inArray(practiceReviewGrades.reviewId, reviewIds));
}

/** One grade of one quality by one grader: the latest save wins. */
export async function upsertGrade(db: Db, values: typeof practiceReviewGrades.$inferInsert): Promise<GradeRow> {
  const [row] = await db
    .insert(practiceReviewGrades)
    .values(values)
    .onConflictDoUpdate({
      target: [practiceReviewGrades.reviewId, practiceReviewGrades.grader, practiceReviewGrades.quality],
      set: { grade: values.grade, evidence: values.evidence ?? [], savedAt: values.savedAt },
    })
    .returning();
  return row!;
}

export async function upsertNote(db: Db, values: typeof practiceReviewNotes.$inferInsert): Promise<NoteRow> {
  const [row] = await db
    .insert(practiceReviewNotes)
    .values(values)
    .onConflictDoUpdate({ target: [practiceReviewNotes.reviewId, practiceReviewNotes.attemptId, practiceReviewNotes.item], set: { comment: values.comment, qualities: values.qualities, savedAt: values.savedAt } })
    .returning();
  return row!;
}

export async function submit(db: Db, id: string, summary: string, at: Date): Promise<ReviewRow> {
  const [row] = await db.update(practiceReviews).set({ summary, submittedAt: at }).where(eq(practiceReviews.id, id)).returning();
  return row!;
}

/** Whether the reviewer can still write (not suspended, not deleted), their row held until the transaction ends. */
export async function reviewerActive(db: Db, reviewerId: string): Promise<boolean> {
  const [row] = await db.select({ isActive: users.isActive }).from(users).where(eq(users.id, reviewerId)).for('share');
  return row?.isActive === true;
}

/** Names of the people in `ids`. */
export async function peopleById(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, { id: string; firstName: string; lastName: string; title: string | null }>();
  const rows = await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, title: users.title }).from(users).where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The set (title, test) each of these attempts sat, by attempt id. */
export async function setsOfAttempts(db: Db, attemptIds: string[]) {
  if (attemptIds.length === 0) return new Map<string, { title: string; kind: PracticeTestKind }>();
  const rows = await db
    .select({ attemptId: practiceAttempts.id, title: practiceSets.title, kind: practiceSets.kind })
    .from(practiceAttempts)
    .innerJoin(practiceSets, eq(practiceSets.id, practiceAttempts.setId))
    .where(inArray(practiceAttempts.id, attemptIds));
  return new Map(rows.map(({ attemptId, ...set }) => [attemptId, set]));
}

/** The stage of each of these board days, by id. */
export async function stagesOfBatteries(db: Db, batteryIds: string[]) {
  if (batteryIds.length === 0) return new Map<string, BatteryStage>();
  const rows = await db.select({ id: practiceBatteries.id, stage: practiceBatteries.stage }).from(practiceBatteries).where(inArray(practiceBatteries.id, batteryIds));
  return new Map(rows.map((r) => [r.id, r.stage]));
}

/** The attempts a review covers: its one attempt, or its board day's in their order. */
export async function reviewedAttempts(db: Db, review: Pick<ReviewRow, 'attemptId' | 'batteryId'>) {
  const where = review.batteryId ? eq(practiceAttempts.batteryId, review.batteryId) : eq(practiceAttempts.id, review.attemptId!);
  return db.select().from(practiceAttempts).where(where).orderBy(asc(practiceAttempts.batteryStep));
}

/** The payment reached us: the review starts now and is due `dueAt`. */
export async function markPaid(db: Db, id: string, paidAt: Date, dueAt: Date): Promise<ReviewRow> {
  const [row] = await db.update(practiceReviews).set({ paidAt, dueAt }).where(eq(practiceReviews.id, id)).returning();
  return row!;
}

/** An unpaid request set aside for a new one (the aspirant chose another reviewer). */
export async function withdraw(db: Db, id: string, at: Date): Promise<void> {
  await db.update(practiceReviews).set({ withdrawnAt: at }).where(eq(practiceReviews.id, id));
}

/**
 * A suspended reviewer's reviews still to write (free, or paid) are closed now: lapsed at once, and
 * the money sweep refunds a paid one in full. Their due time stays what was promised.
 */
export async function closeOpenReviewsOf(db: Db, reviewerId: string, now: Date): Promise<number> {
  const closed = await db
    .update(practiceReviews)
    .set({ closedAt: now })
    .where(
      and(
        eq(practiceReviews.reviewerId, reviewerId),
        isNull(practiceReviews.submittedAt),
        isNull(practiceReviews.withdrawnAt),
        isNull(practiceReviews.closedAt),
        gt(practiceReviews.dueAt, now),
        or(eq(practiceReviews.amountPaise, 0), isNotNull(practiceReviews.paidAt)),
      ),
    )
    .returning({ id: practiceReviews.id });
  return closed.length;
}
