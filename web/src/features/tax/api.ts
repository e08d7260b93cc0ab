/** The platform's papers to coaches over HTTP (docs/product/tax.md). */
import { useQuery } from '@tanstack/react-query';
import { call, isApiError } from '../../lib/api';

export const taxKeys = {
  all: ['tax'] as const,
  invoice: (id: string) => [...taxKeys.all, 'invoice', id] as const,
  mine: () => [...taxKeys.all, 'mine'] as const,
};

/** GET /invoices/{id}: an invoice or credit note; one that is not there (or not the viewer's) stays missing: no retries. */
export function useInvoice(id: string | undefined) {
  return useQuery({
    queryKey: taxKeys.invoice(id ?? ''),
    queryFn: ({ signal }) => call('invoice', { params: { id: id ?? '' }, signal }),
    enabled: Boolean(id),
    retry: (count, error) => count < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  });
}

/** GET /earnings/invoices: the signed-in coach's invoices and credit notes, the latest first. */
export function useMyInvoices(enabled = true) {
  return useQuery({ queryKey: taxKeys.mine(), queryFn: ({ signal }) => call('earningsInvoices', { signal }), enabled });
}

/** GET /admin/tax?month=: the month's registers for the accountant and whether they match the ledger (admins). */
export function useTaxMonth(month: string) {
  return useQuery({ queryKey: [...taxKeys.all, 'month', month], queryFn: ({ signal }) => call('adminTaxMonth', { query: { month }, signal }) });
}
