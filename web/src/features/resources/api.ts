/** The resource library over HTTP (docs/product/content.md): TanStack Query hooks on the one client in lib/api.ts. */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateResourceInput } from '@ssb/domain';
import { pageFrom } from '../../components/ui/Pager';
import { call, callPage, isApiError } from '../../lib/api';

export type ResourceFilter = { category?: string; q?: string; page?: number };

export const RESOURCES_PAGE_SIZE = 24;

export const resourceKeys = {
  all: ['resources'] as const,
  list: (filter: ResourceFilter) => [...resourceKeys.all, 'list', filter] as const,
  mine: () => [...resourceKeys.all, 'mine'] as const,
  detail: (id: string) => [...resourceKeys.all, 'detail', id] as const,
};

/**
 * The library's calls: /resources/search?q= when searching, /resources/by-category/{c} for one
 * category, else /resources.
 */
function fetchResources({ category, q }: ResourceFilter, page: number, signal: AbortSignal) {
  const paging = { page, pageSize: RESOURCES_PAGE_SIZE };
  if (q) return callPage('searchResources', { query: { q, category, ...paging }, signal });
  if (category) return callPage('resourcesByCategory', { params: { category }, query: paging, signal });
  return callPage('listResources', { query: paging, signal });
}

/** The library's filter as the URL holds it (`?category=&q=&page=`). */
export function readResourceFilter(params: URLSearchParams): ResourceFilter & { page: number } {
  const q = (params.get('q') ?? '').trim();
  return { category: params.get('category') || undefined, q: q || undefined, page: pageFrom(params) };
}

export const resourcesQuery = (filter: ResourceFilter) => {
  const page = filter.page ?? 1;
  return queryOptions({
    queryKey: resourceKeys.list({ category: filter.category, q: filter.q, page }),
    queryFn: ({ signal }) => fetchResources(filter, page, signal),
  });
};

export function useResources(filter: ResourceFilter) {
  return useQuery({ ...resourcesQuery(filter), placeholderData: keepPreviousData });
}

/** The signed-in user's own resources (GET /resources?mine=1). */
export function useMyResources(enabled = true) {
  return useQuery({
    queryKey: resourceKeys.mine(),
    queryFn: ({ signal }) => callPage('listResources', { signal, query: { mine: '1', pageSize: 100 } }),
    enabled,
  });
}

export function useResource(id: string | undefined) {
  return useQuery({
    queryKey: resourceKeys.detail(id ?? ''),
    queryFn: ({ signal }) => call('resource', { params: { id: id! }, signal }),
    enabled: Boolean(id),
    retry: (count, error) => count < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  });
}

export function useCreateResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: CreateResourceInput) => call('createResource', { body: payload }),
    onSuccess: (resource) => {
      queryClient.setQueryData(resourceKeys.detail(resource.id), resource);
      void queryClient.invalidateQueries({ queryKey: resourceKeys.all });
    },
  });
}
