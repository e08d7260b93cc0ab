import type { EarningsDto, PaymentDto, PracticeProgress, PracticeReview, Reviewer, ReviewWithAttempt } from '@ssb/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ledgerEntries, mailOutbox, notifications, practiceAttempts, practiceBatteries, practiceReviewOffers, refunds } from '../../src/db/schema';
import { sweepMoney } from '../../src/features/payments';
import { payAtGateway, silentTestGateway } from '../money/support';
import type { Agent } from '../support/agent';
import { createTestContext, type TestContext } from '../support/context';
import { createCoach, createMentee, signedInAgent, type UserRow } from '../support/factories';
import { finishedPsychologyDay, gradeAll } from './review-support';
import { publishedSet } from './support';

/** A psychology day reviewed as one (docs/product/practice.md "Review"): asked, paid, graded with evidence, sent, read. */
let ctx: TestContext;
let aspirant: Agent;
let aspirantRow: UserRow;
let otherAspirant: Agent;
let otherAspirantRow: UserRow;
let reviewer: Agent;
let reviewerRow: UserRow;
let partialRow: UserRow;
let setIds: string[];
const ITEMS = [3, 3, 2, 5]; // TAT (2 pictures and the blank slide), WAT, SRT, SD
const START = new Date('2031-05-04T04:30:00.000Z');
const HOUR = 3_600_000;
const at = (ms: number) => new Date(START.getTime() + ms);
const SUMMARY = 'Your stories have a clear hero who acts; your sentences are quick. Work on blanks under pressure.';

beforeAll(async () => {
  ctx = await createTestContext({ gateway: silentTestGateway });
  const author = await createCoach(ctx.db);
  aspirantRow = await createMentee(ctx.db, { firstName: 'Arjun', lastName: 'Mehta' });
  aspirant = await signedInAgent(ctx, aspirantRow);
  otherAspirantRow = await createMentee(ctx.db);
  otherAspirant = await signedInAgent(ctx, otherAspirantRow);
  reviewerRow = await createCoach(ctx.db, { firstName: 'Kavya', lastName: 'Rao' });
  reviewer = await signedInAgent(ctx, reviewerRow);
  partialRow = await createCoach(ctx.db, { firstName: 'Rohan', lastName: 'Das' });
  setIds = [
    (await publishedSet(ctx.db, author.id, 'tat', [{ imageKey: 'a.png' }, { imageKey: 'b.png' }])).id,
    (await publishedSet(ctx.db, author.id, 'wat', ['Duty', 'Fear', 'Team'].map((prompt) => ({ prompt })))).id,
    (await publishedSet(ctx.db, author.id, 'srt', ['A fire', 'A flood'].map((prompt) => ({ prompt })))).id,
    (await publishedSet(ctx.db, author.id, 'sd', ['Parents', 'Teachers', 'Friends', 'You', 'Aims'].map((prompt) => ({ prompt })))).id,
  ];
  ctx.clock.set(START);
  const offers = [
    { kind: 'tat', turnaroundHours: 48, price: 300 },
    { kind: 'wat', turnaroundHours: 72, price: 200 },
    { kind: 'srt', turnaroundHours: 24, price: 200 },
    { kind: 'sd', turnaroundHours: 96, price: 100 },
  ];
  expect((await reviewer.put('/api/practice/review-offers', { offers })).statusCode).toBe(200);
  // Three of the four tests: not offered a whole day.
  expect((await (await signedInAgent(ctx, partialRow)).put('/api/practice/review-offers', { offers: offers.slice(0, 3) })).statusCode).toBe(200);
});
afterAll(() => ctx.close());
beforeEach(() => ctx.clock.set(at(HOUR)));

const dayOf = (userId = aspirantRow.id, answered = 1) => finishedPsychologyDay(ctx.db, userId, setIds, ITEMS, START, answered);
const ask = (batteryId: string, reviewerId = reviewerRow.id, agent = aspirant) => agent.post(`/api/practice/batteries/${batteryId}/review`, { reviewerId });
const data = <T>(res: { json(): unknown }) => (res.json() as { data: T }).data;

async function payFor(review: PracticeReview, agent = aspirant) {
  const result = await payAtGateway(agent, review.payment!.orderId);
  return agent.post(`/api/practice/reviews/${review.id}/payment`, result);
}

describe('asking for a psychology day review', () => {
  it('is offered by coaches who review all four tests, at the sum of their prices and their longest turnaround', async () => {
    const { battery } = await dayOf();
    const reviewers = data<Reviewer[]>(await aspirant.get(`/api/practice/batteries/${battery.id}/reviewers`));
    expect(reviewers).toEqual([expect.objectContaining({ id: reviewerRow.id, name: 'Kavya Rao', price: 800, turnaroundHours: 96 })]);
    expect((await otherAspirant.get(`/api/practice/batteries/${battery.id}/reviewers`)).statusCode).toBe(404);
    expect((await ask(battery.id, partialRow.id)).json()).toMatchObject({ error: 'This coach does not review this test now: choose another reviewer' });
    expect((await ask(battery.id, reviewerRow.id, otherAspirant)).statusCode).toBe(404);
  });

  it('only once the day is finished; a screening day only of a coach who reviews its OIR and PPDT', async () => {
    const { battery } = await dayOf();
    await ctx.db.update(practiceBatteries).set({ stage: 'screening', setIds: setIds.slice(0, 2) }).where(eq(practiceBatteries.id, battery.id));
    expect(data<Reviewer[]>(await aspirant.get(`/api/practice/batteries/${battery.id}/reviewers`))).toEqual([]);
    expect((await ask(battery.id)).json()).toMatchObject({ error: 'This coach does not review this test now: choose another reviewer' });
    await ctx.db.insert(practiceReviewOffers).values(['oir', 'ppdt'].map((kind) => ({ coachId: reviewerRow.id, kind: kind as 'oir' | 'ppdt', turnaroundHours: 24, pricePaise: 0 })));
    expect(data<Reviewer[]>(await aspirant.get(`/api/practice/batteries/${battery.id}/reviewers`))).toEqual([expect.objectContaining({ id: reviewerRow.id, price: 0, turnaroundHours: 24 })]);
    expect((await ask(battery.id)).statusCode).toBe(201);
    await ctx.db.delete(practiceReviewOffers).where(and(eq(practiceReviewOffers.coachId, reviewerRow.id), inArray(practiceReviewOffers.kind, ['oir', 'ppdt'])));
    // Its last test (SD, from 30 minutes in) still running.
    const running = await dayOf();
    await ctx.db.update(practiceAttempts).set({ endedAt: null }).where(eq(practiceAttempts.id, running.attempts[3]!.id));
    ctx.clock.set(at(31 * 60_000));
    expect((await ask(running.battery.id)).json()).toMatchObject({ error: 'Finish the board day before you send it for review' });
  });
});

describe('a paid psychology day review', () => {
  it('is paid, graded with evidence, sent in full, and read by the aspirant beside their own grades', async () => {
    const { battery, attempts } = await dayOf();
    const [tat, wat, srt, sd] = attempts;
    const asked = await ask(battery.id);
    expect(asked.statusCode, asked.body).toBe(201);
    const review = data<PracticeReview>(asked);
    expect(review).toMatchObject({ attemptId: null, battery: { id: battery.id, stage: 'psychology' }, title: 'Psychology day review', set: null, status: 'awaiting_payment', amount: 80_000, grades: [], selfGrades: [] });
    expect((await ask(battery.id)).statusCode).toBe(201); // the same request, the same order
    expect((await reviewer.get(`/api/practice/reviews/${review.id}`)).statusCode).toBe(404);

    // The aspirant grades themselves from the request on.
    expect((await aspirant.put(`/api/practice/reviews/${review.id}/self-grades`, { quality: 'courage', grade: 5 })).statusCode).toBe(200);
    expect((await aspirant.put(`/api/practice/reviews/${review.id}/self-grades`, { quality: 'courage', grade: 4 })).statusCode).toBe(200);
    expect((await aspirant.put(`/api/practice/reviews/${review.id}/self-grades`, { quality: 'courage', grade: 6 })).statusCode).toBe(400);
    expect((await otherAspirant.put(`/api/practice/reviews/${review.id}/self-grades`, { quality: 'courage', grade: 3 })).statusCode).toBe(404);

    expect((await payFor(review)).statusCode).toBe(200);
    const paid = data<PracticeReview>(await aspirant.get(`/api/practice/batteries/${battery.id}/review`));
    expect(paid).toMatchObject({ status: 'requested', dueAt: at(HOUR + 96 * HOUR).toISOString(), selfGrades: [{ quality: 'courage', grade: 4 }] });
    const [mail] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.reference, `practice-review:${review.id}:paid`));
    expect((mail!.mail as { subject: string; text: string }).subject).toBe('Review paid: Psychology day review');
    expect((mail!.mail as { text: string }).text).toContain(`/practice/board-days/${battery.id}`);
    const [bell] = await ctx.db.select().from(notifications).where(and(eq(notifications.userId, reviewerRow.id), eq(notifications.link, `/dashboard/practice-reviews/${review.id}`)));
    expect(bell!.title).toBe('Arjun Mehta sent a psychology day for your review');
    const line = data<PaymentDto[]>(await aspirant.get('/api/payments')).find((p) => p.orderId === review.payment!.orderId)!;
    expect(line).toMatchObject({ purchase: 'review', sessionTitle: 'Psychology day review', link: `/practice/board-days/${battery.id}` });

    // The reviewer reads the day's four attempts in order; never the aspirant's own grades.
    const seen = data<ReviewWithAttempt>(await reviewer.get(`/api/practice/reviews/${review.id}`));
    expect(seen.attempts.map((a) => a.set.kind)).toEqual(['tat', 'wat', 'srt', 'sd']);
    expect(seen.attempts[1]!.results!.items[0]).toMatchObject({ content: { prompt: 'Duty' }, answers: [{ text: 'wat answer 0' }] });
    expect(seen.review.selfGrades).toEqual([]);
    expect(seen.attempts.map((a) => a.results!.summary)).toEqual([
      expect.objectContaining({ asked: 3, answered: 1, blank: 2 }),
      expect.objectContaining({ asked: 3, answered: 1, blank: 2 }),
      expect.objectContaining({ asked: 2, answered: 1, blank: 1 }),
      expect.objectContaining({ asked: 5, answered: 1, blank: 4 }),
    ]);

    // Notes are per attempt and item.
    const noteOn = (body: Record<string, unknown>) => reviewer.put(`/api/practice/reviews/${review.id}/notes`, body);
    expect((await noteOn({ item: 0, comment: 'Which test?' })).json()).toMatchObject({ error: 'Say which of the reviewed attempts this is about' });
    expect((await noteOn({ attemptId: wat!.id, item: 0, comment: 'Quick and positive.', qualities: { 'sense of responsibility': 'strong' } })).statusCode).toBe(200);
    expect((await noteOn({ attemptId: tat!.id, item: 0, comment: 'A hero who acts.', qualities: { initiative: 'strong' } })).statusCode).toBe(200);
    expect((await noteOn({ attemptId: srt!.id, item: 2, comment: 'No such situation' })).statusCode).toBe(400);
    const stranger = await dayOf(otherAspirantRow.id);
    expect((await noteOn({ attemptId: stranger.attempts[1]!.id, item: 0, comment: 'Not this day' })).statusCode).toBe(400);

    // Grades rest on answers of the reviewed attempts only.
    const gradeOf = (body: Record<string, unknown>) => reviewer.put(`/api/practice/reviews/${review.id}/grades`, body);
    expect((await gradeOf({ quality: 'courage', grade: 4, evidence: [{ attemptId: stranger.attempts[0]!.id, item: 0 }] })).json()).toMatchObject({ error: 'Evidence is an answer of one of the reviewed attempts' });
    expect((await gradeOf({ quality: 'courage', grade: 4, evidence: [{ attemptId: sd!.id, item: 5 }] })).statusCode).toBe(400);
    expect((await gradeOf({ quality: 'courage', grade: 0 })).statusCode).toBe(400);
    expect((await aspirant.put(`/api/practice/reviews/${review.id}/grades`, { quality: 'courage', grade: 5 })).statusCode).toBe(403);

    // Sending needs all 15 grades and a summary.
    const evidence = [{ attemptId: tat!.id, item: 0 }, { attemptId: wat!.id, item: 0 }];
    await gradeAll(reviewer, review.id, evidence, { courage: 5, initiative: 4 }, ['stamina']);
    const refused = await reviewer.post(`/api/practice/reviews/${review.id}/submit`, { summary: SUMMARY });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'Grade all 15 qualities before you send the review', fields: { grades: expect.stringContaining('stamina') } });
    // The latest save wins.
    expect(data(await gradeOf({ quality: 'stamina', grade: 1, evidence: [{ attemptId: sd!.id, item: 4 }] }))).toEqual({ quality: 'stamina', grade: 1, evidence: [{ attemptId: sd!.id, item: 4 }] });
    expect(data(await gradeOf({ quality: 'stamina', grade: 2, evidence: [{ attemptId: sd!.id, item: 4 }, { attemptId: sd!.id, item: 4 }] }))).toEqual({ quality: 'stamina', grade: 2, evidence: [{ attemptId: sd!.id, item: 4 }] });
    // Before it is sent, the aspirant sees neither notes nor grades.
    expect(data<PracticeReview>(await aspirant.get(`/api/practice/batteries/${battery.id}/review`))).toMatchObject({ notes: [], grades: [] });

    ctx.clock.set(at(30 * HOUR));
    const sent = await reviewer.post(`/api/practice/reviews/${review.id}/submit`, { summary: SUMMARY });
    expect(sent.statusCode, sent.body).toBe(200);
    const told = await ctx.db.select().from(notifications).where(and(eq(notifications.userId, aspirantRow.id), eq(notifications.link, `/practice/board-days/${battery.id}`)));
    expect(told.map((n) => n.title)).toEqual(['Kavya Rao reviewed your board day']);

    // The reviewer earns their share of the four prices, named as the day.
    const earned = await ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.practiceReviewId, review.id));
    expect(earned.filter((r) => r.kind !== 'payment').reduce((sum, r) => sum + r.amountPaise, 0)).toBe(80_000);
    const earnings = data<EarningsDto>(await reviewer.get('/api/earnings'));
    expect(earnings.sessions).toEqual([expect.objectContaining({ purchase: 'review', sessionId: review.id, title: 'Psychology day review', gross: 80_000 })]);

    // The aspirant reads every grade with the answers behind it, beside their own; their own are locked now.
    const read = data<PracticeReview>(await aspirant.get(`/api/practice/batteries/${battery.id}/review`));
    expect(read).toMatchObject({ status: 'done', summary: SUMMARY, selfGrades: [{ quality: 'courage', grade: 4 }] });
    expect(read.grades).toHaveLength(15);
    expect(read.grades[0]).toEqual({ quality: 'effective intelligence', grade: 3, evidence });
    expect(read.grades.find((g) => g.quality === 'courage')).toMatchObject({ grade: 5 });
    expect(read.notes).toEqual(
      expect.arrayContaining([
        { attemptId: wat!.id, item: 0, comment: 'Quick and positive.', qualities: { 'sense of responsibility': 'strong' } },
        { attemptId: tat!.id, item: 0, comment: 'A hero who acts.', qualities: { initiative: 'strong' } },
      ]),
    );
    expect((await aspirant.put(`/api/practice/reviews/${review.id}/self-grades`, { quality: 'stamina', grade: 5 })).json()).toMatchObject({ error: 'Your own grades are locked once the review is sent' });
    expect((await gradeOf({ quality: 'stamina', grade: 5 })).statusCode).toBe(409);

    // Nobody else reads it.
    expect((await otherAspirant.get(`/api/practice/batteries/${battery.id}/review`)).statusCode).toBe(404);
    expect((await otherAspirant.get(`/api/practice/reviews/${review.id}`)).statusCode).toBe(404);

    // Progress: the grades beside the aspirant's own, and the day's attempts under its review.
    const progress = data<PracticeProgress>(await aspirant.get('/api/practice/progress'));
    const grading = progress.gradings.find((g) => g.reviewId === review.id)!;
    expect(grading).toMatchObject({ at: at(30 * HOUR).toISOString(), title: 'Psychology day review', selfGrades: { courage: 4 } });
    expect(grading.grades).toMatchObject({ courage: 5, initiative: 4, stamina: 2, 'effective intelligence': 3 });
    expect(Object.keys(grading.grades)).toHaveLength(15);
    expect(progress.attempts.filter((a) => attempts.some((x) => x.id === a.id)).map((a) => a.reviewStatus)).toEqual(['done', 'done', 'done', 'done']);
    expect(progress.qualities).toEqual(expect.arrayContaining([{ quality: 'initiative', strong: 1, workOn: 0 }]));
  });

  it('past its turnaround unwritten, the money sweep refunds it in full, once; it stays closed to the reviewer', async () => {
    const { battery } = await dayOf();
    const review = data<PracticeReview>(await ask(battery.id));
    expect((await payFor(review)).statusCode).toBe(200);
    await gradeAll(reviewer, review.id);
    ctx.clock.set(at(HOUR + 96 * HOUR + 1));
    await sweepMoney(ctx.app.deps);
    await sweepMoney(ctx.app.deps);
    expect(await ctx.db.select().from(refunds).where(eq(refunds.practiceReviewId, review.id))).toMatchObject([{ reason: 'review_lapsed', amountPaise: 80_000 }]);
    const seen = data<PracticeReview>(await aspirant.get(`/api/practice/batteries/${battery.id}/review`));
    expect(seen).toMatchObject({ status: 'lapsed', grades: [], payment: { refundedAmount: 80_000, refunds: [{ reason: 'review_lapsed' }] } });
    expect((await reviewer.post(`/api/practice/reviews/${review.id}/submit`, { summary: SUMMARY })).statusCode).toBe(409);
    expect((await aspirant.put(`/api/practice/reviews/${review.id}/self-grades`, { quality: 'courage', grade: 3 })).statusCode).toBe(409);
    expect(await ctx.db.select().from(ledgerEntries).where(and(eq(ledgerEntries.practiceReviewId, review.id), eq(ledgerEntries.kind, 'coach_earning')))).toHaveLength(0);
  });
});
