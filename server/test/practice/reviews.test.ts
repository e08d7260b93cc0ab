import type { PracticeAttempt, PracticeProgress, PracticeReview, Reviewer, ReviewWithAttempt } from '@ssb/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '../../src/db/schema';
import type { Agent } from '../support/agent';
import { createTestContext, type TestContext } from '../support/context';
import { createAdmin, createCoach, createMentee, signedInAgent, type UserRow } from '../support/factories';
import { gradeAll } from './review-support';
import { publishedSet } from './support';

let ctx: TestContext;
let aspirant: Agent;
let aspirantRow: UserRow;
let otherAspirant: Agent;
let reviewer: Agent;
let reviewerRow: UserRow;
let otherCoach: Agent;
let unverifiedCoach: Agent;
let admin: Agent;
let watSet: string;
let oirSet: string;
const START = new Date('2031-05-04T04:30:00.000Z');
const HOUR = 3_600_000;
const at = (ms: number) => new Date(START.getTime() + ms);

beforeAll(async () => {
  ctx = await createTestContext();
  const author = await createCoach(ctx.db, { firstName: 'Meera', lastName: 'Iyer' });
  aspirantRow = await createMentee(ctx.db, { firstName: 'Arjun', lastName: 'Mehta' });
  aspirant = await signedInAgent(ctx, aspirantRow);
  otherAspirant = await signedInAgent(ctx, await createMentee(ctx.db));
  reviewerRow = await createCoach(ctx.db, { firstName: 'Kavya', lastName: 'Rao', title: 'Psychologist, 22 SSB Bhopal' });
  reviewer = await signedInAgent(ctx, reviewerRow);
  otherCoach = await signedInAgent(ctx, await createCoach(ctx.db, { firstName: 'Rohan', lastName: 'Das' }));
  unverifiedCoach = await signedInAgent(ctx, await createCoach(ctx.db, { isVerified: false }));
  admin = await signedInAgent(ctx, await createAdmin(ctx.db));
  watSet = (await publishedSet(ctx.db, author.id, 'wat', ['Duty', 'Fear', 'Team'].map((prompt) => ({ prompt })))).id;
  oirSet = (await publishedSet(ctx.db, author.id, 'oir', [{ prompt: '2, 4, 8, ?', options: ['10', '16'], rightChoice: 1, explanation: 'It doubles.' }])).id;
  ctx.clock.set(START);
  expect((await reviewer.put('/api/practice/review-offers', { offers: [{ kind: 'wat', turnaroundHours: 48 }, { kind: 'srt', turnaroundHours: 72 }] })).statusCode).toBe(200);
  expect((await otherCoach.put('/api/practice/review-offers', { offers: [{ kind: 'oir', turnaroundHours: 72 }] })).statusCode).toBe(200);
});
afterAll(() => ctx.close());
beforeEach(() => ctx.clock.set(START));

/** A WAT attempt started now, with an answer to the first word, finished 45 s later. */
async function finishedAttempt(setId = watSet, practiceRun = false, agent = aspirant): Promise<PracticeAttempt> {
  ctx.clock.set(START);
  const started = (await agent.post('/api/practice/attempts', { setId, practiceRun })).json() as { data: PracticeAttempt };
  ctx.clock.set(at(5_000));
  await agent.put(`/api/practice/attempts/${started.data.id}/answers`, setId === oirSet ? { item: 0, part: 'answer', choice: 1 } : { item: 0, part: 'write', text: 'Duty comes before self.' });
  ctx.clock.set(at(46 * 60_000));
  return started.data;
}

const request = (attemptId: string, reviewerId = reviewerRow.id, agent = aspirant) => agent.post(`/api/practice/attempts/${attemptId}/review`, { reviewerId });
const noteOn = (reviewId: string, body: Parameters<Agent['put']>[1], agent = reviewer) => agent.put(`/api/practice/reviews/${reviewId}/notes`, body);
const SUMMARY = 'Quick, positive sentences with a sense of duty. Work on showing initiative rather than stating it.';

describe('offers', () => {
  it('a verified coach says which tests they review and in how long; an unverified coach cannot offer', async () => {
    expect((await reviewer.get('/api/practice/review-offers')).json()).toMatchObject({ data: [{ kind: 'srt', turnaroundHours: 72 }, { kind: 'wat', turnaroundHours: 48 }] });
    const refused = await unverifiedCoach.put('/api/practice/review-offers', { offers: [{ kind: 'wat', turnaroundHours: 72 }] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'Only verified coaches offer reviews: apply for verification from your dashboard first' });
    expect((await otherCoach.put('/api/practice/review-offers', { offers: [{ kind: 'oir', turnaroundHours: 12 }] })).statusCode).toBe(400);
    expect((await otherCoach.put('/api/practice/review-offers', { offers: [{ kind: 'oir', turnaroundHours: 72 }, { kind: 'oir', turnaroundHours: 48 }] })).statusCode).toBe(400);
    expect((await aspirant.put('/api/practice/review-offers', { offers: [] })).statusCode).toBe(403);
  });

  it('an aspirant sees the verified coaches who review the test of their attempt', async () => {
    const attempt = await finishedAttempt();
    const reviewers = ((await aspirant.get(`/api/practice/attempts/${attempt.id}/reviewers`)).json() as { data: Reviewer[] }).data;
    expect(reviewers.map((r) => r.name)).toEqual(['Kavya Rao']);
    expect(reviewers[0]).toMatchObject({ title: 'Psychologist, 22 SSB Bhopal', turnaroundHours: 48 });
    expect((await otherAspirant.get(`/api/practice/attempts/${attempt.id}/reviewers`)).statusCode).toBe(404);
  });
});

describe('sending an attempt for review', () => {
  it('only a finished full attempt, to a coach who reviews its test, once; the reviewer is notified and it is due after their turnaround', async () => {
    ctx.clock.set(START);
    const running = ((await aspirant.post('/api/practice/attempts', { setId: watSet })).json() as { data: PracticeAttempt }).data;
    expect((await request(running.id)).json()).toMatchObject({ error: 'Finish the attempt before you send it for review' });
    const practiceRun = await finishedAttempt(watSet, true);
    expect((await request(practiceRun.id)).statusCode).toBe(400);
    const attempt = await finishedAttempt();
    const notOffering = await request(attempt.id, (await createCoach(ctx.db)).id);
    expect(notOffering.json()).toMatchObject({ error: 'This coach does not review this test now: choose another reviewer' });
    expect((await request(attempt.id, reviewerRow.id, otherAspirant)).statusCode).toBe(404);

    const sent = await request(attempt.id);
    expect(sent.statusCode).toBe(201);
    const review = (sent.json() as { data: PracticeReview }).data;
    expect(review).toMatchObject({ status: 'requested', reviewer: { name: 'Kavya Rao' }, aspirant: { name: 'Arjun Mehta' }, set: { kind: 'wat' }, notes: [], summary: null });
    expect(review.dueAt).toBe(new Date(at(46 * 60_000).getTime() + 48 * HOUR).toISOString());
    expect((await request(attempt.id)).statusCode).toBe(409);
    const told = await ctx.db.select().from(notifications).where(and(eq(notifications.userId, reviewerRow.id), eq(notifications.link, `/dashboard/practice-reviews/${review.id}`)));
    expect(told).toHaveLength(1);
    expect((await reviewer.get('/api/practice/reviews')).json()).toMatchObject({ data: expect.arrayContaining([expect.objectContaining({ id: review.id })]) });
  });
});

describe('writing a review', () => {
  it('the reviewer comments and tags answers with the officer like qualities, sends a summary, and the aspirant reads it', async () => {
    const attempt = await finishedAttempt();
    const review = ((await request(attempt.id)).json() as { data: PracticeReview }).data;

    // The reviewer sees the attempt item by item.
    const seen = ((await reviewer.get(`/api/practice/reviews/${review.id}`)).json() as { data: ReviewWithAttempt }).data;
    expect(seen.attempts[0]!.results!.items[0]).toMatchObject({ content: { prompt: 'Duty' }, answers: [{ text: 'Duty comes before self.' }] });

    const note = await noteOn(review.id, { item: 0, comment: 'Positive and quick.', qualities: { 'sense of responsibility': 'strong', initiative: 'work_on' } });
    expect(note.statusCode).toBe(200);
    expect((await noteOn(review.id, { item: 1, qualities: { 'courage': 'strong' } })).statusCode).toBe(200);
    expect((await noteOn(review.id, { item: 0, qualities: { bravery: 'strong' } })).statusCode).toBe(400);
    expect((await noteOn(review.id, { item: 0, qualities: { courage: 'great' } })).statusCode).toBe(400);
    expect((await noteOn(review.id, { item: 3, comment: 'No such word' })).json()).toMatchObject({ error: "A note is about one of the attempt's items" });
    expect((await noteOn(review.id, { item: 0, comment: 'Not mine' }, otherCoach)).statusCode).toBe(404);

    // Before it is sent the aspirant sees no notes.
    expect(((await aspirant.get(`/api/practice/attempts/${attempt.id}/review`)).json() as { data: PracticeReview }).data.notes).toEqual([]);

    expect((await reviewer.post(`/api/practice/reviews/${review.id}/submit`, { summary: 'Good.' })).statusCode).toBe(400);
    // Not before every quality is graded.
    expect((await reviewer.post(`/api/practice/reviews/${review.id}/submit`, { summary: SUMMARY })).json()).toMatchObject({ error: 'Grade all 15 qualities before you send the review' });
    await gradeAll(reviewer, review.id, [{ attemptId: attempt.id, item: 0 }]);
    ctx.clock.set(at(3 * HOUR));
    const sent = await reviewer.post(`/api/practice/reviews/${review.id}/submit`, { summary: SUMMARY });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ data: { status: 'done', summary: SUMMARY, submittedAt: at(3 * HOUR).toISOString() } });

    const read = ((await aspirant.get(`/api/practice/attempts/${attempt.id}/review`)).json() as { data: PracticeReview }).data;
    expect(read.notes).toEqual([
      { attemptId: attempt.id, item: 0, comment: 'Positive and quick.', qualities: { 'sense of responsibility': 'strong', initiative: 'work_on' } },
      { attemptId: attempt.id, item: 1, comment: null, qualities: { courage: 'strong' } },
    ]);
    const told = await ctx.db.select().from(notifications).where(and(eq(notifications.userId, aspirantRow.id), eq(notifications.link, `/practice/attempts/${attempt.id}`)));
    expect(told).toHaveLength(1);

    // Sent is final.
    expect((await noteOn(review.id, { item: 0, comment: 'Changed my mind' })).json()).toMatchObject({ error: 'This review is closed: it was sent, or its time ran out' });
    expect((await reviewer.post(`/api/practice/reviews/${review.id}/submit`, { summary: SUMMARY })).statusCode).toBe(409);

    const progress = ((await aspirant.get('/api/practice/progress')).json() as { data: PracticeProgress }).data;
    expect(progress.reviews).toBeGreaterThanOrEqual(1);
    expect(progress.qualities).toEqual(
      expect.arrayContaining([
        { quality: 'sense of responsibility', strong: expect.any(Number), workOn: 0 },
        { quality: 'initiative', strong: 0, workOn: expect.any(Number) },
      ]),
    );
    expect(progress.attempts.find((a) => a.id === attempt.id)).toMatchObject({ reviewStatus: 'done', summary: { asked: 3, answered: 1, blank: 2 } });
  });

  it('past its turnaround an unwritten review lapses: closed to the reviewer, shown as lapsed to the aspirant', async () => {
    const attempt = await finishedAttempt();
    const review = ((await request(attempt.id)).json() as { data: PracticeReview }).data;
    ctx.clock.set(new Date(new Date(review.dueAt).getTime() + 1000));
    expect((await noteOn(review.id, { item: 0, comment: 'Late' })).statusCode).toBe(409);
    expect((await reviewer.post(`/api/practice/reviews/${review.id}/submit`, { summary: SUMMARY })).statusCode).toBe(409);
    expect((await aspirant.get(`/api/practice/attempts/${attempt.id}/review`)).json()).toMatchObject({ data: { status: 'lapsed' } });
  });
});

describe('who sees an attempt under review', () => {
  it('the aspirant, the reviewer they chose and admins; another aspirant, another coach and anyone signed out get 404', async () => {
    const attempt = await finishedAttempt();
    const review = ((await request(attempt.id)).json() as { data: PracticeReview }).data;
    for (const agent of [aspirant, reviewer, admin]) expect((await agent.get(`/api/practice/reviews/${review.id}`)).statusCode).toBe(200);
    for (const agent of [otherAspirant, otherCoach, ctx.agent()]) {
      expect((await agent.get(`/api/practice/reviews/${review.id}`)).statusCode).toBe(404);
      expect((await agent.get(`/api/practice/attempts/${attempt.id}/review`)).statusCode).toBe(404);
      expect((await agent.get(`/api/practice/attempts/${attempt.id}`)).statusCode).toBe(404);
    }
    expect(((await otherCoach.get('/api/practice/reviews')).json() as { data: PracticeReview[] }).data.map((r) => r.id)).not.toContain(review.id);
  });
});

describe('progress', () => {
  it("lists the aspirant's finished full attempts, oldest first, with their OIR score; practice runs and running attempts are left out", async () => {
    const fresh = await signedInAgent(ctx, await createMentee(ctx.db));
    expect((await fresh.get('/api/practice/progress')).json()).toEqual({ success: true, data: { attempts: [], gradings: [], reviews: 0, qualities: [] } });
    await finishedAttempt(oirSet, false, fresh);
    await finishedAttempt(watSet, true, fresh);
    ctx.clock.set(at(50 * 60_000));
    await fresh.post('/api/practice/attempts', { setId: watSet });
    const { attempts } = ((await fresh.get('/api/practice/progress')).json() as { data: PracticeProgress }).data;
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ set: { kind: 'oir' }, score: { right: 1, of: 1 }, oirRating: 1, reviewStatus: null });
  });
});
