import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '../lib/api';
import { AuthProvider, type AuthUser } from '../lib/auth';
import { DeferredToaster } from './DeferredToaster';

/**
 * Defaults for people on mobile data: one retry (never for 4xx answers, which will not change),
 * no refetch on window focus or reconnect storms, 30 s of freshness.
 * `networkMode: 'always'`: offline, a request still goes to the API client, which fails it at once
 * with "You seem to be offline" (lib/api.ts); TanStack Query's default paused it instead, and the
 * screen waited ("Booking…" for 40 s and more, issue 36).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'always',
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
          return failureCount < 1;
        },
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** `serverUser`: who a server-rendered page was rendered for (null: signed out), for the render and its hydration. */
export function AppProviders({ children, queryClient, serverUser = null }: { children: ReactNode; queryClient: QueryClient; serverUser?: AuthUser | null }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider serverUser={serverUser}>
        {children}
        <DeferredToaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}
