import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { AppRoutes } from '../src/app/AppRoutes';
import { preparePage } from '../src/app/router';
import { BrowserLocation, navigate, Route, Switch, type NavigateOptions } from '../src/lib/router';
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
export function mockFetch(handler: (url: string, init: RequestInit) => Response | Promise<Response>, { answersBell = false, answersPayoutAccount = false } = {}) {
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    // Every signed-in page's top bar asks for the bell's notifications: an empty bell, unless the
    // test is about the bell (`answersBell`) and its handler answers. Likewise a coach's pages ask
    // for the payout account (the "Get paid" step): an active one (no step), unless `answersPayoutAccount`.
    const response =
      !answersBell && url === '/api/notifications'
        ? jsonResponse({ success: true, data: { items: [], unread: 0 } })
        : !answersPayoutAccount && url === '/api/earnings/payout-account' && (init?.method ?? 'GET') === 'GET'
          ? jsonResponse({ success: true, data: { status: 'active', reason: null, gateway: 'razorpay', account: null } })
          : await handler(url, init ?? {});
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

/** A screen of a test: shown at `path` (a wouter pattern). */
export type TestRoute = { path: string; element: ReactNode };

/**
 * Renders the app's routes (or the given ones) at `path`, in jsdom's own history, with the app's
 * providers. `router` reads where the app went and navigates as a link would.
 */
export function renderApp(path: string, routes?: TestRoute[]) {
  window.history.replaceState(null, '', path);
  const unregister = registerNavigate(navigate);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <BrowserLocation prepare={preparePage}>
          {routes ? (
            <Switch>
              {routes.map((route) => (
                <Route key={route.path} path={route.path}>
                  {route.element}
                </Route>
              ))}
            </Switch>
          ) : (
            <AppRoutes />
          )}
        </BrowserLocation>
      </AuthProvider>
    </QueryClientProvider>,
  );
  const router = {
    state: {
      get location() {
        const { pathname, search, hash } = window.location;
        return { pathname, search, hash };
      },
    },
    navigate: (to: string, options?: NavigateOptions) => navigate(to, options),
  };
  return { ...result, router, queryClient, unregister };
}
