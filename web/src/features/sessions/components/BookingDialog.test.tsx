import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aSession, aUser } from '../../../../test/fixtures';
import { jsonResponse, mockFetch, renderApp, signInAs } from '../../../../test/utils';
import { coachKeys } from '../../coaches/api';
import { aPendingSession } from '../../payments/checkout/pendingSession.fixture';
import { sessionKeys } from '../api';
import { coach, IST, NOW, S1 } from './bookableCoach.fixture';
import { CoachBooking, type BookableCoach } from './CoachBooking';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), warning: vi.fn() }));
vi.mock('sonner', () => ({ toast, Toaster: () => null }));

function renderBooking(path = '/coaches/c1', shown: BookableCoach = coach) {
  return renderApp(path, [
    { path: '/coaches/:id', element: <CoachBooking coach={shown} timeZone={IST} /> },
    { path: '/login', element: <p>Login page</p> },
    { path: '/sessions/:id/checkout', element: <p>Checkout page</p> },
    { path: '/sessions/:id/confirmed', element: <p>Confirmation page</p> },
  ]);
}

const dialog = () => screen.getByRole('dialog');

/** Clicks what opens the dialog and waits for it (its code loads with the first opening). */
async function openWith(name: string | RegExp) {
  fireEvent.click(await screen.findByRole('button', { name }));
  await screen.findByRole('dialog');
}
const confirmButton = () => within(dialog()).getByRole('button', { name: /^(Pay ₹|Book )/ });

describe('Booking dialog', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    toast.error.mockReset();
    toast.success.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('keeps Confirm disabled until a slot and a session type are chosen', async () => {
    renderBooking();
    await openWith('Book now');
    expect(confirmButton()).toBeDisabled();
    expect(confirmButton()).toHaveTextContent('Book session');
    fireEvent.change(within(dialog()).getByLabelText(/Time slot/), { target: { value: S1 } });
    expect(confirmButton()).toBeDisabled();
    fireEvent.click(within(dialog()).getByRole('button', { name: /60 min/ }));
    expect(confirmButton()).toBeEnabled();
    fireEvent.click(within(dialog()).getByRole('button', { name: /60 min/ }));
    expect(confirmButton()).toBeDisabled();
  });

  it('opens on a slot click with the slot chosen, and lists prices in rupees', async () => {
    renderBooking();
    await openWith(/9:30 am, available/);
    expect(within(dialog()).getByLabelText(/Time slot/)).toHaveValue(S1);
    expect(within(dialog()).getByRole('button', { name: /30 min.*₹1,000/ })).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: /90 min.*₹3,000/ })).toBeInTheDocument();
  });

  it('refuses a session that would run into a booked slot', async () => {
    renderBooking();
    await openWith(/9:30 am, available/);
    fireEvent.click(within(dialog()).getByRole('button', { name: /90 min/ }));
    expect(confirmButton()).toBeDisabled();
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('does not fit');
  });

  it('sends a signed-out visitor to /login with next back to the coach page, keeping the choice', async () => {
    const { router } = renderBooking();
    await openWith(/9:30 am, available/);
    fireEvent.click(within(dialog()).getByRole('button', { name: /60 min/ }));
    await act(async () => fireEvent.click(confirmButton()));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const next = new URLSearchParams(router.state.location.search).get('next')!;
    expect(next.startsWith('/coaches/c1?')).toBe(true);
    const back = new URLSearchParams(next.split('?')[1]);
    expect(back.get('book')).toBe('1');
    expect(back.get('slot')).toBe(S1);
    expect(back.get('type')).toBe('60-min');
  });

  it('opens the dialog again after sign-in, with the slot and type chosen', async () => {
    signInAs({ id: 'm1' });
    renderBooking(`/coaches/c1?book=1&slot=${encodeURIComponent(S1)}&type=60-min`);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(within(dialog()).getByLabelText(/Time slot/)).toHaveValue(S1);
    expect(confirmButton()).toBeEnabled();
  });

  it('opens on the first available slot with ?focus=availability', async () => {
    renderBooking('/coaches/c1?focus=availability');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(within(dialog()).getByLabelText(/Time slot/)).toHaveValue(S1);
  });

  it('sums up the booking with the time in the zone, the price and the cancellation terms, and names the price on the button', async () => {
    renderBooking();
    await openWith(/9:30 am, available/);
    expect(within(dialog()).queryByRole('region', { name: 'Your booking' })).toBeNull();
    fireEvent.click(within(dialog()).getByRole('button', { name: /60 min/ }));
    const summary = within(dialog()).getByRole('region', { name: 'Your booking' });
    expect(summary).toHaveTextContent('11 Mar 2031, 9:30 am IST');
    expect(summary).toHaveTextContent('₹2,000');
    expect(summary).toHaveTextContent('Free cancellation up to 24 h before; 50% refund up to 6 h before.');
    expect(within(summary).getByRole('link', { name: /Terms/ })).toHaveAttribute('href', '/refunds');
    expect(confirmButton()).toHaveTextContent('Pay ₹2,000');
  });

  it("reads 'Book free session' for a type priced 0, without payment terms", async () => {
    renderBooking('/coaches/c1', { ...coach, hourlyRate: null, sessionTypes: [{ id: 'intro', label: 'Intro call', minutes: 30, price: 0 }] });
    await openWith(/9:30 am, available/);
    expect(confirmButton()).toHaveTextContent('Book free session');
    expect(within(dialog()).getByRole('region', { name: 'Your booking' })).toHaveTextContent('Free');
    expect(within(dialog()).queryByText(/Free cancellation/)).toBeNull();
  });

  it('lands a free booking on its confirmation page', async () => {
    signInAs({ id: 'm1' });
    mockFetch((url, init) => {
      if (url.endsWith('/api/sessions') && init.method === 'POST') return jsonResponse({ success: true, data: aSession({ id: 's9', price: 0 }) }, 201);
      if (url.includes('/users/profile')) return jsonResponse({ success: true, data: aUser({ id: 'm1', role: 'mentee' }) });
      return jsonResponse({ success: false, error: 'Not found' }, 404);
    });
    const { router } = renderBooking('/coaches/c1', { ...coach, hourlyRate: null, sessionTypes: [{ id: 'intro', label: 'Intro call', minutes: 30, price: 0 }] });
    await openWith(/9:30 am, available/);
    await act(async () => fireEvent.click(confirmButton()));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sessions/s9/confirmed'));
  });

  it('goes on to the checkout of a paid booking held for payment, and has the sessions and the coach fetched again', async () => {
    signInAs({ id: 'm1' });
    const pending = aPendingSession('2031-03-10T04:10:00.000Z');
    const fetch = mockFetch((url, init) => {
      if (url.endsWith('/api/sessions') && init.method === 'POST') return jsonResponse({ success: true, data: pending }, 201);
      if (url.includes('/users/profile')) return jsonResponse({ success: true, data: aUser({ id: 'm1', role: 'mentee' }) });
      return jsonResponse({ success: false, error: 'Not found' }, 404);
    });
    const { queryClient, router } = renderBooking();
    queryClient.setQueryData(sessionKeys.list({ type: 'upcoming' }), []);
    queryClient.setQueryData(coachKeys.one('c1'), coach);
    await openWith(/9:30 am, available/);
    fireEvent.click(within(dialog()).getByRole('button', { name: /60 min/ }));
    fireEvent.change(within(dialog()).getByLabelText(/work on/), { target: { value: 'PI practice' } });
    await act(async () => fireEvent.click(confirmButton()));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sessions/s1/checkout'));
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      mentorId: 'c1',
      scheduledAt: S1,
      sessionTypeId: '60-min',
      duration: 60,
      sessionType: 'general_mentoring',
      description: 'PI practice',
    });
    expect(queryClient.getQueryState(sessionKeys.list({ type: 'upcoming' }))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(coachKeys.one('c1'))?.isInvalidated).toBe(true);
  });

  it("shows 'Booking failed' with the server's 409 message and has the coach's slots fetched again", async () => {
    signInAs({ id: 'm1' });
    mockFetch((url, init) =>
      url.endsWith('/api/sessions') && init.method === 'POST'
        ? jsonResponse({ success: false, error: 'This slot was just taken' }, 409)
        : jsonResponse({ success: false, error: 'Not found' }, 404),
    );
    const { queryClient } = renderBooking();
    queryClient.setQueryData(coachKeys.one('c1'), coach);
    await openWith(/9:30 am, available/);
    fireEvent.click(within(dialog()).getByRole('button', { name: /60 min/ }));
    await act(async () => fireEvent.click(confirmButton()));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Booking failed', { description: 'This slot was just taken' }));
    expect(queryClient.getQueryState(coachKeys.one('c1'))?.isInvalidated).toBe(true);
  });

  it('offline: says so at once in the dialog, keeps the choices, and books with "Try again" once online', async () => {
    signInAs({ id: 'm1' });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = mockFetch((url, init) =>
      url.endsWith('/api/sessions') && init.method === 'POST'
        ? jsonResponse({ success: true, data: aSession({ id: 's1' }) }, 201)
        : jsonResponse({ success: false, error: 'Not found' }, 404),
    );
    renderBooking();
    await openWith(/9:30 am, available/);
    fireEvent.click(within(dialog()).getByRole('button', { name: /60 min/ }));
    fireEvent.change(within(dialog()).getByRole('textbox'), {
      target: { value: 'PI practice' },
    });
    await act(async () => fireEvent.click(confirmButton()));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('You seem to be offline');
    expect(fetchMock).not.toHaveBeenCalledWith('/api/sessions', expect.anything());
    expect(within(dialog()).getByLabelText(/Time slot/)).toHaveValue(S1);
    expect(within(dialog()).getByRole('textbox')).toHaveValue('PI practice');
    onLine.mockRestore();
    await act(async () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Try again' })));
    expect(await screen.findByText('Confirmation page')).toBeInTheDocument();
  });

  it("shows the server's refusal of a session type the coach no longer offers", async () => {
    signInAs({ id: 'm1' });
    mockFetch((url, init) =>
      url.endsWith('/api/sessions') && init.method === 'POST'
        ? jsonResponse({ success: false, error: "Choose one of this coach's session types", fields: { duration: "Choose one of this coach's session types" } }, 400)
        : jsonResponse({ success: false, error: 'Not found' }, 404),
    );
    renderBooking();
    await openWith(/9:30 am, available/);
    fireEvent.click(within(dialog()).getByRole('button', { name: /30 min/ }));
    await act(async () => fireEvent.click(confirmButton()));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Booking failed', { description: "Choose one of this coach's session types" }));
  });

  it("offers only the coach's own priced session types, never other lengths", async () => {
    renderBooking('/coaches/c1', {
      ...coach,
      hourlyRate: null,
      sessionTypes: [
        { id: 'pi', label: 'Mock PI', minutes: 60, price: 9000 },
        { id: 'tbd', label: 'Group review', minutes: 90, price: null },
      ],
    });
    await openWith('Book now');
    const offered = within(dialog()).getAllByRole('button', { pressed: false }).map((b) => b.textContent);
    expect(offered).toEqual(['Mock PI60 min₹9,000']);
  });

  it('tells that a coach without a price cannot be booked online, and offers no booking', async () => {
    renderBooking('/coaches/c1', { ...coach, hourlyRate: null, sessionTypes: [] });
    expect(await screen.findByText(/This coach has not set a price yet, so they cannot be booked online/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book now' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /9:30 am, available/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
