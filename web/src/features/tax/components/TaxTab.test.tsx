import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderApp, signInAs } from '../../../../test/utils';
import { TaxTab } from './TaxTab';

const register = (register: 'invoices' | 'credit-notes' | 'tcs' | 'tds', title: string, taxable: number, tax: number) => ({
  register,
  title,
  rows: 2,
  taxable,
  cgst: 0,
  sgst: 0,
  igst: tax,
  total: register === 'invoices' || register === 'credit-notes' ? taxable + tax : tax,
  url: `/api/admin/tax/registers/${register}?month=2031-03`,
});

describe('the Tax tab', () => {
  it("lists the month's registers with their CSV downloads and says they match the ledger", async () => {
    mockFetch(() =>
      jsonResponse({
        success: true,
        data: {
          month: '2031-03',
          registers: [
            register('invoices', 'Tax invoices', 500, 90),
            register('credit-notes', 'Credit notes', 0, 0),
            register('tcs', 'TCS (GST s. 52)', 5000, 25),
            register('tds', 'TDS (s. 194-O)', 5000, 5),
          ],
          ledger: { fee: 500, gst: 90, tcs: 25, tds: 5, matches: true },
        },
      }),
    );
    signInAs({ role: 'admin' });
    renderApp('/', [{ path: '/', element: <TaxTab /> }]);
    expect(await screen.findByText(/The registers match the ledger: fee ₹500.00, GST ₹90.00/)).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Tax invoices/ })).toHaveTextContent('₹90.00');
    expect(screen.getAllByRole('link', { name: 'CSV' })[0]).toHaveAttribute('href', '/api/admin/tax/registers/invoices?month=2031-03');
  });
});
