import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { availabilityWindows, sessions, sessionTypes, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type UserPatch = Partial<Omit<typeof users.$inferInsert, 'id' | 'createdAt'>>;
export type WindowRow = typeof availabilityWindows.$inferSelect;
export type SessionTypeRow = typeof sessionTypes.$inferSelect;

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Emails are unique case-insensitively (index on lower(email)). */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function findUserByGoogleSubject(db: Db, subject: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.googleSubject, subject)).limit(1);
  return row ?? null;
}

/**
 * The person's row, locked for the rest of the transaction. `no key update` still holds off bookings (which share-lock the coach) but
 * not the key-share locks that inserting a row pointing at them takes (a ledger row, say): a
 * suspension that then touches such a row cannot deadlock with a review or session being recorded.
 */
export async function lockUser(db: Db, id: string, strength: 'update' | 'no key update' = 'update'): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for(strength).limit(1);
  return row ?? null;
}

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(db: Db, id: string, patch: UserPatch): Promise<UserRow | null> {
  const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
  return row ?? null;
}

export async function windowsOf(db: Db, userId: string): Promise<WindowRow[]> {
  return db.select().from(availabilityWindows).where(eq(availabilityWindows.coachId, userId)).orderBy(asc(availabilityWindows.startsAt));
}

export async function sessionTypesOf(db: Db, userId: string): Promise<SessionTypeRow[]> {
  return db.select().from(sessionTypes).where(eq(sessionTypes.coachId, userId)).orderBy(asc(sessionTypes.position), asc(sessionTypes.label));
}

export async function countSessions(db: Db, userId: string, now: Date) {
  const [row] = await db
    .select({
      asMentor: sql<number>`count(*) filter (where ${sessions.mentorId} = ${userId} and ${sessions.status} = 'completed')`.mapWith(Number),
      asMentee: sql<number>`count(*) filter (where ${sessions.menteeId} = ${userId} and ${sessions.status} = 'completed')`.mapWith(Number),
      upcoming: sql<number>`count(*) filter (where ${sessions.status} = 'scheduled' and ${sessions.scheduledAt} >= ${now.toISOString()}::timestamptz)`.mapWith(Number),
    })
    .from(sessions)
    .where(or(eq(sessions.mentorId, userId), eq(sessions.menteeId, userId)));
  return { asMentor: row?.asMentor ?? 0, asMentee: row?.asMentee ?? 0, upcoming: row?.upcoming ?? 0 };
}

export async function listUsers(
  db: Db,
  filter: { role?: 'mentee' | 'mentor' | 'admin'; status?: 'active' | 'suspended'; q?: string },
  page: number,
  pageSize: number,
): Promise<{ rows: UserRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.role) conditions.push(eq(users.role, filter.role));
  if (filter.status) conditions.push(eq(users.isActive, filter.status === 'active'));
  if (filter.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(users.email, like), ilike(users.firstName, like), ilike(users.lastName, like))!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), asc(users.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: Number(totalRow?.total ?? 0) };
}

