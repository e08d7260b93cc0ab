import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { discussions } from '../../src/db/schema';
import { createTestContext, type TestContext } from '../support/context';
import { createAdmin, createCoach, createMentee, signedInAgent } from '../support/factories';
import { createDiscussion, MINUTE } from './support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Item = { id: string; title: string; joined: boolean; attendeeCount: number; attendees: Record<string, unknown>[] };

describe('a discussion in calendars', () => {
  it('names its moderator (the admin who created it) in the list and in its calendar file, never the meet link', async () => {
    const admin = await createAdmin(ctx.db, { firstName: 'Kavita', lastName: 'Rao' });
    const discussion = await createDiscussion(ctx, 90, { title: 'Moderated GD', createdBy: admin.id });
    const item = (await ctx.agent().get('/api/discussions')).json().data.find((d: Item) => d.id === discussion.id);
    expect(item.moderator).toBe('Kavita Rao');
    const ics = await ctx.agent().get(`/api/discussions/${discussion.id}/calendar.ics`);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain('SUMMARY:Moderated GD');
    expect(ics.body).toContain('Moderator: Kavita Rao');
    expect(ics.body).not.toContain('meet.example.test');
    await ctx.db.update(discussions).set({ cancelledAt: ctx.clock.now() }).where(eq(discussions.id, discussion.id));
    expect((await ctx.agent().get(`/api/discussions/${discussion.id}/calendar.ics`)).statusCode).toBe(404);
  });
});

describe('GET /api/discussions', () => {
  it('lists upcoming discussions soonest first, then the recent past latest first', async () => {
    await ctx.db.delete(discussions);
    const later = await createDiscussion(ctx, 120, { title: 'Later' });
    const soon = await createDiscussion(ctx, 15, { title: 'Soon' });
    const yesterday = await createDiscussion(ctx, -24 * 60, { title: 'Yesterday' });
    const earlier = await createDiscussion(ctx, -30, { title: 'Earlier today' });
    await createDiscussion(ctx, -60 * 24 * 60, { title: 'Two months ago' });

    const res = await ctx.agent().get('/api/discussions');
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    expect(res.json().data.map((d: Item) => d.id)).toEqual([soon.id, later.id, earlier.id, yesterday.id]);
  });

  it('carries the count and every attendee, earliest first, with names and pictures but never emails or the meet link', async () => {
    const discussion = await createDiscussion(ctx, 60, { capacity: 6 });
    const people = [];
    for (let i = 0; i < 6; i++) {
      const user = await createMentee(ctx.db, { firstName: `Cadet${i}`, profileImageUrl: i === 0 ? '/media/profiles/x/avatar.jpg' : null });
      people.push(user);
      await (await signedInAgent(ctx, user)).post(`/api/discussions/${discussion.id}/join`);
      ctx.clock.advance(1000);
    }
    const res = await ctx.agent().get('/api/discussions');
    const body = res.body;
    const item = res.json().data.find((d: Item) => d.id === discussion.id);
    expect(item).toEqual({
      id: discussion.id,
      _id: discussion.id,
      title: discussion.title,
      description: discussion.description,
      startTime: discussion.startTime.toISOString(),
      capacity: 6,
      attendeeCount: 6,
      joined: false,
      moderator: null,
      attendees: people.map((p) => ({
        id: p.id,
        _id: p.id,
        firstName: p.firstName,
        lastName: p.lastName,
        profileImageUrl: p.profileImageUrl,
      })),
    });
    expect(body).not.toContain('meetLink');
    expect(body).not.toContain('meet.example.test');
    expect(body).not.toMatch(/@example\.test/);
    expect(body).not.toContain('email');
  });

  it('tells the caller which discussions they joined', async () => {
    const joinedOne = await createDiscussion(ctx, 60);
    const other = await createDiscussion(ctx, 60);
    const agent = await signedInAgent(ctx, await createCoach(ctx.db));
    await agent.post(`/api/discussions/${joinedOne.id}/join`);
    const data: Item[] = (await agent.get('/api/discussions')).json().data;
    expect(data.find((d) => d.id === joinedOne.id)?.joined).toBe(true);
    expect(data.find((d) => d.id === other.id)?.joined).toBe(false);
    const anonymous: Item[] = (await ctx.agent().get('/api/discussions')).json().data;
    expect(anonymous.every((d) => d.joined === false)).toBe(true);
  });
});

describe('GET /api/discussions/:id/access', () => {
  it('gives an attendee the meet link from exactly 5 minutes before the start', async () => {
    const discussion = await createDiscussion(ctx, 30);
    const agent = await signedInAgent(ctx, await createMentee(ctx.db));
    await agent.post(`/api/discussions/${discussion.id}/join`);

    ctx.clock.set(new Date(discussion.startTime.getTime() - 5 * MINUTE - 1));
    const early = await agent.get(`/api/discussions/${discussion.id}/access`);
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({ success: false, error: 'Access not available yet' });

    ctx.clock.set(new Date(discussion.startTime.getTime() - 5 * MINUTE));
    const open = await agent.get(`/api/discussions/${discussion.id}/access`);
    expect(open.statusCode).toBe(200);
    expect(open.json()).toEqual({ success: true, data: { meetLink: discussion.meetLink } });

    ctx.clock.set(new Date(discussion.startTime.getTime() + 30 * MINUTE));
    expect((await agent.get(`/api/discussions/${discussion.id}/access`)).statusCode).toBe(200);
    ctx.clock.set(new Date());
  });

  it('refuses someone who did not join, even once access is open', async () => {
    const discussion = await createDiscussion(ctx, 3);
    const agent = await signedInAgent(ctx, await createMentee(ctx.db));
    const res = await agent.get(`/api/discussions/${discussion.id}/access`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, error: 'Access not available yet' });
  });

  it('refuses anonymous callers with 401', async () => {
    const discussion = await createDiscussion(ctx, 3);
    expect((await ctx.agent().get(`/api/discussions/${discussion.id}/access`)).statusCode).toBe(401);
  });

  it('closes access 2 hours after the start', async () => {
    const discussion = await createDiscussion(ctx, 30);
    const agent = await signedInAgent(ctx, await createMentee(ctx.db));
    await agent.post(`/api/discussions/${discussion.id}/join`);
    ctx.clock.set(new Date(discussion.startTime.getTime() + 120 * MINUTE));
    const res = await agent.get(`/api/discussions/${discussion.id}/access`);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('This discussion has ended');
    ctx.clock.set(new Date());
  });

  it('answers 404 for an unknown discussion', async () => {
    const agent = await signedInAgent(ctx, await createMentee(ctx.db));
    expect((await agent.get('/api/discussions/00000000-0000-4000-8000-000000000000/access')).statusCode).toBe(404);
  });
});
