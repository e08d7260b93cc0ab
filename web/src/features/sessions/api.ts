/** Sessions over HTTP (docs/product/sessions.md): TanStack Query hooks on the one client in lib/api.ts. */
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateSessionInput, SessionDto, UpdateSessionInput } from '@ssb/domain';
import { api } from '../../lib/api';

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

/** A booking or a status change anywhere on the page tells every sessions list to refresh. */
export const SESSIONS_CHANGED_EVENT = 'sessions-changed';

export function emitSessionsChanged(): void {
  window.dispatchEvent(new Event(SESSIONS_CHANGED_EVENT));
}

/** Refreshes the cached sessions whenever the sessions-changed event fires (mount once per page). */
export function useSessionsChangedRefresh(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    window.addEventListener(SESSIONS_CHANGED_EVENT, refresh);
    return () => window.removeEventListener(SESSIONS_CHANGED_EVENT, refresh);
  }, [queryClient]);
}

export function fetchSessions(query: SessionQuery = {}, signal?: AbortSignal): Promise<Session[]> {
  return api
    .list<Session>('/sessions', { query: { ...query, pageSize: query.pageSize ?? 100 }, signal })
    .then((page) => page.data);
}

export function useSessions(query: SessionQuery = {}, options: { enabled?: boolean } = {}) {
  useSessionsChangedRefresh();
  return useQuery({
    queryKey: sessionKeys.list(query),
    queryFn: ({ signal }) => fetchSessions(query, signal),
    enabled: options.enabled ?? true,
  });
}

export function useSession(id: string | undefined) {
  useSessionsChangedRefresh();
  return useQuery({
    queryKey: sessionKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.get<Session>(`/sessions/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: Boolean(id),
  });
}

/** Puts the server's fresh copy into every cached list and the detail, then announces the change. */
function useStoreSession() {
  const queryClient = useQueryClient();
  return (session: Session) => {
    queryClient.setQueryData(sessionKeys.detail(session.id), session);
    queryClient.setQueriesData<Session[]>({ queryKey: [...sessionKeys.all, 'list'] }, (list) =>
      list?.map((s) => (s.id === session.id ? session : s)),
    );
    emitSessionsChanged();
  };
}

export function useBookSession() {
  return useMutation({
    mutationFn: (payload: CreateSessionInput) => api.post<Session>('/sessions', payload),
  });
}

export function useUpdateSession() {
  const store = useStoreSession();
  return useMutation({
    mutationFn: ({ id, ...changes }: UpdateSessionInput & { id: string }) =>
      api.put<Session>(`/sessions/${encodeURIComponent(id)}`, changes),
    onSuccess: store,
  });
}

/** The .ics link of a session (served to its participants with the session cookie). */
export const calendarUrl = (id: string) => `/api/sessions/${encodeURIComponent(id)}/calendar.ics`;
