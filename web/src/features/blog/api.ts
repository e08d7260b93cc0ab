/** The blog over HTTP (docs/product/content.md "Blog"): TanStack Query hooks on the one client in lib/api.ts. */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateBlogPostInput } from '@ssb/domain';
import { call, callPage, isApiError } from '../../lib/api';

export const blogKeys = {
  all: ['blog'] as const,
  list: (page: number, pageSize: number) => [...blogKeys.all, 'list', { page, pageSize }] as const,
  detail: (id: string) => [...blogKeys.all, 'detail', id] as const,
};

export const BLOG_PAGE_SIZE = 12;

/** Published posts as cards (no content), newest first: `{data, meta}`. */
export const blogCardsQuery = ({ page = 1, pageSize = BLOG_PAGE_SIZE }: { page?: number; pageSize?: number } = {}) =>
  queryOptions({
    queryKey: blogKeys.list(page, pageSize),
    queryFn: ({ signal }) => callPage('listBlogCards', { signal, query: { page, pageSize } }),
  });

export function useBlogCards(params: { page?: number; pageSize?: number } = {}) {
  return useQuery({ ...blogCardsQuery(params), placeholderData: keepPreviousData });
}

/** One post with its content rendered to safe HTML. */
export const blogPostQuery = (id: string) =>
  queryOptions({
    queryKey: blogKeys.detail(id),
    queryFn: ({ signal }) => call('blogPost', { params: { id }, signal }),
    // A missing post stays missing: no retries on 404.
    retry: (count, error) => count < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  });

export function useBlogPost(id: string | undefined) {
  return useQuery({ ...blogPostQuery(id ?? ''), enabled: Boolean(id) });
}

export function useCreateBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: CreateBlogPostInput) => call('createBlogPost', { body: payload }),
    onSuccess: (post) => {
      queryClient.setQueryData(blogKeys.detail(post.id), post);
      void queryClient.invalidateQueries({ queryKey: [...blogKeys.all, 'list'] });
    },
  });
}
