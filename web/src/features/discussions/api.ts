/** Live discussions over HTTP (docs/product/content.md): TanStack Query hooks on the one client in lib/api.ts. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateDiscussionPayload, Discussion, DiscussionAccess, UpdateDiscussionPayload } from '@ssb/domain';
import { call, callPage } from '../../lib/api';

export const discussionKeys = {
  all: ['discussions'] as const,
  list: () => [...discussionKeys.all, 'list'] as const,
};

/** Seats fill up while the page is open: refresh the counts every minute. */
const LIST_REFRESH_MS = 60_000;

export const discussionsQuery = () =>
  queryOptions({
    queryKey: discussionKeys.list(),
    queryFn: ({ signal }) => callPage('listDiscussions', { signal }).then((page) => page.data),
  });

export function useDiscussions() {
  return useQuery({ ...discussionsQuery(), refetchInterval: LIST_REFRESH_MS });
}

/** Puts the server's fresh copy of one discussion into the cached list. */
function useReplaceInList() {
  const queryClient = useQueryClient();
  return (updated: Discussion) => {
    queryClient.setQueryData<Discussion[]>(discussionKeys.list(), (list) =>
      list?.map((d) => (d.id === updated.id ? updated : d)),
    );
  };
}

export function useJoinDiscussion() {
  const queryClient = useQueryClient();
  const replace = useReplaceInList();
  return useMutation({
    mutationFn: (id: string) => call('joinDiscussion', { params: { id } }),
    onSuccess: replace,
    // Full or closed meanwhile: show the list as it now is.
    onError: () => void queryClient.invalidateQueries({ queryKey: discussionKeys.all }),
  });
}

/** GET /discussions/{id}/access: the meet link, for attendees from 5 minutes before the start. */
export function fetchDiscussionAccess(id: string): Promise<DiscussionAccess> {
  return call('discussionAccess', { params: { id } });
}

export function useCreateDiscussion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: CreateDiscussionPayload) => call('createDiscussion', { body: payload }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: discussionKeys.all }),
  });
}

/** POST /discussions/{id}/cancel (admins): the list is read again without it. */
export function useCancelDiscussion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => call('cancelDiscussion', { params: { id }, body: { reason } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: discussionKeys.all }),
  });
}

/** PUT /discussions/{id} (admins). */
export function useUpdateDiscussion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...payload }: UpdateDiscussionPayload & { id: string }) => call('updateDiscussion', { params: { id }, body: payload }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: discussionKeys.all }),
  });
}

/** The discussion's calendar file (a download link, never fetched by the client). */
export const discussionCalendarUrl = (id: string) => `/api/discussions/${encodeURIComponent(id)}/calendar.ics`;
