import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { routes as appRoutes } from '../src/app/router';
import { AuthProvider, type AuthUser } from '../src/lib/auth';
import { registerNavigate } from '../src/lib/navigation';

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Replaces global fetch; the handler gets the URL and init of each call. */
export function mockFetch(handler: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => handler(String(input), init ?? {}));
  vi.stubGlobal('fetch', fn);
  return fn;
}

export function signInAs(user: Partial<AuthUser> = {}, token: string | null = 'tok-123') {
  if (token) localStorage.setItem('token', token);
  localStorage.setItem(
    'user',
    JSON.stringify({ id: 'u1', firstName: 'Asha', lastName: 'Verma', email: 'asha@example.com', role: 'mentee', ...user }),
  );
}

/** Renders the app's routes (or given ones) in a memory router with the app's providers. */
export function renderApp(path: string, routes: RouteObject[] = appRoutes) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const unregister = registerNavigate((to, options) => void router.navigate(to, options));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient, unregister };
}
