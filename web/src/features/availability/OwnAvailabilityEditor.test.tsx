import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aUser } from '../../../test/fixtures';
import { jsonResponse, mockFetch, renderApp, signInAs } from '../../../test/utils';
import { CoachBooking, type BookableCoach } from './CoachBooking';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn(), warning: vi.fn() }, Toaster: () => null }));

const IST = 'Asia/Kolkata';
const NOW = new Date('2031-03-10T04:00:00.000Z');
const S1 = '2031-03-11T04:00:00.000Z';
const half = (iso: string, n: number) => new Date(new Date(iso).getTime() + n * 30 * 60_000).toISOString();

// The coach page sends the window split at a booked half hour.
const coach: BookableCoach = {
  id: 'c1',
  firstName: 'Vikram',
  lastName: 'Rao',
  hourlyRate: 2000,
  sessionTypes: [],
  availability: [
    { start: S1, end: half(S1, 2), status: 'available' },
    { start: half(S1, 2), end: half(S1, 3), status: 'booked' },
    { start: half(S1, 3), end: half(S1, 4), status: 'available' },
  ],
};

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
