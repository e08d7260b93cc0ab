import { COACH_NOT_FOUND, type Coach, type CoachFilters, type CoachSearchQuery, type PageMeta } from '@ssb/domain';
import type { AppDeps } from '../../app-instance';
import type { Db } from '../../db/client';
import { NotFound } from '../../platform/errors';
import { presentCoach, presentCoachSummary } from './presenter';
import * as repo from './repository';
import { prepareTextQuery, searchTerms } from './search-terms';
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

/** GET /coaches and /coaches/verified: full coaches, a page at a time. */
export async function listCoaches(deps: Deps, options: { verifiedOnly: boolean; page: number; pageSize: number }) {
  const { rows, total } = await repo.listCoaches(deps.db, options);
  const meta: PageMeta = { total, page: options.page, pageSize: options.pageSize };
  return { data: await withExtras(deps, rows), meta };
}

/** GET /coaches/search (docs/product/coaches.md "Search"): no filters lists every active coach. */
export async function searchCoaches({ db }: Pick<Deps, 'db'>, query: CoachSearchQuery) {
  const { rows, total, capped } = await repo.searchCoaches(db, await filterInput(db, query), query.page, query.pageSize);
  const meta: PageMeta = { total, page: query.page, pageSize: query.pageSize, ...(capped ? { totalCapped: true } : {}) };
  return { data: rows.map(presentCoachSummary), meta };
}

/** The chip counts: the search's filters except the specialization filter. */
export async function specializationCounts({ db }: Pick<Deps, 'db'>, filters: CoachFilters) {
  return repo.countSpecializations(db, await filterInput(db, filters));
}

/** The filters with the typed words and the city turned into full-text queries (typo-tolerant). */
async function filterInput(db: Db, filters: CoachFilters & { specialization?: string[] }): Promise<repo.CoachFilterInput> {
  const { fullText, city } = await searchTerms(db, prepareTextQuery(filters.query), filters.location);
  return { fullText, city, specializations: filters.specialization, minRating: filters.minRating, experience: filters.experience };
}

export async function topRated(deps: Deps, limit: number) {
  return withExtras(deps, await repo.topCoaches(deps.db, { limit, verifiedOnly: false }));
}

/** Verified coaches only, best trusted rating first. An empty answer lets the client fall back to top-rated. */
export async function featured(deps: Deps, limit: number) {
  return withExtras(deps, await repo.topCoaches(deps.db, { limit, verifiedOnly: true }));
}

/** One active coach; an unknown id is 'Coach not found'. */
export async function coachById(deps: Deps, id: string): Promise<Coach> {
  const row = await repo.findActiveCoach(deps.db, id);
  if (!row) throw new NotFound(COACH_NOT_FOUND);
  const [coach] = await withExtras(deps, [row]);
  return coach!;
}

/** Admins set or clear the verified mark (the route checks the role); the coach is told of a change. */
export async function setVerification(deps: Deps & Pick<AppDeps, 'config' | 'outbox'>, id: string, isVerified: boolean): Promise<Coach> {
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const before = await repo.lockVerification(tx, id);
    if (!before) return null;
    const updated = await repo.setVerified(tx, id, isVerified, now);
    if (before.isVerified !== isVerified) await tellVerification(tx, deps.config, { id, email: before.email, firstName: before.firstName }, isVerified, now);
    return updated;
  });
  deps.outbox.wake();
  if (!row) throw new NotFound(COACH_NOT_FOUND);
  const [coach] = await withExtras(deps, [row]);
  return coach!;
}
