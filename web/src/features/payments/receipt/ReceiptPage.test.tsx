import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderApp, signInAs } from '../../../../test/utils';
import { aReceipt, aRefund } from './money.fixture';
import { paymentMethodWords } from './paymentMethod';
import ReceiptPage from './ReceiptPage';

const render = (receipt: ReturnType<typeof aReceipt> | null, status = 200) => {
  const fetch = mockFetch(() =>
    receipt ? jsonResponse({ success: true, data: receipt }, status) : jsonResponse({ success: false, error: 'Payment not found' }, 404),
  );
  signInAs();
  renderApp('/payments/p1/receipt', [{ path: '/payments/:id/receipt', element: <ReceiptPage /> }]);
  return fetch;
};

describe('/payments/:id/receipt', () => {
  it('names the payment method in words as the gateway reported it, and says when it was not recorded', async () => {
    render(aReceipt({ method: 'netbanking' }));
    const method = () => screen.getByText('Payment method', { selector: 'dt' }).parentElement!;
    await screen.findByRole('heading', { name: 'SSB-2031-000042' });
    expect(method()).toHaveTextContent('Net banking');
    expect(paymentMethodWords('upi')).toBe('UPI');
    expect(paymentMethodWords('wallet')).toBe('Wallet');
    expect(paymentMethodWords('bank_transfer')).toBe('bank_transfer');
    expect(paymentMethodWords(null)).toBe('Not recorded');
  });

  it('shows number, date, platform with GSTIN, mentee, coach, session, amount in rupees, payment id and refunds', async () => {
    const fetch = render(aReceipt({ refunds: [aRefund({ amount: 88225, status: 'sent' })] }));
    const receipt = (await screen.findByRole('heading', { name: 'SSB-2031-000042' })).closest('article')!;
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/payments/p1/receipt');
    const r = within(receipt);
    expect(r.getByText(/Issued on/)).toHaveTextContent('Issued on 1 Mar 2031');
    expect(r.getByText('SSB Academy Private Limited')).toBeInTheDocument();
    expect(r.getByText('GSTIN 29ABCDE1234F1Z5')).toBeInTheDocument();
    expect(r.getByText('Asha Verma')).toBeInTheDocument();
    expect(r.getByText('Payment receipt (not a tax invoice)')).toBeInTheDocument();
    expect(r.getByText(/it is not a tax invoice/)).toBeInTheDocument();
    expect(r.getByText('Arjun Singh')).toBeInTheDocument();
    expect(r.getByText('Mock interview')).toBeInTheDocument();
    expect(r.getByText('₹1,764.50')).toBeInTheDocument();
    expect(r.getByText('pay_XYZ123456')).toBeInTheDocument();
    expect(r.getByText('Payment method', { selector: 'dt' }).parentElement).toHaveTextContent('Card');
    expect(r.getByText('Refund of ₹882.25')).toBeInTheDocument();
    expect(r.getByText('Sent')).toBeInTheDocument();
    expect(r.getByRole('link', { name: 'Cancellation and refunds' })).toHaveAttribute('href', '/refunds');
    expect(r.queryByText(/Test mode/)).toBeNull();
  });

  it('names a practice review as what was bought, with its promised turnaround, and a lapse refund', async () => {
    const review = { id: 'rv1', title: 'WAT review: WAT practice set 1', requestedAt: '2031-03-02T09:00:00.000Z', turnaroundHours: 72 };
    render(aReceipt({ session: null, review, amount: 50000, refunds: [aRefund({ amount: 50000, reason: 'review_lapsed' })] }));
    const r = within((await screen.findByRole('heading', { name: 'SSB-2031-000042' })).closest('article')!);
    expect(r.getByText('Review')).toBeInTheDocument();
    expect(r.getByText('WAT review: WAT practice set 1')).toBeInTheDocument();
    expect(r.getByText(/Written review within 72 hours of payment/)).toHaveTextContent(/asked on 2 Mar 2031/);
    expect(r.queryByText('Session')).toBeNull();
    expect(r.getByText(/Not reviewed in time/)).toBeInTheDocument();
  });

  it('leaves the GSTIN line out when the platform has none, and says so in test mode', async () => {
    render(aReceipt({ gateway: 'test', platform: { legalName: 'SSB Academy', gstin: null, email: 'billing@ssbacademy.example' } }));
    await screen.findByRole('heading', { name: 'SSB-2031-000042' });
    expect(screen.queryByText(/GSTIN/)).toBeNull();
    expect(screen.getByText('Test mode: no money moved')).toBeInTheDocument();
  });

  it('prints with the Print button', async () => {
    // The test DOM has no print dialog.
    const print = vi.fn();
    Object.defineProperty(window, 'print', { value: print, configurable: true });
    render(aReceipt());
    await userEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    Reflect.deleteProperty(window, 'print');
  });

  it('says when there is no receipt', async () => {
    render(null);
    expect(await screen.findByText('Receipt not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });
});
