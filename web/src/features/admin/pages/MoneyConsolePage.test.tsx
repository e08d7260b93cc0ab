import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSession } from '../../../../test/fixtures';
import { jsonResponse, mockFetch, renderApp, signInAs } from '../../../../test/utils';
import { aPaidSession } from '../../payments/checkout/pendingSession.fixture';
import { aBalance, aPayment, aPayout, aRefund, aReviewPayment } from '../../payments/receipt/money.fixture';
import { anAdminTransfer } from '../../earnings/earnings.fixture';
import MoneyConsolePage from './MoneyConsolePage';

const page = <T,>(data: T[]) => jsonResponse({ success: true, data, meta: { total: data.length, page: 1, pageSize: 20 } });

type Handler = (url: string, init: RequestInit) => Response | undefined;

/** Answers the console's calls; `handle` gets first say, everything else is an empty list. */
function serve(handle: Handler = () => undefined) {
  return mockFetch((url, init) => handle(url, init) ?? page([]));
}

const render = (path: string, role: 'admin' | 'mentor' = 'admin') => {
  signInAs({ id: 'a1', role });
  return renderApp(path, [{ path: '/admin/money', element: <MoneyConsolePage /> }]);
};

const callsTo = (fetch: ReturnType<typeof mockFetch>, method: string, path: string) =>
  fetch.mock.calls.filter(([url, init]) => String(url).startsWith(path) && (init?.method ?? 'GET') === method);

describe('/admin/money', () => {
  it('opens on Payments and switches tabs through the URL', async () => {
    const payments = [aPayment({ sessionTitle: 'SRT practice', refundedAmount: 50000 }), aReviewPayment({ id: 'p2', receiptNumber: 'SSB-2031-000043' })];
    const fetch = serve((url) => (url.startsWith('/api/admin/payments') ? page(payments) : undefined));
    const { router } = render('/admin/money');
    const table = await screen.findByRole('table', { name: 'Payments' });
    expect(within(table).getByRole('link', { name: 'SRT practice' })).toHaveAttribute('href', '/sessions/s1');
    expect(within(table).getByRole('link', { name: 'WAT review: WAT practice set 1' })).toHaveAttribute('href', '/practice/attempts/a1');
    expect(within(table).getByText('Asha Verma, written review by Arjun Singh')).toBeInTheDocument();
    expect(within(table).getByText('₹500 refunded')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'SSB-2031-000042' })).toHaveAttribute('href', '/payments/p1/receipt');

    await userEvent.click(screen.getByRole('tab', { name: 'Payouts' }));
    expect(router.state.location.search).toBe('?tab=payouts');
    await waitFor(() => expect(callsTo(fetch, 'GET', '/api/admin/payouts/balances')).toHaveLength(1));
  });

  it('lists refunds with their last error and narrows them by status', async () => {
    const admin = { attempts: 0, manualReference: null };
    const failed = { ...aRefund({ id: 'r9', status: 'failed' }), ...admin, sessionId: 's1', link: '/sessions/s1', menteeName: 'Asha Verma', sessionTitle: 'GD drill', lastError: 'BAD_REQUEST_ERROR: refund amount too high' };
    const lapsed = { ...aRefund({ id: 'r8', status: 'processed', reason: 'review_lapsed' }), ...admin, sessionId: null, link: '/practice/attempts/a1', menteeName: 'Asha Verma', sessionTitle: 'WAT review: WAT practice set 1', lastError: null };
    const erased = { ...aRefund({ id: 'r7', status: 'processed', reason: 'review_lapsed' }), ...admin, sessionId: null, link: null, menteeName: 'Former member', sessionTitle: 'Practice review (account deleted)', lastError: null };
    const fetch = serve((url) => (url.startsWith('/api/admin/refunds') ? page([failed, lapsed, erased]) : undefined));
    const { router } = render('/admin/money?tab=refunds');
    const table = await screen.findByRole('table', { name: 'Refunds' });
    expect(within(table).getByText('BAD_REQUEST_ERROR: refund amount too high')).toBeInTheDocument();
    expect(within(table).getByText('Failed')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'GD drill' })).toHaveAttribute('href', '/sessions/s1');
    expect(within(table).getByRole('link', { name: 'WAT review: WAT practice set 1' })).toHaveAttribute('href', '/practice/attempts/a1');
    expect(within(table).getByText('Asha Verma · Not reviewed in time')).toBeInTheDocument();
    expect(within(table).getByText('Practice review (account deleted)')).not.toHaveAttribute('href');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'failed');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=refunds&status=failed'));
    await waitFor(() => expect(callsTo(fetch, 'GET', '/api/admin/refunds').map(([url]) => String(url))).toContain('/api/admin/refunds?page=1&pageSize=20&status=failed'));
  });

  describe('a failed refund', () => {
    const failed = {
      ...aRefund({ id: 'r9', amount: 200000, status: 'failed' }),
      sessionId: 's1',
      link: '/sessions/s1',
      menteeName: 'Asha Verma',
      sessionTitle: 'GD drill',
      lastError: 'BAD_REQUEST_ERROR: the bank refused',
      attempts: 5,
      manualReference: null,
    };
    const byHand = { ...failed, id: 'r8', status: 'refunded_by_hand' as const, manualReference: 'UTR 4021 8890', lastError: null, processedAt: '2031-03-02T10:00:00.000Z' };
    const decided = { ...failed, id: 'r7', status: 'decided' as const, lastError: null, attempts: 0 };

    it('shows each status in words, with Retry and Refunded by hand on the failed one only', async () => {
      serve((url) => (url.startsWith('/api/admin/refunds') ? page([failed, byHand, decided]) : undefined));
      render('/admin/money?tab=refunds');
      const table = await screen.findByRole('table', { name: 'Refunds' });
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(3);
      expect(within(rows[0]!).getByText('Failed')).toBeInTheDocument();
      expect(within(rows[0]!).getByRole('button', { name: /^Retry/ })).toBeInTheDocument();
      expect(within(rows[0]!).getByRole('button', { name: /^Refunded by hand/ })).toBeInTheDocument();
      expect(within(rows[1]!).getByText('Refunded by hand')).toBeInTheDocument();
      expect(within(rows[1]!).getByText('Reference UTR 4021 8890')).toBeInTheDocument();
      expect(within(rows[1]!).queryByRole('button')).toBeNull();
      expect(within(rows[2]!).getByText('Decided')).toBeInTheDocument();
      expect(within(rows[2]!).queryByRole('button')).toBeNull();
    });

    it('Retry asks first, then sends it again', async () => {
      const fetch = serve((url, init) => {
        if (url === '/api/admin/refunds/r9/retry' && init.method === 'POST') return jsonResponse({ success: true, data: { ...failed, status: 'decided', attempts: 0 } });
        return url.startsWith('/api/admin/refunds') ? page([failed]) : undefined;
      });
      render('/admin/money?tab=refunds');
      await userEvent.click(await screen.findByRole('button', { name: /^Retry/ }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent('₹2,000 to Asha Verma goes to the payment service again');
      expect(callsTo(fetch, 'POST', '/api/admin/refunds')).toHaveLength(0);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Retry the refund' }));
      await waitFor(() => expect(callsTo(fetch, 'POST', '/api/admin/refunds/r9/retry')).toHaveLength(1));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('Refunded by hand asks for the reference and sends it', async () => {
      const fetch = serve((url, init) => {
        if (url === '/api/admin/refunds/r9/refunded-by-hand' && init.method === 'POST') return jsonResponse({ success: true, data: { ...byHand, id: 'r9' } });
        return url.startsWith('/api/admin/refunds') ? page([failed]) : undefined;
      });
      render('/admin/money?tab=refunds');
      await userEvent.click(await screen.findByRole('button', { name: /^Refunded by hand/ }));
      const dialog = await screen.findByRole('dialog');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Mark refunded by hand' }));
      expect(await within(dialog).findByText('Enter the reference of the refund you made (the bank or UPI reference)')).toBeInTheDocument();
      expect(callsTo(fetch, 'POST', '/api/admin/refunds')).toHaveLength(0);
      await userEvent.type(within(dialog).getByRole('textbox', { name: /Reference/ }), 'UTR 4021 8890');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Mark refunded by hand' }));
      await waitFor(() => expect(callsTo(fetch, 'POST', '/api/admin/refunds/r9/refunded-by-hand')).toHaveLength(1));
      const [, init] = callsTo(fetch, 'POST', '/api/admin/refunds/r9/refunded-by-hand')[0]!;
      expect(JSON.parse(String(init!.body))).toEqual({ reference: 'UTR 4021 8890' });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
  });

  it.each([
    ['Refund in full', 'refund'],
    ['Mark completed', 'complete'],
  ] as const)('settles a dispute with "%s" after confirming: POST the resolve route with outcome %s', async (button, outcome) => {
    const disputed = aPaidSession({ id: 's7', title: 'PI with no coach', status: 'disputed', disputedAt: '2031-03-10T05:00:00.000Z', disputeReason: 'Waited 20 minutes' });
    let open = [disputed];
    const fetch = serve((url, init) => {
      if (url === '/api/admin/disputes/s7/resolve' && init.method === 'POST') {
        open = [];
        return jsonResponse({ success: true, data: aSession({ ...disputed, status: outcome === 'refund' ? 'cancelled' : 'completed' }) });
      }
      if (url.startsWith('/api/admin/disputes')) return page(open);
      return undefined;
    });
    render('/admin/money?tab=disputes');
    const card = (await screen.findByRole('heading', { name: 'PI with no coach' })).closest('article')!;
    expect(within(card).getByText('“Waited 20 minutes”')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: button }));
    const dialog = await screen.findByRole('dialog');
    expect(callsTo(fetch, 'POST', '/api/admin/disputes')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: button }));

    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/admin/disputes/s7/resolve')).toHaveLength(1));
    const [, init] = callsTo(fetch, 'POST', '/api/admin/disputes/s7/resolve')[0]!;
    expect(JSON.parse(String(init!.body))).toEqual({ outcome });
    expect(await screen.findByText('No open disputes')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the dispute dialog open with the server message when settling fails', async () => {
    serve((url, init) => {
      if (url.endsWith('/resolve') && init.method === 'POST') return jsonResponse({ success: false, error: 'This session is not disputed' }, 409);
      if (url.startsWith('/api/admin/disputes')) return page([aPaidSession({ id: 's7', status: 'disputed' })]);
      return undefined;
    });
    render('/admin/money?tab=disputes');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark completed' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark completed' }));
    expect(await within(dialog).findByText('This session is not disputed')).toBeInTheDocument();
  });

  describe('Record payout', () => {
    const balance = aBalance({ payable: 176450, payableByHand: 176450 });
    const openForm = async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Record payout to Arjun Singh' }));
      return screen.findByRole('dialog');
    };

    it('defaults to what is payable, in rupees, and sends paise', async () => {
      const fetch = serve((url, init) => {
        if (url === '/api/admin/payouts' && init.method === 'POST') {
          return jsonResponse({ success: true, data: aPayout({ amount: 176450, reference: 'UTR77' }) }, 201);
        }
        if (url.startsWith('/api/admin/payouts/balances')) return page([balance]);
        if (url.startsWith('/api/admin/payouts')) return page([aPayout({ reference: 'UTR-OLD' })]);
        return undefined;
      });
      render('/admin/money?tab=payouts');
      expect(await screen.findByText('UTR-OLD')).toBeInTheDocument();
      const dialog = await openForm();
      expect(within(dialog).getByRole('textbox', { name: /Amount/ })).toHaveValue('1764.50');

      await userEvent.click(within(dialog).getByRole('button', { name: 'Record payout' }));
      expect(await within(dialog).findByText('Enter the bank or UPI reference of the transfer')).toBeInTheDocument();
      expect(callsTo(fetch, 'POST', '/api/admin/payouts')).toHaveLength(0);

      const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
      await userEvent.clear(amount);
      await userEvent.type(amount, '1764.5');
      await userEvent.type(within(dialog).getByRole('textbox', { name: /Reference/ }), 'UTR77');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Record payout' }));

      await waitFor(() => expect(callsTo(fetch, 'POST', '/api/admin/payouts')).toHaveLength(1));
      const [, init] = callsTo(fetch, 'POST', '/api/admin/payouts')[0]!;
      expect(JSON.parse(String(init!.body))).toEqual({ coachId: balance.coachId, amount: 176450, reference: 'UTR77' });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('refuses a third decimal before sending', async () => {
      const fetch = serve((url) => (url.startsWith('/api/admin/payouts/balances') ? page([balance]) : undefined));
      render('/admin/money?tab=payouts');
      const dialog = await openForm();
      const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
      await userEvent.clear(amount);
      await userEvent.type(amount, '12.345');
      await userEvent.type(within(dialog).getByRole('textbox', { name: /Reference/ }), 'UTR1');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Record payout' }));
      expect(await within(dialog).findByText(/at most 2 decimals/)).toBeInTheDocument();
      expect(callsTo(fetch, 'POST', '/api/admin/payouts')).toHaveLength(0);
    });

    it("shows the server's 409 and its field errors under the fields", async () => {
      let answer = jsonResponse({ success: false, error: 'The payout is more than this coach is owed' }, 409);
      serve((url, init) => {
        if (url === '/api/admin/payouts' && init.method === 'POST') return answer;
        if (url.startsWith('/api/admin/payouts/balances')) return page([balance]);
        return undefined;
      });
      render('/admin/money?tab=payouts');
      const dialog = await openForm();
      await userEvent.type(within(dialog).getByRole('textbox', { name: /Reference/ }), 'UTR1');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Record payout' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('The payout is more than this coach is owed');

      const taken = 'A payout with this reference is already recorded for this coach';
      answer = jsonResponse({ success: false, error: taken, fields: { reference: taken } }, 409);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Record payout' }));
      const reference = within(dialog).getByRole('textbox', { name: /Reference/ });
      await waitFor(() => expect(reference).toHaveAccessibleDescription(new RegExp(taken)));
      expect(within(dialog).queryByRole('alert')).toBeNull();
    });

    it('cannot record a payout for a coach with nothing payable by hand, and shows what they owe', async () => {
      serve((url) => (url.startsWith('/api/admin/payouts/balances') ? page([aBalance({ payable: 0, payableByHand: 0, paidOut: 176400, owed: 50000 })]) : undefined));
      render('/admin/money?tab=payouts');
      expect(await screen.findByRole('button', { name: 'Record payout to Arjun Singh' })).toBeDisabled();
      const row = screen.getByText('Arjun Singh').closest('tr')!;
      expect(within(row).getByText('₹500')).toBeInTheDocument();
    });

    it('lists pending, payable, in transfers, on the way and owed, and offers at most what is payable by hand', async () => {
      const held = aBalance({ pending: 100000, payable: 300000, inTransfers: 200000, onTheWay: 50000, payableByHand: 100000 });
      serve((url) => (url.startsWith('/api/admin/payouts/balances') ? page([held]) : undefined));
      render('/admin/money?tab=payouts');
      const table = await screen.findByRole('table', { name: 'What each coach is owed, and owes' });
      for (const header of ['Pending', 'Payable', 'In transfers', 'On the way', 'Owed']) expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
      const dialog = await openForm();
      expect(within(dialog).getByRole('textbox', { name: /Amount/ })).toHaveValue('1000');
      expect(dialog).toHaveTextContent('Payable by hand to Arjun Singh now: ₹1,000');
      expect(dialog).toHaveTextContent('Not included: ₹1,000 pending (inside the no-show window) and ₹2,000 held in transfers.');
    });
  });

  it('lists transfers with their coach, state, reversed amount and last error', async () => {
    const fetch = serve((url) =>
      url.startsWith('/api/admin/transfers')
        ? page([anAdminTransfer({ id: 't1', status: 'failed', lastError: 'The gateway could not process the transfer', reversedAmount: 10000 }), anAdminTransfer({ id: 't2', status: 'held', title: 'PI prep' })])
        : undefined,
    );
    const { router } = render('/admin/money?tab=payouts');
    await userEvent.click(await screen.findByRole('tab', { name: 'Transfers' }));
    expect(router.state.location.search).toBe('?tab=transfers');
    const table = await screen.findByRole('table', { name: 'Transfers' });
    const failed = within(table).getByText('The gateway could not process the transfer').closest('tr')!;
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).getByText('Arjun Singh')).toBeInTheDocument();
    expect(within(failed).getByText('₹100')).toBeInTheDocument();
    expect(within(table).getByText('PI prep').closest('tr')).toHaveTextContent('Held until payable');
    expect(callsTo(fetch, 'GET', '/api/admin/transfers')).toHaveLength(1);
  });

  it('says when there are no transfers yet', async () => {
    serve();
    render('/admin/money?tab=transfers');
    expect(await screen.findByText('No transfers yet')).toBeInTheDocument();
  });

  it('shows an error state with a retry when a list fails', async () => {
    serve((url) => (url.startsWith('/api/admin/payments') ? jsonResponse({ success: false, error: 'The database is busy' }, 503) : undefined));
    render('/admin/money');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The payments could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('is for admins only', async () => {
    const fetch = serve();
    render('/admin/money', 'mentor');
    expect(await screen.findByText('Admins only.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
