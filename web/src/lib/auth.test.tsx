import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../test/fixtures';
import { jsonResponse, mockFetch } from '../../test/utils';
import { AuthProvider, useAuth, type AuthState } from './auth';

function Probe({ onState }: { onState: (s: AuthState) => void }) {
  const auth = useAuth();
  onState(auth);
  return <p>{auth.isSignedIn ? `signed in as ${auth.user?.firstName ?? '?'}` : 'signed out'}</p>;
}

function setup() {
  let state!: AuthState;
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider>
        <Probe onState={(s) => (state = s)} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return () => state;
}

describe('auth', () => {
  it('signIn stores token and user; a user without a token still counts as signed in', () => {
    const auth = setup();
    expect(screen.getByText('signed out')).toBeInTheDocument();
    act(() => auth().signIn('t1', { _id: 'u9', firstName: 'Kabir', role: 'mentor' }));
    expect(screen.getByText('signed in as Kabir')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('t1');
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ id: 'u9', firstName: 'Kabir' });
    expect(auth().role).toBe('mentor');

    act(() => auth().signIn(null, { id: 'u9', firstName: 'Kabir' }));
    expect(localStorage.getItem('token')).toBeNull();
    expect(auth().isSignedIn).toBe(true);
  });

  it('follows other tabs through the storage event', () => {
    setup();
    act(() => {
      localStorage.setItem('user', JSON.stringify({ id: 'u2', firstName: 'Meera' }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));
    });
    expect(screen.getByText('signed in as Meera')).toBeInTheDocument();
    act(() => {
      localStorage.removeItem('user');
      window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));
    });
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });

  it('refresh() stores the profile from GET /api/users/profile', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ success: true, data: aUser({ id: 'u3', firstName: 'Rohan', bio: 'NDA 152' }) }));
    const auth = setup();
    let result: unknown;
    await act(async () => {
      result = await auth().refresh();
    });
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/users/profile');
    expect(result).toMatchObject({ id: 'u3', firstName: 'Rohan' });
    expect(screen.getByText('signed in as Rohan')).toBeInTheDocument();
  });
});
