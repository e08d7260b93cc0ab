import { fireEvent, screen, within } from '@testing-library/react';
import { indiaMonthOf } from '@ssb/domain';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderApp, signInAs } from '../../../../test/utils';
import { anEarnings } from '../../payments/receipt/money.fixture';
import { aCoachTransfer } from '../earnings.fixture';
import EarningsPage from './EarningsPage';

const render = (role: 'mentor' | 'mentee' = 'mentor') => {
  signInAs({ id: 'c1', role });
  return renderApp('/dashboard/earnings', [
    { path: '/dashboard/earnings', element: <EarningsPage /> },
    { path: '/dashboard', element: <p>Dashboard home</p> },
  ]);
};

const totalOf = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;

describe('/dashboard/earnings', () => {
  it('shows pending, payable, on the way and paid out, how the fee works, each line with when it is payable and its transfer', async () => {
    mockFetch(() => jsonResponse({ success: true, data: anEarnings({ feePercent: 12.5, transfers: [aCoachTransfer()] }) }));
    render();
    await screen.findByText('Pending', { selector: 'dt' });
    expect(totalOf('Pending')).toHaveTextContent('₹2,205');
    expect(totalOf('Payable')).toHaveTextContent('₹1,205');
    expect(totalOf('On the way')).toHaveTextContent('₹0');
    expect(totalOf('Paid out')).toHaveTextContent('₹1,000');
    expect(screen.queryByText('Owed', { selector: 'dt' })).toBeNull();
    expect(totalOf('Gross')).toHaveTextContent('₹5,000');
    expect(totalOf('Net')).toHaveTextContent('₹4,410');
    expect(screen.getByText(/SSB Academy keeps a 12.5% platform fee plus 18% GST on that fee/)).toBeInTheDocument();

    const sessions = screen.getByRole('table', { name: 'Earnings per session and review' });
    const row = within(sessions).getByText('Mock interview').closest('tr')!;
    for (const amount of ['₹2,500', '₹250', '₹45', '₹2,205']) expect(within(row).getByText(amount)).toBeInTheDocument();
    // Pending until 6 Mar 2031 11:00 am in India, the zone named.
    expect(within(row).getByText('Payable from 6 Mar 2031, 11:00 am IST')).toBeInTheDocument();
    const paid = within(sessions).getByText('GD practice').closest('tr')!;
    expect(within(paid).getByText('Payable')).toBeInTheDocument();
    expect(within(paid).getByText('On the way · ₹2,205')).toBeInTheDocument();

    const transfers = screen.getByRole('table', { name: 'Transfers' });
    expect(within(transfers).getByText('GD practice').closest('tr')).toHaveTextContent('On the way');

    const payouts = screen.getByRole('table', { name: 'Payouts' });
    expect(within(payouts).getByText('UTR0001')).toBeInTheDocument();
    expect(within(payouts).getByText('₹1,000')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/earnings.csv');
  });

  it('shows an amount owed, with a plain sentence, and never a negative payable', async () => {
    const totals = { ...anEarnings().totals, pending: 0, payable: 0, owed: 73500 };
    mockFetch(() => jsonResponse({ success: true, data: anEarnings({ totals }) }));
    render();
    expect(await screen.findByText('You owe ₹735 from a refund after a payout; it is taken from your next earnings.')).toBeInTheDocument();
    expect(totalOf('Owed')).toHaveTextContent('₹735');
    expect(totalOf('Payable')).toHaveTextContent('₹0');
  });

  it("offers this month's statement (India's calendar) as CSV and as a page to print, and another month when picked", async () => {
    mockFetch(() => jsonResponse({ success: true, data: anEarnings() }));
    render();
    const month = await screen.findByLabelText('Month');
    const thisMonth = indiaMonthOf(new Date());
    expect(month).toHaveValue(thisMonth);
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', `/api/earnings/statement.csv?month=${thisMonth}`);
    expect(screen.getByRole('link', { name: 'Print statement' })).toHaveAttribute('href', `/earnings/statement/${thisMonth}`);
    fireEvent.change(month, { target: { value: '2025-02' } });
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/earnings/statement.csv?month=2025-02');
    expect(screen.getByRole('link', { name: 'Print statement' })).toHaveAttribute('href', '/earnings/statement/2025-02');
  });

  it('has empty states for a coach with no completed session and no payout', async () => {
    mockFetch(() =>
      jsonResponse({
        success: true,
        data: anEarnings({
          totals: { gross: 0, fee: 0, gst: 0, net: 0, pending: 0, payable: 0, onTheWay: 0, paidOut: 0, owed: 0, inTransfers: 0 },
          sessions: [],
          payouts: [],
          transfers: [],
        }),
      }),
    );
    render();
    expect(await screen.findByText('No earnings yet')).toBeInTheDocument();
    expect(screen.getByText('No payouts yet')).toBeInTheDocument();
    expect(screen.getByText('No transfers yet')).toBeInTheDocument();
    expect(totalOf('Payable')).toHaveTextContent('₹0');
  });

  it('says when the earnings could not be loaded', async () => {
    mockFetch(() => jsonResponse({ success: false, error: 'The database is busy' }, 503));
    render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Earnings could not be loaded');
    expect(alert).toHaveTextContent('The database is busy');
  });

  it('is for coaches only', async () => {
    const fetch = mockFetch(() => jsonResponse({ success: true, data: anEarnings() }));
    render('mentee');
    expect(await screen.findByText('Dashboard home')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
