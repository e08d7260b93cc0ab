import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderApp, signInAs } from '../../../../test/utils';
import { aPayment, aRefund, aReviewPayment } from '../receipt/money.fixture';
import PaymentsPage from './PaymentsPage';

const render = (path = '/dashboard/payments') => {
  signInAs();
  return renderApp(path, [{ path: '/dashboard/payments', element: <PaymentsPage /> }]);
};

describe('/dashboard/payments', () => {
  it('lists each payment with its session, coach, amount, status, receipt and refunds with their progress', async () => {
    const refunds = [
      aRefund({ id: 'r-done', amount: 125000, status: 'processed', processedAt: '2031-03-03T10:00:00.000Z' }),
      aRefund({ id: 'r-fail', amount: 50000, status: 'failed', reason: 'coach_cancelled' }),
    ];
    const payments = [
      aPayment({ id: 'p1', sessionTitle: 'SRT practice', coachName: 'Arjun Singh', amount: 250000, refundedAmount: 175000, refunds }),
      aPayment({ id: 'p2', sessionId: 's2', sessionTitle: 'GD drill', coachName: 'Meera Rao', amount: 176450, gateway: 'test' }),
    ];
    const fetch = mockFetch(() => jsonResponse({ success: true, data: payments, meta: { total: 2, page: 1, pageSize: 20 } }));
    render();

    const first = (await screen.findByRole('heading', { name: 'SRT practice' })).closest('article')!;
    expect(within(first).getByRole('link', { name: 'SRT practice' })).toHaveAttribute('href', '/sessions/s1');
    expect(within(first).getByText(/with Arjun Singh/)).toBeInTheDocument();
    expect(within(first).getByText('₹2,500')).toBeInTheDocument();
    expect(within(first).getByText('Partly refunded')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'View receipt for SRT practice' })).toHaveAttribute('href', '/payments/p1/receipt');
    const refundList = within(first).getByRole('list', { name: 'Refunds' });
    expect(within(refundList).getByText('Refund of ₹1,250')).toBeInTheDocument();
    expect(within(refundList).getByText('Processed')).toBeInTheDocument();
    expect(within(refundList).getByText(/Paid back on 3 Mar 2031/)).toBeInTheDocument();
    expect(within(refundList).getByText('Failed')).toBeInTheDocument();

    const second = screen.getByRole('heading', { name: 'GD drill' }).closest('article')!;
    expect(within(second).getByText('₹1,764.50')).toBeInTheDocument();
    expect(within(second).getByText('Paid')).toBeInTheDocument();
    expect(within(second).getByText('Test mode: no money moved')).toBeInTheDocument();
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/payments?page=1&pageSize=20');
  });

  it("offers Pay now for a booking still held, and says nothing was charged for one that lapsed", async () => {
    const unpaid = { status: 'created', paidAt: null, receiptNumber: null, receiptUrl: null } as const;
    mockFetch(() =>
      jsonResponse({
        success: true,
        data: [
          aPayment({ id: 'p1', sessionId: 'held', sessionTitle: 'Held PI', sessionStatus: 'pending_payment', ...unpaid }),
          aPayment({ id: 'p2', sessionId: 'gone', sessionTitle: 'Lapsed PI', sessionStatus: 'expired', ...unpaid }),
        ],
        meta: { total: 2, page: 1, pageSize: 20 },
      }),
    );
    render();
    const held = (await screen.findByRole('heading', { name: 'Held PI' })).closest('article')!;
    expect(within(held).getByText('Awaiting payment')).toBeInTheDocument();
    expect(within(held).getByRole('link', { name: 'Pay now for Held PI' })).toHaveAttribute('href', '/sessions/held/checkout');
    const lapsed = screen.getByRole('heading', { name: 'Lapsed PI' }).closest('article')!;
    expect(within(lapsed).getByText('Not paid')).toBeInTheDocument();
    expect(within(lapsed).getByText('Nothing was charged.')).toBeInTheDocument();
    expect(within(lapsed).queryByRole('link', { name: /Pay now|View receipt/ })).toBeNull();
  });

  it('names a paid practice review, links it to its attempt, and shows its lapse refund', async () => {
    const lapsed = aRefund({ id: 'r-lapsed', amount: 50000, reason: 'review_lapsed' });
    mockFetch(() =>
      jsonResponse({
        success: true,
        data: [
          aReviewPayment({ id: 'p1', refundedAmount: 50000, refunds: [lapsed] }),
          aReviewPayment({ id: 'p2', link: '/practice/attempts/a2', sessionTitle: 'PPDT review: Picture set 2', status: 'created', paidAt: null, receiptNumber: null, receiptUrl: null }),
        ],
        meta: { total: 2, page: 1, pageSize: 20 },
      }),
    );
    render();
    const paid = (await screen.findByRole('heading', { name: 'WAT review: WAT practice set 1' })).closest('article')!;
    expect(within(paid).getByRole('link', { name: 'WAT review: WAT practice set 1' })).toHaveAttribute('href', '/practice/attempts/a1');
    expect(within(paid).getByText(/Written review by Arjun Singh/)).toBeInTheDocument();
    expect(within(paid).getByText('Refunded')).toBeInTheDocument();
    expect(within(paid).getByText(/Not reviewed in time/)).toBeInTheDocument();
    expect(within(paid).getByRole('link', { name: 'View receipt for WAT review: WAT practice set 1' })).toHaveAttribute('href', '/payments/p1/receipt');

    const unpaid = screen.getByRole('heading', { name: 'PPDT review: Picture set 2' }).closest('article')!;
    expect(within(unpaid).getByRole('link', { name: 'PPDT review: Picture set 2' })).toHaveAttribute('href', '/practice/attempts/a2');
    expect(within(unpaid).getByText('Not paid')).toBeInTheDocument();
    expect(within(unpaid).getByText('Nothing was charged.')).toBeInTheDocument();
    expect(within(unpaid).queryByRole('link', { name: /Pay now/ })).toBeNull();
  });

  it('pages with the Pager, the page in the URL', async () => {
    const fetch = mockFetch(() => jsonResponse({ success: true, data: [aPayment()], meta: { total: 45, page: 2, pageSize: 20 } }));
    render('/dashboard/payments?page=2');
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('Page 2 of 3')).toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/dashboard/payments');
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/dashboard/payments?page=3');
    expect(String(fetch.mock.calls[0]![0])).toContain('page=2');
  });

  it('has an empty state that leads to finding a coach', async () => {
    mockFetch(() => jsonResponse({ success: true, data: [], meta: { total: 0, page: 1, pageSize: 20 } }));
    render();
    expect(await screen.findByText('No payments yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a coach' })).toHaveAttribute('href', '/coaches');
  });

  it('says when the payments could not be loaded, with a retry', async () => {
    mockFetch(() => jsonResponse({ success: false, error: 'The database is busy' }, 503));
    render();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Payments could not be loaded')).toBeInTheDocument();
    expect(within(alert).getByText('The database is busy')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
