import { LISTED_SESSION_STATUSES, RATEABLE_STATUSES, type TargetEntry } from '@ssb/domain';
import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, lt, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessionTypes, sessions, users } from '../../db/schema';

export type SessionRow = typeof sessions.$inferSelect;
export type NewSessionRow = typeof sessions.$inferInsert;

const personColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  title: users.title,
  targetEntry: users.targetEntry,
  attemptNumber: users.attemptNumber,
  boardDate: users.boardDate,
};
/** A participant, with what an aspirant prepares for (the presenter shows that to their coach only). */
export type PersonRow = {
  id: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  title: string | null;
  targetEntry: TargetEntry | null;
  attemptNumber: number | null;
  boardDate: string | null;
};

const bookingCoachFields = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  isActive: users.isActive,
  isVerified: users.isVerified,
  hourlyRate: users.hourlyRate,
  meetingLink: users.meetingLink,
};

/** The coach's active session types, in their order. */
function activeSessionTypes(db: Db, coachId: string) {
  return db
    .select({ id: sessionTypes.id, label: sessionTypes.label, minutes: sessionTypes.minutes, price: sessionTypes.price })
    .from(sessionTypes)
    .where(and(eq(sessionTypes.coachId, coachId), eq(sessionTypes.active, true)))
    .orderBy(asc(sessionTypes.position));
}

type BookingType = { id: string; label: string; minutes: number; price: number | null };

/**
 * The fields booking reads from a coach (who they are, pricing, their own meeting room), with the coach's row held
 * FOR SHARE until the transaction ends (against a suspension or a profile save), in two statements:
 * - the first takes the lock and reads the row as it is once the lock is granted, and the types as they were
 *   when the booking asked (`shownTypes`: the statement's snapshot is taken before it waits for the lock);
 * - the second reads the types again (`sessionTypes`), as a profile save that held the lock left them.
 * A booking compares the two, so that a type deleted or repriced while it waited is not booked.
 */
export async function lockCoachForBooking(tx: Db, coachId: string) {
  const shownTypes = sql<
    BookingType[]
  >`coalesce((select json_agg(json_build_object('id', t.id, 'label', t.label, 'minutes', t.minutes, 'price', t.price) order by t.position)
    from ${sessionTypes} t where t.coach_id = ${coachId} and t.active), '[]'::json)`.mapWith((value: unknown): BookingType[] =>
    // The drivers hand JSON back parsed or as text, depending on their type parsers.
    typeof value === 'string' ? (JSON.parse(value) as BookingType[]) : (value as BookingType[]),
  );
  const [row] = await tx
    .select({ ...bookingCoachFields, shownTypes })
    .from(users)
    .where(eq(users.id, coachId))
    .for('share');
  if (!row) return null;
  return { ...row, sessionTypes: await activeSessionTypes(tx, coachId) };
}

/** True when the person is in a live (not cancelled) session overlapping [start, end), in either role. */
export async function isBusy(db: Db, userId: string, start: Date, end: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        or(eq(sessions.mentorId, userId), eq(sessions.menteeId, userId)),
        notInArray(sessions.status, ['cancelled', 'expired']),
        lt(sessions.scheduledAt, end),
        gt(sessions.endsAt, start),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The caller's live booking of this coach at exactly this time and price: what a retried booking finds. */
export async function findSameBooking(
  db: Db,
  booking: { menteeId: string; mentorId: string; start: Date; end: Date; price: number },
): Promise<SessionRow | null> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.menteeId, booking.menteeId),
        eq(sessions.mentorId, booking.mentorId),
        eq(sessions.scheduledAt, booking.start),
        eq(sessions.endsAt, booking.end),
        eq(sessions.price, booking.price),
        inArray(sessions.status, ['pending_payment', 'scheduled']),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertSession(db: Db, values: NewSessionRow): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning();
  return row!;
}

export async function findSession(db: Db, id: string, options: { lock?: boolean } = {}): Promise<SessionRow | null> {
  const query = db.select().from(sessions).where(eq(sessions.id, id)).limit(1);
  const [row] = await (options.lock ? query.for('update') : query);
  return row ?? null;
}

/** Sessions of a person (either side) still to come and live (booked or held), locked until the transaction ends. */
export async function lockFutureSessionsOf(tx: Db, userId: string, now: Date): Promise<SessionRow[]> {
  return tx
    .select()
    .from(sessions)
    .where(
      and(
        or(eq(sessions.mentorId, userId), eq(sessions.menteeId, userId)),
        inArray(sessions.status, ['scheduled', 'pending_payment']),
        gt(sessions.scheduledAt, now),
      ),
    )
    .orderBy(asc(sessions.scheduledAt))
    .for('update');
}

export async function updateSession(db: Db, id: string, values: Partial<NewSessionRow>): Promise<SessionRow> {
  const [row] = await db.update(sessions).set(values).where(eq(sessions.id, id)).returning();
  return row!;
}

/**
 * rating = the average of the coach's mentee ratings (0 without any), totalReviews = how many. Only sessions of
 * a rateable status count: a rating on a session that did not take place never weighs.
 */
export async function recomputeCoachRating(db: Db, coachId: string): Promise<void> {
  const [stats] = await db
    .select({ average: sql<string | null>`avg(${sessions.menteeRating})`, total: count(sessions.menteeRating) })
    .from(sessions)
    .where(and(eq(sessions.mentorId, coachId), isNotNull(sessions.menteeRating), inArray(sessions.status, [...RATEABLE_STATUSES])));
  const total = Number(stats?.total ?? 0);
  const average = stats?.average === null || stats?.average === undefined ? 0 : Number(stats.average);
  await db
    .update(users)
    .set({ rating: Math.min(5, Math.max(0, average)), totalReviews: total })
    .where(eq(users.id, coachId));
}

export type SessionFilter = {
  /** Only sessions where this user is mentor or mentee; null for admins (every session). */
  participantId: string | null;
  /** The signed-in viewer (their own pending bookings are listed); null for admins, who see every pending one. */
  viewerId: string | null;
  mentorId?: string;
  menteeId?: string;
  type?: 'upcoming' | 'past';
  status?: SessionRow['status'];
  now: Date;
  oldestFirst?: boolean;
};

/**
 * Without a status filter, lists show what took or takes place (scheduled, completed, disputed), a
 * mentee's own pending booking (with "Pay now"), and cancelled sessions outside the upcoming and past
 * views; never a lapsed hold, nor someone else's unpaid one.
 */
function listedStatuses(filter: SessionFilter): SQL {
  const shown = filter.type ? LISTED_SESSION_STATUSES : [...LISTED_SESSION_STATUSES, 'cancelled' as const];
  const ownPending = filter.viewerId
    ? and(eq(sessions.status, 'pending_payment'), eq(sessions.menteeId, filter.viewerId))
    : eq(sessions.status, 'pending_payment');
  return or(inArray(sessions.status, [...shown]), ownPending)!;
}

function whereOf(filter: SessionFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.participantId) parts.push(or(eq(sessions.mentorId, filter.participantId), eq(sessions.menteeId, filter.participantId)));
  if (filter.mentorId) parts.push(eq(sessions.mentorId, filter.mentorId));
  if (filter.menteeId) parts.push(eq(sessions.menteeId, filter.menteeId));
  if (filter.status) parts.push(eq(sessions.status, filter.status));
  else parts.push(listedStatuses(filter));
  // Upcoming when scheduledAt >= now (docs/product/sessions.md "Upcoming and past").
  if (filter.type === 'upcoming') parts.push(gte(sessions.scheduledAt, filter.now));
  if (filter.type === 'past') parts.push(lt(sessions.scheduledAt, filter.now));
  return and(...parts);
}

/** Upcoming soonest first; past (and unfiltered) most recent first. */
export async function listSessions(db: Db, filter: SessionFilter, page: { limit: number; offset: number }) {
  const where = whereOf(filter);
  const order =
    filter.type === 'upcoming' || filter.oldestFirst ? [asc(sessions.scheduledAt), asc(sessions.id)] : [desc(sessions.scheduledAt), asc(sessions.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(sessions)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(sessions).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Name and picture of each person, by id. */
export async function peopleByIds(db: Db, ids: string[]): Promise<Map<string, PersonRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select(personColumns).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Email and name of the two participants, for mail. */
export async function contactsOf(db: Db, ids: string[]) {
  const rows = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Lets a pending session's hold go (the slot is free again) unless it was paid meanwhile. */
export async function releaseHold(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ status: 'expired', expiredAt: now, updatedAt: now })
    .where(and(eq(sessions.id, id), eq(sessions.status, 'pending_payment')));
}

/**
 * Holds past their time over [start, end) of any of these people, expired now: the sweep does this
 * every half minute, and booking does it for the slot it wants, so a lapsed hold never blocks a booking.
 * Answers the holds it expired (their aspirants are told, payments/hold-notice.ts).
 */
export async function expireLapsedHolds(db: Db, people: string[], start: Date, end: Date, now: Date): Promise<SessionRow[]> {
  return db
    .update(sessions)
    .set({ status: 'expired', expiredAt: now, updatedAt: now })
    .where(
      and(
        eq(sessions.status, 'pending_payment'),
        lte(sessions.holdExpiresAt, now),
        or(inArray(sessions.mentorId, people), inArray(sessions.menteeId, people)),
        lt(sessions.scheduledAt, end),
        gt(sessions.endsAt, start),
      ),
    )
    .returning();
}
