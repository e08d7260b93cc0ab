import { formatDateTime } from '@ssb/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aSession } from '../../../../test/fixtures';
import { jsonResponse, mockFetch, renderApp, signInAs } from '../../../../test/utils';
import ManageSessionsPage from './ManageSessionsPage';

const NOW = new Date('2031-03-10T04:00:00.000Z');
const HOUR = 3_600_000;

/** A session of the signed-in coach, starting `startsInHours` from NOW (negative: in the past). */
function session(id: string, startsInHours: number, status: 'scheduled' | 'completed' | 'cancelled' = 'scheduled') {
  const start = new Date(NOW.getTime() + startsInHours * HOUR);
  return aSession({
    id,
    title: `Session ${id}`,
    scheduledAt: start.toISOString(),
    endsAt: new Date(start.getTime() + HOUR).toISOString(),
    status,
    completedAt: status === 'completed' ? start.toISOString() : null,
  });
}

const sessions = [session('upcoming', 24), session('unmarked', -3), session('done', -6, 'completed'), session('dropped', -9, 'cancelled')];

function renderPage() {
  const fetch = mockFetch((url, init) =>
    url.includes('/api/sessions/') && init.method === 'PUT'
      ? jsonResponse({ success: true, data: { ...sessions[1], status: 'completed' } })
      : jsonResponse({ success: true, data: sessions, meta: { total: sessions.length, page: 1, pageSize: 100 } }),
  );
  signInAs({ id: 'coach-1', role: 'mentor' });
  renderApp('/dashboard/manage-sessions', [{ path: '/dashboard/manage-sessions', element: <ManageSessionsPage /> }]);
  return fetch;
}

const rowOf = async (title: string) => (await screen.findByRole('heading', { name: title })).closest('li')!;

describe('/dashboard/manage-sessions', () => {
  beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it("keeps 'Mark complete' on an upcoming session, disabled, with the time it opens", async () => {
    renderPage();
    const row = await rowOf('Session upcoming');
    const button = within(row).getByRole('button', { name: 'Mark complete' });
    expect(button).toBeDisabled();
    const from = `From ${formatDateTime(sessions[0]!.scheduledAt)}`;
    expect(within(row).getByText(from)).toBeInTheDocument();
    expect(button).toHaveAccessibleDescription(from);
  });

  it("offers 'Mark complete' on a past session not yet completed or cancelled, and sends the change", async () => {
    const fetch = renderPage();
    const row = await rowOf('Session unmarked');
    const button = within(row).getByRole('button', { name: 'Mark complete' });
    expect(button).toBeEnabled();
    expect(within(row).queryByText(/^From /)).not.toBeInTheDocument();
    fireEvent.click(button);
    await waitFor(() => expect(fetch.mock.calls.some(([url, init]) => String(url).includes('/api/sessions/unmarked') && init?.method === 'PUT')).toBe(true));
    const put = fetch.mock.calls.find(([url, init]) => String(url).includes('/api/sessions/unmarked') && init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]?.body))).toEqual({ status: 'completed' });
  });

  it("shows no 'Mark complete' on completed or cancelled sessions", async () => {
    renderPage();
    for (const title of ['Session done', 'Session dropped']) {
      expect(within(await rowOf(title)).queryByRole('button', { name: 'Mark complete' })).not.toBeInTheDocument();
    }
  });
});
