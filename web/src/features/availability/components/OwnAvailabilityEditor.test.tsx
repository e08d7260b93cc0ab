import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aUser } from '../../../../test/fixtures';
import { jsonResponse, mockFetch, renderApp, signInAs } from '../../../../test/utils';
import { coach, half, IST, NOW, S1 } from '../../sessions/components/bookableCoach.fixture';
import { CoachBooking } from '../../sessions/components/CoachBooking';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn(), warning: vi.fn() }, Toaster: () => null }));

describe('CoachBooking for the coach themselves', () => {
  beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('edits the stored windows from the profile, not the pieces the coach page shows', async () => {
    signInAs({ id: 'c1', role: 'mentor' });
    const fetch = mockFetch((url) => {
      if (url.includes('/users/profile')) return jsonResponse({ success: true, data: aUser({ id: 'c1', role: 'mentor', availability: [`${S1}|${half(S1, 4)}`] }) });
      return jsonResponse({ success: true, data: [] });
    });
    renderApp('/coaches/c1', [{ path: '/coaches/:id', element: <CoachBooking coach={coach} timeZone={IST} /> }]);
    const windows = await screen.findByRole('list', { name: 'Availability windows' });
    expect(within(windows).getAllByRole('listitem')).toHaveLength(1);
    expect(windows).toHaveTextContent('9:30 am – 11:30 am');
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/users/profile'))).toBe(true);
  });
});
