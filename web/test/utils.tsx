import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { routes as appRoutes } from '../src/app/router';
import { AuthProvider, type AuthUser } from '../src/lib/auth';
import { registerNavigate } from '../src/lib/navigation';
import { checkAgainstContract } from './contracts';

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Marks an answer as one the server's contract does not allow, for a test of how a screen copes
 * with it (say why at the call): mockFetch lets it through unchecked.
 */
export function outsideContract(response: Response): Response {
  uncheckedAnswers.add(response);
  return response;
}
const uncheckedAnswers = new WeakSet<Response>();

/**
 * Replaces global fetch; the handler gets the URL and init of each call. Every JSON answer it gives
 * to an API endpoint is checked against that endpoint's contract in `@ssb/domain` (test/contracts.ts):
 * a fixture that does not match fails the test.
 */
export function mockFetch(handler: (url: string, init: RequestInit) => Response | Promise<Response>, { answersBell = false } = {}) {
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    // Every signed-in page's top bar asks for the bell's notifications: an empty bell, unless the
    // test is about the bell (`answersBell`) and its handler answers.
    const response = !answersBell && url === '/api/notifications' ? jsonResponse({ success: true, data: { items: [], unread: 0 } }) : await handler(url, init ?? {});
    if (!uncheckedAnswers.has(response)) await checkAgainstContract(init?.method ?? 'GET', url, response);
    return response;
  });
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
