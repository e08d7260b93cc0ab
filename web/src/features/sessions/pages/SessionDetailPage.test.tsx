import type { RefundDto, SessionDto } from '@ssb/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aCoach, aSession } from '../../../../test/fixtures';
import { jsonResponse, mockFetch, renderApp, signInAs } from '../../../../test/utils';
import { aPaidSession, aPayment, aPendingSession } from '../../payments/checkout/pendingSession.fixture';
import SessionDetailPage from './SessionDetailPage';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), warning: vi.fn() }));
vi.mock('sonner', () => ({ toast, Toaster: () => null }));

const NOW = new Date('2031-03-10T04:00:00.000Z');
const HOUR = 3_600_000;
const at = (hoursFromNow: number) => new Date(NOW.getTime() + hoursFromNow * HOUR).toISOString();
const startingIn = (hours: number) => ({ scheduledAt: at(hours), endsAt: at(hours + 1) });

/**
 * The session page of `viewer`, on an API that answers `answer`'s calls first; a session that a call
 * answers with becomes what GET /api/sessions/{id} answers from then on.
 */
function renderSession(session: SessionDto, viewer = 'u1', answer?: (url: string, init: RequestInit) => SessionDto | Response | undefined) {
  let current = session;
  const fetch = mockFetch((url, init) => {
    const own = answer?.(url, init);
    if (own instanceof Response) return own;
    if (own) current = own;
    if (own || url.endsWith(`/api/sessions/${session.id}`)) return jsonResponse({ success: true, data: current });
    return jsonResponse({ success: false, error: 'Not found' }, 404);
  });
  signInAs({ id: viewer, role: viewer === 'c1' ? 'mentor' : 'mentee' });
  const view = renderApp(`/sessions/${session.id}`, [{ path: '/sessions/:id', element: <SessionDetailPage /> }]);
  return { fetch, ...view };
}

const payment = () => screen.findByRole('region', { name: 'Payment' });

describe('/sessions/:id money', () => {
  beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('shows the payment (test mode), the receipt and what cancelling now would refund', async () => {
    renderSession(aPaidSession({ ...startingIn(30), refundIfCancelledNow: 2000 }));
    const panel = await payment();
    expect(panel).toHaveTextContent('Paid ₹2,000');
    expect(panel).toHaveTextContent('Test mode: no money moves');
    expect(panel).toHaveTextContent('Receipt SSB-2031-000001');
    expect(within(panel).getByRole('link', { name: 'View receipt' })).toHaveAttribute('href', '/payments/pay1/receipt');
    expect(panel).toHaveTextContent('Cancelling now refunds ₹2,000 (100%).');
  });

  it('the cancel dialog states the refund before confirming', async () => {
    renderSession(aPaidSession({ ...startingIn(10), refundIfCancelledNow: 1000 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel session' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Cancelling now refunds ₹1,000 (50%). Refunds go back to the original payment method');
  });

  it('the cancel dialog says when nothing comes back, and tells the coach what the mentee gets', async () => {
    const { unmount } = renderSession(aPaidSession({ ...startingIn(3), refundIfCancelledNow: 0 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel session' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Cancelling now refunds nothing.');
    unmount();
    renderSession(aPaidSession({ ...startingIn(3), refundIfCancelledNow: 2000, payment: aPayment({ status: 'captured', gateway: 'razorpay' }) }), 'c1');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel session' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Cancelling now refunds the mentee ₹2,000 (100%)');
  });

  it('lists refunds with their progress: decided, sent, processed, failed and refunded by hand apart', async () => {
    const refund = (id: string, status: RefundDto['status']) => ({
      id,
      amount: 100000,
      status,
      reason: 'mentee_cancelled' as const,
      createdAt: at(-2),
      processedAt: status === 'processed' || status === 'refunded_by_hand' ? at(-1) : null,
    });
    renderSession(
      aPaidSession({
        ...startingIn(10),
        status: 'cancelled',
        payment: aPayment({
          status: 'captured',
          refundedAmount: 500000,
          refunds: [refund('r1', 'decided'), refund('r2', 'sent'), refund('r3', 'processed'), refund('r4', 'failed'), refund('r5', 'refunded_by_hand')],
        }),
      }),
    );
    const panel = await payment();
    const rows = within(panel).getAllByRole('listitem');
    expect(rows.map((r) => within(r).getByText(/^(Decided|Sent|Processed|Failed|Refunded by hand)$/).textContent)).toEqual(['Decided', 'Sent', 'Processed', 'Failed', 'Refunded by hand']);
    expect(rows[0]).toHaveTextContent('Refund of ₹1,000');
    expect(rows[0]).toHaveTextContent('we are sending it to the payment service');
    expect(rows[1]).toHaveTextContent('Sent to the payment service');
    expect(rows[1]).toHaveTextContent('5-7 working days');
    expect(rows[2]).toHaveTextContent('Paid back on');
    expect(rows[3]).toHaveTextContent('Our team is on it');
    expect(rows[4]).toHaveTextContent('Paid back directly by our team on');
  });

  it('a pending booking shows its hold countdown and Pay now to its mentee', async () => {
    renderSession(aPendingSession(at(0.1), startingIn(30)));
    const panel = await payment();
    expect(within(panel).getByRole('timer')).toHaveTextContent('6:00');
    expect(within(panel).getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '/sessions/s1/checkout');
    expect(screen.queryByRole('button', { name: 'Reschedule' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
    expect(screen.queryByText('Meeting')).toBeNull();
  });

  it('a free session says so', async () => {
    renderSession(aSession({ ...startingIn(30), price: 0 }));
    expect(await payment()).toHaveTextContent('Free session');
  });
});

describe('/sessions/:id reschedule', () => {
  beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  const newStart = at(48);
  const coach = aCoach({
    id: 'c1',
    availability: [
      { start: at(30), end: at(31), status: 'booked' },
      { start: newStart, end: at(50), status: 'available' },
    ],
  });

  it('moves a session once, to a free slot of the coach where it fits', async () => {
    const session = aPaidSession(startingIn(30));
    const { fetch } = renderSession(session, 'u1', (url, init) => {
      if (url.endsWith('/api/coaches/c1')) return jsonResponse({ success: true, data: coach });
      if (url.endsWith('/api/sessions/s1/reschedule') && init.method === 'POST') return { ...session, scheduledAt: newStart, endsAt: at(49), rescheduleCount: 1 };
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog');
    const free = await within(dialog).findAllByRole('button', { name: /, available/ });
    // 60 minutes fit from the two-hour window's first three half hours, not from its last.
    expect(free).toHaveLength(3);
    fireEvent.click(free[0]!);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Move session' })));
    const post = fetch.mock.calls.find(([url]) => String(url).endsWith('/reschedule'))!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ scheduledAt: newStart });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Reschedule' })).toBeNull();
    expect(screen.getByText('This session has already been rescheduled once.')).toBeInTheDocument();
  });

  it('is not offered within 12 hours of the start', async () => {
    renderSession(aPaidSession(startingIn(11)));
    expect(await screen.findByText('Sessions can be rescheduled up to 12 hours before the start.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reschedule' })).toBeNull();
  });

  it('is offered to the mentee only', async () => {
    renderSession(aPaidSession(startingIn(30)), 'c1');
    await payment();
    expect(screen.queryByRole('button', { name: 'Reschedule' })).toBeNull();
  });
});

describe('/sessions/:id no-show report', () => {
  beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('lets the mentee report a no-show inside the window, with an optional reason', async () => {
    const session = aPaidSession(startingIn(-0.5));
    const { fetch } = renderSession(session, 'u1', (url, init) =>
      url.endsWith('/api/sessions/s1/dispute') && init.method === 'POST'
        ? { ...session, status: 'disputed' as const, disputedAt: at(0), disputeReason: 'Nobody came' }
        : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Report a no-show' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/What happened/), { target: { value: 'Nobody came' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Report a no-show' })));
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/dispute'))).toBe(true));
    const post = fetch.mock.calls.find(([url]) => String(url).endsWith('/dispute'))!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ reason: 'Nobody came' });
    expect(await screen.findByRole('heading', { name: 'No-show reported' })).toBeInTheDocument();
    expect(screen.getByText('“Nobody came”')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report a no-show' })).toBeNull();
  });

  it('is not offered before 15 minutes after the start', async () => {
    renderSession(aPaidSession(startingIn(-0.2)));
    await payment();
    expect(screen.queryByRole('button', { name: 'Report a no-show' })).toBeNull();
  });
});

describe('/sessions/:id review', () => {
  beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  const rated = (daysAgo: number) =>
    aPaidSession({ ...startingIn(-24 * daysAgo - 2), status: 'completed' as const, menteeRating: 3, menteeFeedback: 'Decent', ratedAt: at(-24 * daysAgo) });

  it('lets the mentee edit the review within 7 days, and links it on the coach profile', async () => {
    const session = rated(2);
    const patches: unknown[] = [];
    renderSession(session, 'u1', (url, init) => {
      if (url.endsWith('/api/sessions/s1/review') && init.method === 'PATCH') {
        patches.push(JSON.parse(String(init.body)));
        return jsonResponse({ success: true, data: { id: 's1', rating: 5, editedAt: at(0) } });
      }
      if (patches.length > 0 && url.endsWith('/api/sessions/s1')) return { ...session, menteeRating: 5, menteeFeedback: 'Excellent, on reflection' };
      return undefined;
    });
    expect(await screen.findByRole('link', { name: 'See it among the coach’s reviews' })).toHaveAttribute('href', '/coaches/c1#reviews');
    fireEvent.click(screen.getByRole('button', { name: 'Edit review' }));
    fireEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: 'Excellent, on reflection' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save review' }));
    await waitFor(() => expect(patches).toEqual([{ menteeRating: 5, menteeFeedback: 'Excellent, on reflection' }]));
    expect(await screen.findByText('“Excellent, on reflection”')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save review' })).toBeNull();
  });

  it('is not editable after 7 days', async () => {
    renderSession(rated(8));
    expect(await screen.findByText('“Decent”')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit review' })).toBeNull();
  });

  it('offers no calendar for a session that has ended, but does for one to come', async () => {
    const ended = renderSession(rated(1));
    expect(await screen.findByText('“Decent”')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Add to calendar' })).toBeNull();
    ended.unmount();
    renderSession(aPaidSession(startingIn(30)));
    expect(await screen.findByRole('group', { name: 'Add to calendar' })).toBeInTheDocument();
  });

  it('is not editable by the coach', async () => {
    renderSession(rated(1), 'c1');
    expect(await screen.findByText('“Decent”')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit review' })).toBeNull();
  });
});
