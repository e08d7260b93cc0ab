import { gunzipSync, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CoachReadCache } from '../../src/features/coaches/cache';
import { createTestContext, type TestContext } from '../support/context';
import { testDatabaseKind } from '../support/database';
import { createAdmin, createCoach, signIn } from '../support/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('CoachReadCache.peek', () => {
  it('answers without waiting only while the answer is known to be current', async () => {
    let clock = 0;
    const cache = new CoachReadCache(ctx.db, { maxLagMs: 1_000, maxAgeMs: 5_000, maxEntries: 10, now: () => clock });
    let runs = 0;
    const compute = async () => ++runs;
    expect(cache.peek('k')).toBeUndefined();
    expect(await cache.json('k', compute)).toBe('1');
    expect(cache.peek('k')?.json).toBe('1');
    expect(cache.peek('other')).toBeUndefined();
    // The WAL position is too old to vouch for the entry: ask the database again (json).
    clock += 1_001;
    expect(cache.peek('k')).toBeUndefined();
    const rechecked = await cache.json('k', compute);
    // On PostgreSQL the WAL position is the whole cluster's, which the other test files' databases
    // move too, so there the re-check may find a newer position and compute again.
    if (testDatabaseKind() === 'pglite') expect(rechecked).toBe('1');
    expect(cache.peek('k')?.json).toBe(rechecked);
    // A mutating API request of this process: the entry is gone at once.
    const coach = await createCoach(ctx.db, { isVerified: false });
    const agent = ctx.agent();
    await signIn(ctx.db, agent, await createAdmin(ctx.db));
    await agent.patch(`/api/coaches/${coach.id}/verification`, { isVerified: true });
    expect(cache.peek('k')).toBeUndefined();
    const recomputed = String(runs + 1);
    expect(await cache.json('k', compute)).toBe(recomputed);
    expect(cache.peek('k')?.json).toBe(recomputed);
    // Too old an entry is not answered, whatever the position.
    clock += 900;
    expect(await cache.json('k', compute)).toBe(recomputed);
    clock += 4_200;
    expect(cache.peek('k')).toBeUndefined();
    cache.close();
  });

  it('never answers in tests, where every read asks the database (maxLagMs 0)', async () => {
    const cache = new CoachReadCache(ctx.db, { maxLagMs: 0, maxAgeMs: 60_000, maxEntries: 10 });
    expect(await cache.json('k', async () => 1)).toBe('1');
    expect(cache.peek('k')).toBeUndefined();
    cache.close();
  });
});

describe('GET /api/coaches/search, compressed', () => {
  it('sends the cached answer gzipped to clients that accept gzip, the same JSON as uncompressed', async () => {
    for (let i = 0; i < 12; i++) await createCoach(ctx.db, { firstName: `Gzip${i}` });
    const plain = await ctx.app.inject({ method: 'GET', url: '/api/coaches/search' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (let round = 0; round < 2; round++) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/coaches/search', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers.vary).toContain('accept-encoding');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(gunzipSync(res.rawPayload).toString()).toBe(plain.body);
    }
    // deflate preferred: left to @fastify/compress, as before.
    const deflated = await ctx.app.inject({ method: 'GET', url: '/api/coaches/search', headers: { 'accept-encoding': 'deflate' } });
    expect(deflated.headers['content-encoding']).toBe('deflate');
    expect(inflateSync(deflated.rawPayload).toString()).toBe(plain.body);
  });

  it('sends small answers uncompressed, like every other answer under 1 KB', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/coaches/search?query=zzzqqq', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ success: true, data: [] });
  });
});
