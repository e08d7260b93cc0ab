import { and, arrayContains, arrayOverlaps, asc, desc, eq, gt, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { COACH_SEARCH_RESULT_CAP, DEFAULT_SESSION_TYPE_MINUTES, type CoachSort, type VerificationKind } from '@ssb/domain';
import { availabilityWindows, coachWeightedRating, sessionTypes, users } from '../../db/schema';
import type { CityQuery, FullTextQuery } from './search-terms';
import { ratingFloor } from './rating-floor';

export type CoachRow = typeof users.$inferSelect;
export type WindowRow = typeof availabilityWindows.$inferSelect;
export type SessionTypeRow = typeof sessionTypes.$inferSelect;

/** People who coach and whose account is live: their profile opens. */
export const activeMentor = and(eq(users.role, 'mentor'), eq(users.isActive, true))!;
/** Only verified ones are listed anywhere (docs/product/coaches.md "Who is listed"). */
export const listedCoach = and(activeMentor, eq(users.isVerified, true))!;

/**
 * The price of the coach's cheapest bookable session type, in rupees (domain `cheapestBookablePrice`,
 * the rule of `bookableTypesFor`): their own active types, a type without a price prorated from the
 * hourly rate (rounded half up, as `prorate`); without own types, the shortest default length at the
 * hourly rate; null when nothing has a price. A test holds it to the domain's rule.
 */
const ownTypes = sql`from ${sessionTypes} st where st.coach_id = ${users.id} and st.active`;
export const fromPrice = sql<number | null>`(case when exists (select 1 ${ownTypes})
  then (select min(coalesce(st.price, round(${users.hourlyRate} * st.minutes / 60.0)))::int ${ownTypes})
  else round(${users.hourlyRate} * ${Math.min(...DEFAULT_SESSION_TYPE_MINUTES)} / 60.0)::int end)`;

/** The columns a coach card needs (docs/product/screens.md): no testimonials, no search columns, no private fields. */
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
  languages: users.languages,
  fromPrice: fromPrice.as('from_price'),
};
export type SummaryRow = Pick<CoachRow, Exclude<keyof typeof summaryColumns, 'fromPrice'>> & { fromPrice: number | null };

const profileColumns = {
  ...summaryColumns,
  testimonials: users.testimonials,
  verifiedAt: users.verifiedAt,
  verifiedAs: users.verifiedAs,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};
export type ProfileRow = SummaryRow & Pick<CoachRow, 'testimonials' | 'verifiedAt' | 'verifiedAs' | 'createdAt' | 'updatedAt'>;

/** The trusted rating (a Bayesian average); the same expression the coach-order index is built on. */
export const weightedRating = coachWeightedRating(users);

/** The ranking of lists without a text query: verified first, then trusted ratings. Served by `users_coach_order_idx`. */
export const defaultOrder = [desc(users.isVerified), desc(weightedRating), desc(users.totalReviews), asc(users.firstName), asc(users.lastName), asc(users.id)];

export type CoachFilterInput = {
  /** From `searchTerms`, or null for no text filter. */
  fullText: FullTextQuery | null;
  specializations?: string[];
  minRating?: number;
  /** From `searchTerms`, or null for no city filter. */
  city: CityQuery | null;
  experience?: number;
  /** From `searchTerms`: a typed word can match no coach, so nothing matches. */
  impossible?: boolean;
  /** The from-price (rupees) at least / at most; a coach without a bookable type never matches either. */
  priceMin?: number;
  priceMax?: number;
  /** A coach matches when they coach in it. */
  language?: string;
  /** The order of the candidates (next_available is ordered by the service: it needs the calendar). */
  sort?: CoachSort;
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

const tsQuery = (source: string) => sql`to_tsquery('english', ${source})`;

/**
 * The city's words find its '~'-marked lexemes through the GIN index. Several words must also
 * stand in that order (the `ilike`), which is not added for one word because PostgreSQL would count
 * the same condition twice and underestimate the matches.
 */
function cityConditions({ match, inOrder }: CityQuery): SQL[] {
  const where: SQL[] = [];
  if (match !== null) where.push(sql`${users.searchVector} @@ ${match}::tsquery`);
  if (inOrder !== null) where.push(sql`${users.location} ilike ${`%${escapeLike(inOrder)}%`}`);
  return where;
}

/** Every filter as SQL conditions; `withSpecializations: false` leaves that one out (for the chip counts). */
function conditions(filters: CoachFilterInput, withSpecializations = true): SQL[] {
  // A constant false: PostgreSQL answers at once without reading an index.
  if (filters.impossible) return [sql`false`];
  const where: SQL[] = [listedCoach];
  if (filters.fullText) where.push(sql`${users.searchVector} @@ ${filters.fullText.match}::tsquery`);
  if (withSpecializations && filters.specializations?.length) where.push(arrayOverlaps(users.specializations, filters.specializations));
  const minRating = ratingFloor(filters.minRating);
  if (minRating !== null) where.push(gte(users.rating, minRating));
  if (filters.city) where.push(...cityConditions(filters.city));
  if (filters.experience !== undefined && filters.experience > 0) where.push(gte(users.experience, filters.experience));
  if (filters.language) where.push(arrayContains(users.languages, [filters.language]));
  if (filters.priceMin !== undefined) where.push(sql`${fromPrice} >= ${filters.priceMin}`);
  if (filters.priceMax !== undefined) where.push(sql`${fromPrice} <= ${filters.priceMax}`);
  return where;
}

/**
 * One page of matching coaches, best first, with the number of matches (counted up to
 * COACH_SEARCH_RESULT_CAP; `capped` says there are more).
 *
 * Why a cap: counting and ranking every match costs time in proportion to the matches, and a
 * broad word matches half of all coaches. So the candidates are the first CAP + 1 matches in the
 * default (quality) order, read by walking `users_coach_order_idx` without touching the table (or,
 * for selective queries, through the full-text GIN index), and only those are ranked by relevance
 * (FullTextQuery). The table is read for the page's rows only. Below the cap the answer is
 * exactly "every match, best first"; above it, the best matches among the best-rated coaches.
 */
export async function searchCoaches(
  db: Db,
  filters: CoachFilterInput,
  page: number,
  pageSize: number,
): Promise<{ rows: SummaryRow[]; total: number; capped: boolean }> {
  const where = and(...conditions(filters));
  // Only columns `users_coach_order_idx` carries: walking it is an index-only scan (migration 0004).
  const candidates = db.$with('candidates').as(
    db
      .select({
        id: users.id,
        isVerified: users.isVerified,
        trusted: sql<number>`${weightedRating}`.as('trusted'),
        totalReviews: users.totalReviews,
        firstName: users.firstName,
        lastName: users.lastName,
        searchVector: users.searchVector,
        ...(filters.sort === 'price' ? { price: sql<number | null>`${fromPrice}`.as('price') } : {}),
        ...(filters.sort === 'rating' ? { rating: users.rating } : {}),
      })
      .from(users)
      .where(where)
      .orderBy(...defaultOrder)
      .limit(COACH_SEARCH_RESULT_CAP + 1),
  );
  const c = candidates;
  const text = filters.fullText;
  // Relevance tiers (see FullTextQuery), computed for the candidates only: cheap full-text checks.
  const relevance = text
    ? [desc(sql`((${c.searchVector} @@ ${tsQuery(text.typedInHeadline)})::int * 2 + (${c.searchVector} @@ ${tsQuery(text.typed)})::int)`)]
    : [];
  // A sort orders the candidates by its key first, the search's own order breaking ties.
  const sortKey = filters.sort === 'price' ? [sql`price asc nulls last`] : filters.sort === 'rating' ? [sql`rating desc`, sql`${c.totalReviews} desc`] : [];
  const rank = sql.join([...sortKey, ...relevance, desc(c.isVerified), desc(c.trusted), desc(c.totalReviews), asc(c.firstName), asc(c.lastName), asc(c.id)], sql`, `);
  const offset = (page - 1) * pageSize;
  const limit = Math.min(pageSize, COACH_SEARCH_RESULT_CAP - offset); // never past the cap
  if (limit <= 0) return withTotal([], await countUpToCap(db, where));
  // The page's ids in rank order; only these rows are then read from the table.
  const pageIds = db.$with('page_ids').as(
    db
      .select({
        id: c.id,
        matches: sql<number>`count(*) over ()`.as('matches'),
        position: sql<number>`row_number() over (order by ${rank})`.as('position'),
      })
      .from(c)
      .orderBy(sql`position`)
      .limit(limit)
      .offset(offset),
  );
  const rows = await db
    .with(candidates, pageIds)
    .select({ ...summaryColumns, matches: sql<number>`${pageIds.matches}`.mapWith(Number) })
    .from(pageIds)
    .innerJoin(users, eq(users.id, pageIds.id))
    .orderBy(asc(pageIds.position));
  // A page past the last match has no row to carry the count.
  if (rows.length === 0 && page > 1) return withTotal([], await countUpToCap(db, where));
  return withTotal(
    rows.map(({ matches: _, ...row }) => row),
    rows[0]?.matches ?? 0,
  );
}

/** A page with the number of matches, shown up to the cap. */
function withTotal(rows: SummaryRow[], matches: number) {
  return { rows, total: Math.min(matches, COACH_SEARCH_RESULT_CAP), capped: matches > COACH_SEARCH_RESULT_CAP };
}

/** The number of matches, counting no further than one past the cap. */
async function countUpToCap(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(db.select({ one: sql`1` }).from(users).where(where).limit(COACH_SEARCH_RESULT_CAP + 1).as('m'));
  return row?.n ?? 0;
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

/** Listed coaches in the default order, a page at a time, with the total. */
export async function listCoaches(db: Db, options: { page: number; pageSize: number }) {
  const where = listedCoach;
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

/** The best-rated listed coaches (weighted rating, then review count). */
export async function topCoaches(db: Db, limit: number): Promise<ProfileRow[]> {
  return db
    .select(profileColumns)
    .from(users)
    .where(listedCoach)
    .orderBy(desc(weightedRating), desc(users.totalReviews), asc(users.createdAt), asc(users.id))
    .limit(limit);
}

export async function findActiveCoach(db: Db, id: string): Promise<ProfileRow | null> {
  const [row] = await db.select(profileColumns).from(users).where(and(eq(users.id, id), activeMentor)).limit(1);
  return row ?? null;
}

/** A coach's mark and mail address, locked until the transaction ends (so two admins' clicks tell once). */
export async function lockVerification(tx: Db, id: string) {
  const [row] = await tx
    .select({ isVerified: users.isVerified, email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'mentor')))
    .for('update');
  return row ?? null;
}

/** Sets or clears the verified mark of a mentor (active or not), with when and as what. Null when no mentor has this id. */
export async function setVerified(db: Db, id: string, mark: { isVerified: boolean; as: VerificationKind | null }, now: Date): Promise<ProfileRow | null> {
  const [row] = await db
    .update(users)
    .set({ isVerified: mark.isVerified, verifiedAt: mark.isVerified ? now : null, verifiedAs: mark.isVerified ? mark.as : null, updatedAt: now })
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
