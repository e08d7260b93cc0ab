import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { arrivedNow } from './hydration';

describe('arrivedNow', () => {
  it('makes data rendered minutes ago (a cached page, a phone clock off) fresh on arrival', () => {
    const server = new QueryClient();
    server.setQueryData(['blog'], ['post'], { updatedAt: Date.now() - 5 * 60_000 });
    const state = dehydrate(server);

    const stale = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    hydrate(stale, state);
    expect(stale.getQueryCache().find({ queryKey: ['blog'] })!.isStaleByTime(30_000)).toBe(true);

    const fresh = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    hydrate(fresh, arrivedNow(state));
    expect(fresh.getQueryCache().find({ queryKey: ['blog'] })!.isStaleByTime(30_000)).toBe(false);
    expect(fresh.getQueryData(['blog'])).toEqual(['post']);
  });
});
