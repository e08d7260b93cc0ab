import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderApp, signInAs } from '../../../../test/utils';
import { anEarnings } from '../../payments/receipt/money.fixture';
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
  it('shows the totals in rupees, how the fee works, each session split and payouts with references', async () => {
    mockFetch(() => jsonResponse({ success: true, data: anEarnings({ feePercent: 12.5 }) }));
    render();
    await screen.findByText('Gross', { selector: 'dt' });
    expect(totalOf('Gross')).toHaveTextContent('₹5,000');
    expect(totalOf('Platform fee')).toHaveTextContent('₹500');
    expect(totalOf('GST on fee')).toHaveTextContent('₹90');
    expect(totalOf('Net')).toHaveTextContent('₹4,410');
    expect(totalOf('Paid')).toHaveTextContent('₹1,000');
    expect(totalOf('Payable')).toHaveTextContent('₹3,410');
    expect(screen.getByText(/SSB Academy keeps a 12.5% platform fee plus 18% GST on that fee/)).toBeInTheDocument();

    const sessions = screen.getByRole('table', { name: 'Earnings per session and review' });
    const row = within(sessions).getByText('Mock interview').closest('tr')!;
    for (const amount of ['₹2,500', '₹250', '₹45', '₹2,205']) expect(within(row).getByText(amount)).toBeInTheDocument();

    const payouts = screen.getByRole('table', { name: 'Payouts' });
    expect(within(payouts).getByText('UTR0001')).toBeInTheDocument();
    expect(within(payouts).getByText('₹1,000')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/earnings.csv');
  });

  it('has empty states for a coach with no completed session and no payout', async () => {
    mockFetch(() =>
      jsonResponse({
        success: true,
        data: anEarnings({ totals: { gross: 0, fee: 0, gst: 0, net: 0, paid: 0, payable: 0 }, sessions: [], payouts: [] }),
      }),
    );
    render();
    expect(await screen.findByText('No earnings yet')).toBeInTheDocument();
    expect(screen.getByText('No payouts yet')).toBeInTheDocument();
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
