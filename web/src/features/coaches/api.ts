import { COACH_SEARCH_PAGE_SIZE_DEFAULT, FEATURED_MENTORS, type Coach, type CoachLanguage, type CoachSort } from '@ssb/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callPage, messageOf } from '../../lib/api';
import { notify } from '../../lib/notify';

/** What the coaches page searches for; mirrored in the URL (?q=&specialization=&sort=&priceMin=&priceMax=&language=&page=). */
export interface CoachSearch {
  q: string;
  specializations: string[];
  sort: CoachSort;
  /** Rupees: the cheapest bookable session type at least this; null for any price. */
  priceMin: number | null;
  /** Rupees: the cheapest bookable session type at most this; null for any price. */
  priceMax: number | null;
  language: CoachLanguage | null;
  page: number;
}

export const COACHES_PAGE_SIZE = COACH_SEARCH_PAGE_SIZE_DEFAULT;

export const coachKeys = {
  all: ['coaches'] as const,
  search: (s: CoachSearch) => ['coaches', 'search', s.q, [...s.specializations].sort(), s.sort, s.priceMin, s.priceMax, s.language, s.page] as const,
  compare: (ids: readonly string[]) => ['coaches', 'compare', ...ids] as const,
  specializations: (q: string) => ['coaches', 'specializations', q] as const,
  featured: () => ['coaches', 'featured'] as const,
  one: (id: string) => ['coaches', 'one', id] as const,
  topRated: (limit: number) => ['coaches', 'top-rated', limit] as const,
};

/** GET /api/coaches/search (docs/product/coaches.md "Search"). */
export const coachSearchQuery = (search: CoachSearch) =>
  queryOptions({
    queryKey: coachKeys.search(search),
    queryFn: ({ signal }) =>
      callPage('searchCoaches', {
        query: {
          query: search.q,
          specialization: search.specializations,
          ...(search.sort !== 'relevance' ? { sort: search.sort } : {}),
          ...(search.priceMin !== null ? { priceMin: search.priceMin } : {}),
          ...(search.priceMax !== null ? { priceMax: search.priceMax } : {}),
          ...(search.language ? { language: search.language } : {}),
          page: search.page,
          pageSize: COACHES_PAGE_SIZE,
        },
        signal,
      }),
  });

/** The previous page stays on screen while the next loads. */
export function useCoachSearch(search: CoachSearch) {
  return useQuery({ ...coachSearchQuery(search), placeholderData: keepPreviousData });
}

export const specializationCountsQuery = (q: string) =>
  queryOptions({
    queryKey: coachKeys.specializations(q),
    queryFn: ({ signal }) => call('specializationCounts', { query: { query: q }, signal }),
  });

/** The chips: every specialization with its count under the same text query. */
export function useSpecializationCounts(q: string) {
  return useQuery({ ...specializationCountsQuery(q), placeholderData: keepPreviousData });
}

/** Featured (3); an empty answer falls back to top-rated (3). Failures surface (the home page shows demo data). */
export const featuredMentorsQuery = () =>
  queryOptions({
    queryKey: coachKeys.featured(),
    queryFn: async ({ signal }) => {
      const featured = await call('featuredCoaches', { query: { limit: FEATURED_MENTORS }, signal });
      if (Array.isArray(featured) && featured.length > 0) return featured.slice(0, FEATURED_MENTORS);
      const top = await call('topRatedCoaches', { query: { limit: FEATURED_MENTORS }, signal });
      return Array.isArray(top) ? top.slice(0, FEATURED_MENTORS) : [];
    },
    retry: false,
  });

export function useFeaturedMentors() {
  return useQuery(featuredMentorsQuery());
}

/** GET /api/coaches/top-rated: the best-rated coaches, best first. */
export function useTopRatedCoaches(limit: number) {
  return useQuery({
    queryKey: coachKeys.topRated(limit),
    queryFn: ({ signal }) => callPage('topRatedCoaches', { query: { limit }, signal }).then((page) => page.data),
  });
}

export const coachQuery = (id: string) =>
  queryOptions({
    queryKey: coachKeys.one(id),
    queryFn: ({ signal }) => call('coach', { params: { id }, signal }),
  });

export function useCoach(id: string | undefined) {
  return useQuery({ ...coachQuery(id ?? ''), enabled: Boolean(id) });
}

/** Admins: PATCH /api/coaches/{id}/verification. The mark changes at once and rolls back on failure. */
export function useSetVerification(id: string) {
  const queryClient = useQueryClient();
  const key = coachKeys.one(id);
  return useMutation({
    mutationFn: (isVerified: boolean) => call('setCoachVerification', { params: { id }, body: { isVerified } }),
    onMutate: async (isVerified) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Coach>(key);
      if (previous) queryClient.setQueryData<Coach>(key, { ...previous, isVerified });
      return { previous };
    },
    onError: (error, _isVerified, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      notify('error', 'Update failed', { description: messageOf(error, 'Could not change the verification. Please try again.') });
    },
    onSuccess: (coach) => {
      queryClient.setQueryData(key, coach);
      notify('success', coach.isVerified ? 'Verified' : 'Verification removed', {
        description: coach.isVerified ? 'The coach now shows the verified mark.' : undefined,
      });
      // Lists (search, featured) show the mark too.
      void queryClient.invalidateQueries({ queryKey: coachKeys.all, predicate: (q) => q.queryKey[1] !== 'one' });
    },
  });
}
