import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/context';
import { createAdmin, createCoach, createMentee, createUser, type UserRow } from '../support/factories';

let ctx: TestContext;
let psych: UserRow; // Psychology, Delhi, 12 years, 4.8
let gto: UserRow; // Command Tasks + Group Discussion, Pune, 20 years, 4.2
let interview: UserRow; // Interview Techniques, Pune, 5 years, 3.5
let mixed: UserRow; // Psychology + Interview Techniques, Bengaluru, 8 years, 4.6, bio mentions lecturettes
let custom: UserRow; // no specializations, no rate, no experience

beforeAll(async () => {
  ctx = await createTestContext();
  // One coach a line: what each is known for.
  psych = await createCoach(ctx.db, { firstName: 'Meera', lastName: 'Iyer', title: 'Clinical psychologist, ex-SSB assessor', bio: 'Helps aspirants with TAT, WAT and SRT.', specializations: ['Psychology'], location: 'New Delhi', experience: 12, rating: 4.8, totalReviews: 40 });
  gto = await createCoach(ctx.db, { firstName: 'Vikram', lastName: 'Singh', title: 'Former GTO', bio: 'Outdoor tasks and group planning.', specializations: ['Command Tasks', 'Group Discussion'], location: 'Pune', experience: 20, rating: 4.2, totalReviews: 12 });
  interview = await createCoach(ctx.db, { firstName: 'Anita', lastName: 'Rao', title: 'Interviewing officer (retd.)', bio: 'Personal interview practice.', specializations: ['Interview Techniques'], location: 'Pune', experience: 5, rating: 3.5, totalReviews: 4 });
  mixed = await createCoach(ctx.db, { firstName: 'Rahul', lastName: 'Menon', title: 'SSB mentor', bio: 'Known for sharp lecturettes and calm psychology prep.', specializations: ['Psychology', 'Interview Techniques'], location: 'Bengaluru', experience: 8, rating: 4.6, totalReviews: 25 });
  custom = await createCoach(ctx.db, { firstName: 'Zed', lastName: 'Newcomer', title: 'New coach', bio: null, specializations: [], hourlyRate: null, experience: null, location: null });
  // Never listed, whatever they match:
  await createCoach(ctx.db, { firstName: 'Unverified', title: 'Psychology expert', specializations: ['Psychology'], isVerified: false });
  await createCoach(ctx.db, { firstName: 'Inactive', title: 'Psychology expert', specializations: ['Psychology'], isActive: false });
  await createMentee(ctx.db, { firstName: 'Psychology', title: 'Psychology fan', specializations: ['Psychology'] });
  await createAdmin(ctx.db, { firstName: 'Admin', title: 'Psychology admin', specializations: ['Psychology'] });
  await createUser(ctx.db, { role: null, firstName: 'Undecided', title: 'Psychology', specializations: ['Psychology'] });
});
afterAll(() => ctx.close());

type Item = { id: string; name: string };
async function search(query: Record<string, string | string[]> = {}) {
  const res = await ctx.agent().get('/api/coaches/search', { query });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { success: boolean; data: Item[]; meta: { total: number; page: number; pageSize: number } };
  expect(body.success).toBe(true);
  return { ...body, ids: body.data.map((c) => c.id) };
}
const sorted = (list: string[]) => [...list].sort();

describe('GET /api/coaches/search', () => {
  it('lists every active mentor when no filter is given, verified and best-rated first', async () => {
    const { ids, meta } = await search();
    expect(meta).toEqual({ total: 5, page: 1, pageSize: 12 });
    expect(ids).toEqual([psych.id, mixed.id, gto.id, interview.id, custom.id]);
  });

  it('never lists inactive coaches, mentees, admins or users without a role', async () => {
    const { data } = await search({ query: 'psychology' });
    const names = data.map((c) => c.name);
    for (const name of names) expect(name).not.toMatch(/Inactive|Psychology|Admin|Undecided/);
  });

  it('sends the card fields and leaves out the heavy and private ones', async () => {
    const { data } = await search({ query: 'meera' });
    expect(data[0]).toMatchObject({
      id: psych.id,
      _id: psych.id,
      name: 'Meera Iyer',
      title: 'Clinical psychologist, ex-SSB assessor',
      specializations: ['Psychology'],
      hourlyRate: 2000,
      rating: 4.8,
      totalReviews: 40,
      experience: 12,
      location: 'New Delhi',
      isVerified: true,
    });
    expect(data[0]).not.toHaveProperty('email');
    expect(data[0]).not.toHaveProperty('testimonials');
  });

  describe('query', () => {
    it('matches a specialization', async () => {
      expect(sorted((await search({ query: 'Psychology' })).ids)).toEqual(sorted([psych.id, mixed.id]));
    });

    it("forgives typos: 'psycology' finds the Psychology coaches", async () => {
      expect(sorted((await search({ query: 'psycology' })).ids)).toEqual(sorted([psych.id, mixed.id]));
    });

    it('needs every word, each matching exactly, as a prefix or despite a typo, and ignores stop words', async () => {
      expect((await search({ query: 'meera psycology' })).ids).toEqual([psych.id]);
      expect((await search({ query: 'the singh of pune' })).ids).toEqual([gto.id]);
      expect((await search({ query: 'vikram psychology' })).ids).toEqual([]);
    });

    it('does not treat a known word as a typo of another word', async () => {
      // 'psychologist' is in Meera's title: no correction to 'psychology' (Rahul's chip).
      expect((await search({ query: 'psychologist' })).ids).toEqual([psych.id]);
      // An unfinished word is not a known word: 'interviewin' still finds 'Interviewing officer'.
      expect((await search({ query: 'interviewin' })).ids).toContain(interview.id);
    });

    it('matches partial words', async () => {
      expect((await search({ query: 'vikr' })).ids).toEqual([gto.id]);
      expect((await search({ query: 'interv' })).ids).toContain(interview.id);
    });

    it('matches names, title and bio', async () => {
      expect((await search({ query: 'Anita Rao' })).ids).toEqual([interview.id]);
      expect((await search({ query: 'GTO' })).ids).toEqual([gto.id]);
      expect((await search({ query: 'lecturettes' })).ids).toEqual([mixed.id]);
    });

    it('ranks the best match first', async () => {
      // Both are Psychology coaches; Meera's title also names it.
      const { ids } = await search({ query: 'psychologist' });
      expect(ids[0]).toBe(psych.id);
    });

    it('finds nothing for an unrelated word, and treats punctuation-only text as no query', async () => {
      expect((await search({ query: 'submarine' })).meta.total).toBe(0);
      expect((await search({ query: '%_!' })).meta.total).toBe(5);
    });
  });

  describe('filters alone', () => {
    it('specialization matches any of the given ones', async () => {
      expect((await search({ specialization: 'Command Tasks' })).ids).toEqual([gto.id]);
      expect(sorted((await search({ specialization: ['Command Tasks', 'Interview Techniques'] })).ids)).toEqual(
        sorted([gto.id, interview.id, mixed.id]),
      );
    });

    it('minRating keeps coaches rated at least that', async () => {
      expect(sorted((await search({ minRating: '4.5' })).ids)).toEqual(sorted([psych.id, mixed.id]));
    });

    it('location matches part of the city that begins a word, case-insensitively', async () => {
      expect(sorted((await search({ location: 'pune' })).ids)).toEqual(sorted([gto.id, interview.id]));
      expect((await search({ location: 'delhi' })).ids).toEqual([psych.id]);
      expect((await search({ location: 'new del' })).ids).toEqual([psych.id]);
      expect((await search({ location: 'Bengal' })).ids).toEqual([mixed.id]);
      expect((await search({ location: 'elhi' })).ids).toEqual([]);
      expect((await search({ location: 'delhi new' })).ids).toEqual([]);
      expect((await search({ location: '%' })).ids).toEqual([]);
    });

    it('experience keeps coaches with at least that many years', async () => {
      expect(sorted((await search({ experience: '10' })).ids)).toEqual(sorted([psych.id, gto.id]));
    });
  });

  describe('filters combined', () => {
    it('applies all of them together', async () => {
      expect((await search({ specialization: ['Psychology', 'Interview Techniques'], location: 'Pune' })).ids).toEqual([interview.id]);
      expect((await search({ query: 'psycology', experience: '10' })).ids).toEqual([psych.id]);
      expect((await search({ query: 'psychology', minRating: '4.7', location: 'Delhi', specialization: 'Psychology' })).ids).toEqual([psych.id]);
      expect((await search({ location: 'Pune', minRating: '4', experience: '15', specialization: 'Command Tasks' })).ids).toEqual([gto.id]);
      expect((await search({ location: 'Pune', minRating: '4.5' })).meta.total).toBe(0);
    });

    it('leaves out empty parameters', async () => {
      expect((await search({ query: '', location: '', minRating: '', experience: '' })).meta.total).toBe(5);
    });
  });

  describe('pagination', () => {
    it('gives the total of all matches on every page', async () => {
      const first = await search({ pageSize: '2' });
      const second = await search({ pageSize: '2', page: '2' });
      const third = await search({ pageSize: '2', page: '3' });
      expect(first.meta).toEqual({ total: 5, page: 1, pageSize: 2 });
      expect(second.meta).toEqual({ total: 5, page: 2, pageSize: 2 });
      expect(third.meta).toEqual({ total: 5, page: 3, pageSize: 2 });
      expect([...first.ids, ...second.ids, ...third.ids]).toEqual([psych.id, mixed.id, gto.id, interview.id, custom.id]);
    });

    it('answers an empty page past the end, still with the total', async () => {
      const past = await search({ pageSize: '2', page: '9', specialization: 'Psychology' });
      expect(past.data).toEqual([]);
      expect(past.meta).toEqual({ total: 2, page: 9, pageSize: 2 });
    });
  });

  it('refuses bad parameters with 400 and per-field messages', async () => {
    const bad: Record<string, string>[] = [{ minRating: '6' }, { minRating: 'high' }, { experience: '-1' }, { page: '0' }, { pageSize: '500' }];
    for (const query of bad) {
      const res = await ctx.agent().get('/api/coaches/search', { query });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.success).toBe(false);
      expect(Object.keys(body.fields)).toEqual(Object.keys(query));
    }
    const long = await ctx.agent().get('/api/coaches/search', { query: { query: 'x'.repeat(101) } });
    expect(long.statusCode).toBe(400);
  });

  it('names the allowed range when page or pageSize is out of it, not a number, or a fraction', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ pageSize: '51' }, 'pageSize', 'Must be a whole number from 1 to 50'],
      [{ pageSize: '0' }, 'pageSize', 'Must be a whole number from 1 to 50'],
      [{ pageSize: 'ten' }, 'pageSize', 'Must be a whole number from 1 to 50'],
      [{ page: '0' }, 'page', 'Must be a whole number from 1 to 10,000'],
      [{ page: '1.5' }, 'page', 'Must be a whole number from 1 to 10,000'],
    ];
    for (const [query, field, message] of cases) {
      const res = await ctx.agent().get('/api/coaches/search', { query });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, error: `Please check ${field}: ${message}`, fields: { [field]: message } });
    }
  });
});

describe('GET /api/coaches/specializations', () => {
  async function counts(query: Record<string, string | string[]> = {}) {
    const res = await ctx.agent().get('/api/coaches/specializations', { query });
    expect(res.statusCode).toBe(200);
    return res.json().data as { name: string; count: number }[];
  }

  it('counts active coaches per specialization, most common first', async () => {
    expect(await counts()).toEqual([
      { name: 'Interview Techniques', count: 2 },
      { name: 'Psychology', count: 2 },
      { name: 'Command Tasks', count: 1 },
      { name: 'Group Discussion', count: 1 },
    ]);
  });

  it('applies the same query, minRating, location and experience filters as the search', async () => {
    expect(await counts({ location: 'Pune' })).toEqual([
      { name: 'Command Tasks', count: 1 },
      { name: 'Group Discussion', count: 1 },
      { name: 'Interview Techniques', count: 1 },
    ]);
    expect(await counts({ query: 'psycology' })).toEqual([
      { name: 'Psychology', count: 2 },
      { name: 'Interview Techniques', count: 1 },
    ]);
    expect(await counts({ minRating: '4.7' })).toEqual([{ name: 'Psychology', count: 1 }]);
    expect(await counts({ experience: '15' })).toEqual([
      { name: 'Command Tasks', count: 1 },
      { name: 'Group Discussion', count: 1 },
    ]);
  });

  it('ignores the specialization filter itself, so the other chips stay', async () => {
    expect(await counts({ specialization: 'Psychology' })).toHaveLength(4);
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await counts({ query: 'submarine' })).toEqual([]);
  });
});
