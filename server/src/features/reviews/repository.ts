import { RATEABLE_STATUSES } from '@ssb/domain';
import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';

/** The reviews that count: rated sessions of a rateable status (the rating's own rule). */
const counted = (coachId: string) => and(eq(sessions.mentorId, coachId), isNotNull(sessions.menteeRating), inArray(sessions.status, [...RATEABLE_STATUSES]));

export async function pageOfReviews(db: Db, coachId: string, limit: number, offset: number) {
  return db
    .select({
      id: sessions.id,
      rating: sessions.menteeRating,
      text: sessions.menteeFeedback,
      ratedAt: sessions.ratedAt,
      editedAt: sessions.reviewEditedAt,
      reply: sessions.reviewReply,
      repliedAt: sessions.reviewRepliedAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.menteeId))
    .where(counted(coachId))
    .orderBy(desc(sessions.ratedAt), desc(sessions.id))
    .limit(limit)
    .offset(offset);
}

/** How many reviews gave each number of stars. */
export async function starCounts(db: Db, coachId: string): Promise<Map<number, number>> {
  const rows = await db
    .select({ stars: sessions.menteeRating, n: count() })
    .from(sessions)
    .where(counted(coachId))
    .groupBy(sessions.menteeRating);
  return new Map(rows.map((r) => [Number(r.stars), Number(r.n)]));
}

export async function coachExists(db: Db, coachId: string): Promise<boolean> {
  const [row] = await db.select({ one: sql<number>`1` }).from(users).where(and(eq(users.id, coachId), eq(users.role, 'mentor'), eq(users.isActive, true)));
  return row !== undefined;
}
