import { COACH_LANGUAGES, COACH_SORTS, type CoachLanguage, type CoachSort } from '@ssb/domain';
import type { CoachSearch } from './api';

const isSort = (v: string | null): v is CoachSort => v !== null && (COACH_SORTS as readonly string[]).includes(v);
const isLanguage = (v: string | null): v is CoachLanguage => v !== null && (COACH_LANGUAGES as readonly string[]).includes(v);
/** A whole number of rupees from the URL, else null. */
function rupees(value: string | null): number | null {
  if (value === null || !/^\d{1,6}$/.test(value.trim())) return null;
  return Number(value.trim());
}

/** ?q=psychology&specialization=TAT&specialization=WAT&sort=price&priceMin=1000&priceMax=2000&language=Hindi&page=2 → the search (a search can be shared). */
export function readCoachSearch(params: URLSearchParams): CoachSearch {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const specializations = [...new Set(params.getAll('specialization').map((s) => s.trim()).filter(Boolean))];
  const sort = params.get('sort');
  const language = params.get('language');
  return {
    q: (params.get('q') ?? '').trim(),
    specializations,
    sort: isSort(sort) ? sort : 'relevance',
    priceMin: rupees(params.get('priceMin')),
    priceMax: rupees(params.get('priceMax')),
    language: isLanguage(language) ? language : null,
    page: Number.isFinite(page) && page > 1 ? Math.min(page, 10_000) : 1,
  };
}

/** The search as URL parameters; empty values, the default sort and page 1 are left out, other parameters are kept. */
export function writeCoachSearch(search: CoachSearch, base = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of ['q', 'specialization', 'sort', 'priceMin', 'priceMax', 'language', 'page']) next.delete(key);
  if (search.q.trim()) next.set('q', search.q.trim());
  for (const s of search.specializations) next.append('specialization', s);
  if (search.sort !== 'relevance') next.set('sort', search.sort);
  if (search.priceMin !== null) next.set('priceMin', String(search.priceMin));
  if (search.priceMax !== null) next.set('priceMax', String(search.priceMax));
  if (search.language) next.set('language', search.language);
  if (search.page > 1) next.set('page', String(search.page));
  return next;
}
