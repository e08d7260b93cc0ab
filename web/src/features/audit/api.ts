/** The audit log (docs/product/admin-console.md "Audit log"): read-only. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callPage } from '../../lib/api';

export const AUDIT_PAGE_SIZE = 30;

export function useAuditLog(page: number, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['admin-audit', { page }],
    queryFn: ({ signal }) => callPage('adminAuditLog', { query: { page, pageSize: AUDIT_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}
