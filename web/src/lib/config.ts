import { useQuery } from '@tanstack/react-query';
import { call } from './api';

/** GET /api/config: public settings the client needs. */
export const configQuery = {
  queryKey: ['config'] as const,
  queryFn: () => call('config'),
  staleTime: Infinity,
  gcTime: Infinity,
};

/** The public config; `data` is undefined while loading or when the call failed. */
export function useAppConfig() {
  return useQuery(configQuery);
}
