import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aUser } from '../../../../test/fixtures';
import { jsonResponse, mockFetch, renderApp, signInAs } from '../../../../test/utils';
import { aPaidSession, aPayment, aPendingSession } from './pendingSession.fixture';
import type { RazorpayOptions } from './razorpay';

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const RESULT = { razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_test_1', razorpay_signature: 'sig' };

interface Server {
  session: ReturnType<typeof aPendingSession>;
  /** What POST /payment answers; the session becomes paid on a 200. */
  confirm?: () => Response;
}

/** The API as the checkout sees it; the session turns scheduled once its payment is confirmed. */
function serve(server: Server) {
  return mockFetch((url, init) => {
    const method = init.method ?? 'GET';
    if (url.includes('/users/profile')) return jsonResponse({ success: true, data: aUser() });
    if (url.endsWith('/api/test-gateway/orders/order_1'))
      return jsonResponse({
        success: true,
        data: { orderId: 'order_1', keyId: 'rzp_test_local', amount: 200000, currency: 'INR', status: 'created', description: 'Mock interview with Arjun Singh' },
      });
    if (url.endsWith('/pay') && method === 'POST') return jsonResponse({ success: true, data: RESULT });
    if (url.endsWith('/fail') && method === 'POST')
      return jsonResponse({ success: true, data: { code: 'BAD_REQUEST_ERROR', description: 'Payment failed in test mode' } });
    if (url.endsWith('/api/sessions/s1/payment') && method === 'POST') {
      const answer = server.confirm?.() ?? jsonResponse({ success: true, data: aPaidSession() });
      if (answer.ok) server.session = aPaidSession();
      return answer;
    }
    if (url.endsWith('/api/sessions/s1')) return jsonResponse({ success: true, data: server.session });
    return jsonResponse({ success: false, error: 'Not found' }, 404);
  });
}

const payButton = () => screen.findByRole('button', { name: /^(Pay ₹2,000|Try again)$/ });
/** The test gateway's window, once its order (and so its Pay button) is there. */
async function gateway() {
  const dialog = await screen.findByRole('dialog', { name: 'SSB Academy' });
  await within(dialog).findByText('Order order_1');
  return dialog;
}

describe('/sessions/:id/checkout', () => {
  beforeEach(() => signInAs());
  afterEach(() => {
    delete window.Razorpay;
  });

  it('shows the booking, the hold countdown and the terms, and pays through the test gateway to the confirmation page', async () => {
    const fetch = serve({ session: aPendingSession(inMinutes(10)) });
    const { router } = renderApp('/sessions/s1/checkout');
    expect(await screen.findByRole('timer')).toHaveTextContent(/^(10:00|9:5\d)$/);
    expect(screen.getByText('Free cancellation up to 24 h before; 50% refund up to 6 h before.')).toBeInTheDocument();
    expect(screen.getAllByText('Test mode: no money moves').length).toBeGreaterThan(0);

    fireEvent.click(await payButton());
    const dialog = await gateway();
    expect(within(dialog).getByText('Test mode: no money moves')).toBeInTheDocument();
    expect(await within(dialog).findByText('₹2,000')).toBeInTheDocument();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Pay' })));

    await waitFor(() => expect(router.state.location.pathname).toBe('/sessions/s1/confirmed'));
    const confirm = fetch.mock.calls.find(([url, init]) => String(url).endsWith('/payment') && init?.method === 'POST')!;
    expect(JSON.parse(String(confirm[1]!.body))).toEqual(RESULT);
    expect(await screen.findByText('Payment received. Your session is booked.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Receipt' })).toHaveAttribute('href', '/payments/pay1/receipt');
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', '/api/sessions/s1/calendar.ics');
    expect(screen.getByRole('link', { name: 'Go to my sessions' })).toHaveAttribute('href', '/dashboard/sessions');
  });

  it("a failed payment shows 'Payment failed' and 'Try again', which opens the gateway again", async () => {
    const fetch = serve({ session: aPendingSession(inMinutes(10)) });
    renderApp('/sessions/s1/checkout');
    fireEvent.click(await payButton());
    const checkoutWindow = await gateway();
    await act(async () => fireEvent.click(within(checkoutWindow).getByRole('button', { name: 'Fail the payment' })));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment failed');
    expect(alert).toHaveTextContent('Payment failed in test mode');
    expect(screen.getByRole('timer')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/api/sessions/s1/payment'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await gateway()).toBeInTheDocument();
  });

  it("shows the server's 400 'Payment could not be verified' with Try again", async () => {
    serve({
      session: aPendingSession(inMinutes(10)),
      confirm: () => jsonResponse({ success: false, error: 'Payment could not be verified' }, 400),
    });
    const { router } = renderApp('/sessions/s1/checkout');
    fireEvent.click(await payButton());
    const checkoutWindow = await gateway();
    await act(async () => fireEvent.click(within(checkoutWindow).getByRole('button', { name: 'Pay' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment could not be verified');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/sessions/s1/checkout');
  });

  it('says the hold expired when the countdown is over, with a link back to the coach', async () => {
    serve({ session: aPendingSession(inMinutes(-1)) });
    renderApp('/sessions/s1/checkout');
    expect(await screen.findByText('Your hold on this slot expired')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose another time' })).toHaveAttribute('href', '/coaches/c1?focus=availability');
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });

  it('says the hold expired when the server says so, whatever the clock', async () => {
    serve({ session: aPendingSession(inMinutes(5), { status: 'expired' }) });
    renderApp('/sessions/s1/checkout');
    expect(await screen.findByText('Your hold on this slot expired')).toBeInTheDocument();
  });

  it('the countdown reaching zero ends the checkout and closes the gateway', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      serve({ session: aPendingSession(inMinutes(0.05)) });
      renderApp('/sessions/s1/checkout');
      fireEvent.click(await payButton());
      await gateway();
      await act(async () => vi.advanceTimersByTime(4000));
      expect(await screen.findByText('Your hold on this slot expired')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("opens Razorpay's checkout with the order, confirms what its handler returns, and offers Try again when it is closed", async () => {
    const opened: RazorpayOptions[] = [];
    window.Razorpay = class {
      constructor(readonly options: RazorpayOptions) {
        opened.push(options);
      }
      open() {}
      close() {}
      on() {}
    };
    const fetch = serve({ session: aPendingSession(inMinutes(10), { payment: aPayment({ gateway: 'razorpay', keyId: 'rzp_live_key' }) }) });
    const { router } = renderApp('/sessions/s1/checkout');
    expect(screen.queryByText('Test mode: no money moves')).toBeNull();

    fireEvent.click(await payButton());
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]).toMatchObject({ key: 'rzp_live_key', order_id: 'order_1', amount: 200000, currency: 'INR', name: 'SSB Academy' });
    act(() => opened[0]!.modal!.ondismiss!());
    expect(await screen.findByText('Payment not completed')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(opened).toHaveLength(2));
    await act(async () => opened[1]!.handler(RESULT));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sessions/s1/confirmed'));
    expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('/payment'))).toHaveLength(1);
  });

  it('a late payment refused because the slot was taken says so, with the refund, once the session shows expired', async () => {
    const server: Server = {
      session: aPendingSession(inMinutes(10)),
      confirm: () => {
        server.session = aPendingSession(inMinutes(-1), { status: 'expired' });
        return jsonResponse({ success: false, error: 'The slot was taken while the payment was late; the payment is refunded in full' }, 409);
      },
    };
    serve(server);
    renderApp('/sessions/s1/checkout');
    fireEvent.click(await payButton());
    const checkoutWindow = await gateway();
    await act(async () => fireEvent.click(within(checkoutWindow).getByRole('button', { name: 'Pay' })));
    expect(await screen.findByText('Your hold on this slot expired')).toBeInTheDocument();
    expect(screen.getByText('The slot was taken while the payment was late; the payment is refunded in full')).toBeInTheDocument();
  });

  it('sends a cancelled booking to its session page', async () => {
    serve({ session: aPendingSession(inMinutes(5), { status: 'cancelled' }) });
    const { router } = renderApp('/sessions/s1/checkout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sessions/s1'));
  });

  it('sends a session that is already paid on to its confirmation page', async () => {
    serve({ session: aPaidSession() });
    const { router } = renderApp('/sessions/s1/checkout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sessions/s1/confirmed'));
  });
});
