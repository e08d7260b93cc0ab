import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/context';
import { createAdmin, createCoach, createMentee, signedInAgent, type UserRow } from '../support/factories';
import { at, coachRating, DAY, HOUR, insertSession, NOW } from '../sessions/support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
beforeEach(() => ctx.clock.set(NOW));
afterAll(() => ctx.close());

/** A session `hoursAgo` in the past, rated by its mentee through the API at the current clock. */
async function reviewed(coach: UserRow, mentee: UserRow, stars: number, text?: string, hoursAgo = 2) {
  const session = await insertSession(ctx.db, { mentorId: coach.id, menteeId: mentee.id, start: at(-hoursAgo), status: 'completed' });
  const agent = await signedInAgent(ctx, mentee);
  const rated = await agent.put(`/api/sessions/${session.id}`, { menteeRating: stars, ...(text ? { menteeFeedback: text } : {}) });
  expect(rated.statusCode).toBe(200);
  return { session, agent };
}

const reviewsOf = async (coachId: string, query = '') => (await ctx.agent().get(`/api/coaches/${coachId}/reviews${query}`)).json();
const summaryOf = async (coachId: string) => (await ctx.agent().get(`/api/coaches/${coachId}/rating-summary`)).json().data;

describe('GET /api/coaches/:id/reviews and /rating-summary', () => {
  it('lists reviews newest first with the reviewer as first name and initial, paged, and counts each star', async () => {
    const coach = await createCoach(ctx.db);
    const asha = await createMentee(ctx.db, { firstName: 'Asha', lastName: 'kulkarni' });
    const ravi = await createMentee(ctx.db, { firstName: 'Ravi', lastName: 'Menon' });
    ctx.clock.set(new Date(NOW.getTime() - 2 * DAY));
    await reviewed(coach, asha, 4, 'Good grilling on my PIQ.', 60);
    ctx.clock.set(new Date(NOW.getTime() - DAY));
    await reviewed(coach, ravi, 5, 'The GTO tips worked.', 30);
    ctx.clock.set(NOW);
    await reviewed(coach, asha, 5, undefined, 3);
    // Not reviews: a session never rated, and a rated one later cancelled (not of a rateable status).
    await insertSession(ctx.db, { mentorId: coach.id, menteeId: ravi.id, start: at(-5), status: 'completed' });
    await insertSession(ctx.db, { mentorId: coach.id, menteeId: ravi.id, start: at(-7), status: 'cancelled', menteeRating: 1, ratedAt: NOW });

    const first = await reviewsOf(coach.id, '?pageSize=2');
    expect(first.meta).toEqual({ total: 3, page: 1, pageSize: 2 });
    expect(first.data.map((r: { reviewer: string; rating: number; text: string | null }) => [r.reviewer, r.rating, r.text])).toEqual([
      ['Asha K.', 5, null],
      ['Ravi M.', 5, 'The GTO tips worked.'],
    ]);
    expect(first.data[0]).toMatchObject({ ratedAt: NOW.toISOString(), editedAt: null, reply: null });
    const second = await reviewsOf(coach.id, '?pageSize=2&page=2');
    expect(second.data.map((r: { text: string }) => r.text)).toEqual(['Good grilling on my PIQ.']);

    expect(await summaryOf(coach.id)).toEqual({ average: 4.7, total: 3, counts: [0, 0, 0, 1, 2] });
  });

  it('answers a coach without reviews, and 404 for someone who is not a coach', async () => {
    const coach = await createCoach(ctx.db);
    expect(await reviewsOf(coach.id)).toMatchObject({ success: true, data: [], meta: { total: 0 } });
    expect(await summaryOf(coach.id)).toEqual({ average: 0, total: 0, counts: [0, 0, 0, 0, 0] });
    const mentee = await createMentee(ctx.db);
    const res = await ctx.agent().get(`/api/coaches/${mentee.id}/reviews`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Coach not found');
  });

  it('shows a new review and a reply at once, though answers are cached', async () => {
    const coach = await createCoach(ctx.db);
    const mentee = await createMentee(ctx.db);
    expect((await reviewsOf(coach.id)).data).toEqual([]);
    const { session } = await reviewed(coach, mentee, 3, 'Fine.');
    expect((await reviewsOf(coach.id)).data).toHaveLength(1);
    expect((await summaryOf(coach.id)).total).toBe(1);
    const coachAgent = await signedInAgent(ctx, coach);
    expect((await coachAgent.post(`/api/sessions/${session.id}/review/reply`, { text: 'Thank you!' })).statusCode).toBe(200);
    expect((await reviewsOf(coach.id)).data[0].reply).toEqual({ text: 'Thank you!', repliedAt: NOW.toISOString() });
  });
});

describe('POST /api/sessions/:id/review/reply', () => {
  it("lets the session's coach reply once; the mentee is told", async () => {
    const coach = await createCoach(ctx.db);
    const mentee = await createMentee(ctx.db);
    const { session, agent: menteeAgent } = await reviewed(coach, mentee, 4, 'Helpful');
    const coachAgent = await signedInAgent(ctx, coach);

    const empty = await coachAgent.post(`/api/sessions/${session.id}/review/reply`, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ fields: { text: 'Write a reply first' } });
    const long = await coachAgent.post(`/api/sessions/${session.id}/review/reply`, { text: 'x'.repeat(1001) });
    expect(long.json()).toMatchObject({ fields: { text: 'A reply is at most 1000 characters' } });

    const reply = await coachAgent.post(`/api/sessions/${session.id}/review/reply`, { text: '  Glad it helped. See you at the board!  ' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toEqual({ id: session.id, reply: { text: 'Glad it helped. See you at the board!', repliedAt: NOW.toISOString() } });

    const again = await coachAgent.post(`/api/sessions/${session.id}/review/reply`, { text: 'Another' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('You have already replied to this review');

    const told = (await menteeAgent.get('/api/notifications')).json().data;
    expect(told.items[0]).toMatchObject({ kind: 'review', title: 'Your coach replied to your review', link: `/coaches/${coach.id}#reviews`, read: false });
  });

  it('refuses the mentee, another coach, an admin, and a session without a review', async () => {
    const coach = await createCoach(ctx.db);
    const mentee = await createMentee(ctx.db);
    const { session, agent: menteeAgent } = await reviewed(coach, mentee, 5);
    const byMentee = await menteeAgent.post(`/api/sessions/${session.id}/review/reply`, { text: 'Me too' });
    expect(byMentee.statusCode).toBe(403);
    expect(byMentee.json().error).toBe('Only the coach of this session can reply to its review');
    for (const outsider of [await createCoach(ctx.db), await createAdmin(ctx.db)]) {
      const res = await (await signedInAgent(ctx, outsider)).post(`/api/sessions/${session.id}/review/reply`, { text: 'Hi' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('Review not found');
    }
    const unrated = await insertSession(ctx.db, { mentorId: coach.id, menteeId: mentee.id, start: at(-4), status: 'completed' });
    const coachAgent = await signedInAgent(ctx, coach);
    expect((await coachAgent.post(`/api/sessions/${unrated.id}/review/reply`, { text: 'Hi' })).statusCode).toBe(404);
  });
});

describe('PATCH /api/sessions/:id/review', () => {
  it('lets the mentee change stars and text for 7 days, recomputing the coach rating', async () => {
    const coach = await createCoach(ctx.db);
    const mentee = await createMentee(ctx.db);
    const { session, agent } = await reviewed(coach, mentee, 2, 'Too short');
    expect(await coachRating(ctx.db, coach.id)).toEqual({ rating: 2, totalReviews: 1 });

    ctx.clock.set(new Date(NOW.getTime() + 6 * DAY));
    const edited = await agent.patch(`/api/sessions/${session.id}/review`, { menteeRating: 4, menteeFeedback: 'On reflection, very useful' });
    expect(edited.statusCode).toBe(200);
    expect(await coachRating(ctx.db, coach.id)).toEqual({ rating: 4, totalReviews: 1 });
    const [review] = (await reviewsOf(coach.id)).data;
    expect(review).toMatchObject({ rating: 4, text: 'On reflection, very useful', ratedAt: NOW.toISOString(), editedAt: new Date(NOW.getTime() + 6 * DAY).toISOString() });

    const bad = await agent.patch(`/api/sessions/${session.id}/review`, { menteeRating: 6 });
    expect(bad.statusCode).toBe(400);

    ctx.clock.set(new Date(NOW.getTime() + 7 * DAY + HOUR));
    const late = await agent.patch(`/api/sessions/${session.id}/review`, { menteeRating: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('Reviews can be edited for 7 days after posting');
    expect(await coachRating(ctx.db, coach.id)).toEqual({ rating: 4, totalReviews: 1 });
  });

  it('refuses the coach and anyone else', async () => {
    const coach = await createCoach(ctx.db);
    const mentee = await createMentee(ctx.db);
    const { session } = await reviewed(coach, mentee, 5);
    const byCoach = await (await signedInAgent(ctx, coach)).patch(`/api/sessions/${session.id}/review`, { menteeRating: 1 });
    expect(byCoach.statusCode).toBe(403);
    expect(byCoach.json().error).toBe('Only the mentee who wrote this review can edit it');
    const stranger = await (await signedInAgent(ctx, await createMentee(ctx.db))).patch(`/api/sessions/${session.id}/review`, { menteeRating: 1 });
    expect(stranger.statusCode).toBe(404);
    expect(await coachRating(ctx.db, coach.id)).toEqual({ rating: 5, totalReviews: 1 });
  });
});
