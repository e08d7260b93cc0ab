import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sweepMoney } from '../../src/features/payments';
import { createTestContext, type TestContext } from '../support/context';
import { createAdmin, createCoach, createMentee, signedInAgent, type UserRow } from '../support/factories';
import { addWindow, at, bookingBody, coachRating, HOUR, insertSession, NOW, payThroughTestGateway, sessionRow } from './support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
beforeEach(() => ctx.clock.set(NOW));
afterAll(() => ctx.close());

/** A coach, a mentee, and a session between them booked through the API at +24 h. */
async function booked() {
  const coach = await createCoach(ctx.db);
  const mentee = await createMentee(ctx.db);
  await addWindow(ctx.db, coach.id, at(24), at(30));
  const menteeAgent = await signedInAgent(ctx, mentee);
  const coachAgent = await signedInAgent(ctx, coach);
  const res = await menteeAgent.post('/api/sessions', bookingBody(coach.id, at(24)));
  expect(res.statusCode).toBe(201);
  const paid = await payThroughTestGateway(menteeAgent, res.json().data);
  expect(paid.statusCode).toBe(200);
  return { coach, mentee, menteeAgent, coachAgent, session: paid.json().data as { id: string } };
}

/** A session that started an hour ago (put in place directly, as booking refuses the past). */
async function past(coach: UserRow, mentee: UserRow, hoursAgo = 1) {
  return insertSession(ctx.db, { mentorId: coach.id, menteeId: mentee.id, start: at(-hoursAgo) });
}

/** A session that happened: its coach marked it complete (what a rating needs, docs/product/reviews.md). */
async function completed(coach: UserRow, mentee: UserRow, hoursAgo = 2) {
  return insertSession(ctx.db, { mentorId: coach.id, menteeId: mentee.id, start: at(-hoursAgo), status: 'completed', completedAt: at(-hoursAgo + 1) });
}

describe('GET /api/sessions', () => {
  it("lists only the caller's own sessions, as mentee and as mentor", async () => {
    const a = await booked();
    const b = await booked();
    const mine = (await a.menteeAgent.get('/api/sessions')).json();
    expect(mine.data.map((s: { id: string }) => s.id)).toEqual([a.session.id]);
    expect(mine.meta).toMatchObject({ total: 1, page: 1 });
    const coachs = (await b.coachAgent.get('/api/sessions')).json();
    expect(coachs.data.map((s: { id: string }) => s.id)).toEqual([b.session.id]);
  });

  it('lets admins list every session', async () => {
    const a = await booked();
    const admin = await signedInAgent(ctx, await createAdmin(ctx.db));
    const ids = (await admin.get('/api/sessions', { query: { pageSize: '100' } })).json().data.map((s: { id: string }) => s.id);
    expect(ids).toContain(a.session.id);
  });

  it('filters by mentorId and by upcoming or past', async () => {
    const { coach, mentee, menteeAgent, session } = await booked();
    const old = await past(coach, mentee);
    const other = await createCoach(ctx.db);
    await past(other, mentee, 5);
    const ids = async (query: Record<string, string>) =>
      (await menteeAgent.get('/api/sessions', { query })).json().data.map((s: { id: string }) => s.id);
    expect(await ids({ mentorId: coach.id })).toEqual([session.id, old.id]);
    expect(await ids({ mentorId: coach.id, type: 'upcoming' })).toEqual([session.id]);
    expect(await ids({ mentorId: coach.id, type: 'past' })).toEqual([old.id]);
    expect(await ids({ type: 'past' })).toHaveLength(2);
  });

  it('counts a session starting exactly now as upcoming', async () => {
    const { coach, mentee, menteeAgent } = await booked();
    const now = await insertSession(ctx.db, { mentorId: coach.id, menteeId: mentee.id, start: NOW });
    const upcoming = (await menteeAgent.get('/api/sessions', { query: { type: 'upcoming' } })).json().data.map((s: { id: string }) => s.id);
    expect(upcoming[0]).toBe(now.id);
  });

  it('expands the participants to names and pictures without emails', async () => {
    const { coach, mentee, menteeAgent } = await booked();
    const [item] = (await menteeAgent.get('/api/sessions')).json().data;
    expect(item.mentorId).toMatchObject({ id: coach.id, _id: coach.id, firstName: coach.firstName, lastName: coach.lastName });
    expect(item.mentee).toMatchObject({ id: mentee.id, firstName: mentee.firstName });
    expect(JSON.stringify(item)).not.toMatch(/@example\.test/);
  });

  it('refuses anonymous callers with 401', async () => {
    expect((await ctx.agent().get('/api/sessions')).statusCode).toBe(401);
  });
});

describe('GET /api/sessions/:id', () => {
  it('shows the session to both participants and admins', async () => {
    const { session, menteeAgent, coachAgent } = await booked();
    const admin = await signedInAgent(ctx, await createAdmin(ctx.db));
    for (const agent of [menteeAgent, coachAgent, admin]) {
      const res = await agent.get(`/api/sessions/${session.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: session.id, _id: session.id });
    }
  });

  it("answers 404 'Session not found' to anyone else, and for unknown or malformed ids", async () => {
    const { session } = await booked();
    const stranger = await signedInAgent(ctx, await createMentee(ctx.db));
    const otherCoach = await signedInAgent(ctx, await createCoach(ctx.db));
    for (const [agent, id] of [
      [stranger, session.id],
      [otherCoach, session.id],
      [stranger, '4f1c2b9e-0000-4000-8000-000000000000'],
      [stranger, 'not-an-id'],
    ] as const) {
      const res = await agent.get(`/api/sessions/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, error: 'Session not found' });
    }
    expect((await stranger.put(`/api/sessions/${session.id}`, { status: 'cancelled' })).statusCode).toBe(404);
    expect((await stranger.delete(`/api/sessions/${session.id}`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/sessions/${session.id}/calendar.ics`)).statusCode).toBe(404);
    expect((await sessionRow(ctx.db, session.id)).status).toBe('scheduled');
  });

  it('refuses anonymous callers with 401', async () => {
    const { session } = await booked();
    expect((await ctx.agent().get(`/api/sessions/${session.id}`)).statusCode).toBe(401);
  });
});

describe('PUT /api/sessions/:id (status)', () => {
  it('lets the mentor mark a session complete from its start time on, and completed is final', async () => {
    const { session, coachAgent, menteeAgent } = await booked();
    ctx.clock.set(at(24));
    const res = await coachAgent.put(`/api/sessions/${session.id}`, { status: 'completed' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'completed', completedAt: at(24).toISOString() });
    for (const [agent, status] of [
      [coachAgent, 'scheduled'],
      [coachAgent, 'cancelled'],
      [menteeAgent, 'cancelled'],
      [coachAgent, 'completed'],
    ] as const) {
      const again = await agent.put(`/api/sessions/${session.id}`, { status });
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toBe('This session is already completed');
    }
    expect((await menteeAgent.delete(`/api/sessions/${session.id}`)).statusCode).toBe(409);
  });

  it('refuses completion before the start with 409, so the mentee can still cancel', async () => {
    const { session, coachAgent, menteeAgent } = await booked();
    const admin = await signedInAgent(ctx, await createAdmin(ctx.db));
    ctx.clock.set(new Date(at(24).getTime() - 1000));
    for (const agent of [coachAgent, admin]) {
      const res = await agent.put(`/api/sessions/${session.id}`, { status: 'completed' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, error: 'This session has not started yet' });
    }
    expect((await sessionRow(ctx.db, session.id)).status).toBe('scheduled');
    expect((await menteeAgent.delete(`/api/sessions/${session.id}`)).statusCode).toBe(200);
  });

  it('lets the coach complete a past session that was never marked', async () => {
    const coach = await createCoach(ctx.db);
    const s = await past(coach, await createMentee(ctx.db), 30);
    const res = await (await signedInAgent(ctx, coach)).put(`/api/sessions/${s.id}`, { status: 'completed' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('completed');
  });

  it('refuses completion by the mentee with 403', async () => {
    const { session, menteeAgent } = await booked();
    const res = await menteeAgent.put(`/api/sessions/${session.id}`, { status: 'completed' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('Only the coach of this session can mark it complete');
  });

  it('lets an admin mark a session complete', async () => {
    const { session } = await booked();
    const admin = await signedInAgent(ctx, await createAdmin(ctx.db));
    ctx.clock.set(at(24, 30));
    expect((await admin.put(`/api/sessions/${session.id}`, { status: 'completed' })).statusCode).toBe(200);
  });

  it('lets either participant cancel before the start, and cancelled is final', async () => {
    for (const who of ['mentee', 'coach'] as const) {
      const { session, menteeAgent, coachAgent } = await booked();
      const agent = who === 'mentee' ? menteeAgent : coachAgent;
      const res = await agent.put(`/api/sessions/${session.id}`, { status: 'cancelled' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.status).toBe('cancelled');
      const again = await coachAgent.put(`/api/sessions/${session.id}`, { status: 'completed' });
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toBe('This session was cancelled');
    }
  });

  it('refuses a cancellation once the session has started', async () => {
    const { session, menteeAgent } = await booked();
    ctx.clock.set(at(24));
    const res = await menteeAgent.put(`/api/sessions/${session.id}`, { status: 'cancelled' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('A session can be cancelled only before it starts');
  });

  it('refuses going back to scheduled and unknown statuses', async () => {
    const { session, coachAgent } = await booked();
    expect((await coachAgent.put(`/api/sessions/${session.id}`, { status: 'scheduled' })).statusCode).toBe(400);
    expect((await coachAgent.put(`/api/sessions/${session.id}`, { status: 'done' })).statusCode).toBe(400);
    expect((await coachAgent.put(`/api/sessions/${session.id}`, {})).statusCode).toBe(400);
  });
});

describe('DELETE /api/sessions/:id', () => {
  it('cancels the session and keeps it', async () => {
    const { session, menteeAgent } = await booked();
    const res = await menteeAgent.delete(`/api/sessions/${session.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const row = await sessionRow(ctx.db, session.id);
    expect(row).toMatchObject({ status: 'cancelled' });
    expect(row.cancelledAt).not.toBeNull();
    expect((await menteeAgent.get(`/api/sessions/${session.id}`)).json().data.status).toBe('cancelled');
  });
});

describe('PUT /api/sessions/:id (rating)', () => {
  it('lets the mentee rate a completed session once, with feedback, and recomputes the coach rating', async () => {
    const coach = await createCoach(ctx.db);
    const menteeA = await createMentee(ctx.db);
    const menteeB = await createMentee(ctx.db);
    const s1 = await completed(coach, menteeA, 3);
    const s2 = await completed(coach, menteeB, 5);
    const agentA = await signedInAgent(ctx, menteeA);
    const agentB = await signedInAgent(ctx, menteeB);

    const first = await agentA.put(`/api/sessions/${s1.id}`, { menteeRating: 5, menteeFeedback: '  Sharp, practical advice.  ' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ menteeRating: 5, menteeFeedback: 'Sharp, practical advice.', ratedAt: NOW.toISOString() });
    expect(await coachRating(ctx.db, coach.id)).toEqual({ rating: 5, totalReviews: 1 });

    expect((await agentB.put(`/api/sessions/${s2.id}`, { menteeRating: 4 })).statusCode).toBe(200);
    expect(await coachRating(ctx.db, coach.id)).toEqual({ rating: 4.5, totalReviews: 2 });

    const again = await agentA.put(`/api/sessions/${s1.id}`, { menteeRating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('You have already rated this session');
    expect(await coachRating(ctx.db, coach.id)).toEqual({ rating: 4.5, totalReviews: 2 });

    const profile = (await ctx.agent().get(`/api/coaches/${coach.id}`)).json().data;
    expect(profile).toMatchObject({ rating: 4.5, totalReviews: 2 });
  });

  it('refuses ratings outside 1-5 or not whole', async () => {
    const coach = await createCoach(ctx.db);
    const mentee = await createMentee(ctx.db);
    const s = await past(coach, mentee);
    const agent = await signedInAgent(ctx, mentee);
    for (const menteeRating of [0, 6, 3.5, '4', null]) {
      const res = await agent.put(`/api/sessions/${s.id}`, { menteeRating });
      expect(res.statusCode, String(menteeRating)).toBe(400);
    }
    const noRating = await agent.put(`/api/sessions/${s.id}`, { menteeFeedback: 'Great' });
    expect(noRating.statusCode).toBe(400);
    expect(noRating.json()).toMatchObject({ error: 'Please select a rating', fields: { menteeRating: 'Choose 1-5 stars' } });
  });

  it('refuses a rating until the coach marks the session complete, and says when it can be rated', async () => {
    const { session, menteeAgent, coachAgent } = await booked();
    const canRate = async () => (await menteeAgent.get(`/api/sessions/${session.id}`)).json().data.canRate;
    for (const when of [NOW, at(24), new Date(at(24).getTime() + HOUR / 2), at(26)]) {
      ctx.clock.set(when);
      const res = await menteeAgent.put(`/api/sessions/${session.id}`, { menteeRating: 5 });
      expect(res.statusCode, when.toISOString()).toBe(409);
      expect(res.json().error).toBe('You can rate a session once it is completed: when your coach marks it complete, or 24 hours after it ends');
      expect(await canRate()).toBe(false);
    }
    expect((await coachAgent.put(`/api/sessions/${session.id}`, { status: 'completed' })).statusCode).toBe(200);
    expect(await canRate()).toBe(true);
    expect((await coachAgent.get(`/api/sessions/${session.id}`)).json().data.canRate).toBe(false);
    const rated = await menteeAgent.put(`/api/sessions/${session.id}`, { menteeRating: 5 });
    expect(rated.statusCode).toBe(200);
    expect(rated.json().data).toMatchObject({ menteeRating: 5, canRate: false });
  });

  it('lets a session nobody marked complete be rated once the 24-hour rule completes it', async () => {
    const { session, menteeAgent } = await booked();
    const end = at(25).getTime();
    ctx.clock.set(new Date(end + 24 * HOUR - 60_000));
    expect((await menteeAgent.put(`/api/sessions/${session.id}`, { menteeRating: 4 })).statusCode).toBe(409);
    ctx.clock.set(new Date(end + 24 * HOUR));
    // Before the sweep has written `completed`: the rule, not the sweep, decides.
    expect((await menteeAgent.get(`/api/sessions/${session.id}`)).json().data).toMatchObject({ status: 'scheduled', canRate: true });
    await sweepMoney(ctx.app.deps);
    expect((await menteeAgent.get(`/api/sessions/${session.id}`)).json().data).toMatchObject({ status: 'completed', canRate: true });
    expect((await menteeAgent.put(`/api/sessions/${session.id}`, { menteeRating: 4 })).statusCode).toBe(200);
  });

  it('refuses ratings from the mentor, an admin or anyone else', async () => {
    const coach = await createCoach(ctx.db);
    const mentee = await createMentee(ctx.db);
    const s = await past(coach, mentee);
    const coachAgent = await signedInAgent(ctx, coach);
    const admin = await signedInAgent(ctx, await createAdmin(ctx.db));
    for (const agent of [coachAgent, admin]) {
      const res = await agent.put(`/api/sessions/${s.id}`, { menteeRating: 5 });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('Only the mentee of this session can rate it');
    }
    const stranger = await signedInAgent(ctx, await createMentee(ctx.db));
    expect((await stranger.put(`/api/sessions/${s.id}`, { menteeRating: 5 })).statusCode).toBe(404);
    expect(await coachRating(ctx.db, coach.id)).toEqual({ rating: 0, totalReviews: 0 });
  });

  it('refuses a rating of a cancelled session', async () => {
    const coach = await createCoach(ctx.db);
    const mentee = await createMentee(ctx.db);
    const s = await insertSession(ctx.db, { mentorId: coach.id, menteeId: mentee.id, start: at(-2), status: 'cancelled' });
    const res = await (await signedInAgent(ctx, mentee)).put(`/api/sessions/${s.id}`, { menteeRating: 4 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('A cancelled session cannot be rated');
  });

  it('counts in the coach rating only ratings of sessions that took place', async () => {
    const coach = await createCoach(ctx.db);
    const mentee = await createMentee(ctx.db);
    // A rating stored on a session that was then cancelled (older data): it must never weigh.
    await insertSession(ctx.db, { mentorId: coach.id, menteeId: mentee.id, start: at(-6), status: 'cancelled', menteeRating: 1 });
    const s = await completed(coach, mentee, 2);
    expect((await (await signedInAgent(ctx, mentee)).put(`/api/sessions/${s.id}`, { menteeRating: 5 })).statusCode).toBe(200);
    expect(await coachRating(ctx.db, coach.id)).toEqual({ rating: 5, totalReviews: 1 });
  });

  it("refuses a throwaway account's rating of a free session from its start time", async () => {
    const coach = await createCoach(ctx.db);
    const mentee = await createMentee(ctx.db);
    const s = await insertSession(ctx.db, { mentorId: coach.id, menteeId: mentee.id, start: NOW, price: 0 });
    expect((await (await signedInAgent(ctx, mentee)).put(`/api/sessions/${s.id}`, { menteeRating: 5 })).statusCode).toBe(409);
    expect(await coachRating(ctx.db, coach.id)).toEqual({ rating: 0, totalReviews: 0 });
  });

  it('lets a completed session be rated', async () => {
    const coach = await createCoach(ctx.db);
    const mentee = await createMentee(ctx.db);
    const s = await insertSession(ctx.db, { mentorId: coach.id, menteeId: mentee.id, start: at(-2), status: 'completed' });
    const res = await (await signedInAgent(ctx, mentee)).put(`/api/sessions/${s.id}`, { menteeRating: 3 });
    expect(res.statusCode).toBe(200);
    expect(await coachRating(ctx.db, coach.id)).toEqual({ rating: 3, totalReviews: 1 });
  });

  it('keeps one rating when the mentee sends it twice at once', async () => {
    const coach = await createCoach(ctx.db);
    const mentee = await createMentee(ctx.db);
    const s = await completed(coach, mentee);
    const agent = await signedInAgent(ctx, mentee);
    await agent.ensureCsrf();
    const answers = await Promise.all([5, 1, 3].map((menteeRating) => agent.put(`/api/sessions/${s.id}`, { menteeRating })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await coachRating(ctx.db, coach.id)).totalReviews).toBe(1);
  });
});
