import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { searchIndexOf } from '../../src/features/coaches/routes';
import type { SearchIndexKeeper } from '../../src/features/coaches/search-index-keeper';
import { createTestContext, type TestContext } from '../support/context';
import { createAdmin, createCoach, createMentee, signedInAgent, type UserRow } from '../support/factories';
import { at, insertSession, NOW } from '../sessions/support';

/**
 * The in-process search index (docs/decisions/028) answers only while it shows the database as it
 * is: after a write that changes what searches show, the next search shows it (answered by SQL
 * while the index is rebuilt), and the rebuilt index shows it too.
 */

let ctx: TestContext;
let index: SearchIndexKeeper;
beforeAll(async () => {
  ctx = await createTestContext();
  index = searchIndexOf(ctx.app.deps)!;
});
beforeEach(() => ctx.clock.set(NOW));
afterAll(() => ctx.close());

let asked = 0;
/** The ids a search finds; each request a page size never asked before, so the read cache never answers. */
async function found(query: Record<string, string> = {}) {
  asked += 1;
  const res = await ctx.agent().get('/api/coaches/search', { query: { ...query, pageSize: String(asked) } });
  expect(res.statusCode).toBe(200);
  return (res.json().data as { id: string }[]).map((c) => c.id);
}

/** Searches with `query`, from the index once it is current (after a rebuild if need be). */
async function foundByIndex(query: Record<string, string> = {}) {
  await found(query);
  await index.settled();
  const before = { ...index.counts };
  const ids = await found(query);
  expect(index.counts).toEqual({ index: before.index + 1, sql: before.sql });
  return ids;
}

/** Searches right after a write: SQL answers, the index being behind. */
async function foundRightAfterWrite(query: Record<string, string> = {}) {
  const before = { ...index.counts };
  const ids = await found(query);
  expect(index.counts).toEqual({ index: before.index, sql: before.sql + 1 });
  return ids;
}

async function adminAgent() {
  return signedInAgent(ctx, await createAdmin(ctx.db));
}

describe('GET /api/coaches/search from the in-process index', () => {
  it('shows a profile saved by its coach on the next search', async () => {
    const coach = await createCoach(ctx.db, { firstName: 'Hemant', title: 'Former GTO' });
    expect(await foundByIndex({ query: 'quartermaster' })).toEqual([]);
    const saved = await (await signedInAgent(ctx, coach)).put('/api/users/profile', { title: 'Quartermaster general' });
    expect(saved.statusCode).toBe(200);
    expect(await foundRightAfterWrite({ query: 'quartermaster' })).toEqual([coach.id]);
    expect(await foundByIndex({ query: 'quartermaster' })).toEqual([coach.id]);
  });

  it('shows a verified mark set or cleared by an admin on the next search', async () => {
    const coach = await createCoach(ctx.db, { firstName: 'Ishaanverify', isVerified: false });
    const admin = await adminAgent();
    expect(await foundByIndex({ query: 'ishaanverify' })).toEqual([]);
    expect((await admin.patch(`/api/coaches/${coach.id}/verification`, { isVerified: true })).statusCode).toBe(200);
    expect(await foundRightAfterWrite({ query: 'ishaanverify' })).toEqual([coach.id]);
    expect(await foundByIndex({ query: 'ishaanverify' })).toEqual([coach.id]);
    expect((await admin.patch(`/api/coaches/${coach.id}/verification`, { isVerified: false })).statusCode).toBe(200);
    expect(await foundRightAfterWrite({ query: 'ishaanverify' })).toEqual([]);
    expect(await foundByIndex({ query: 'ishaanverify' })).toEqual([]);
  });

  it("shows a mentee's rating, which moves the coach's rating, on the next search", async () => {
    const coach = await createCoach(ctx.db, { firstName: 'Jaideeprated', rating: 5, totalReviews: 0 });
    const mentee: UserRow = await createMentee(ctx.db);
    const session = await insertSession(ctx.db, { mentorId: coach.id, menteeId: mentee.id, start: at(-2), status: 'completed' });
    expect(await foundByIndex({ query: 'jaideeprated', minRating: '4' })).toEqual([coach.id]);
    const rated = await (await signedInAgent(ctx, mentee)).put(`/api/sessions/${session.id}`, { menteeRating: 1 });
    expect(rated.statusCode).toBe(200);
    expect(await foundRightAfterWrite({ query: 'jaideeprated', minRating: '4' })).toEqual([]);
    expect(await foundByIndex({ query: 'jaideeprated', minRating: '4' })).toEqual([]);
    expect(await foundByIndex({ query: 'jaideeprated' })).toEqual([coach.id]);
  });

  it('drops a suspended coach from the next search', async () => {
    const coach = await createCoach(ctx.db, { firstName: 'Kabirsuspended' });
    expect(await foundByIndex({ query: 'kabirsuspended' })).toEqual([coach.id]);
    const suspended = await (await adminAgent()).post(`/api/admin/users/${coach.id}/suspend`, { reason: 'Asked students to pay outside the platform.' });
    expect(suspended.statusCode).toBe(200);
    expect(await foundRightAfterWrite({ query: 'kabirsuspended' })).toEqual([]);
    expect(await foundByIndex({ query: 'kabirsuspended' })).toEqual([]);
  });

  it('looks a word up again after a write adds it to the vocabulary: a known word is no typo', async () => {
    const interviewer = await createCoach(ctx.db, { firstName: 'Mohan', lastName: 'Interviewing', title: 'Interviewing officer' });
    // 'wing' is no known word yet: a likely typo of 'interviewing'; looked up once per version.
    const before = await foundByIndex({ query: 'wing' });
    expect(before).toContain(interviewer.id);
    expect(await foundByIndex({ query: 'wing' })).toEqual(before);
    const wing = await createCoach(ctx.db, { firstName: 'Wing', lastName: 'Commander', title: 'Air warrior' });
    expect(await foundRightAfterWrite({ query: 'wing' })).toEqual([wing.id]);
    expect(await foundByIndex({ query: 'wing' })).toEqual([wing.id]);
  });

  it('answers searches never asked before from the index, without asking SQL to rank', async () => {
    await createCoach(ctx.db, { firstName: 'Laxmanranked', title: 'Psychologist' });
    await foundByIndex({ query: 'laxmanranked' });
    const before = { ...index.counts };
    for (const query of ['laxman', 'psychologist', 'laxmanranked psych']) await found({ query });
    expect(index.counts).toEqual({ index: before.index + 3, sql: before.sql });
  });
});
