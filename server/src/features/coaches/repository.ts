import { and, arrayOverlaps, asc, desc, eq, gt, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { availabilityWindows, sessionTypes, users } from '../../db/schema';

export type CoachRow = typeof users.$inferSelect;
export type WindowRow = typeof availabilityWindows.$inferSelect;
export type SessionTypeRow = typeof sessionTypes.$inferSelect;

/** Only people who coach and whose account is live are ever listed. */
export const activeMentor = and(eq(users.role, 'mentor'), eq(users.isActive, true))!;

/** The columns a coach card needs (spec 2.9): no testimonials, no search columns, no private fields. */
export const summaryColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  isActive: users.isActive,
  isVerified: users.isVerified,
  title: users.title,
  bio: users.bio,
  specializations: users.specializations,
  experience: users.experience,
  experienceLevel: users.experienceLevel,
  certifications: users.certifications,
  hourlyRate: users.hourlyRate,
  rating: users.rating,
  totalReviews: users.totalReviews,
  profileImageUrl: users.profileImageUrl,
  education: users.education,
  location: users.location,
  achievements: users.achievements,
};
export type SummaryRow = Pick<CoachRow, keyof typeof summaryColumns>;

const profileColumns = { ...summaryColumns, testimonials: users.testimonials, createdAt: users.createdAt, updatedAt: users.updatedAt };
export type ProfileRow = SummaryRow & Pick<CoachRow, 'testimonials' | 'createdAt' | 'updatedAt'>;

/**
 * A rating that trusts many reviews more than a few: the mean pulled towards 3.5 by five phantom
 * reviews (a Bayesian average). A single 5-star review does not outrank forty 4.8s.
 */
export const weightedRating = sql<number>`((${users.rating} * ${users.totalReviews} + 17.5) / (${users.totalReviews} + 5))`;

/** The ranking of lists without a text query: verified first, then trusted ratings. */
const defaultOrder = [desc(users.isVerified), desc(weightedRating), desc(users.totalReviews), asc(users.firstName), asc(users.lastName), asc(users.id)];

/** A text query prepared once: its searchable words, and the words joined for ranking. */
export type TextQuery = { words: string[]; text: string; anyPrefix: string };

const MAX_WORDS = 6;
/** Words that carry no meaning on their own (PostgreSQL's english stop words, the common ones). */
const STOP_WORDS = new Set(['a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'for', 'from', 'in', 'is', 'it', 'of', 'on', 'or', 'the', 'to', 'with']);

/** Lower-cased words of the query; null when it holds nothing searchable. */
export function prepareTextQuery(query: string | undefined): TextQuery | null {
  if (!query) return null;
  const all = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const words = [...new Set(all.filter((w) => w.length > 1 && !STOP_WORDS.has(w)))].slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  return { words, text: words.join(' '), anyPrefix: words.map((w) => `${w}:*`).join(' | ') };
}

export type CoachFilterInput = {
  text: TextQuery | null;
  specializations?: string[];
  minRating?: number;
  location?: string;
  experience?: number;
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The text match: every word must match, either by full-text on the weighted `search_vector`
 * (names, title, specializations A; bio C) as a prefix ('interv' finds 'Interview'), or by trigram
 * word similarity on `search_document` (names, title, specializations, location) for typos
 * ('psycology'). Both sides are GIN-indexed, so PostgreSQL can combine bitmap index scans.
 */
function textMatch(text: TextQuery): SQL {
  const perWord = text.words.map(
    (w) => sql`(${users.searchVector} @@ to_tsquery('english', ${`${w}:*`}) or ${w} <% ${users.searchDocument})`,
  );
  return sql`(${sql.join(perWord, sql` and `)})`;
}

function textRank(text: TextQuery): SQL<number> {
  return sql<number>`(ts_rank_cd(${users.searchVector}, to_tsquery('english', ${text.anyPrefix})) + word_similarity(${text.text}, ${users.searchDocument}))`;
}

/** Every filter as SQL conditions; `withSpecializations: false` leaves that one out (for the chip counts). */
function conditions(filters: CoachFilterInput, withSpecializations = true): SQL[] {
  const where: SQL[] = [activeMentor];
  if (filters.text) where.push(textMatch(filters.text));
  if (withSpecializations && filters.specializations?.length) where.push(arrayOverlaps(users.specializations, filters.specializations));
  if (filters.minRating !== undefined && filters.minRating > 0) where.push(gte(users.rating, filters.minRating));
  if (filters.location) where.push(sql`${users.location} ilike ${`%${escapeLike(filters.location)}%`}`);
  if (filters.experience !== undefined && filters.experience > 0) where.push(gte(users.experience, filters.experience));
  return where;
}

/**
 * One page of matching coaches, best first, with the total number of matches, in one query
 * (`count(*) over ()`). Only when the page lies past the end does a second, count-only query run.
 */
export async function searchCoaches(
  db: Db,
  filters: CoachFilterInput,
  page: number,
  pageSize: number,
): Promise<{ rows: SummaryRow[]; total: number }> {
  const where = and(...conditions(filters));
  const order = filters.text ? [desc(textRank(filters.text)), ...defaultOrder] : defaultOrder;
  const rows = await db
    .select({ ...summaryColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(users)
    .where(where)
    .orderBy(...order)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  if (rows.length > 0) return { rows, total: rows[0]!.total };
  if (page === 1) return { rows: [], total: 0 };
  const [count] = await db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(users).where(where);
  return { rows: [], total: count?.total ?? 0 };
}

/**
 * Each specialization with its number of coaches, under every filter except the specialization
 * filter itself (so choosing a chip never hides the other chips). Most common first.
 */
export async function countSpecializations(db: Db, filters: CoachFilterInput): Promise<{ name: string; count: number }[]> {
  const name = sql<string>`s.name`;
  const rows = await db
    .select({ name, count: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .innerJoin(sql`unnest(${users.specializations}) as s(name)`, sql`true`)
    .where(and(...conditions(filters, false)))
    .groupBy(name)
    .orderBy(desc(sql`count(*)`), asc(name));
  return rows;
}

/** Active coaches in the default order, a page at a time, with the total. */
export async function listCoaches(db: Db, options: { verifiedOnly: boolean; page: number; pageSize: number }) {
  const where = options.verifiedOnly ? and(activeMentor, eq(users.isVerified, true)) : activeMentor;
  const rows = await db
    .select({ ...profileColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(users)
    .where(where)
    .orderBy(...defaultOrder)
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  if (rows.length > 0 || options.page === 1) return { rows, total: rows[0]?.total ?? 0 };
  const [count] = await db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(users).where(where);
  return { rows, total: count?.total ?? 0 };
}

/** The best-rated active coaches (weighted rating, then review count); verified only for featured. */
export async function topCoaches(db: Db, options: { limit: number; verifiedOnly: boolean }): Promise<ProfileRow[]> {
  const where = options.verifiedOnly ? and(activeMentor, eq(users.isVerified, true)) : activeMentor;
  return db
    .select(profileColumns)
    .from(users)
    .where(where)
    .orderBy(desc(weightedRating), desc(users.totalReviews), asc(users.createdAt), asc(users.id))
    .limit(options.limit);
}

export async function findActiveCoach(db: Db, id: string): Promise<ProfileRow | null> {
  const [row] = await db.select(profileColumns).from(users).where(and(eq(users.id, id), activeMentor)).limit(1);
  return row ?? null;
}

/** Sets the verified mark of a mentor (active or not). Null when no mentor has this id. */
export async function setVerified(db: Db, id: string, isVerified: boolean, now: Date): Promise<ProfileRow | null> {
  const [row] = await db
    .update(users)
    .set({ isVerified, updatedAt: now })
    .where(and(eq(users.id, id), eq(users.role, 'mentor')))
    .returning(profileColumns);
  return row ?? null;
}

/** Windows not yet over and session types of many coaches, in two queries, grouped by coach id. */
export async function loadCoachExtras(db: Db, coachIds: string[], now: Date) {
  const windows = new Map<string, WindowRow[]>();
  const types = new Map<string, SessionTypeRow[]>();
  if (coachIds.length === 0) return { windows, types };
  const [windowRows, typeRows] = await Promise.all([
    db
      .select()
      .from(availabilityWindows)
      .where(and(inArray(availabilityWindows.coachId, coachIds), gt(availabilityWindows.endsAt, now)))
      .orderBy(asc(availabilityWindows.startsAt)),
    db.select().from(sessionTypes).where(inArray(sessionTypes.coachId, coachIds)).orderBy(asc(sessionTypes.position)),
  ]);
  for (const w of windowRows) windows.set(w.coachId, [...(windows.get(w.coachId) ?? []), w]);
  for (const t of typeRows) types.set(t.coachId, [...(types.get(t.coachId) ?? []), t]);
  return { windows, types };
}
