/** The mentee's payment history and printable receipts over HTTP (docs/product/money.md "Receipts"). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, callPage, isApiError } from '../../../lib/api';

export const PAYMENTS_PAGE_SIZE = 20;

export const paymentKeys = {
  all: ['payments'] as const,
  mine: (page: number) => [...paymentKeys.all, 'mine', { page }] as const,
  receipt: (id: string) => [...paymentKeys.all, 'receipt', id] as const,
};

/** GET /payments: the caller's own payments, newest first, `{data, meta}`. */
export function useMyPayments(page: number) {
  return useQuery({
    queryKey: paymentKeys.mine(page),
    queryFn: ({ signal }) => callPage('listPayments', { query: { page, pageSize: PAYMENTS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /payments/{id}/receipt; a receipt that is not there (or not the viewer's) stays missing: no retries. */
export function useReceipt(id: string | undefined) {
  return useQuery({
    queryKey: paymentKeys.receipt(id ?? ''),
    queryFn: ({ signal }) => call('receipt', { params: { id: id ?? '' }, signal }),
    enabled: Boolean(id),
    retry: (count, error) => count < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  });
}
