import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/context';
import { createAdmin, createCoach, createMentee, signedInAgent, type UserRow } from '../support/factories';

let ctx: TestContext;
let mentor: UserRow;
let otherMentor: UserRow;
let admin: UserRow;
let mentee: UserRow;

beforeAll(async () => {
  ctx = await createTestContext();
  mentor = await createCoach(ctx.db, { firstName: 'Meera', lastName: 'Iyer' });
  otherMentor = await createCoach(ctx.db);
  admin = await createAdmin(ctx.db);
  mentee = await createMentee(ctx.db);
});
afterAll(() => ctx.close());

const as = (user: UserRow) => signedInAgent(ctx, user);

type Res = { id: string; title: string; tags: string[]; category: string };

async function createResource(user: UserRow, body: Record<string, unknown>): Promise<Res> {
  ctx.clock.advance(1000);
  const res = await (await as(user)).post('/api/resources', { title: 'A resource', content: 'Body', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Res;
}

const titles = (res: { json: () => { data: Res[] } }) => res.json().data.map((r) => r.title);

describe('POST /api/resources', () => {
  it('lets a mentor add a resource and answers with it', async () => {
    const res = await (await as(mentor)).post('/api/resources', {
      title: 'SRT practice set',
      description: '60 situations with model answers',
      content: '1. You are on a train and **someone** falls ill.',
      category: 'psychology',
      tags: ['SRT', 'Psychology'],
    });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      title: 'SRT practice set',
      description: '60 situations with model answers',
      category: 'psychology',
      tags: ['SRT', 'Psychology'],
      authorId: { id: mentor.id, _id: mentor.id, firstName: 'Meera' },
    });
    expect(data._id).toBe(data.id);
    expect(data.contentHtml).toContain('<strong>someone</strong>');
  });

  it('lets an admin add a resource', async () => {
    const res = await (await as(admin)).post('/api/resources', { title: 'Admin note' });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a mentee with 403 and an anonymous caller with 401', async () => {
    expect((await (await as(mentee)).post('/api/resources', { title: 'Mine' })).statusCode).toBe(403);
    expect((await ctx.agent().post('/api/resources', { title: 'Mine' })).statusCode).toBe(401);
  });

  it('defaults the category to interview_tips, and description and content to empty', async () => {
    const res = await (await as(mentor)).post('/api/resources', { title: 'Only a title' });
    expect(res.json().data).toMatchObject({ category: 'interview_tips', description: '', content: '', tags: [] });
    const blank = await (await as(mentor)).post('/api/resources', { title: 'Blank category', category: '' });
    expect(blank.json().data.category).toBe('interview_tips');
  });

  it('stores a category typed as words as its slug', async () => {
    const r = await createResource(mentor, { category: 'Current Affairs' });
    expect(r.category).toBe('current_affairs');
  });

  it('splits comma-separated tags, trims them, and drops empties and duplicates', async () => {
    const r = await createResource(mentor, { tags: ' interview , ,SSB tips,, interview,  Conference  ,' });
    expect(r.tags).toEqual(['interview', 'SSB tips', 'Conference']);
  });

  it('splits commas inside a tag list too', async () => {
    const r = await createResource(mentor, { tags: ['OIR, PPDT', '  ', 'GTO'] });
    expect(r.tags).toEqual(['OIR', 'PPDT', 'GTO']);
  });

  it('refuses a missing or blank title, an over-long tag and too many tags, with field errors', async () => {
    const agent = await as(mentor);
    const blank = await agent.post('/api/resources', { title: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields.title).toBe('Title is required');
    const longTag = await agent.post('/api/resources', { title: 'T', tags: 'x'.repeat(41) });
    expect(longTag.json().fields.tags).toBe('Each tag must be at most 40 characters');
    const many = await agent.post('/api/resources', { title: 'T', tags: Array.from({ length: 21 }, (_, i) => `t${i}`) });
    expect(many.json().fields.tags).toBe('At most 20 tags');
  });
});

describe('GET /api/resources', () => {
  let lib: TestContext;
  let author: UserRow;
  let other: UserRow;
  beforeAll(async () => {
    lib = await createTestContext();
    author = await createCoach(lib.db);
    other = await createCoach(lib.db);
    const a = await signedInAgent(lib, author);
    const b = await signedInAgent(lib, other);
    for (const [agent, body] of [
      [a, { title: 'Interview checklist', category: 'interview_tips', tags: 'interview' }],
      [b, { title: 'Lecturette topics', category: 'gto', tags: 'gto, lecturette' }],
      [a, { title: 'OIR drills', category: 'oir', tags: 'oir' }],
    ] as const) {
      lib.clock.advance(60_000);
      expect((await agent.post('/api/resources', body)).statusCode).toBe(201);
    }
  });
  afterAll(() => lib.close());

  it('lists every resource newest first with paging meta', async () => {
    const res = await lib.agent().get('/api/resources');
    expect(res.statusCode).toBe(200);
    expect(titles(res)).toEqual(['OIR drills', 'Lecturette topics', 'Interview checklist']);
    expect(res.json().meta).toEqual({ total: 3, page: 1, pageSize: 12 });
    expect(res.json().data[0]).not.toHaveProperty('contentHtml');
  });

  it('filters by category', async () => {
    expect(titles(await lib.agent().get('/api/resources?category=gto'))).toEqual(['Lecturette topics']);
  });

  it("lists only the caller's own resources with mine=1", async () => {
    const agent = await signedInAgent(lib, author);
    expect(titles(await agent.get('/api/resources?mine=1'))).toEqual(['OIR drills', 'Interview checklist']);
  });

  it('refuses mine=1 without sign-in', async () => {
    expect((await lib.agent().get('/api/resources?mine=1')).statusCode).toBe(401);
  });

  it('searches with q', async () => {
    expect(titles(await lib.agent().get('/api/resources?q=lecturete'))).toEqual(['Lecturette topics']);
  });
});

describe('GET /api/resources/by-category/:category', () => {
  it('lists the resources of one category', async () => {
    const r = await createResource(mentor, { title: 'Conference day guide', category: 'conference' });
    const res = await ctx.agent().get('/api/resources/by-category/conference');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((x: Res) => x.id)).toEqual([r.id]);
    const none = await ctx.agent().get('/api/resources/by-category/nothing_here');
    expect(none.json()).toMatchObject({ success: true, data: [] });
  });
});

describe('GET /api/resources/:id', () => {
  it('answers one resource with rendered content and tags', async () => {
    const r = await createResource(mentor, { title: 'WAT words', content: '- brave\n- duty', tags: 'WAT' });
    const res = await ctx.agent().get(`/api/resources/${r.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: r.id, _id: r.id, title: 'WAT words', tags: ['WAT'] });
    expect(res.json().data.contentHtml).toBe('<ul>\n<li>brave</li>\n<li>duty</li>\n</ul>\n');
  });

  it("answers 404 'Resource not found' for an unknown or malformed id", async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'abc']) {
      const res = await ctx.agent().get(`/api/resources/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, error: 'Resource not found' });
    }
  });
});

describe('GET /api/resources/search', () => {
  let lib: TestContext;
  beforeAll(async () => {
    lib = await createTestContext();
    const coach = await createCoach(lib.db);
    const agent = await signedInAgent(lib, coach);
    const items = [
      { title: 'Personal interview questions', description: 'The 40 questions the IO asks most', tags: 'interview' },
      { title: 'Group discussion basics', description: 'How to enter a GD', content: 'Speak early, listen well.', tags: 'gd' },
      { title: 'Stress handling', description: 'Staying calm', content: 'Before the interview, breathe slowly.' },
      { title: 'Psychology test primer', description: 'TAT, WAT and SRT', tags: 'psychology, tat' },
      { title: 'Physical standards', description: 'Height and weight charts', tags: 'medical' },
    ];
    for (const item of items) {
      lib.clock.advance(60_000);
      expect((await agent.post('/api/resources', item)).statusCode).toBe(201);
    }
  });
  afterAll(() => lib.close());

  const search = async (q: string) => {
    const res = await lib.agent().get(`/api/resources/search?q=${encodeURIComponent(q)}`);
    expect(res.statusCode).toBe(200);
    return titles(res);
  };

  it("tolerates typos: 'intervew' finds the interview resources, the best match first", async () => {
    const found = await search('intervew');
    expect(found[0]).toBe('Personal interview questions');
    expect(found).toContain('Stress handling');
    expect(found).not.toContain('Physical standards');
  });

  it('matches title, description, tags and content', async () => {
    expect(await search('height')).toEqual(['Physical standards']);
    expect(await search('medical')).toEqual(['Physical standards']);
    expect(await search('listen')).toEqual(['Group discussion basics']);
    expect(await search('psycology')).toEqual(['Psychology test primer']);
  });

  it('matches short text as a substring and is case-insensitive', async () => {
    expect(await search('GD')).toEqual(['Group discussion basics']);
  });

  it('finds nothing for unrelated text and treats LIKE wildcards literally', async () => {
    expect(await search('submarine')).toEqual([]);
    expect(await search('%')).toEqual([]);
  });
});

describe('PUT /api/resources/:id', () => {
  it('lets the author and an admin edit, and refuses another mentor', async () => {
    const r = await createResource(mentor, { title: 'Original' });
    const own = await (await as(mentor)).put(`/api/resources/${r.id}`, { title: 'Edited', tags: 'a, b' });
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ title: 'Edited', tags: ['a', 'b'] });
    expect((await (await as(otherMentor)).put(`/api/resources/${r.id}`, { title: 'No' })).statusCode).toBe(403);
    expect((await (await as(admin)).put(`/api/resources/${r.id}`, { category: 'oir' })).json().data.category).toBe('oir');
    expect((await ctx.agent().put(`/api/resources/${r.id}`, { title: 'No' })).statusCode).toBe(401);
  });

  it('refreshes the search text after an edit', async () => {
    const r = await createResource(mentor, { title: 'Zebra crossing' });
    await (await as(mentor)).put(`/api/resources/${r.id}`, { title: 'Quartermaster duties' });
    const res = await ctx.agent().get('/api/resources/search?q=quartermaster');
    expect(res.json().data.map((x: Res) => x.id)).toEqual([r.id]);
  });
});

describe('DELETE /api/resources/:id', () => {
  it('lets the author delete, refuses others, and answers 404 afterwards', async () => {
    const r = await createResource(mentor, { title: 'To delete' });
    expect((await (await as(otherMentor)).delete(`/api/resources/${r.id}`)).statusCode).toBe(403);
    expect((await ctx.agent().delete(`/api/resources/${r.id}`)).statusCode).toBe(401);
    const res = await (await as(mentor)).delete(`/api/resources/${r.id}`);
    expect(res.json()).toEqual({ success: true });
    expect((await ctx.agent().get(`/api/resources/${r.id}`)).statusCode).toBe(404);
  });

  it('lets an admin delete any resource', async () => {
    const r = await createResource(mentor, { title: 'Admin removes' });
    expect((await (await as(admin)).delete(`/api/resources/${r.id}`)).statusCode).toBe(200);
  });
});
