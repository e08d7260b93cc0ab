import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPayoutAccountDto } from '@ssb/domain';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderApp, signInAs } from '../../../../test/utils';
import MoneyConsolePage from '../../admin/pages/MoneyConsolePage';

const line = (fields: Partial<AdminPayoutAccountDto> = {}): AdminPayoutAccountDto => ({
  coachId: '5b0c1c34-8f0e-4d53-9d5c-2f1d6f3c7a11',
  coachName: 'Ravi Kumar',
  coachEmail: 'ravi@example.com',
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
  status: 'active',
  reason: null,
  gatewayAccountId: 'acc_GRWKk7qQsLnD01',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...fields,
});

describe('/admin/money?tab=payout-accounts', () => {
  it('lists payout accounts masked and suspends one with a reason', async () => {
    const posted: { url: string; body: unknown }[] = [];
    mockFetch((url, init) => {
      if (init.method === 'POST') {
        posted.push({ url, body: JSON.parse(String(init.body)) });
        return jsonResponse({ success: true, data: line({ status: 'suspended', reason: 'The bank closed this account' }) });
      }
      return jsonResponse({ success: true, data: [line()], meta: { total: 1, page: 1, pageSize: 20 } });
    });
    signInAs({ id: 'a1', role: 'admin' });
    renderApp('/admin/money?tab=payout-accounts', [{ path: '/admin/money', element: <MoneyConsolePage /> }]);
    const table = await screen.findByRole('table', { name: 'Payout accounts' });
    expect(within(table).getByText('XXXXXX9012 · HDFC0001234')).toBeInTheDocument();
    expect(within(table).getByText('XXXXXX234F')).toBeInTheDocument();
    expect(within(table).getByText('Active')).toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    await user.click(within(table).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(within(dialog).getByText('Give a reason of at least 10 characters: it is kept in the audit log and told to the coach')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Reason/), 'The bank closed this account');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toEqual([{ url: '/api/admin/payout-accounts/5b0c1c34-8f0e-4d53-9d5c-2f1d6f3c7a11/suspend', body: { reason: 'The bank closed this account' } }]);
  }, 20_000);
});
