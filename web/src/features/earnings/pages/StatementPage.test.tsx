import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderApp, signInAs } from '../../../../test/utils';
import { aStatement } from '../earnings.fixture';
import StatementPage from './StatementPage';

const render = (path = '/earnings/statement/2031-03', role: 'mentor' | 'mentee' = 'mentor') => {
  signInAs({ id: 'c1', role });
  return renderApp(path, [
    { path: '/earnings/statement/:month', element: <StatementPage /> },
    { path: '/dashboard', element: <p>Dashboard home</p> },
  ]);
};

describe('/earnings/statement/{month}', () => {
  it('shows the month with its opening balance, entries in India time, and closing balance, ready to print', async () => {
    const fetch = mockFetch((url) => url === '/api/earnings/invoices' ? jsonResponse({ success: true, data: [] }) : jsonResponse({ success: true, data: aStatement() }));
    render();
    expect(await screen.findByRole('heading', { name: 'Mar 2031' })).toBeInTheDocument();
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/earnings/statement?month=2031-03');
    expect(screen.getByText(/Arjun Singh · 1 Mar 2031 to 31 Mar 2031, India time \(IST\)/)).toBeInTheDocument();
    const row = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;
    expect(row('Opening balance')).toHaveTextContent('₹500');
    expect(row('Earned')).toHaveTextContent('₹2,205');
    expect(row('Paid out')).toHaveTextContent('-₹1,000');
    expect(row('Closing balance')).toHaveTextContent('₹1,705');
    const entries = screen.getByRole('list');
    const earned = within(entries).getByText(/Mock interview/).closest('li')!;
    expect(earned).toHaveTextContent('Earned · Mock interview');
    expect(earned).toHaveTextContent('5 Mar 2031, 11:00 am IST');
    expect(earned).toHaveTextContent('+₹2,205');
    expect(earned).toHaveTextContent('gross ₹2,515, fee ₹250, GST ₹45, TCS ₹12.50, TDS ₹2.50');
    expect(within(earned).getByRole('link', { name: 'Tax invoice SSB/30-31/000007' })).toHaveAttribute('href', '/invoices/inv1');
    expect(within(entries).getByText(/UTR0001/).closest('li')).toHaveTextContent('-₹1,000');
    expect(row('Paid by your mentees (gross)')).toHaveTextContent('₹2,515');
    expect(row('TCS withheld (GST, s. 52)')).toHaveTextContent('-₹12.50');
    expect(row('TDS withheld (income tax, s. 194-O)')).toHaveTextContent('-₹2.50');
    expect(row('Net to you')).toHaveTextContent('₹2,205');
    expect(row("Owed to you at the month's end")).toHaveTextContent('₹1,705');
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/earnings/statement.csv?month=2031-03');
  });

  it('says when a month had no entries, and what a balance below zero means', async () => {
    mockFetch((url) => url === '/api/earnings/invoices' ? jsonResponse({ success: true, data: [] }) : jsonResponse({ success: true, data: aStatement({ entries: [], earned: 0, paidOut: 0, openingBalance: -73500, closingBalance: -73500, owedToCoach: 0, owedByCoach: 73500 }) }));
    render();
    expect(await screen.findByText('Nothing was earned, taken back or paid out this month.')).toBeInTheDocument();
    expect(screen.getByText(/A balance below zero is an amount you owe from a refund after a payout/)).toBeInTheDocument();
    expect(screen.getByText('You owe', { selector: 'dt' }).parentElement).toHaveTextContent('₹735');
  });

  it('says when the statement could not be loaded', async () => {
    mockFetch(() => jsonResponse({ success: false, error: 'The database is busy' }, 503));
    render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The statement could not be loaded');
    expect(alert).toHaveTextContent('The database is busy');
  });

  it('asks for nothing for a month that is not YYYY-MM', async () => {
    const fetch = mockFetch((url) => url === '/api/earnings/invoices' ? jsonResponse({ success: true, data: [] }) : jsonResponse({ success: true, data: aStatement() }));
    render('/earnings/statement/March');
    expect(await screen.findByText('No such month')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is for coaches only', async () => {
    const fetch = mockFetch((url) => url === '/api/earnings/invoices' ? jsonResponse({ success: true, data: [] }) : jsonResponse({ success: true, data: aStatement() }));
    render(undefined, 'mentee');
    expect(await screen.findByText('Dashboard home')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
