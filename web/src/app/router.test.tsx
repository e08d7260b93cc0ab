import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs } from '../../test/utils';
import { nextPathFrom } from '../lib/navigation';
import { RootLayout } from './layout/RootLayout';
import { RouteError } from './RouteError';
import type { RouteObject } from 'react-router';
import { pageModules, routes, type PageHandle } from './router';

describe('router', () => {
  it('sends a signed-out visitor of a protected page to /login, remembering where they were going', async () => {
    const { router } = renderApp('/dashboard/sessions?focus=search');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/dashboard/sessions?focus=search')}`);
    expect(nextPathFrom(router.state.location.search)).toBe('/dashboard/sessions?focus=search');
  });

  it('lets a signed-in user in, inside the dashboard layout', async () => {
    signInAs({ role: 'mentor' });
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    const sidebar = screen.getAllByRole('navigation', { name: 'Dashboard' })[0]!;
    expect(sidebar).toHaveTextContent('Manage Availability');
    expect(sidebar).toHaveTextContent('Write Blog');
    expect(sidebar).not.toHaveTextContent(/^Sessions/);
  });

  it('renders the 404 page for unknown routes', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByText('404')).toBeInTheDocument();
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('shows the generic error screen with the error status', async () => {
    renderApp('/boom', [
      {
        element: <RootLayout />,
        hydrateFallbackElement: <p>Loading</p>,
        children: [
          {
            path: 'boom',
            errorElement: <RouteError />,
            loader: () => {
              throw new Response('Service unavailable', { status: 503 });
            },
            element: <p>never</p>,
          },
        ],
      },
    ]);
    expect(await screen.findByText('Unexpected Application Error!')).toBeInTheDocument();
    expect(screen.getByText('503')).toBeInTheDocument();
    expect(screen.getByText('Service unavailable')).toBeInTheDocument();
  });

  it('only accepts local paths in ?next=', () => {
    expect(nextPathFrom('?next=%2Fcoaches%2F1')).toBe('/coaches/1');
    expect(nextPathFrom('?next=https%3A%2F%2Fevil.example')).toBe('/dashboard');
    expect(nextPathFrom('?next=%2F%2Fevil.example')).toBe('/dashboard');
    expect(nextPathFrom('')).toBe('/dashboard');
  });
});

describe('server-rendered pages', () => {
  it('are the public pages a shared link lands on, and the dashboard for signed-in visitors: each page module that exports serverData', async () => {
    const rendered: string[] = [];
    const visit = async (list: RouteObject[], prefix: string, signedIn: boolean) => {
      for (const route of list) {
        const path = route.index ? prefix || '/' : [prefix, route.path].filter(Boolean).join('/');
        const handle = (route.handle ?? {}) as PageHandle;
        const needsSignIn = signedIn || Boolean(handle.signedIn);
        if (handle.module && (await pageModules[`/${handle.module}`]!()).serverData) rendered.push(`${needsSignIn ? 'signed in ' : ''}/${path.replace(/^\//, '')}`);
        if (route.children) await visit(route.children, route.path ? path : prefix, needsSignIn);
      }
    };
    await visit(routes, '', false);
    expect(rendered.sort()).toEqual(['/', '/blog', '/blog/:id', '/coaches', '/coaches/:id', '/discussions', '/resources', 'signed in /dashboard']);
  });
});
