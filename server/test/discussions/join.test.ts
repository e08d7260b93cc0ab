import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/context';
import { createAdmin, createCoach, createMentee, signedInAgent } from '../support/factories';
import { createDiscussion, MINUTE, seatState } from './support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('POST /api/discussions/:id/join', () => {
  it('gives a seat to any signed-in user and answers the updated discussion', async () => {
    const discussion = await createDiscussion(ctx, 60);
    for (const user of [await createMentee(ctx.db), await createCoach(ctx.db), await createAdmin(ctx.db)]) {
      const res = await (await signedInAgent(ctx, user)).post(`/api/discussions/${discussion.id}/join`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: discussion.id, _id: discussion.id, joined: true });
      expect(res.json().data).not.toHaveProperty('meetLink');
    }
    expect((await seatState(ctx.db, discussion.id)).attendeeCount).toBe(3);
  });

  it('answers every attendee, so the fifth joiner finds themselves in the list beside the count', async () => {
    const discussion = await createDiscussion(ctx, 60, { capacity: 5 });
    const people = [];
    let last: { attendeeCount: number; attendees: { id: string }[] } | undefined;
    for (let i = 0; i < 5; i++) {
      const person = await createMentee(ctx.db);
      people.push(person);
      last = (await (await signedInAgent(ctx, person)).post(`/api/discussions/${discussion.id}/join`)).json().data;
      ctx.clock.advance(1000);
    }
    expect(last?.attendeeCount).toBe(5);
    expect(last?.attendees.map((a) => a.id)).toEqual(people.map((p) => p.id));
  });

  it('refuses anonymous callers with 401', async () => {
    const discussion = await createDiscussion(ctx, 60);
    const res = await ctx.agent().post(`/api/discussions/${discussion.id}/join`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false });
    expect((await seatState(ctx.db, discussion.id)).attendeeCount).toBe(0);
  });

  it('treats joining twice as a no-op that still answers success', async () => {
    const discussion = await createDiscussion(ctx, 60);
    const mentee = await createMentee(ctx.db);
    const agent = await signedInAgent(ctx, mentee);
    const first = await agent.post(`/api/discussions/${discussion.id}/join`);
    const second = await agent.post(`/api/discussions/${discussion.id}/join`);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toMatchObject({ joined: true, attendeeCount: 1 });
    expect(await seatState(ctx.db, discussion.id)).toEqual({ attendeeCount: 1, attendees: [mentee.id] });
  });

  it('treats the same user joining twice at once as one seat', async () => {
    const discussion = await createDiscussion(ctx, 60);
    const mentee = await createMentee(ctx.db);
    const agent = await signedInAgent(ctx, mentee);
    const answers = await Promise.all(Array.from({ length: 5 }, () => agent.post(`/api/discussions/${discussion.id}/join`)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await seatState(ctx.db, discussion.id)).toEqual({ attendeeCount: 1, attendees: [mentee.id] });
  });

  it('closes joining 10 minutes before the start', async () => {
    const discussion = await createDiscussion(ctx, 10);
    const agent = await signedInAgent(ctx, await createMentee(ctx.db));
    const res = await agent.post(`/api/discussions/${discussion.id}/join`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, error: 'Joining has closed for this discussion' });
    expect(await seatState(ctx.db, discussion.id)).toEqual({ attendeeCount: 0, attendees: [] });
  });

  it('still lets a user join one millisecond before the cutoff', async () => {
    const discussion = await createDiscussion(ctx, 10);
    ctx.clock.advance(-1);
    try {
      const agent = await signedInAgent(ctx, await createMentee(ctx.db));
      expect((await agent.post(`/api/discussions/${discussion.id}/join`)).statusCode).toBe(200);
    } finally {
      ctx.clock.advance(1);
    }
  });

  it('refuses joins after the discussion has started', async () => {
    const discussion = await createDiscussion(ctx, -5);
    const agent = await signedInAgent(ctx, await createMentee(ctx.db));
    expect((await agent.post(`/api/discussions/${discussion.id}/join`)).statusCode).toBe(409);
  });

  it('answers success to an attendee who joins again after the cutoff', async () => {
    const discussion = await createDiscussion(ctx, 30);
    const agent = await signedInAgent(ctx, await createMentee(ctx.db));
    await agent.post(`/api/discussions/${discussion.id}/join`);
    ctx.clock.advance(25 * MINUTE);
    try {
      const res = await agent.post(`/api/discussions/${discussion.id}/join`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ joined: true, attendeeCount: 1 });
    } finally {
      ctx.clock.advance(-25 * MINUTE);
    }
  });

  it("refuses a new attendee when the discussion is full with 409 'This discussion is full'", async () => {
    const discussion = await createDiscussion(ctx, 60, { capacity: 1 });
    const first = await signedInAgent(ctx, await createMentee(ctx.db));
    const second = await signedInAgent(ctx, await createMentee(ctx.db));
    expect((await first.post(`/api/discussions/${discussion.id}/join`)).statusCode).toBe(200);
    const res = await second.post(`/api/discussions/${discussion.id}/join`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, error: 'This discussion is full' });
    expect((await seatState(ctx.db, discussion.id)).attendeeCount).toBe(1);
  });

  it('never exceeds the capacity: 40 concurrent joins of a 10-seat discussion leave exactly 10 attendees', async () => {
    const discussion = await createDiscussion(ctx, 60, { capacity: 10 });
    const users = await Promise.all(Array.from({ length: 40 }, () => createMentee(ctx.db)));
    const agents = await Promise.all(users.map((u) => signedInAgent(ctx, u)));
    await Promise.all(agents.map((a) => a.ensureCsrf()));

    const answers = await Promise.all(agents.map((a) => a.post(`/api/discussions/${discussion.id}/join`)));

    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(30);
    for (const refused of answers.filter((r) => r.statusCode === 409)) {
      expect(refused.json().error).toBe('This discussion is full');
    }
    const state = await seatState(ctx.db, discussion.id);
    expect(state.attendeeCount).toBe(10);
    expect(state.attendees).toHaveLength(10);
    const winners = users.filter((_, i) => answers[i]!.statusCode === 200).map((u) => u.id).sort();
    expect(state.attendees).toEqual(winners);
  });

  it('answers 404 for an unknown discussion and 400 for a malformed id', async () => {
    const agent = await signedInAgent(ctx, await createMentee(ctx.db));
    const missing = await agent.post('/api/discussions/00000000-0000-4000-8000-000000000000/join');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Discussion not found');
    const malformed = await agent.post('/api/discussions/not-an-id/join');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().success).toBe(false);
  });
});

describe('DELETE /api/discussions/:id/join', () => {
  it('frees the seat for someone else before the cutoff', async () => {
    const discussion = await createDiscussion(ctx, 60, { capacity: 1 });
    const leaver = await signedInAgent(ctx, await createMentee(ctx.db));
    const waiting = await signedInAgent(ctx, await createMentee(ctx.db));
    await leaver.post(`/api/discussions/${discussion.id}/join`);
    expect((await waiting.post(`/api/discussions/${discussion.id}/join`)).statusCode).toBe(409);

    const res = await leaver.delete(`/api/discussions/${discussion.id}/join`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ joined: false, attendeeCount: 0, attendees: [] });

    expect((await waiting.post(`/api/discussions/${discussion.id}/join`)).statusCode).toBe(200);
    expect((await seatState(ctx.db, discussion.id)).attendeeCount).toBe(1);
  });

  it('is a no-op for someone who is not attending', async () => {
    const discussion = await createDiscussion(ctx, 60);
    const attendee = await signedInAgent(ctx, await createMentee(ctx.db));
    await attendee.post(`/api/discussions/${discussion.id}/join`);
    const stranger = await signedInAgent(ctx, await createMentee(ctx.db));
    const res = await stranger.delete(`/api/discussions/${discussion.id}/join`);
    expect(res.statusCode).toBe(200);
    expect((await seatState(ctx.db, discussion.id)).attendeeCount).toBe(1);
  });

  it('refuses to leave after the cutoff and keeps the seat', async () => {
    const discussion = await createDiscussion(ctx, 30);
    const agent = await signedInAgent(ctx, await createMentee(ctx.db));
    await agent.post(`/api/discussions/${discussion.id}/join`);
    ctx.clock.advance(21 * MINUTE);
    try {
      const res = await agent.delete(`/api/discussions/${discussion.id}/join`);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe('You can no longer leave this discussion');
      expect((await seatState(ctx.db, discussion.id)).attendeeCount).toBe(1);
    } finally {
      ctx.clock.advance(-21 * MINUTE);
    }
  });

  it('refuses anonymous callers with 401', async () => {
    const discussion = await createDiscussion(ctx, 60);
    expect((await ctx.agent().delete(`/api/discussions/${discussion.id}/join`)).statusCode).toBe(401);
  });
});
