import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { practiceAnswers, practiceAttempts, practiceItems, practiceSets, users } from '../../db/schema';
import type { PracticeTestKind } from '@ssb/domain';

export type SetRow = typeof practiceSets.$inferSelect;
export type ItemRow = typeof practiceItems.$inferSelect;
export type AttemptRow = typeof practiceAttempts.$inferSelect;
export type AnswerRow = typeof practiceAnswers.$inferSelect;
export type Author = { id: string; firstName: string; lastName: string; title: string | null; isVerified: boolean };

const authorColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName, title: users.title, isVerified: users.isVerified };

/**
 * Published sets in the rotation's order (docs/product/practice.md "The bank"): the studio's own
 * first, by their bank key, then coaches' sets, oldest first; each with its author (null for the
 * bank's) and how many items it holds.
 */
export async function publishedSets(db: Db, kind: PracticeTestKind | undefined) {
  return db
    .select({ set: practiceSets, author: authorColumns, items: sql<number>`(select count(*) from ${practiceItems} where ${practiceItems.setId} = ${practiceSets.id})`.mapWith(Number) })
    .from(practiceSets)
    .leftJoin(users, eq(users.id, practiceSets.authorId))
    .where(and(eq(practiceSets.status, 'published'), kind ? eq(practiceSets.kind, kind) : undefined))
    .orderBy(sql`${practiceSets.bankKey} is null`, asc(practiceSets.bankKey), asc(practiceSets.publishedAt), asc(practiceSets.id));
}

export async function findSet(db: Db, id: string) {
  const [row] = await db.select({ set: practiceSets, author: authorColumns }).from(practiceSets).leftJoin(users, eq(users.id, practiceSets.authorId)).where(eq(practiceSets.id, id));
  return row ?? null;
}

/** The aspirant's full sittings (practice runs left out) of sets of one test: which they have seen, and when. */
export async function fullSittings(db: Db, userId: string, kind: PracticeTestKind) {
  return db
    .select({ setId: practiceAttempts.setId, startedAt: practiceAttempts.startedAt })
    .from(practiceAttempts)
    .innerJoin(practiceSets, eq(practiceSets.id, practiceAttempts.setId))
    .where(and(eq(practiceAttempts.userId, userId), eq(practiceAttempts.practiceRun, false), eq(practiceSets.kind, kind)));
}

export async function itemsOf(db: Db, setId: string): Promise<ItemRow[]> {
  return db.select().from(practiceItems).where(eq(practiceItems.setId, setId)).orderBy(asc(practiceItems.position));
}

export async function insertAttempt(db: Db, values: typeof practiceAttempts.$inferInsert): Promise<AttemptRow> {
  const [row] = await db.insert(practiceAttempts).values(values).returning();
  return row!;
}

/** An attempt, locked for update when `forUpdate` (saving, moving on and stopping take turns). */
export async function findAttempt(db: Db, id: string, forUpdate = false): Promise<AttemptRow | null> {
  const query = db.select().from(practiceAttempts).where(eq(practiceAttempts.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function attemptsOf(db: Db, userId: string) {
  return db
    .select({ attempt: practiceAttempts, set: { id: practiceSets.id, title: practiceSets.title, kind: practiceSets.kind } })
    .from(practiceAttempts)
    .innerJoin(practiceSets, eq(practiceSets.id, practiceAttempts.setId))
    .where(eq(practiceAttempts.userId, userId))
    .orderBy(desc(practiceAttempts.startedAt));
}

export async function answersOf(db: Db, attemptIds: string[]): Promise<AnswerRow[]> {
  if (attemptIds.length === 0) return [];
  return db.select().from(practiceAnswers).where(inArray(practiceAnswers.attemptId, attemptIds)).orderBy(asc(practiceAnswers.item), asc(practiceAnswers.part));
}

/** The latest text or choice of one answer replaces the one before. */
export async function upsertAnswer(db: Db, values: typeof practiceAnswers.$inferInsert): Promise<AnswerRow> {
  const [row] = await db
    .insert(practiceAnswers)
    .values(values)
    .onConflictDoUpdate({
      target: [practiceAnswers.attemptId, practiceAnswers.item, practiceAnswers.part],
      set: { text: values.text, choice: values.choice, savedAt: values.savedAt, typedAt: values.typedAt, cutShort: values.cutShort },
      // A save kept on the device and sent late never overwrites a later one already here.
      setWhere: sql`coalesce(${practiceAnswers.typedAt}, ${practiceAnswers.savedAt}) <= ${(values.typedAt ?? values.savedAt).toISOString()}::timestamptz`,
    })
    .returning();
  if (row) return row;
  const [kept] = await db
    .select()
    .from(practiceAnswers)
    .where(and(eq(practiceAnswers.attemptId, values.attemptId), eq(practiceAnswers.item, values.item), eq(practiceAnswers.part, values.part)));
  return kept!;
}

export async function updateAttempt(db: Db, id: string, values: Partial<Pick<AttemptRow, 'position' | 'bookletStartedAt' | 'endedAt'>>): Promise<AttemptRow> {
  const [row] = await db.update(practiceAttempts).set(values).where(eq(practiceAttempts.id, id)).returning();
  return row!;
}

/** Sets written by `authorId`, newest change first, with their items counted. */
export async function setsBy(db: Db, authorId: string) {
  return db.select().from(practiceSets).where(eq(practiceSets.authorId, authorId)).orderBy(desc(practiceSets.updatedAt), asc(practiceSets.id));
}

export async function insertSet(db: Db, values: typeof practiceSets.$inferInsert): Promise<SetRow> {
  const [row] = await db.insert(practiceSets).values(values).returning();
  return row!;
}

export async function lockSet(db: Db, id: string): Promise<SetRow | null> {
  const [row] = await db.select().from(practiceSets).where(eq(practiceSets.id, id)).for('update');
  return row ?? null;
}

export async function updateSet(db: Db, id: string, values: Partial<typeof practiceSets.$inferInsert>): Promise<SetRow> {
  const [row] = await db.update(practiceSets).set(values).where(eq(practiceSets.id, id)).returning();
  return row!;
}

/** A draft's items, replaced as a whole. */
export async function replaceItems(db: Db, setId: string, items: Omit<typeof practiceItems.$inferInsert, 'setId' | 'position'>[]): Promise<void> {
  await db.delete(practiceItems).where(eq(practiceItems.setId, setId));
  if (items.length > 0) await db.insert(practiceItems).values(items.map((item, position) => ({ ...item, setId, position })));
}

export async function authorOf(db: Db, id: string): Promise<Author | null> {
  const [row] = await db.select(authorColumns).from(users).where(eq(users.id, id));
  return row ?? null;
}
