import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { cacheKey, CoachReadCache } from '../../src/features/coaches/cache';
import { createTestContext, type TestContext } from '../support/context';
import { createAdmin, createCoach, signIn } from '../support/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('CoachReadCache', () => {
  it('reuses an answer while the database is unchanged and recomputes after any write', async () => {
    const cache = new CoachReadCache(ctx.db, { maxLagMs: 0, maxAgeMs: 60_000, maxEntries: 10 });
    let runs = 0;
    const compute = async () => ({ run: ++runs });
    // On PostgreSQL the version is the cluster's WAL position, which the other test files' databases
    // move too: two back-to-back reads get a few tries to fall between their writes.
    let first = '';
    let second = '';
    for (let attempt = 0; attempt < 5 && (first === '' || first !== second); attempt++) {
      first = await cache.json('k', compute);
      second = await cache.json('k', compute);
    }
    expect(second).toBe(first);
    const computed = runs;
    await createCoach(ctx.db);
    expect(await cache.json('k', compute)).toBe(`{"run":${computed + 1}}`);
    cache.close();
  });

  it('runs one computation for concurrent misses of one key', async () => {
    const cache = new CoachReadCache(ctx.db, { maxLagMs: 0, maxAgeMs: 60_000, maxEntries: 10 });
    let runs = 0;
    const compute = async () => {
      runs += 1;
      await new Promise((r) => setTimeout(r, 20));
      return runs;
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => cache.json('same', compute)));
    expect(new Set(answers)).toEqual(new Set(['1']));
    expect(runs).toBe(1);
    cache.close();
  });

  it('within maxLagMs sees mutating requests of this process at once, and expires entries after maxAgeMs', async () => {
    let clock = 0;
    const cache = new CoachReadCache(ctx.db, { maxLagMs: 1_000, maxAgeMs: 5_000, maxEntries: 10, now: () => clock });
    let runs = 0;
    const compute = async () => ++runs;
    expect(await cache.json('k', compute)).toBe('1');
    await ctx.db.update(users).set({ bio: 'changed outside any request' });
    // A write outside this process's requests: seen once the lag has passed.
    expect(await cache.json('k', compute)).toBe('1');
    clock += 1_001;
    expect(await cache.json('k', compute)).toBe('2');
    // A mutating API request of this process: seen at once.
    const coach = await createCoach(ctx.db, { isVerified: false });
    const agent = ctx.agent();
    await signIn(ctx.db, agent, await createAdmin(ctx.db));
    await agent.patch(`/api/coaches/${coach.id}/verification`, { isVerified: true });
    expect(await cache.json('k', compute)).toBe('3');
    clock += 5_001;
    expect(await cache.json('k', compute)).toBe('4');
    cache.close();
  });

  it('keeps at most maxEntries answers', async () => {
    const cache = new CoachReadCache(ctx.db, { maxLagMs: 0, maxAgeMs: 60_000, maxEntries: 2 });
    let runs = 0;
    const compute = async () => ++runs;
    await cache.json('a', compute);
    await cache.json('b', compute);
    await cache.json('c', compute);
    expect(await cache.json('c', compute)).toBe('3');
    expect(await cache.json('a', compute)).toBe('4');
    cache.close();
  });
});

describe('cacheKey', () => {
  it('is the same for the same search however the parameters are ordered', () => {
    expect(cacheKey('search', { query: 'x', specialization: ['b', 'a'], page: 1 })).toBe(
      cacheKey('search', { page: 1, specialization: ['a', 'b'], query: 'x', location: undefined }),
    );
    expect(cacheKey('search', { query: 'x' })).not.toBe(cacheKey('search', { query: 'y' }));
  });
});
