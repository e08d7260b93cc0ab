import { COACH_NOT_FOUND, COACH_SEARCH_RESULT_CAP, type Coach, type CoachFilters, type CoachSearchQuery, type PageMeta, type VerificationKind } from '@ssb/domain';
import { recordAdminAction } from '../audit';
import type { AppDeps } from '../../app-instance';
import type { Db } from '../../db/client';
import { NotFound } from '../../platform/errors';
import { nextFreeOf, presentCoach, presentCoachSummary } from './presenter';
import * as repo from './repository';
import { prepareTextQuery, searchTerms, type SearchTerms } from './search-terms';
import type { SearchIndexKeeper } from './search-index-keeper';
import type { Versions } from '../../platform/fresh-cache';
import { busyTimesByCoach, schedulesFor } from '../availability';
import { tellVerification } from './verification-mail';

type Deps = Pick<AppDeps, 'db' | 'now'>;

/** Full coaches: availability as entries with their status (weekly schedule and one-off windows, booked where a live session and its buffer lie), session types. */
async function withExtras({ db, now: clock }: Deps, rows: repo.ProfileRow[]): Promise<Coach[]> {
  const ids = rows.map((r) => r.id);
  const now = clock();
  const [{ windows, types }, busy, schedules] = await Promise.all([
    repo.loadCoachExtras(db, ids, now),
    busyTimesByCoach({ db, now: clock }, ids),
    schedulesFor(db, ids),
  ]);
  return rows.map((r) =>
    presentCoach(r, now, { windows: windows.get(r.id), busy: busy.get(r.id), types: types.get(r.id), schedule: schedules.get(r.id) }),
  );
}

/** Each coach's next free slot (presenter `nextFreeOf`), in four queries whatever their number. */
async function nextFreeByCoach({ db, now: clock }: Deps, rows: readonly Pick<repo.SummaryRow, 'id' | 'hourlyRate'>[]): Promise<Map<string, Date | null>> {
  const ids = rows.map((r) => r.id);
  const now = clock();
  const [{ windows, types }, busy, schedules] = await Promise.all([repo.loadCoachExtras(db, ids, now), busyTimesByCoach({ db, now: clock }, ids), schedulesFor(db, ids)]);
  return new Map(rows.map((r) => [r.id, nextFreeOf(r, now, { windows: windows.get(r.id), busy: busy.get(r.id), types: types.get(r.id), schedule: schedules.get(r.id) })]));
}

/** GET /coaches and /coaches/verified: full listed coaches, a page at a time. */
export async function listCoaches(deps: Deps, options: { page: number; pageSize: number }) {
  const { rows, total } = await repo.listCoaches(deps.db, options);
  const meta: PageMeta = { total, page: options.page, pageSize: options.pageSize };
  return { data: await withExtras(deps, rows), meta };
}

/**
 * GET /coaches/search (docs/product/coaches.md "Search"): no filters lists every listed coach.
 * Answered from this server's index when it shows exactly `versions` (the `coaches` topic's, read
 * after the request arrived), else by SQL; the words are looked up once per version
 * (docs/decisions/028).
 */
export async function searchCoaches(
  { db, now, searchIndex }: Deps & { searchIndex?: SearchIndexKeeper },
  query: CoachSearchQuery,
  versions?: Versions,
) {
  const known = versions && searchIndex?.lookups.at(versions);
  const { words, ...terms } = await searchTerms(db, prepareTextQuery(query.query), query.location, known);
  const filters = filterInputOf(terms, query);
  const find = (page: number, pageSize: number) =>
    (versions && searchIndex?.search(versions, words, filters, page, pageSize)) ?? repo.searchCoaches(db, filters, page, pageSize);
  if (query.sort === 'next_available') {
    // The next free slot needs each coach's calendar, so it is ordered here, over every candidate
    // (at most the cap), the search's own order breaking ties (docs/decisions/032).
    const { rows, total, capped } = await find(1, COACH_SEARCH_RESULT_CAP);
    const nextFree = await nextFreeByCoach({ db, now }, rows);
    const at = (id: string) => nextFree.get(id)?.getTime() ?? Number.POSITIVE_INFINITY;
    const offset = (query.page - 1) * query.pageSize;
    const page = [...rows].sort((a, b) => at(a.id) - at(b.id)).slice(offset, offset + query.pageSize);
    return { data: page.map((r) => presentCoachSummary(r, nextFree.get(r.id) ?? null)), meta: pageMeta(query, total, capped) };
  }
  const { rows, total, capped } = await find(query.page, query.pageSize);
  const nextFree = await nextFreeByCoach({ db, now }, rows);
  return { data: rows.map((r) => presentCoachSummary(r, nextFree.get(r.id) ?? null)), meta: pageMeta(query, total, capped) };
}

const pageMeta = (query: CoachSearchQuery, total: number, capped: boolean): PageMeta => ({
  total,
  page: query.page,
  pageSize: query.pageSize,
  ...(capped ? { totalCapped: true } : {}),
});

/** The chip counts: the search's filters except the specialization filter. */
export async function specializationCounts({ db, searchIndex }: Pick<Deps, 'db'> & { searchIndex?: SearchIndexKeeper }, filters: CoachFilters, versions?: Versions) {
  const known = versions && searchIndex?.lookups.at(versions);
  return repo.countSpecializations(db, filterInputOf(await searchTerms(db, prepareTextQuery(filters.query), filters.location, known), filters));
}

/** The filters with the typed words and the city turned into full-text queries (typo-tolerant). */
function filterInputOf(
  { fullText, city, impossible }: Pick<SearchTerms, 'fullText' | 'city' | 'impossible'>,
  filters: CoachFilters & Partial<Pick<CoachSearchQuery, 'specialization' | 'sort' | 'priceMin' | 'priceMax' | 'language'>>,
): repo.CoachFilterInput {
  return {
    fullText,
    city,
    impossible,
    specializations: filters.specialization,
    minRating: filters.minRating,
    experience: filters.experience,
    sort: filters.sort,
    priceMin: filters.priceMin,
    priceMax: filters.priceMax,
    language: filters.language,
  };
}

/** GET /coaches/top-rated and /coaches/featured: listed coaches, best trusted rating first. */
export async function topRated(deps: Deps, limit: number) {
  return withExtras(deps, await repo.topCoaches(deps.db, limit));
}

/** One active coach; an unknown id is 'Coach not found'. */
export async function coachById(deps: Deps, id: string): Promise<Coach> {
  const row = await repo.findActiveCoach(deps.db, id);
  if (!row) throw new NotFound(COACH_NOT_FOUND);
  const [coach] = await withExtras(deps, [row]);
  return coach!;
}

/**
 * PATCH /coaches/{id}/verification: an admin sets or clears the verified mark by hand (the route
 * checks the role). A mark set this way names no record; an approved application does
 * (features/verification). A change is audited and the coach is told.
 */
export async function setVerification(deps: Deps & Pick<AppDeps, 'config' | 'outbox'>, adminId: string, id: string, isVerified: boolean): Promise<Coach> {
  const row = await deps.db.transaction(async (tx) => {
    const changed = await changeVerifiedMark(tx, deps, { coachId: id, isVerified, as: null });
    if (changed && changed.wasVerified !== isVerified) {
      await recordAdminAction(tx, {
        adminId,
        action: isVerified ? 'coach.verify' : 'coach.unverify',
        target: { type: 'coach', id },
        before: { isVerified: changed.wasVerified },
        after: { isVerified },
        now: deps.now(),
      });
    }
    return changed?.row ?? null;
  });
  deps.outbox.wake();
  if (!row) throw new NotFound(COACH_NOT_FOUND);
  const [coach] = await withExtras(deps, [row]);
  return coach!;
}

/**
 * Sets or clears a coach's verified mark inside the caller's transaction: locks the coach and tells
 * them (mail and notification) when the mark changes. Null when no mentor has this id. The one
 * place the mark changes; callers record the admin action.
 */
export async function changeVerifiedMark(
  tx: Db,
  deps: Pick<AppDeps, 'config' | 'now'>,
  change: { coachId: string; isVerified: boolean; as: VerificationKind | null },
): Promise<{ wasVerified: boolean; row: repo.ProfileRow } | null> {
  const now = deps.now();
  const before = await repo.lockVerification(tx, change.coachId);
  if (!before) return null;
  const row = await repo.setVerified(tx, change.coachId, { isVerified: change.isVerified, as: change.as }, now);
  if (before.isVerified !== change.isVerified) {
    await tellVerification(tx, deps.config, { id: change.coachId, email: before.email, firstName: before.firstName }, change.isVerified, now);
  }
  return row ? { wasVerified: before.isVerified, row } : null;
}
