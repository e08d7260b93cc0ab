import { useQuery } from '@tanstack/react-query';
import { api } from './api';

/** GET /api/config: public settings the client needs. */
export interface AppConfig {
  contact: { email: string; phone: string };
  googleEnabled: boolean;
}

export const configQuery = {
  queryKey: ['config'] as const,
  queryFn: () => api.get<AppConfig>('/config'),
  staleTime: Infinity,
  gcTime: Infinity,
};

/** The public config; `data` is undefined while loading or when the call failed. */
export function useAppConfig() {
  return useQuery(configQuery);
}
