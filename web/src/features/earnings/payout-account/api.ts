/** The coach's payout account over HTTP (docs/product/money.md "Payout account"). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayoutAccountInput } from '@ssb/domain';
import { call, callPage } from '../../../lib/api';

export const payoutAccountKeys = { mine: ['earnings', 'payout-account'] as const };

export const PAYOUT_ACCOUNT_PATH = '/dashboard/earnings/payout-account';

/** GET /earnings/payout-account: status `not_started` (no account) until the first save. */
export function usePayoutAccount(enabled = true) {
  return useQuery({
    queryKey: payoutAccountKeys.mine,
    queryFn: ({ signal }) => call('payoutAccount', { signal }),
    enabled,
  });
}

/** PUT /earnings/payout-account: the answer (masked, with its new status) replaces the cached account. */
export function useSavePayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayoutAccountInput) => call('savePayoutAccount', { body }),
    onSuccess: (saved) => queryClient.setQueryData(payoutAccountKeys.mine, saved),
  });
}

export const adminPayoutAccountKeys = {
  all: ['admin', 'payout-accounts'] as const,
  page: (page: number) => [...adminPayoutAccountKeys.all, page] as const,
};

/** GET /admin/payout-accounts: every coach's account, masked, the latest changed first. */
export function useAdminPayoutAccounts(page: number, pageSize = 20) {
  return useQuery({
    queryKey: adminPayoutAccountKeys.page(page),
    queryFn: ({ signal }) => callPage('adminPayoutAccounts', { query: { page, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /admin/payout-accounts/{id}/suspend or /reactivate, with the admin's reason. */
export function usePayoutAccountAction(action: 'suspend' | 'reactivate') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ coachId, reason }: { coachId: string; reason: string }) =>
      call(action === 'suspend' ? 'suspendPayoutAccount' : 'reactivatePayoutAccount', { params: { id: coachId }, body: { reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPayoutAccountKeys.all }),
  });
}
