import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aUser } from '../../../../test/fixtures';
import { jsonResponse, mockFetch, outsideContract, renderApp } from '../../../../test/utils';
import LoginPage from './LoginPage';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast, Toaster: () => null }));

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/dashboard', element: <p>dashboard page</p> },
  { path: '/coaches/:id', element: <p>coach page</p> },
  { path: '/verify-email', element: <p>verify page</p> },
];

const USER = aUser({ email: 'asha@example.com', role: 'mentee' });

function answer(login: (body: Record<string, unknown>) => Response) {
  return mockFetch((url, init) => {
    if (url.startsWith('/api/config')) return jsonResponse({ success: true, data: { googleEnabled: false, contact: {} } });
    if (url.startsWith('/api/auth/login')) return login(JSON.parse(String(init.body)) as Record<string, unknown>);
    return jsonResponse({ success: false, error: 'Not found' }, 404);
  });
}

async function openEmailTab() {
  const user = userEvent.setup();
  // Google is not configured in these answers: the email form is the page, with no tabs.
  await screen.findByRole('form', { name: 'Sign in with email' });
  return user;
}

beforeEach(() => {
  for (const fn of Object.values(toast)) fn.mockReset();
});

describe('LoginPage', () => {
  it('shows the email form alone, with no Google tab, when Google sign-in is not configured', async () => {
    answer(() => jsonResponse({}, 500));
    renderApp('/login', routes);
    expect(await screen.findByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByText(/Google/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  });

  it('shows the form at once, then the Google tab beside it when the server has it configured, the Email tab staying selected', async () => {
    mockFetch(() => jsonResponse({ success: true, data: { googleEnabled: true, contact: {} } }));
    renderApp('/login', routes);
    expect(screen.getByRole('form', { name: 'Sign in with email' })).toBeInTheDocument();
    const google = await screen.findByRole('tab', { name: 'Google' });
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.setup().click(google);
    expect(await screen.findByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', '/api/auth/google');
  });

  it('shows the validation messages and sends nothing', async () => {
    const fetch = answer(() => jsonResponse({}));
    renderApp('/login', routes);
    const user = await openEmailTab();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'asha.example.com');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/auth/login'))).toBe(false);
  });

  it('signs in, stores the token and user, says welcome back and goes to a safe next path', async () => {
    let sent: Record<string, unknown> = {};
    answer((body) => {
      sent = body;
      return jsonResponse({ success: true, data: { token: 'tok-1', user: USER } });
    });
    renderApp('/login?next=%2Fcoaches%2Fc1', routes);
    const entries = window.history.length;
    const user = await openEmailTab();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'Asha@Example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByLabelText('Remember me'));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('coach page')).toBeInTheDocument();
    expect(sent).toEqual({ email: 'asha@example.com', password: 'secret-pass', rememberMe: true });
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ id: 'u1', role: 'mentee' });
    expect(toast.success).toHaveBeenCalledWith('Signed in', { description: 'Welcome back!' });
    // The sign-in page is replaced, not left behind in the history.
    expect(window.history.length).toBe(entries);
  });

  it('goes to /dashboard when next points to another site', async () => {
    answer(() => jsonResponse({ success: true, data: { token: 'tok-1', user: USER } }));
    renderApp('/login?next=%2F%2Fevil.example', routes);
    const user = await openEmailTab();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  });

  it('shows the server message inline and as a toast, keeping what was typed', async () => {
    answer(() => jsonResponse({ success: false, error: 'Invalid email or password' }, 401));
    renderApp('/login', routes);
    const user = await openEmailTab();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(toast.error).toHaveBeenCalledWith('Sign in failed', { description: 'Invalid email or password' });
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('asha@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-pass');
    // A failed sign-in is not a "session expired".
    expect(sessionStorage.getItem('auth:reason')).toBeNull();
  });

  it('says the token was not received when the answer has none', async () => {
    // the server always sends a token; this is how the page copes if it ever does not
    answer(() => outsideContract(jsonResponse({ success: true, data: { user: USER } })));
    renderApp('/login', routes);
    const user = await openEmailTab();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Authentication failed: token not received');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('sends an unverified account to /verify-email with its address', async () => {
    answer(() => jsonResponse({ success: false, error: 'Please verify your email to continue', needVerification: true }, 403));
    const { router } = renderApp('/login', routes);
    const user = await openEmailTab();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('verify page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?email=asha%40example.com');
  });

  it.each(['session_expired', 'session_expired_csrf'])('shows the %s notice once, then never again', async (reason) => {
    answer(() => jsonResponse({}));
    sessionStorage.setItem('auth:reason', reason);
    const first = renderApp('/login', routes);
    expect(await screen.findByText('Session expired')).toBeInTheDocument();
    expect(screen.getByText('Please sign in again')).toBeInTheDocument();
    await waitFor(() => expect(sessionStorage.getItem('auth:reason')).toBeNull());
    first.unmount();

    renderApp('/login', routes);
    expect(await screen.findByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(screen.queryByText('Session expired')).not.toBeInTheDocument();
  });
});
