/** The coach's earnings over HTTP (docs/product/money.md "Earnings"). */
import { useQuery } from '@tanstack/react-query';
import { endpoint } from '@ssb/domain';
import { API_BASE, call } from '../../lib/api';

export const earningsKeys = {
  all: ['earnings'] as const,
  mine: () => [...earningsKeys.all, 'mine'] as const,
  statement: (month: string) => [...earningsKeys.all, 'statement', month] as const,
};

/** A plain download link (the session cookie goes with it): the server answers text/csv. */
export const EARNINGS_CSV_URL = `${API_BASE}${endpoint('earningsCsv').path}`;

/** The month's statement as CSV, a plain download link like the one above. */
export const statementCsvUrl = (month: string) => `${API_BASE}${endpoint('earningsStatementCsv').path}?month=${encodeURIComponent(month)}`;

/** The printable statement page of a month ('YYYY-MM'). */
export const statementPagePath = (month: string) => `/earnings/statement/${month}`;

/** GET /earnings: the coach's totals, completed sessions and payouts, in paise. */
export function useEarnings(enabled = true) {
  return useQuery({
    queryKey: earningsKeys.mine(),
    queryFn: ({ signal }) => call('earnings', { signal }),
    enabled,
  });
}

/** GET /earnings/statement?month=YYYY-MM: one month of the coach's balance. */
export function useStatement(month: string, enabled = true) {
  return useQuery({
    queryKey: earningsKeys.statement(month),
    queryFn: ({ signal }) => call('earningsStatement', { query: { month }, signal }),
    enabled,
  });
}
