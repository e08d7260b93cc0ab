import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderApp } from '../../../../test/utils';
import RegisterPage from './RegisterPage';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast, Toaster: () => null }));

const routes = [
  { path: '/register', element: <RegisterPage /> },
  { path: '/verify-email', element: <p>verify page</p> },
];

function answer(register: (body: Record<string, unknown>) => Response) {
  return mockFetch((url, init) => {
    if (url.startsWith('/api/config')) return jsonResponse({ success: true, data: { googleEnabled: false, contact: {} } });
    if (url.startsWith('/api/auth/register')) return register(JSON.parse(String(init.body)) as Record<string, unknown>);
    return jsonResponse({ success: false, error: 'Not found' }, 404);
  });
}

async function fill(overrides: Partial<Record<'first' | 'last' | 'email' | 'password', string>> = {}) {
  const user = userEvent.setup();
  await screen.findByLabelText('First name');
  await user.type(screen.getByLabelText('First name'), overrides.first ?? 'Asha');
  await user.type(screen.getByLabelText('Last name'), overrides.last ?? 'Verma');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), overrides.email ?? 'asha@example.com');
  await user.type(screen.getByLabelText('Password'), overrides.password ?? 'long-enough');
  return user;
}

beforeEach(() => {
  for (const fn of Object.values(toast)) fn.mockReset();
});

describe('RegisterPage', () => {
  it('checks the fields on the client with the shared messages', async () => {
    const fetch = answer(() => jsonResponse({}));
    renderApp('/register', routes);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/auth/register'))).toBe(false);
  });

  it('registers a mentor and goes to /verify-email with the address', async () => {
    let sent: Record<string, unknown> = {};
    answer((body) => {
      sent = body;
      return jsonResponse({ success: true, data: { email: 'asha@example.com', needVerification: true } }, 201);
    });
    const { router } = renderApp('/register', routes);
    // Google is not configured here: no tabs, the form is the page, and it asks the role (once).
    expect(await screen.findByLabelText('Role')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    const user = await fill({ first: '  Asha ' });
    expect(screen.getByLabelText('Role')).toHaveValue('mentee');
    await user.selectOptions(screen.getByLabelText('Role'), 'mentor');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('verify page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?email=asha%40example.com');
    expect(sent).toEqual({ firstName: 'Asha', lastName: 'Verma', email: 'asha@example.com', password: 'long-enough', role: 'mentor' });
    expect(toast.success).toHaveBeenCalledWith('Almost there', { description: 'We sent a verification code to your email.' });
  });

  it('shows the server field errors under the fields, the message inline and the toast, keeping the values', async () => {
    answer(() =>
      jsonResponse(
        {
          success: false,
          error: 'An account with this email already exists',
          fields: { email: 'An account with this email already exists' },
        },
        409,
      ),
    );
    renderApp('/register', routes);
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await screen.findByRole('alert');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('An account with this email already exists');
    expect(screen.getByRole('alert')).toHaveTextContent('An account with this email already exists');
    expect(toast.error).toHaveBeenCalledWith('Registration failed', { description: 'An account with this email already exists' });
    expect(email).toHaveValue('asha@example.com');
    expect(screen.getByLabelText('First name')).toHaveValue('Asha');
  });

  it('falls back to "Registration failed" when the server gives no message', async () => {
    answer(() => new Response('', { status: 500 }));
    renderApp('/register', routes);
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed');
    expect(toast.error).toHaveBeenCalledWith('Registration failed', { description: 'Registration failed' });
  });

  it('shows the expiry notice only for the CSRF case', async () => {
    answer(() => jsonResponse({}));
    sessionStorage.setItem('auth:reason', 'session_expired');
    const first = renderApp('/register', routes);
    expect(await screen.findByLabelText('First name')).toBeInTheDocument();
    expect(screen.queryByText('Session expired')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('auth:reason')).toBe('session_expired');
    first.unmount();

    sessionStorage.setItem('auth:reason', 'session_expired_csrf');
    renderApp('/register', routes);
    expect(await screen.findByText('Session expired')).toBeInTheDocument();
  });
});
