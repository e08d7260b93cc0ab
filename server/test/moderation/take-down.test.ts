import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/context';
import { createAdmin, createCoach, createMentee, signedInAgent } from '../support/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const reason = 'Copied word for word from another site.';

describe('taking content down', () => {
  it('hides a post and a resource from everyone but their author, tells the author, and puts them back; audited', async () => {
    const coach = await createCoach(ctx.db);
    const author = await signedInAgent(ctx, coach);
    const post = (await author.post('/api/blog', { title: 'Borrowed words', content: 'Text.', category: 'TAT' })).json().data;
    const resource = (await author.post('/api/resources', { title: 'Borrowed list', content: 'Topics.' })).json().data;
    const admin = await signedInAgent(ctx, await createAdmin(ctx.db));
    const visitor = ctx.agent();
    const reader = await signedInAgent(ctx, await createMentee(ctx.db));

    expect((await admin.post(`/api/admin/content/post/${post.id}/take-down`, { reason: 'short' })).statusCode).toBe(400);
    expect((await admin.post(`/api/admin/content/post/${post.id}/take-down`, { reason })).statusCode).toBe(200);
    expect((await admin.post(`/api/admin/content/resource/${resource.id}/take-down`, { reason })).statusCode).toBe(200);
    expect((await admin.post(`/api/admin/content/post/${post.id}/take-down`, { reason })).statusCode).toBe(409);

    // Gone for readers.
    expect((await visitor.get(`/api/blog/${post.id}`)).statusCode).toBe(404);
    expect((await reader.get(`/api/blog/${post.id}`)).statusCode).toBe(404);
    expect((await visitor.get('/api/blog')).json().data.map((p: { id: string }) => p.id)).not.toContain(post.id);
    expect((await visitor.get(`/api/resources/${resource.id}`)).statusCode).toBe(404);
    expect((await visitor.get('/api/resources')).json().data.map((r: { id: string }) => r.id)).not.toContain(resource.id);
    expect((await visitor.get('/api/resources/search', { query: { q: 'Borrowed' } })).json().data.map((r: { id: string }) => r.id)).not.toContain(resource.id);
    // The author sees why, and is told.
    expect((await author.get(`/api/blog/${post.id}`)).json().data.takenDown).toMatchObject({ reason });
    const mine = (await author.get('/api/resources', { query: { mine: 'true' } })).json().data;
    expect(mine.find((r: { id: string }) => r.id === resource.id).takenDown).toMatchObject({ reason });
    const bell = (await author.get('/api/notifications')).json().data.items;
    expect(bell.map((n: { title: string }) => n.title)).toEqual(expect.arrayContaining(['Your article was taken down: Borrowed words', 'Your resource was taken down: Borrowed list']));

    const listed = (await admin.get('/api/admin/content/taken-down')).json();
    expect(listed.data.map((i: { kind: string; id: string }) => `${i.kind}:${i.id}`)).toEqual(expect.arrayContaining([`post:${post.id}`, `resource:${resource.id}`]));

    expect((await admin.post(`/api/admin/content/post/${post.id}/restore`, { reason: 'The author showed it is their own.' })).statusCode).toBe(200);
    expect((await visitor.get(`/api/blog/${post.id}`)).statusCode).toBe(200);
    const log = (await admin.get('/api/admin/audit')).json().data;
    expect(log.find((e: { action: string }) => e.action === 'content.restore')).toMatchObject({ targetType: 'post', targetId: post.id });
    expect(log.find((e: { action: string; targetId: string }) => e.action === 'content.take_down' && e.targetId === resource.id)).toMatchObject({ reason });
    expect((await admin.post(`/api/admin/content/page/${post.id}/restore`, { reason })).statusCode).toBe(404);
  });
});
