import { and, asc, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { discussionAttendees, discussions, users } from '../../db/schema';

export type DiscussionRow = typeof discussions.$inferSelect;
export type AttendeeSummaryRow = {
  discussionId: string;
  id: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
};

/** Every column but the meet link: list answers are built from these and can never leak it. */
const listColumns = {
  id: discussions.id,
  title: discussions.title,
  description: discussions.description,
  startTime: discussions.startTime,
  capacity: discussions.capacity,
  attendeeCount: discussions.attendeeCount,
  /** the admin who created it moderates it (null once their account is gone) */
  moderatorFirstName: users.firstName,
  moderatorLastName: users.lastName,
};
export type DiscussionListRow = Pick<DiscussionRow, 'id' | 'title' | 'description' | 'startTime' | 'capacity' | 'attendeeCount'> & {
  moderatorFirstName: string | null;
  moderatorLastName: string | null;
};
const withModerator = eq(users.id, discussions.createdBy);

/** Upcoming discussions (soonest first), then the recent past (latest first). */
export async function listDiscussions(
  db: Db,
  now: Date,
  limits: { upcoming: number; past: number; pastSince: Date },
): Promise<DiscussionListRow[]> {
  const [upcoming, past] = await Promise.all([
    db.select(listColumns).from(discussions).leftJoin(users, withModerator).where(and(gte(discussions.startTime, now), isNull(discussions.cancelledAt))).orderBy(asc(discussions.startTime), asc(discussions.id)).limit(limits.upcoming),
    db
      .select(listColumns)
      .from(discussions)
      .leftJoin(users, withModerator)
      .where(and(lt(discussions.startTime, now), gte(discussions.startTime, limits.pastSince), isNull(discussions.cancelledAt)))
      .orderBy(desc(discussions.startTime), asc(discussions.id))
      .limit(limits.past),
  ]);
  return [...upcoming, ...past];
}

export async function findDiscussion(db: Db, id: string): Promise<DiscussionRow | null> {
  const [row] = await db.select().from(discussions).where(eq(discussions.id, id)).limit(1);
  return row ?? null;
}

export async function findDiscussionListRow(db: Db, id: string): Promise<DiscussionListRow | null> {
  const [row] = await db.select(listColumns).from(discussions).leftJoin(users, withModerator).where(eq(discussions.id, id)).limit(1);
  return row ?? null;
}

/**
 * Every attendee (earliest joiners first) of each of these discussions, in one query: name and
 * picture only. Clients count seats and decide "Joined" from this list, so it is never cut short.
 */
export async function attendeeSummaries(db: Db, discussionIds: string[]): Promise<Map<string, AttendeeSummaryRow[]>> {
  const byDiscussion = new Map<string, AttendeeSummaryRow[]>();
  if (discussionIds.length === 0) return byDiscussion;
  const rows = await db
    .select({
      discussionId: discussionAttendees.discussionId,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
    })
    .from(discussionAttendees)
    .innerJoin(users, eq(users.id, discussionAttendees.userId))
    .where(inArray(discussionAttendees.discussionId, discussionIds))
    .orderBy(asc(discussionAttendees.discussionId), asc(discussionAttendees.joinedAt), asc(discussionAttendees.userId));
  for (const row of rows) {
    const list = byDiscussion.get(row.discussionId);
    if (list) list.push(row);
    else byDiscussion.set(row.discussionId, [row]);
  }
  return byDiscussion;
}

/** Which of these discussions the user attends. */
export async function joinedDiscussionIds(db: Db, userId: string, discussionIds: string[]): Promise<Set<string>> {
  if (discussionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: discussionAttendees.discussionId })
    .from(discussionAttendees)
    .where(and(eq(discussionAttendees.userId, userId), inArray(discussionAttendees.discussionId, discussionIds)));
  return new Set(rows.map((r) => r.id));
}

export async function isAttendee(db: Db, discussionId: string, userId: string): Promise<boolean> {
  return (await joinedDiscussionIds(db, userId, [discussionId])).has(discussionId);
}

/** Adds the attendee row; false when it was already there (the primary key settles double joins). */
export async function insertAttendee(db: Db, discussionId: string, userId: string, joinedAt: Date): Promise<boolean> {
  const rows = await db
    .insert(discussionAttendees)
    .values({ discussionId, userId, joinedAt })
    .onConflictDoNothing()
    .returning({ userId: discussionAttendees.userId });
  return rows.length > 0;
}

/**
 * Takes one seat if one is free. The row lock of the UPDATE serializes concurrent joins and the
 * condition is re-checked on the locked row, so the count never passes the capacity.
 */
export async function takeSeat(db: Db, discussionId: string): Promise<boolean> {
  const rows = await db
    .update(discussions)
    .set({ attendeeCount: sql`${discussions.attendeeCount} + 1` })
    .where(and(eq(discussions.id, discussionId), lt(discussions.attendeeCount, discussions.capacity)))
    .returning({ id: discussions.id });
  return rows.length > 0;
}

export async function deleteAttendee(db: Db, discussionId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(discussionAttendees)
    .where(and(eq(discussionAttendees.discussionId, discussionId), eq(discussionAttendees.userId, userId)))
    .returning({ userId: discussionAttendees.userId });
  return rows.length > 0;
}

export async function freeSeat(db: Db, discussionId: string): Promise<void> {
  await db
    .update(discussions)
    .set({ attendeeCount: sql`${discussions.attendeeCount} - 1` })
    .where(and(eq(discussions.id, discussionId), sql`${discussions.attendeeCount} > 0`));
}

export async function insertDiscussion(db: Db, values: typeof discussions.$inferInsert): Promise<DiscussionRow> {
  const [row] = await db.insert(discussions).values(values).returning();
  return row!;
}

/** Locks a discussion for a change by an admin. */
export async function lockDiscussion(tx: Db, id: string): Promise<DiscussionRow | null> {
  const [row] = await tx.select().from(discussions).where(eq(discussions.id, id)).for('update');
  return row ?? null;
}

export async function updateDiscussion(tx: Db, id: string, values: Partial<typeof discussions.$inferInsert>): Promise<void> {
  await tx.update(discussions).set(values).where(eq(discussions.id, id));
}

/** Who took a seat: their id, address and first name, to tell them of a change. */
export async function attendeeContacts(db: Db, discussionId: string) {
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(discussionAttendees)
    .innerJoin(users, eq(users.id, discussionAttendees.userId))
    .where(eq(discussionAttendees.discussionId, discussionId));
}
