import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PayoutAccountDto } from '@ssb/domain';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderApp, signInAs } from '../../../../test/utils';
import { GetPaidCard } from './GetPaidCard';
import PayoutAccountPage from './PayoutAccountPage';

const PATH = '/dashboard/earnings/payout-account';

const saved = (fields: Partial<PayoutAccountDto> = {}): PayoutAccountDto => ({
  status: 'active',
  reason: null,
  gateway: 'razorpay',
  account: {
    legalName: 'Ravi Kumar',
    panMasked: 'XXXXXX234F',
    method: 'bank',
    accountNumberMasked: 'XXXXXX9012',
    ifsc: 'HDFC0001234',
    upiId: null,
    phone: '9876543210',
    street: '12 MG Road',
    city: 'Pune',
    pinCode: '411001',
    stateCode: '27',
    stateName: 'Maharashtra',
    gstinMasked: null,
    submittedAt: '2026-11-20T10:00:00.000Z',
    activatedAt: '2026-11-20T10:00:00.000Z',
  },
  ...fields,
});
const notStarted: PayoutAccountDto = { status: 'not_started', reason: null, gateway: 'test', account: null };

const render = (role: 'mentor' | 'mentee' = 'mentor') => {
  signInAs({ id: 'c1', role });
  return renderApp(PATH, [
    { path: PATH, element: <PayoutAccountPage /> },
    { path: '/dashboard', element: <p>Dashboard home</p> },
  ]);
};

describe('/dashboard/earnings/payout-account', () => {
  it('offers the form before the first save, with the test-mode note', async () => {
    mockFetch(() => jsonResponse({ success: true, data: notStarted }), { answersPayoutAccount: true });
    render();
    expect(await screen.findByRole('heading', { name: 'Set up your payout account' })).toBeInTheDocument();
    expect(screen.getByText('Test mode: no money moves')).toBeInTheDocument();
    expect(screen.getByText('Not set up')).toBeInTheDocument();
  });

  it('checks the fields with the server contract before sending anything', async () => {
    const fetch = mockFetch(() => jsonResponse({ success: true, data: notStarted }), { answersPayoutAccount: true });
    render();
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText(/Legal name/), 'Ravi Kumar');
    await user.type(screen.getByLabelText(/^PAN/), 'ABCDE12345');
    await user.type(screen.getByLabelText(/IFSC/), 'HDFC1234');
    await user.click(screen.getByRole('button', { name: 'Save payout account' }));
    expect(await screen.findByText('Enter a PAN like ABCDE1234F')).toBeInTheDocument();
    expect(screen.getByText('Enter an IFSC like HDFC0001234 (printed on your cheque book)')).toBeInTheDocument();
    expect(screen.getByText('Choose your state or union territory')).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
  }, 20_000);

  it('saves a bank account and shows it masked with its status', async () => {
    let body: Record<string, unknown> | null = null;
    mockFetch(
      (url, init) => {
        if (init.method === 'PUT') {
          body = JSON.parse(String(init.body));
          return jsonResponse({ success: true, data: saved({ status: 'under_review', activatedAt: null } as Partial<PayoutAccountDto>) });
        }
        return jsonResponse({ success: true, data: notStarted });
      },
      { answersPayoutAccount: true },
    );
    render();
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText(/Legal name/), 'Ravi Kumar');
    await user.type(screen.getByLabelText(/^PAN/), 'abcde1234f');
    await user.type(screen.getByLabelText(/Account number/), '123456789012');
    await user.type(screen.getByLabelText(/IFSC/), 'hdfc0001234');
    await user.type(screen.getByLabelText(/Mobile number/), '98765 43210');
    await user.type(screen.getByLabelText(/Street address/), '12 MG Road');
    await user.type(screen.getByLabelText(/City/), 'Pune');
    await user.type(screen.getByLabelText(/PIN code/), '411001');
    await user.selectOptions(screen.getByLabelText(/^State/), 'Maharashtra');
    await user.click(screen.getByRole('button', { name: 'Save payout account' }));

    const dl = await screen.findByLabelText('Saved payout account');
    expect(within(dl).getByText('XXXXXX234F')).toBeInTheDocument();
    expect(within(dl).getByText('Bank account XXXXXX9012')).toBeInTheDocument();
    expect(screen.getByText('Under review')).toBeInTheDocument();
    expect(body).toMatchObject({ pan: 'ABCDE1234F', accountNumber: '123456789012', ifsc: 'HDFC0001234', phone: '9876543210', stateCode: '27', method: 'bank' });
    expect(document.body.textContent).not.toContain('123456789012');
  }, 20_000);

  it('shows what to correct when the account needs clarification, and puts server field messages on their fields', async () => {
    mockFetch(
      (_url, init) =>
        init.method === 'PUT'
          ? jsonResponse({ success: false, error: 'This GSTIN is registered in another state', fields: { gstin: 'This GSTIN is registered in another state' } }, 400)
          : jsonResponse({ success: true, data: saved({ status: 'needs_clarification', reason: 'Razorpay asks you to check: your IFSC' }) }),
      { answersPayoutAccount: true },
    );
    render();
    expect(await screen.findByText('Razorpay asks you to check: your IFSC')).toBeInTheDocument();
    expect(screen.getByText('Needs your attention')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Change details' }));
    expect(screen.getByText('Saved: XXXXXX234F. Leave it empty to keep it.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/GSTIN/), '27ABCDE1234F1Z0');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This GSTIN is registered in another state')).toBeInTheDocument();
  }, 20_000);

  it('says when the account could not be loaded', async () => {
    mockFetch(() => jsonResponse({ success: false, error: 'The database is busy' }, 503), { answersPayoutAccount: true });
    render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your payout account could not be loaded');
  });

  it('sends a mentee back to the dashboard', async () => {
    mockFetch(() => jsonResponse({ success: true, data: notStarted }), { answersPayoutAccount: true });
    render('mentee');
    expect(await screen.findByText('Dashboard home')).toBeInTheDocument();
  });
});

describe('GetPaidCard', () => {
  const renderCard = (role: 'mentor' | 'mentee' = 'mentor') => {
    signInAs({ id: 'c1', role });
    return renderApp('/somewhere', [{ path: '/somewhere', element: <GetPaidCard /> }]);
  };

  it('offers "Get paid" to a coach without an account, linking to the form', async () => {
    mockFetch(() => jsonResponse({ success: true, data: notStarted }), { answersPayoutAccount: true });
    renderCard();
    expect(await screen.findByRole('heading', { name: 'Get paid' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up payouts' })).toHaveAttribute('href', PATH);
  });

  it('tells the reason while the account needs a correction', async () => {
    mockFetch(() => jsonResponse({ success: true, data: saved({ status: 'needs_clarification', reason: 'Razorpay asks you to check: your PAN' }) }), { answersPayoutAccount: true });
    renderCard();
    expect(await screen.findByText('Razorpay asks you to check: your PAN')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Correct your details' })).toBeInTheDocument();
  });

  it('is gone once the account is active, and never shown to a mentee', async () => {
    const fetch = mockFetch(() => jsonResponse({ success: true, data: saved() }), { answersPayoutAccount: true });
    renderCard();
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/earnings/payout-account', expect.anything()));
    expect(screen.queryByRole('heading', { name: /Get paid/ })).toBeNull();

    const asked = mockFetch(() => jsonResponse({ success: true, data: notStarted }), { answersPayoutAccount: true });
    renderCard('mentee');
    await new Promise((r) => setTimeout(r, 20));
    expect(asked.mock.calls.some(([url]) => url === '/api/earnings/payout-account')).toBe(false);
  });
});
