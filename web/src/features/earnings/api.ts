/** The coach's earnings over HTTP (docs/product/money.md "Earnings"). */
import { useQuery } from '@tanstack/react-query';
import { endpoint } from '@ssb/domain';
import { API_BASE, call } from '../../lib/api';

export const earningsKeys = {
  all: ['earnings'] as const,
  mine: () => [...earningsKeys.all, 'mine'] as const,
};

/** A plain download link (the session cookie goes with it): the server answers text/csv. */
export const EARNINGS_CSV_URL = `${API_BASE}${endpoint('earningsCsv').path}`;

/** GET /earnings: the coach's totals, completed sessions and payouts, in paise. */
export function useEarnings(enabled = true) {
  return useQuery({
    queryKey: earningsKeys.mine(),
    queryFn: ({ signal }) => call('earnings', { signal }),
    enabled,
  });
}
