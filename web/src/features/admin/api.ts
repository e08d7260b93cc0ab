/**
 * The admin's calls: money (docs/product/money.md: payments, refunds, disputes, balances, payouts) and
 * failed mail (docs/product/mail-outbox.md "Failed mail").
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecordPayoutInput, RefundedByHandInput, RefundStatus, ResolveDisputeInput } from '@ssb/domain';
import { call, callPage } from '../../lib/api';
import { sessionKeys } from '../sessions/api';

export const ADMIN_PAGE_SIZE = 20;
export type RefundStatusFilter = RefundStatus | undefined;

export const adminMoneyKeys = {
  all: ['admin-money'] as const,
  payments: (page: number) => [...adminMoneyKeys.all, 'payments', { page }] as const,
  refunds: (page: number, status: RefundStatusFilter) => [...adminMoneyKeys.all, 'refunds', { page, status }] as const,
  disputes: (page: number) => [...adminMoneyKeys.all, 'disputes', { page }] as const,
  balances: () => [...adminMoneyKeys.all, 'balances'] as const,
  payouts: (page: number) => [...adminMoneyKeys.all, 'payouts', { page }] as const,
  transfers: (page: number) => [...adminMoneyKeys.all, 'transfers', { page }] as const,
};

export function useAdminPayments(page: number) {
  return useQuery({
    queryKey: adminMoneyKeys.payments(page),
    queryFn: ({ signal }) => callPage('adminPayments', { query: { page, pageSize: ADMIN_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Failed refunds first (the server's order), then newest; `status` narrows. */
export function useAdminRefunds(page: number, status: RefundStatusFilter) {
  return useQuery({
    queryKey: adminMoneyKeys.refunds(page, status),
    queryFn: ({ signal }) => callPage('adminRefunds', { query: { page, pageSize: ADMIN_PAGE_SIZE, status }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDisputes(page: number) {
  return useQuery({
    queryKey: adminMoneyKeys.disputes(page),
    queryFn: ({ signal }) => callPage('adminDisputes', { query: { page, pageSize: ADMIN_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCoachBalances() {
  return useQuery({
    queryKey: adminMoneyKeys.balances(),
    queryFn: ({ signal }) => callPage('adminBalances', { signal }),
  });
}

export function usePayouts(page: number) {
  return useQuery({
    queryKey: adminMoneyKeys.payouts(page),
    queryFn: ({ signal }) => callPage('adminPayouts', { query: { page, pageSize: ADMIN_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/transfers: every transfer to a coach's linked account, newest first. */
export function useAdminTransfers(page: number) {
  return useQuery({
    queryKey: adminMoneyKeys.transfers(page),
    queryFn: ({ signal }) => callPage('adminTransfers', { query: { page, pageSize: ADMIN_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * POST /admin/disputes/{id}/resolve: a refund changes payments and refunds, a completion the coach's
 * balance; everything of the console is fetched again, and the session's own pages too.
 */
export function useResolveDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, outcome }: ResolveDisputeInput & { id: string }) => call('resolveDispute', { params: { id }, body: { outcome } }),
    onSuccess: (session) => {
      queryClient.setQueryData(sessionKeys.detail(session.id), session);
      void queryClient.invalidateQueries({ queryKey: adminMoneyKeys.all });
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}

/** POST /admin/refunds/{id}/retry: a failed refund is decided again; the next money sweep sends it. */
export function useRetryRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('retryRefund', { params: { id } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminMoneyKeys.all }),
  });
}

/** POST /admin/refunds/{id}/refunded-by-hand: a failed refund paid back outside the gateway, with its reference. */
export function useMarkRefundedByHand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reference }: RefundedByHandInput & { id: string }) => call('refundedByHand', { params: { id }, body: { reference } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminMoneyKeys.all }),
  });
}

/** POST /admin/payouts: lowers the coach's payable balance and adds to the payouts list. */
export function useRecordPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payout: RecordPayoutInput) => call('recordPayout', { body: payout }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminMoneyKeys.all }),
  });
}

export const failedMailKeys = { all: ['admin-mail'] as const, page: (page: number) => ['admin-mail', { page }] as const };

export function useFailedMail(page: number) {
  return useQuery({
    queryKey: failedMailKeys.page(page),
    queryFn: ({ signal }) => callPage('adminFailedMail', { query: { page, pageSize: ADMIN_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Sends a failed mail again; the list is read again (the mail leaves it, or comes back failed). */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('retryMail', { params: { id } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: failedMailKeys.all }),
  });
}

export const adminOverviewKey = ['admin-overview'] as const;

/** GET /admin/overview: the console's counters. */
export function useAdminOverview() {
  return useQuery({ queryKey: adminOverviewKey, queryFn: ({ signal }) => call('adminOverview', { signal }) });
}
