import type { CoachSearch } from './api';

/** ?q=psychology&specialization=TAT&specialization=WAT&page=2 → the search (a search can be shared). */
export function readCoachSearch(params: URLSearchParams): CoachSearch {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const specializations = [...new Set(params.getAll('specialization').map((s) => s.trim()).filter(Boolean))];
  return {
    q: (params.get('q') ?? '').trim(),
    specializations,
    page: Number.isFinite(page) && page > 1 ? Math.min(page, 10_000) : 1,
  };
}

/** The search as URL parameters; empty values and page 1 are left out, other parameters are kept. */
export function writeCoachSearch(search: CoachSearch, base = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of ['q', 'specialization', 'page']) next.delete(key);
  if (search.q.trim()) next.set('q', search.q.trim());
  for (const s of search.specializations) next.append('specialization', s);
  if (search.page > 1) next.set('page', String(search.page));
  return next;
}
