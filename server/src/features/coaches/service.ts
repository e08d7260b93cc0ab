import { COACH_NOT_FOUND, type Coach, type CoachFilters, type CoachSearchQuery, type PageMeta } from '@ssb/domain';
import type { Db } from '../../db/client';
import { NotFound } from '../../platform/errors';
import { presentCoach, presentCoachSummary } from './presenter';
import * as repo from './repository';
import { prepareTextQuery, searchTerms } from './search-terms';
import { busyTimesByCoach } from '../availability';

/** Full coaches: availability as entries with their status (booked where a live session lies), session types. */
async function withExtras(db: Db, now: Date, rows: repo.ProfileRow[]): Promise<Coach[]> {
  const ids = rows.map((r) => r.id);
  const [{ windows, types }, busy] = await Promise.all([repo.loadCoachExtras(db, ids, now), busyTimesByCoach(db, ids, now)]);
  return rows.map((r) => presentCoach(r, now, { windows: windows.get(r.id), busy: busy.get(r.id), types: types.get(r.id) }));
}

/** GET /coaches and /coaches/verified: full coaches, a page at a time. */
export async function listCoaches(db: Db, now: Date, options: { verifiedOnly: boolean; page: number; pageSize: number }) {
  const { rows, total } = await repo.listCoaches(db, options);
  const meta: PageMeta = { total, page: options.page, pageSize: options.pageSize };
  return { data: await withExtras(db, now, rows), meta };
}

/** GET /coaches/search (docs/product/coaches.md "Search"): no filters lists every active coach. */
export async function searchCoaches(db: Db, query: CoachSearchQuery) {
  const { rows, total, capped } = await repo.searchCoaches(db, await filterInput(db, query), query.page, query.pageSize);
  const meta: PageMeta = { total, page: query.page, pageSize: query.pageSize, ...(capped ? { totalCapped: true } : {}) };
  return { data: rows.map(presentCoachSummary), meta };
}

/** The chip counts: the search's filters except the specialization filter. */
export async function specializationCounts(db: Db, filters: CoachFilters) {
  return repo.countSpecializations(db, await filterInput(db, filters));
}

/** The filters with the typed words and the city turned into full-text queries (typo-tolerant). */
async function filterInput(db: Db, filters: CoachFilters & { specialization?: string[] }): Promise<repo.CoachFilterInput> {
  const { fullText, city } = await searchTerms(db, prepareTextQuery(filters.query), filters.location);
  return { fullText, city, specializations: filters.specialization, minRating: filters.minRating, experience: filters.experience };
}

export async function topRated(db: Db, now: Date, limit: number) {
  return withExtras(db, now, await repo.topCoaches(db, { limit, verifiedOnly: false }));
}

/** Verified coaches only, best trusted rating first. An empty answer lets the client fall back to top-rated. */
export async function featured(db: Db, now: Date, limit: number) {
  return withExtras(db, now, await repo.topCoaches(db, { limit, verifiedOnly: true }));
}

/** One active coach; an unknown id is 'Coach not found'. */
export async function coachById(db: Db, now: Date, id: string): Promise<Coach> {
  const row = await repo.findActiveCoach(db, id);
  if (!row) throw new NotFound(COACH_NOT_FOUND);
  const [coach] = await withExtras(db, now, [row]);
  return coach!;
}

/** Admins set or clear the verified mark (the route checks the role). */
export async function setVerification(db: Db, now: Date, id: string, isVerified: boolean): Promise<Coach> {
  const row = await repo.setVerified(db, id, isVerified, now);
  if (!row) throw new NotFound(COACH_NOT_FOUND);
  const [coach] = await withExtras(db, now, [row]);
  return coach!;
}
