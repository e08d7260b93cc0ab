import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discussions } from '../../src/db/schema';
import { createTestContext, type TestContext } from '../support/context';
import { createAdmin, createCoach, createMentee, signedInAgent } from '../support/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const valid = {
  title: 'SRT practice round',
  description: 'Situation reaction test, 60 situations.',
  startTime: '2030-01-15T13:00:00.000Z',
  capacity: 12,
  meetLink: 'https://meet.jit.si/ssb-srt-practice',
};

describe('POST /api/discussions/admin', () => {
  it('lets an admin create a discussion, answered without the meet link', async () => {
    const admin = await createAdmin(ctx.db);
    const res = await (await signedInAgent(ctx, admin)).post('/api/discussions/admin', valid);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      title: valid.title,
      description: valid.description,
      startTime: valid.startTime,
      capacity: 12,
      attendeeCount: 0,
      attendees: [],
      joined: false,
    });
    expect(data.id).toBe(data._id);
    expect(data).not.toHaveProperty('meetLink');
    const [row] = await ctx.db.select().from(discussions).where(eq(discussions.id, data.id));
    expect(row).toMatchObject({ meetLink: valid.meetLink, createdBy: admin.id });
  });

  it('defaults the capacity to 10, the description to empty and the start time to now', async () => {
    ctx.clock.set(new Date('2029-06-01T10:00:00.000Z'));
    const agent = await signedInAgent(ctx, await createAdmin(ctx.db));
    const res = await agent.post('/api/discussions/admin', { title: 'Lecturette', meetLink: 'http://meet.example.test/x' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ capacity: 10, description: '', startTime: '2029-06-01T10:00:00.000Z' });
    ctx.clock.set(new Date());
  });

  it('accepts a start time with an offset and stores the instant', async () => {
    const agent = await signedInAgent(ctx, await createAdmin(ctx.db));
    const res = await agent.post('/api/discussions/admin', { ...valid, startTime: '2030-01-15T18:30:00+05:30' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.startTime).toBe('2030-01-15T13:00:00.000Z');
  });

  it('refuses mentees and mentors with 403 and anonymous callers with 401', async () => {
    const before = (await ctx.db.select({ id: discussions.id }).from(discussions)).length;
    for (const user of [await createMentee(ctx.db), await createCoach(ctx.db)]) {
      const res = await (await signedInAgent(ctx, user)).post('/api/discussions/admin', valid);
      expect(res.statusCode).toBe(403);
      expect(res.json().success).toBe(false);
    }
    expect((await ctx.agent().post('/api/discussions/admin', valid)).statusCode).toBe(401);
    // who may call is decided before what they sent
    expect((await ctx.agent().post('/api/discussions/admin', {})).statusCode).toBe(401);
    const mentee = await signedInAgent(ctx, await createMentee(ctx.db));
    expect((await mentee.post('/api/discussions/admin', {})).statusCode).toBe(403);
    expect(await ctx.db.select({ id: discussions.id }).from(discussions)).toHaveLength(before);
  });

  it.each([
    [{ title: '' }, 'title', 'Title is required'],
    [{ title: '   ' }, 'title', 'Title is required'],
    [{ title: undefined }, 'title', 'Title is required'],
    [{ meetLink: undefined }, 'meetLink', 'Meet link is required'],
    [{ meetLink: '' }, 'meetLink', 'Meet link is required'],
    [{ meetLink: 'meet.jit.si/room' }, 'meetLink', 'Meet link must be an http:// or https:// URL'],
    [{ meetLink: 'javascript:alert(1)' }, 'meetLink', 'Meet link must be an http:// or https:// URL'],
    [{ meetLink: 'ftp://files.example.test/x' }, 'meetLink', 'Meet link must be an http:// or https:// URL'],
    [{ capacity: 0 }, 'capacity', 'Capacity must be at least 1'],
    [{ capacity: -3 }, 'capacity', 'Capacity must be at least 1'],
    [{ capacity: 2.5 }, 'capacity', 'Capacity must be a whole number'],
    [{ capacity: 'ten' }, 'capacity', 'Capacity must be a whole number'],
    [{ startTime: 'tomorrow' }, 'startTime', 'Start time must be a valid date and time'],
  ])('answers 400 with a field message for %o', async (change, field, message) => {
    const agent = await signedInAgent(ctx, await createAdmin(ctx.db));
    const res = await agent.post('/api/discussions/admin', { ...valid, ...change } as Record<string, unknown>);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.fields[field]).toBe(message);
  });
});

describe('GET /api/docs/json', () => {
  it('documents every discussion route', async () => {
    const res = await ctx.agent().get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of ['/api/discussions/', '/api/discussions/{id}/join', '/api/discussions/{id}/access', '/api/discussions/admin']) {
      expect(paths.some((documented) => documented.replace(/\/$/, '') === p.replace(/\/$/, ''))).toBe(true);
    }
  });
});
