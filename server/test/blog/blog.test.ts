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
  mentor = await createCoach(ctx.db, { firstName: 'Vikram', lastName: 'Rathore', profileImageUrl: 'https://cdn.test/v.jpg' });
  otherMentor = await createCoach(ctx.db, { firstName: 'Other', lastName: 'Mentor' });
  admin = await createAdmin(ctx.db);
  mentee = await createMentee(ctx.db);
});
afterAll(() => ctx.close());

const as = (user: UserRow) => signedInAgent(ctx, user);

const validPost = (overrides: Record<string, unknown> = {}) => ({
  title: 'How to prepare for the PPDT',
  content: '## Perceive\n\nLook at the picture for **30 seconds** and note the mood.',
  published: true,
  ...overrides,
});

async function createPost(user: UserRow, overrides: Record<string, unknown> = {}) {
  const res = await (await as(user)).post('/api/blog', validPost(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; createdAt: string };
}

describe('POST /api/blog', () => {
  it('lets a mentor publish a post and answers with the created post and its id', async () => {
    const agent = await as(mentor);
    const res = await agent.post(
      '/api/blog',
      validPost({ category: 'PPDT', excerpt: 'Three steps.', thumbnailUrl: 'https://images.test/ppdt.jpg' }),
    );
    expect(res.statusCode).toBe(201);
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(data).toMatchObject({
      title: 'How to prepare for the PPDT',
      category: 'PPDT',
      excerpt: 'Three steps.',
      thumbnailUrl: 'https://images.test/ppdt.jpg',
      published: true,
      featured: false,
      authorId: { id: mentor.id, _id: mentor.id, firstName: 'Vikram', lastName: 'Rathore', profileImageUrl: 'https://cdn.test/v.jpg' },
    });
    expect(data.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(data._id).toBe(data.id);
    expect(data.contentHtml).toContain('<h2>Perceive</h2>');
    expect(data.contentHtml).toContain('<strong>30 seconds</strong>');
    expect(data.authorId).not.toHaveProperty('email');
  });

  it('lets an admin publish a post', async () => {
    const res = await (await as(admin)).post('/api/blog', validPost());
    expect(res.statusCode).toBe(201);
  });

  it('refuses a mentee with 403', async () => {
    const res = await (await as(mentee)).post('/api/blog', validPost());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, error: expect.any(String) });
  });

  it('refuses an anonymous caller with 401', async () => {
    const res = await ctx.agent().post('/api/blog', validPost());
    expect(res.statusCode).toBe(401);
    expect(res.json().success).toBe(false);
  });

  it('defaults the category to General and published to true', async () => {
    const res = await (await as(mentor)).post('/api/blog', { title: 'No category', content: 'Some content that is long enough.' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ category: 'General', published: true, excerpt: null, thumbnailUrl: null });
  });

  it('treats an empty category, excerpt and thumbnail as absent', async () => {
    const res = await (await as(mentor)).post('/api/blog', validPost({ category: '  ', excerpt: '', thumbnailUrl: '' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ category: 'General', excerpt: null, thumbnailUrl: null });
  });

  it('trims the title and refuses a title or content that is only spaces, with field errors', async () => {
    const agent = await as(mentor);
    const blank = await agent.post('/api/blog', { title: '   ', content: ' \n ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toMatchObject({ title: 'Title is required', content: 'Content is required' });
    const missing = await agent.post('/api/blog', {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields)).toEqual(expect.arrayContaining(['title', 'content']));
    const trimmed = await agent.post('/api/blog', validPost({ title: '  Spaced title  ' }));
    expect(trimmed.json().data.title).toBe('Spaced title');
  });

  it('refuses a title over 200 characters', async () => {
    const res = await (await as(mentor)).post('/api/blog', validPost({ title: 'T'.repeat(201) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.title).toBe('Title must be at most 200 characters');
  });

  it('accepts an excerpt of exactly 500 characters and refuses 501', async () => {
    const agent = await as(mentor);
    const ok = await agent.post('/api/blog', validPost({ excerpt: 'e'.repeat(500) }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.excerpt).toHaveLength(500);
    const tooLong = await agent.post('/api/blog', validPost({ excerpt: 'e'.repeat(501) }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields.excerpt).toBe('Excerpt must be at most 500 characters');
  });

  it.each(['javascript:alert(1)', 'data:image/png;base64,AAAA', 'ftp://files.test/a.jpg', '/relative.jpg', 'not a url'])(
    'refuses the thumbnail URL %s',
    async (thumbnailUrl) => {
      const res = await (await as(mentor)).post('/api/blog', validPost({ thumbnailUrl }));
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.thumbnailUrl).toBe('Thumbnail URL must be an http:// or https:// link');
    },
  );

  it('accepts an http thumbnail URL', async () => {
    const res = await (await as(mentor)).post('/api/blog', validPost({ thumbnailUrl: 'http://images.test/a.jpg' }));
    expect(res.statusCode).toBe(201);
  });

  it('refuses a write without the CSRF header when signed in by cookie', async () => {
    const agent = await as(mentor);
    await agent.ensureCsrf();
    const res = await agent.post('/api/blog', validPost(), { headers: { 'x-csrf-token': 'wrong' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('Invalid CSRF token');
  });
});

describe('GET /api/blog', () => {
  let list: TestContext;
  beforeAll(async () => {
    list = await createTestContext();
  });
  afterAll(() => list.close());

  it('lists published posts newest first with featured, author and paging meta', async () => {
    const author = await createCoach(list.db, { firstName: 'Asha', lastName: 'Verma' });
    const agent = await signedInAgent(list, author);
    const titles = ['First', 'Second', 'Third', 'Draft'];
    for (const [i, title] of titles.entries()) {
      list.clock.advance(60_000);
      const res = await agent.post('/api/blog', validPost({ title, published: title !== 'Draft', category: i === 0 ? 'GTO' : undefined }));
      expect(res.statusCode).toBe(201);
    }
    const res = await list.agent().get('/api/blog');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.map((p: { title: string }) => p.title)).toEqual(['Third', 'Second', 'First']);
    expect(body.meta).toEqual({ total: 3, page: 1, pageSize: 12 });
    expect(body.data[2]).toMatchObject({ category: 'GTO', featured: false, published: true, authorId: { firstName: 'Asha', lastName: 'Verma' } });
    expect(body.data[0]).not.toHaveProperty('contentHtml');
  });

  it('pages with page and pageSize', async () => {
    const res = await list.agent().get('/api/blog?page=2&pageSize=2');
    expect(res.json().data.map((p: { title: string }) => p.title)).toEqual(['First']);
    expect(res.json().meta).toEqual({ total: 3, page: 2, pageSize: 2 });
  });

  it('answers the same page as cards: no content, the start of its plain text instead, paged alike', async () => {
    const author = await createCoach(list.db);
    list.clock.advance(60_000);
    const long = `## Perceive\n\nLook at the picture for **30 seconds**. ${'Note the mood and the hero. '.repeat(12).trim()}`;
    await (await signedInAgent(list, author)).post('/api/blog', validPost({ title: 'Card', content: long }));
    const cards = (await list.agent().get('/api/blog/cards?pageSize=2')).json();
    const posts = (await list.agent().get('/api/blog?pageSize=2')).json();
    expect(cards.meta).toEqual(posts.meta);
    expect(cards.data.map((c: { id: string }) => c.id)).toEqual(posts.data.map((p: { id: string }) => p.id));
    const [card] = cards.data;
    expect(card).not.toHaveProperty('content');
    const { content, ...rest } = posts.data[0];
    expect(content).toBe(long);
    expect(card).toEqual({ ...rest, contentText: expect.any(String) });
    expect(card.contentText).toMatch(/^Perceive Look at the picture for 30 seconds\. Note the mood/);
    expect(card.contentText).toHaveLength(160);
  });

  it('shows a new post and a new author name on the cards at the next request (a cached answer)', async () => {
    const author = await createCoach(list.db, { firstName: 'Nikhil' });
    const before = (await list.agent().get('/api/blog/cards?pageSize=1')).json();
    list.clock.advance(60_000);
    const agent = await signedInAgent(list, author);
    await agent.post('/api/blog', validPost({ title: 'Fresh on the cards' }));
    const after = (await list.agent().get('/api/blog/cards?pageSize=1')).json();
    expect(after.data[0]).toMatchObject({ title: 'Fresh on the cards', authorId: { firstName: 'Nikhil' } });
    expect(after.meta.total).toBe(before.meta.total + 1);
    const { users } = await import('../../src/db/schema');
    const { eq } = await import('drizzle-orm');
    await list.db.update(users).set({ firstName: 'Nikhila' }).where(eq(users.id, author.id));
    expect((await list.agent().get('/api/blog/cards?pageSize=1')).json().data[0].authorId.firstName).toBe('Nikhila');
  });

  it('refuses a page size above 100', async () => {
    const res = await list.agent().get('/api/blog?pageSize=500');
    expect(res.statusCode).toBe(400);
  });

  it('shows a post whose author was deleted without an author', async () => {
    const gone = await createCoach(list.db);
    const agent = await signedInAgent(list, gone);
    list.clock.advance(60_000);
    await agent.post('/api/blog', validPost({ title: 'Orphan' }));
    const { users } = await import('../../src/db/schema');
    const { eq } = await import('drizzle-orm');
    await list.db.delete(users).where(eq(users.id, gone.id));
    const res = await list.agent().get('/api/blog?pageSize=1');
    expect(res.json().data[0]).toMatchObject({ title: 'Orphan', authorId: null });
  });
});

describe('GET /api/blog/:id', () => {
  it('answers one post with rendered content and its author', async () => {
    const post = await createPost(mentor, { content: 'Hello *world*, see [the spec](https://ssb.test/spec).' });
    const res = await ctx.agent().get(`/api/blog/${post.id}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ id: post.id, _id: post.id, authorId: { id: mentor.id, firstName: 'Vikram' } });
    expect(data.contentHtml).toBe(
      '<p>Hello <em>world</em>, see <a href="https://ssb.test/spec" target="_blank" rel="noopener noreferrer nofollow ugc">the spec</a>.</p>\n',
    );
  });

  it("answers 404 'Post not found' for an unknown or malformed id", async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await ctx.agent().get(`/api/blog/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, error: 'Post not found' });
    }
  });

  it('shows an unpublished post only to its author and admins', async () => {
    const draft = await createPost(mentor, { published: false });
    expect((await ctx.agent().get(`/api/blog/${draft.id}`)).statusCode).toBe(404);
    expect((await (await as(otherMentor)).get(`/api/blog/${draft.id}`)).statusCode).toBe(404);
    expect((await (await as(mentor)).get(`/api/blog/${draft.id}`)).statusCode).toBe(200);
    expect((await (await as(admin)).get(`/api/blog/${draft.id}`)).statusCode).toBe(200);
  });
});

describe('PUT /api/blog/:id', () => {
  it('lets the author edit their post', async () => {
    const post = await createPost(mentor);
    ctx.clock.advance(5_000);
    const res = await (await as(mentor)).put(`/api/blog/${post.id}`, { title: 'Edited title', category: '', excerpt: 'New excerpt' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ title: 'Edited title', category: 'General', excerpt: 'New excerpt', content: validPost().content });
    expect(new Date(data.updatedAt).getTime()).toBeGreaterThan(new Date(data.createdAt).getTime());
  });

  it('refuses another mentor with 403 and leaves the post unchanged', async () => {
    const post = await createPost(mentor);
    const res = await (await as(otherMentor)).put(`/api/blog/${post.id}`, { title: 'Hijacked' });
    expect(res.statusCode).toBe(403);
    const after = await ctx.agent().get(`/api/blog/${post.id}`);
    expect(after.json().data.title).toBe(validPost().title);
  });

  it('lets an admin edit any post', async () => {
    const post = await createPost(mentor);
    const res = await (await as(admin)).put(`/api/blog/${post.id}`, { published: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.published).toBe(false);
  });

  it('refuses an anonymous caller with 401 and answers 404 for an unknown post', async () => {
    const post = await createPost(mentor);
    expect((await ctx.agent().put(`/api/blog/${post.id}`, { title: 'x y z' })).statusCode).toBe(401);
    const missing = await (await as(admin)).put('/api/blog/00000000-0000-4000-8000-000000000000', { title: 'x y z' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Post not found');
  });

  it('validates the changed fields like a new post', async () => {
    const post = await createPost(mentor);
    const res = await (await as(mentor)).put(`/api/blog/${post.id}`, { title: ' ', excerpt: 'x'.repeat(501), thumbnailUrl: 'javascript:alert(1)' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(expect.arrayContaining(['title', 'excerpt', 'thumbnailUrl']));
  });
});

describe('DELETE /api/blog/:id', () => {
  it('lets the author delete their post', async () => {
    const post = await createPost(mentor);
    const res = await (await as(mentor)).delete(`/api/blog/${post.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await ctx.agent().get(`/api/blog/${post.id}`)).statusCode).toBe(404);
  });

  it('refuses another mentor and a mentee with 403, and an anonymous caller with 401', async () => {
    const post = await createPost(mentor);
    expect((await (await as(otherMentor)).delete(`/api/blog/${post.id}`)).statusCode).toBe(403);
    expect((await (await as(mentee)).delete(`/api/blog/${post.id}`)).statusCode).toBe(403);
    expect((await ctx.agent().delete(`/api/blog/${post.id}`)).statusCode).toBe(401);
    expect((await ctx.agent().get(`/api/blog/${post.id}`)).statusCode).toBe(200);
  });

  it('lets an admin delete any post, and a second delete answers 404', async () => {
    const post = await createPost(mentor);
    const agent = await as(admin);
    expect((await agent.delete(`/api/blog/${post.id}`)).statusCode).toBe(200);
    expect((await agent.delete(`/api/blog/${post.id}`)).statusCode).toBe(404);
  });
});

describe('PATCH /api/blog/:id/featured', () => {
  it('lets an admin feature and unfeature a post', async () => {
    const post = await createPost(mentor);
    const agent = await as(admin);
    const on = await agent.patch(`/api/blog/${post.id}/featured`, { featured: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().data.featured).toBe(true);
    const off = await agent.patch(`/api/blog/${post.id}/featured`, { featured: false });
    expect(off.json().data.featured).toBe(false);
  });

  it('features a post when no body is sent', async () => {
    const post = await createPost(mentor);
    const res = await (await as(admin)).patch(`/api/blog/${post.id}/featured`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.featured).toBe(true);
  });

  it('refuses the author (a mentor) with 403 and an anonymous caller with 401', async () => {
    const post = await createPost(mentor);
    expect((await (await as(mentor)).patch(`/api/blog/${post.id}/featured`, { featured: true })).statusCode).toBe(403);
    expect((await ctx.agent().patch(`/api/blog/${post.id}/featured`, { featured: true })).statusCode).toBe(401);
  });

  it("answers 404 'Post not found' for an unknown post", async () => {
    const res = await (await as(admin)).patch('/api/blog/00000000-0000-4000-8000-000000000000/featured', { featured: true });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Post not found');
  });
});
