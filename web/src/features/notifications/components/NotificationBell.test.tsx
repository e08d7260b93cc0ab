import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { NotificationDto } from '@ssb/domain';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderApp, signInAs } from '../../../../test/utils';

const note = (n: number, fields: Partial<NotificationDto> = {}): NotificationDto => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  kind: 'booking',
  title: `New booking: Mock interview ${n}`,
  body: 'Asha Verma, 28 Nov 2026, 6:00 pm IST',
  link: `/sessions/s${n}`,
  createdAt: '2026-11-27T10:00:00.000Z',
  read: false,
  ...fields,
});

function bellServer(items: NotificationDto[]) {
  const reads: unknown[] = [];
  let list = items;
  const fetch = mockFetch(
    (url, init) => {
      if (url === '/api/notifications/read') {
        reads.push(JSON.parse(String(init.body)));
        list = list.map((n) => ({ ...n, read: true }));
        return jsonResponse({ success: true, data: { unread: 0 } });
      }
      if (url === '/api/notifications') return jsonResponse({ success: true, data: { items: list, unread: list.filter((n) => !n.read).length } });
      return jsonResponse({ success: true, data: [] });
    },
    { answersBell: true },
  );
  return { reads, fetch };
}

describe('the notification bell', () => {
  it('shows the unread count, lists the newest with links, and marks them read once closed', async () => {
    signInAs({ role: 'mentor' });
    const { reads } = bellServer([note(1), note(2, { kind: 'review', title: 'New review: 5 stars', body: 'Superb', read: true })]);
    renderApp('/resources');
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' }, { timeout: 5000 });
    fireEvent.pointerDown(bell, { button: 0, pointerType: 'mouse' });
    const first = await screen.findByRole('menuitem', { name: /New booking: Mock interview 1/ });
    expect(first).toHaveAttribute('href', '/sessions/s1');
    expect(first).toHaveTextContent('Unread');
    expect(screen.getByRole('menuitem', { name: /New review: 5 stars/ })).not.toHaveTextContent('Unread');
    expect(reads).toEqual([]);

    fireEvent.keyDown(first, { key: 'Escape' });
    await waitFor(() => expect(reads).toEqual([{}]));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('says what it will show when there is nothing yet, for an aspirant and a coach, and is not shown to visitors', async () => {
    signInAs({ role: 'mentee' });
    bellServer([]);
    const app = renderApp('/resources');
    fireEvent.pointerDown(await screen.findByRole('button', { name: 'Notifications' }, { timeout: 5000 }), { button: 0, pointerType: 'mouse' });
    expect(
      await screen.findByText('Nothing yet. Your bookings and payments, changes and refunds, reminders, practice reviews and discussions you joined show here.'),
    ).toBeInTheDocument();
    app.unmount();

    signInAs({ role: 'mentor' });
    const coachApp = renderApp('/resources');
    fireEvent.pointerDown(await screen.findByRole('button', { name: 'Notifications' }, { timeout: 5000 }), { button: 0, pointerType: 'mouse' });
    expect(await screen.findByText(/^Nothing yet. New bookings, changes, reminders, reviews/)).toBeInTheDocument();
    coachApp.unmount();

    localStorage.clear();
    const { fetch } = bellServer([note(1)]);
    renderApp('/resources');
    expect(await screen.findByRole('link', { name: 'Get Started' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).startsWith('/api/notifications'))).toBe(false);
  });
});
