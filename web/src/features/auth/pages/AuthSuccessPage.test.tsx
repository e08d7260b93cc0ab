import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@ssb/domain';
import { aUser } from '../../../../test/fixtures';
import { jsonResponse, mockFetch, renderApp, signInAs } from '../../../../test/utils';
import AuthSuccessPage from './AuthSuccessPage';
import ChooseRolePage from './ChooseRolePage';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast, Toaster: () => null }));

const routes = [
  { path: '/auth/success', element: <AuthSuccessPage /> },
  { path: '/choose-role', element: <ChooseRolePage /> },
  { path: '/dashboard', element: <p>dashboard page</p> },
  { path: '/login', element: <p>login page</p> },
  { path: '/onboard/mentor', element: <p>mentor onboarding</p> },
];

const profile = (role: User['role']) => aUser({ email: 'a@x.in', role });

afterEach(() => vi.restoreAllMocks());

describe('AuthSuccessPage', () => {
  it('stores a token from the query with the profile and goes to /dashboard', async () => {
    const fetch = mockFetch(() => jsonResponse({ success: true, data: profile('mentee') }));
    renderApp('/auth/success?token=tok-q', routes);
    expect(screen.getByText('Signing you in…')).toBeInTheDocument();
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('tok-q');
    expect((fetch.mock.calls[0]![1] as RequestInit).headers).toMatchObject({ Authorization: 'Bearer tok-q' });
  });

  it('sends a new Google user (ssb_new_user cookie) to /choose-role and clears the cookie', async () => {
    document.cookie = 'ssb_new_user=1; path=/';
    mockFetch(() => jsonResponse({ success: true, data: profile(null) }));
    renderApp('/auth/success', routes);
    expect(await screen.findByText('Choose your role')).toBeInTheDocument();
    expect(document.cookie).not.toContain('ssb_new_user');
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ id: 'u1' });
  });

  it('sends a returning user to /dashboard, and a new one with a role straight to its onboarding (the role is asked once)', async () => {
    mockFetch(() => jsonResponse({ success: true, data: profile('mentor') }));
    const first = renderApp('/auth/success', routes);
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    first.unmount();
    renderApp('/auth/success?created=1', routes);
    expect(await screen.findByText('mentor onboarding')).toBeInTheDocument();
  });

  it('goes to /login when the profile cannot be loaded', async () => {
    mockFetch(() => jsonResponse({ success: false, error: 'Sign in required' }, 401));
    renderApp('/auth/success', routes);
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });
});

describe('ChooseRolePage', () => {
  it('saves the role, refreshes the user and goes to that onboarding', async () => {
    signInAs({ role: undefined });
    const sent: unknown[] = [];
    mockFetch((url, init) => {
      if (url === '/api/users/choose-role') {
        sent.push(JSON.parse(String(init.body)));
        return jsonResponse({ success: true, data: profile('mentor') });
      }
      if (url === '/api/users/profile') return jsonResponse({ success: true, data: profile('mentor') });
      return jsonResponse({ success: false, error: 'Not found' }, 404);
    });
    const user = userEvent.setup();
    renderApp('/choose-role', routes);
    expect(screen.getByText('You can change your role later in your profile.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please choose mentee or mentor')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Mentor/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('mentor onboarding')).toBeInTheDocument();
    expect(sent).toEqual([{ role: 'mentor' }]);
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ role: 'mentor' });
  });

  it('alerts when the role cannot be set', async () => {
    signInAs({ role: 'mentee' }, null);
    mockFetch(() => jsonResponse({ success: false, error: 'Nope' }, 403));
    const alert = vi.fn();
    Object.defineProperty(window, 'alert', { value: alert, configurable: true, writable: true });
    const user = userEvent.setup();
    renderApp('/choose-role', routes);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to set role. Please try again.'), { timeout: 5_000 });
  });
});
