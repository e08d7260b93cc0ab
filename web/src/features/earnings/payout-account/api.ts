/** The coach's payout account over HTTP (docs/product/money.md "Payout account"). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayoutAccountInput } from '@ssb/domain';
import { call } from '../../../lib/api';

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
