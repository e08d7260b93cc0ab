import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aSession } from '../../../../test/fixtures';
import { jsonResponse, mockFetch, renderApp, signInAs } from '../../../../test/utils';
import { aPendingSession } from '../../payments/checkout/pendingSession.fixture';
import DashboardSessionsPage from './DashboardSessionsPage';

const NOW = new Date('2031-03-10T04:00:00.000Z');

describe('/dashboard/sessions with money', () => {
  beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it("shows the mentee's own pending booking with Pay now under Upcoming; past ones (Rate where they may be rated) and called-off ones under their own filters", async () => {
    const sessions = [
      aSession({ id: 'off', title: 'Called-off PI', status: 'cancelled', scheduledAt: '2031-03-13T04:00:00.000Z' }),
      aSession({ id: 'done', title: 'Done PI', status: 'completed', scheduledAt: '2031-03-08T04:00:00.000Z' }),
      aPendingSession('2031-03-10T04:08:00.000Z', { id: 'held', title: 'Held PI', scheduledAt: '2031-03-12T04:00:00.000Z' }),
      aSession({ id: 'gone', title: 'Lapsed PI', status: 'expired', scheduledAt: '2031-03-12T06:00:00.000Z' }),
      aSession({ id: 'disp', title: 'Disputed PI', status: 'disputed', scheduledAt: '2031-03-09T04:00:00.000Z' }),
    ];
    mockFetch((url) =>
      url.includes('/api/sessions')
        ? jsonResponse({ success: true, data: sessions, meta: { total: sessions.length, page: 1, pageSize: 100 } })
        : jsonResponse({ success: true, data: [], meta: { total: 0, page: 1, pageSize: 10 } }),
    );
    signInAs();
    const user = userEvent.setup();
    renderApp('/dashboard/sessions', [{ path: '/dashboard/sessions', element: <DashboardSessionsPage /> }]);
    const held = (await screen.findByRole('heading', { name: 'Held PI' })).closest('li')!;
    expect(within(held).getByText('Awaiting payment')).toBeInTheDocument();
    expect(within(held).getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '/sessions/held/checkout');
    expect(screen.queryByRole('heading', { name: 'Lapsed PI' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Called-off PI' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: /Past/ }));
    const disputed = (await screen.findByRole('heading', { name: 'Disputed PI' })).closest('li')!;
    expect(within(disputed).getByText('No-show reported')).toBeInTheDocument();
    const done = screen.getByRole('heading', { name: 'Done PI' }).closest('li')!;
    expect(within(done).getByRole('link', { name: /Rate/ })).toHaveAttribute('href', '/sessions/done#rate');

    await user.click(screen.getByRole('tab', { name: /Cancelled/ }));
    expect(await screen.findByRole('heading', { name: 'Called-off PI' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lapsed PI' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Held PI' })).toBeNull();
    // three tabs' renders: more than the default 5 s on a busy machine
  }, 15_000);
});
