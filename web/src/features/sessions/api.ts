/** Sessions over HTTP (docs/product/sessions.md): TanStack Query hooks on the one client in lib/api.ts. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConfirmPaymentInput,
  CreateSessionInput,
  DisputeInput,
  SessionDto,
  UpdateSessionInput,
} from '@ssb/domain';
import { call, callPage, isApiError } from '../../lib/api';
import { coachKeys } from '../coaches/api';

export type Session = SessionDto;

export interface SessionQuery {
  mentorId?: string;
  type?: 'upcoming' | 'past';
  status?: 'scheduled' | 'completed' | 'cancelled';
  pageSize?: number;
}

export const sessionKeys = {
  all: ['sessions'] as const,
  list: (query: SessionQuery = {}) => [...sessionKeys.all, 'list', query] as const,
  detail: (id: string) => [...sessionKeys.all, 'detail', id] as const,
};

export function fetchSessions(query: SessionQuery = {}, signal?: AbortSignal): Promise<Session[]> {
  return callPage('listSessions', { query: { ...query, pageSize: query.pageSize ?? 100 }, signal }).then((page) => page.data);
}

export const sessionsQuery = (query: SessionQuery = {}) =>
  queryOptions({ queryKey: sessionKeys.list(query), queryFn: ({ signal }) => fetchSessions(query, signal) });

export function useSessions(query: SessionQuery = {}, options: { enabled?: boolean } = {}) {
  return useQuery({ ...sessionsQuery(query), enabled: options.enabled ?? true });
}

export function useSession(id: string | undefined) {
  return useQuery({
    queryKey: sessionKeys.detail(id ?? ''),
    queryFn: ({ signal }) => call('session', { params: { id: id ?? '' }, signal }),
    enabled: Boolean(id),
  });
}

/**
 * Puts the server's fresh copy into every cached list and the detail at once, then has the lists
 * fetched again in the background (a status change can move a session to another list).
 */
function useStoreSession() {
  const queryClient = useQueryClient();
  return (session: Session) => {
    queryClient.setQueryData(sessionKeys.detail(session.id), session);
    queryClient.setQueriesData<Session[]>({ queryKey: [...sessionKeys.all, 'list'] }, (list) =>
      list?.map((s) => (s.id === session.id ? session : s)),
    );
    void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
  };
}

/**
 * POST /sessions. A booking changes the viewer's sessions and the coach's free slots: both are
 * fetched again, after a booking and after a refusal because the slot was just taken.
 */
export function useBookSession() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    void queryClient.invalidateQueries({ queryKey: coachKeys.all });
  };
  return useMutation({
    mutationFn: (payload: CreateSessionInput) => call('bookSession', { body: payload }),
    onSuccess: refresh,
    onError: (error) => {
      if (isApiError(error) && error.status === 409) refresh();
    },
  });
}

export function useUpdateSession() {
  const store = useStoreSession();
  return useMutation({
    mutationFn: ({ id, ...changes }: UpdateSessionInput & { id: string }) =>
      call('updateSession', { params: { id }, body: changes }),
    onSuccess: store,
  });
}

/**
 * POST /sessions/{id}/payment: hands the gateway's result to the server, which checks and confirms it.
 * A refusal may come with a changed session (its hold lapsed, the late payment refunded): it is fetched again.
 */
export function useConfirmPayment() {
  const store = useStoreSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, result }: { id: string; result: ConfirmPaymentInput }) => call('confirmPayment', { params: { id }, body: result }),
    onSuccess: store,
    onError: (_error, { id }) => void queryClient.invalidateQueries({ queryKey: sessionKeys.detail(id) }),
  });
}

/** POST /sessions/{id}/reschedule: the mentee moves the session once; the coach's free slots change too. */
export function useRescheduleSession() {
  const store = useStoreSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, scheduledAt }: { id: string; scheduledAt: string }) =>
      call('rescheduleSession', { params: { id }, body: { scheduledAt } }),
    onSuccess: (session) => {
      store(session);
      void queryClient.invalidateQueries({ queryKey: coachKeys.all });
    },
  });
}

/** POST /sessions/{id}/dispute: the mentee reports that the coach did not come. */
export function useDisputeSession() {
  const store = useStoreSession();
  return useMutation({
    mutationFn: ({ id, ...body }: DisputeInput & { id: string }) => call('disputeSession', { params: { id }, body }),
    onSuccess: store,
  });
}

/** The .ics link of a session (served to its participants with the session cookie). */
export const calendarUrl = (id: string) => `/api/sessions/${encodeURIComponent(id)}/calendar.ics`;
