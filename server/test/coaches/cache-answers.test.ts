import { gunzipSync, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { createTestContext, type TestContext } from '../support/context';
import { createAdmin, createCoach, signIn } from '../support/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** Changes a coach's bio behind the caches' back (triggers off), to see whether an answer is reused. */
async function changeUnseen(coachId: string, bio: string) {
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.update(users).set({ bio }).where(eq(users.id, coachId));
  });
}

describe('cached coach answers', () => {
  it('survive refused and unrelated writes, and show a write that changes them on the next request', async () => {
    const coach = await createCoach(ctx.db, { firstName: 'Zorawarcache', bio: 'Original', isVerified: true });
    const bioOnPage = async () => (await ctx.app.inject({ method: 'GET', url: `/api/coaches/${coach.id}` })).json().data.bio;
    const bioInSearch = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/coaches/search?query=Zorawarcache' })).json().data.find((c: { id: string }) => c.id === coach.id)?.bio;
    expect(await bioOnPage()).toBe('Original');
    expect(await bioInSearch()).toBe('Original');
    await changeUnseen(coach.id, 'Unseen');
    // Reused: the database changed without a trigger, so only a cached answer still says 'Original'.
    expect(await bioOnPage()).toBe('Original');
    expect(await bioInSearch()).toBe('Original');
    // A refused write (no CSRF token, not signed in) and an accepted write elsewhere change nothing shown.
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/blog', payload: {}, headers: { origin: 'https://evil.example' } });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    const otherCoach = await createCoach(ctx.db);
    const admin = ctx.agent();
    await signIn(ctx.db, admin, await createAdmin(ctx.db));
    expect((await admin.patch(`/api/coaches/${otherCoach.id}/verification`, { isVerified: true })).statusCode).toBe(200);
    expect(await bioOnPage()).toBe('Original');
    // A write to this coach: both answers show the database as it is.
    expect((await admin.patch(`/api/coaches/${coach.id}/verification`, { isVerified: false })).statusCode).toBe(200);
    expect(await bioOnPage()).toBe('Unseen');
    expect(await bioInSearch()).toBeUndefined(); // no longer listed
    expect((await admin.patch(`/api/coaches/${coach.id}/verification`, { isVerified: true })).statusCode).toBe(200);
    expect(await bioInSearch()).toBe('Unseen');
  });

  it('show a write on the next request also when the id is written in capitals (a hand-typed link)', async () => {
    const coach = await createCoach(ctx.db, { bio: 'Original', isVerified: true });
    const bioAt = async (id: string) => (await ctx.app.inject({ method: 'GET', url: `/api/coaches/${id}` })).json().data.bio;
    const shouted = coach.id.toUpperCase();
    expect(await bioAt(shouted)).toBe('Original');
    const admin = ctx.agent();
    await signIn(ctx.db, admin, await createAdmin(ctx.db));
    await changeUnseen(coach.id, 'Changed');
    expect((await admin.patch(`/api/coaches/${coach.id}/verification`, { isVerified: false })).statusCode).toBe(200);
    expect(await bioAt(shouted)).toBe('Changed');
  });

  it('carry the versions they were made at', async () => {
    const coach = await createCoach(ctx.db);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/coaches/${coach.id}` });
    expect(res.headers['x-content-versions']).toMatch(new RegExp(`^coach:${coach.id}=\\d+,all=\\d+$`));
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
