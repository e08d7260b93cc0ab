import { COACH_SEARCH_RESULT_CAP } from '@ssb/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/context';
import { createCoach, type UserRow } from '../support/factories';

// More coaches than the search counts: the cap, the candidate window and the typo vocabulary.
const MANY = COACH_SEARCH_RESULT_CAP + 10;

let ctx: TestContext;
let lowRatedMatch: UserRow;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.db.execute(sql`
    insert into users (email, first_name, last_name, role, is_verified, email_verified_at, title, specializations, rating, total_reviews, location)
    select 'many-' || i || '@scale.test', 'Coach', 'Number' || i, 'mentor', true, now(), 'SSB mentor',
           array['Psychology'], 3 + (i % 20) / 10.0, i % 50, 'Pune'
    from generate_series(1, ${MANY}) as i`);
  lowRatedMatch = await createCoach(ctx.db, {
    firstName: 'Quentin',
    lastName: 'Xylander',
    title: 'Xylophonist and psychologist',
    specializations: ['Psychology'],
    rating: 1,
    totalReviews: 1,
  });
}, 120_000);
afterAll(() => ctx.close());

async function search(query: Record<string, string> = {}) {
  const res = await ctx.agent().get('/api/coaches/search', { query });
  expect(res.statusCode).toBe(200);
  return res.json() as { data: { id: string }[]; meta: { total: number; page: number; pageSize: number; totalCapped?: boolean } };
}

describe('coach search beyond the result cap', () => {
  it('counts up to the cap and says there are more', async () => {
    const { meta } = await search({ specialization: 'Psychology' });
    expect(meta).toEqual({ total: COACH_SEARCH_RESULT_CAP, page: 1, pageSize: 12, totalCapped: true });
  });

  it('pages up to the cap and no further', async () => {
    const pageSize = 12;
    const lastPage = Math.ceil(COACH_SEARCH_RESULT_CAP / pageSize);
    const last = await search({ pageSize: String(pageSize), page: String(lastPage) });
    expect(last.data).toHaveLength(COACH_SEARCH_RESULT_CAP - (lastPage - 1) * pageSize);
    const past = await search({ pageSize: String(pageSize), page: String(lastPage + 1) });
    expect(past.data).toEqual([]);
    expect(past.meta).toMatchObject({ total: COACH_SEARCH_RESULT_CAP, totalCapped: true });
  });

  it('still counts exactly, without the flag, when fewer match', async () => {
    const { meta, data } = await search({ query: 'xylander' });
    expect(meta).toEqual({ total: 1, page: 1, pageSize: 12 });
    expect(data.map((c) => c.id)).toEqual([lowRatedMatch.id]);
  });

  it('corrects a typo against the words of every coach, including ones added later', async () => {
    expect((await search({ query: 'xylophonst' })).data.map((c) => c.id)).toEqual([lowRatedMatch.id]);
    const renamed = await createCoach(ctx.db, { firstName: 'Zarathustra', lastName: 'Quill', title: 'Mentor' });
    expect((await search({ query: 'zarathushtra' })).data.map((c) => c.id)).toEqual([renamed.id]);
  });
});
