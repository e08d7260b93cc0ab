import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, signInAs } from '../../test/utils';
import { nextPathFrom } from '../lib/navigation';
import { loadPage, matchPage, modulesOf, NOT_FOUND, pageRoutes } from './router';

const terms = vi.hoisted(() => ({ failing: true }));
vi.mock('../features/legal/pages/TermsPage', () => ({
  serverData: undefined,
  default: () => {
    if (terms.failing) throw new Error('Service unavailable');
    return <h1>Terms of use</h1>;
  },
}));

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

  it('shows the error screen inside the layout when a page fails, and leaves it on the next path', async () => {
    const { router } = renderApp('/terms');
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    // Never developer text: the thrown message is not shown.
    expect(screen.queryByText('Service unavailable')).toBeNull();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
    act(() => router.navigate('/no/such/page'));
    expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('tries a failed page again when the visitor goes to it again', async () => {
    const { router } = renderApp('/terms');
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    terms.failing = false;
    act(() => router.navigate('/terms'));
    expect(await screen.findByRole('heading', { name: 'Terms of use' })).toBeInTheDocument();
    terms.failing = true;
  });

  it('sends a visitor to /login when a link takes them to a protected page while signed out', async () => {
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument();
    act(() => router.navigate('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/dashboard')}`);
  });

  it('matches a fixed path before a parameter, any case, with or without a trailing slash', () => {
    expect(matchPage('/resources/create').route.module).toBe('src/features/resources/pages/CreateResourcePage.tsx');
    expect(matchPage('/resources/r1')).toEqual({ route: expect.objectContaining({ path: '/resources/:id' }), params: { id: 'r1' } });
    expect(matchPage('/Coaches/').route.path).toBe('/coaches');
    expect(matchPage('/sessions/s1/checkout').params).toEqual({ id: 's1' });
    expect(matchPage('/coaches/c1/extra').route).toBe(NOT_FOUND);
    // Decoded like wouter's useParams, so the server fetches what the page will ask for.
    expect(matchPage('/coaches/c1%20').params).toEqual({ id: 'c1 ' });
    expect(modulesOf(matchPage('/dashboard/earnings').route)).toEqual(['src/app/layout/DashboardLayout.tsx', 'src/features/earnings/pages/EarningsPage.tsx']);
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
    for (const route of pageRoutes) {
      if ((await loadPage(route.module)).serverData) rendered.push(`${route.signedIn ? 'signed in ' : ''}${route.path}`);
    }
    expect(rendered.sort()).toEqual(['/', '/blog', '/blog/:id', '/coaches', '/coaches/:id', '/coaches/compare', '/discussions', '/resources', 'signed in /dashboard']);
  }, 30_000); // imports every page module
});
