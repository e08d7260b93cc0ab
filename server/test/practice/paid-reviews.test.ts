import type { EarningsDto, PaymentDto, PracticeAttempt, PracticeReview, ReceiptDto, Reviewer } from '@ssb/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ledgerEntries, mailOutbox, notifications, payments, practiceReviews, refunds, users } from '../../src/db/schema';
import { sweepMoney } from '../../src/features/payments';
import { capturedEvent, deliverWebhook, payAtGateway, silentTestGateway } from '../money/support';
import type { Agent } from '../support/agent';
import { createTestContext, type TestContext } from '../support/context';
import { createAdmin, createCoach, createMentee, signedInAgent, TEST_PASSWORD, type UserRow } from '../support/factories';
import { gradeAll } from './review-support';
import { publishedSet } from './support';

/** Paid reviews (docs/product/practice.md "Review"): bought through the payments code, refunded in full when they lapse. */
let ctx: TestContext;
let aspirant: Agent;
let aspirantEmail: string;
let otherAspirant: Agent;
let reviewer: Agent;
let reviewerRow: UserRow;
let freeReviewerRow: UserRow;
let watSet: string;
const START = new Date('2031-05-04T04:30:00.000Z');
const HOUR = 3_600_000;
const at = (ms: number) => new Date(START.getTime() + ms);
const PRICE = 499;

beforeAll(async () => {
  ctx = await createTestContext({ gateway: silentTestGateway });
  const author = await createCoach(ctx.db);
  const aspirantRow = await createMentee(ctx.db, { firstName: 'Arjun', lastName: 'Mehta' });
  aspirantEmail = aspirantRow.email;
  aspirant = await signedInAgent(ctx, aspirantRow);
  otherAspirant = await signedInAgent(ctx, await createMentee(ctx.db));
  reviewerRow = await createCoach(ctx.db, { firstName: 'Kavya', lastName: 'Rao' });
  reviewer = await signedInAgent(ctx, reviewerRow);
  freeReviewerRow = await createCoach(ctx.db, { firstName: 'Rohan', lastName: 'Das' });
  watSet = (await publishedSet(ctx.db, author.id, 'wat', ['Duty', 'Fear'].map((prompt) => ({ prompt })))).id;
  ctx.clock.set(START);
  expect((await reviewer.put('/api/practice/review-offers', { offers: [{ kind: 'wat', turnaroundHours: 48, price: PRICE }] })).statusCode).toBe(200);
  const freeReviewer = await signedInAgent(ctx, freeReviewerRow);
  expect((await freeReviewer.put('/api/practice/review-offers', { offers: [{ kind: 'wat', turnaroundHours: 72 }] })).statusCode).toBe(200);
});
afterAll(() => ctx.close());
beforeEach(() => ctx.clock.set(START));

async function finishedAttempt(agent = aspirant): Promise<PracticeAttempt> {
  ctx.clock.set(START);
  const started = (await agent.post('/api/practice/attempts', { setId: watSet, practiceRun: false })).json() as { data: PracticeAttempt };
  ctx.clock.set(at(5_000));
  await agent.put(`/api/practice/attempts/${started.data.id}/answers`, { item: 0, part: 'write', text: 'Duty comes before self.' });
  ctx.clock.set(at(HOUR));
  return started.data;
}

const request = async (attemptId: string, reviewerId = reviewerRow.id, agent = aspirant) => {
  const res = await agent.post(`/api/practice/attempts/${attemptId}/review`, { reviewerId });
  expect(res.statusCode).toBe(201);
  return (res.json() as { data: PracticeReview }).data;
};

const reviewOf = async (attemptId: string) => ((await aspirant.get(`/api/practice/attempts/${attemptId}/review`)).json() as { data: PracticeReview }).data;

/** Pays the review's order at the test gateway and hands the checkout's result to the server. */
async function payFor(review: PracticeReview, agent = aspirant) {
  const result = await payAtGateway(agent, review.payment!.orderId);
  return agent.post(`/api/practice/reviews/${review.id}/payment`, result);
}

/** A new coach offering WAT reviews at PRICE, and one of theirs a new aspirant asked for and paid. */
async function coachWithABoughtReview(firstName: string, lastName: string) {
  const coachRow = await createCoach(ctx.db, { firstName, lastName });
  const coach = await signedInAgent(ctx, coachRow);
  ctx.clock.set(START);
  expect((await coach.put('/api/practice/review-offers', { offers: [{ kind: 'wat', turnaroundHours: 48, price: PRICE }] })).statusCode).toBe(200);
  const buyer = await signedInAgent(ctx, await createMentee(ctx.db));
  const paidFor = await request((await finishedAttempt(buyer)).id, coachRow.id, buyer);
  expect((await payFor(paidFor, buyer)).statusCode).toBe(200);
  return { coachRow, coach, buyer, paidFor };
}

const SUMMARY = 'Quick, positive sentences with a sense of duty. Work on showing initiative rather than stating it.';

describe('a paid review', () => {
  it('is offered at its price, waits for the payment unseen by the reviewer, and starts when paid: due after the turnaround from the payment, the reviewer notified', async () => {
    const attempt = await finishedAttempt();
    const reviewers = ((await aspirant.get(`/api/practice/attempts/${attempt.id}/reviewers`)).json() as { data: Reviewer[] }).data;
    expect(reviewers.find((r) => r.id === reviewerRow.id)).toMatchObject({ price: PRICE, turnaroundHours: 48 });
    expect(reviewers.find((r) => r.id === freeReviewerRow.id)).toMatchObject({ price: 0 });

    const asked = await request(attempt.id);
    expect(asked).toMatchObject({ status: 'awaiting_payment', amount: PRICE * 100, payment: { status: 'created', amount: PRICE * 100, currency: 'INR', receiptUrl: null } });
    // Asked again of the same reviewer, it is the same request and the same order.
    const again = await request(attempt.id);
    expect(again).toMatchObject({ id: asked.id, payment: { orderId: asked.payment!.orderId } });
    expect(((await reviewer.get('/api/practice/reviews')).json() as { data: PracticeReview[] }).data.map((r) => r.id)).not.toContain(asked.id);
    // Nor by its id: the attempt is not the reviewer's to read before it is paid for.
    expect((await reviewer.get(`/api/practice/reviews/${asked.id}`)).statusCode).toBe(404);
    const bell = () => ctx.db.select().from(notifications).where(and(eq(notifications.userId, reviewerRow.id), eq(notifications.link, `/dashboard/practice-reviews/${asked.id}`)));
    expect(await bell()).toHaveLength(0);
    expect((await reviewer.put(`/api/practice/reviews/${asked.id}/notes`, { item: 0, comment: 'Early', qualities: {} })).statusCode).toBe(409);

    // A forged signature changes nothing.
    const forged = await aspirant.post(`/api/practice/reviews/${asked.id}/payment`, { razorpay_order_id: asked.payment!.orderId, razorpay_payment_id: 'pay_forged', razorpay_signature: 'f'.repeat(64) });
    expect(forged.statusCode).toBe(400);
    expect((await reviewOf(attempt.id)).status).toBe('awaiting_payment');
    // Another aspirant cannot pay for it or see its order.
    expect((await otherAspirant.post(`/api/practice/reviews/${asked.id}/payment`, { razorpay_order_id: 'x', razorpay_payment_id: 'y', razorpay_signature: 'z' })).statusCode).toBe(404);
    expect((await otherAspirant.get(`/api/test-gateway/orders/${asked.payment!.orderId}`)).statusCode).toBe(404);

    ctx.clock.set(at(2 * HOUR));
    const paid = await payFor(asked);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({ status: 'requested', dueAt: at(50 * HOUR).toISOString(), payment: { status: 'captured', receiptUrl: expect.any(String) } });
    expect(await bell()).toHaveLength(1);
    expect((await reviewer.get(`/api/practice/reviews/${asked.id}`)).statusCode).toBe(200);
    // The aspirant's mail: with whom, by when, what was paid, and the receipt.
    await ctx.app.deps.outbox.drain();
    const mail = ctx.mails.find((m) => m.to === aspirantEmail && m.subject === 'Review paid: WAT review: WAT set');
    expect(mail?.text).toMatch(/Kavya Rao now has your attempt and reviews it by/);
    expect(mail?.text).toMatch(/Paid: ₹499/);
    expect(mail?.text).toMatch(/Receipt: SSB-\d{4}-\d+/);
    const queue = ((await reviewer.get('/api/practice/reviews')).json() as { data: PracticeReview[] }).data;
    expect(queue.find((r) => r.id === asked.id)).toMatchObject({ status: 'requested', amount: PRICE * 100, payment: null });

    // In the aspirant's payments with a receipt naming the review.
    const history = ((await aspirant.get('/api/payments')).json() as { data: PaymentDto[] }).data;
    const line = history.find((p) => p.orderId === asked.payment!.orderId)!;
    expect(line).toMatchObject({ purchase: 'review', sessionId: null, sessionTitle: 'WAT review: WAT set', coachName: 'Kavya Rao', status: 'captured', link: `/practice/attempts/${attempt.id}` });
    const receipt = (await aspirant.get(`/api/payments/${line.id}/receipt`)).json() as { data: ReceiptDto };
    expect(receipt.data).toMatchObject({ session: null, review: { id: asked.id, turnaroundHours: 48 }, amount: PRICE * 100, coach: { name: 'Kavya Rao' } });
    expect((await otherAspirant.get(`/api/payments/${line.id}/receipt`)).statusCode).toBe(404);

    // Sent in time: the reviewer earns their share, once.
    ctx.clock.set(at(20 * HOUR));
    await gradeAll(reviewer, asked.id);
    expect((await reviewer.post(`/api/practice/reviews/${asked.id}/submit`, { summary: SUMMARY })).statusCode).toBe(200);
    const rows = await ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.practiceReviewId, asked.id));
    expect(rows.map((r) => r.kind).sort()).toEqual(['coach_earning', 'gst', 'payment', 'platform_fee']);
    const split = rows.filter((r) => r.kind !== 'payment').reduce((sum, r) => sum + r.amountPaise, 0);
    expect(split).toBe(PRICE * 100);
    const earnings = (await reviewer.get('/api/earnings')).json() as { data: EarningsDto };
    expect(earnings.data.totals.gross).toBe(PRICE * 100);
    expect(earnings.data.totals.net).toBe(rows.find((r) => r.kind === 'coach_earning')!.amountPaise);
    expect(earnings.data.sessions).toEqual([
      expect.objectContaining({ purchase: 'review', sessionId: asked.id, title: 'WAT review: WAT set', menteeName: 'Arjun Mehta', completedAt: at(20 * HOUR).toISOString(), gross: PRICE * 100 }),
    ]);
  });

  it('the webhook alone starts it when the checkout never came back, and a repeated capture changes nothing', async () => {
    const attempt = await finishedAttempt();
    const asked = await request(attempt.id);
    const result = await payAtGateway(aspirant, asked.payment!.orderId);
    const event = capturedEvent(asked.payment!.orderId, result.razorpay_payment_id, PRICE * 100);
    expect((await deliverWebhook(ctx, 'payment.captured', event)).statusCode).toBe(200);
    expect((await reviewOf(attempt.id)).status).toBe('requested');
    expect((await aspirant.post(`/api/practice/reviews/${asked.id}/payment`, result)).statusCode).toBe(200);
    const payments = await ctx.db.select().from(ledgerEntries).where(and(eq(ledgerEntries.practiceReviewId, asked.id), eq(ledgerEntries.kind, 'payment')));
    expect(payments).toHaveLength(1);
  });

  it('past its turnaround unwritten, the money sweep refunds it in full, once; the reviewer can no longer write it', async () => {
    const attempt = await finishedAttempt();
    const asked = await request(attempt.id);
    expect((await payFor(asked)).statusCode).toBe(200);
    ctx.clock.set(at(HOUR + 48 * HOUR));
    await sweepMoney(ctx.app.deps);
    expect(await ctx.db.select().from(refunds).where(eq(refunds.practiceReviewId, asked.id))).toHaveLength(0);

    ctx.clock.set(at(HOUR + 48 * HOUR + 1));
    await sweepMoney(ctx.app.deps);
    await sweepMoney(ctx.app.deps);
    const booked = await ctx.db.select().from(refunds).where(eq(refunds.practiceReviewId, asked.id));
    expect(booked).toMatchObject([{ reason: 'review_lapsed', amountPaise: PRICE * 100 }]);
    const seen = await reviewOf(attempt.id);
    expect(seen).toMatchObject({ status: 'lapsed', payment: { refundedAmount: PRICE * 100, refunds: [{ reason: 'review_lapsed', amount: PRICE * 100 }] } });
    expect((await reviewer.post(`/api/practice/reviews/${asked.id}/submit`, { summary: SUMMARY })).statusCode).toBe(409);
    expect(await ctx.db.select().from(ledgerEntries).where(and(eq(ledgerEntries.practiceReviewId, asked.id), eq(ledgerEntries.kind, 'coach_earning')))).toHaveLength(0);
  });

  it('once refunded as lapsed, stays closed to a reviewer whose server clock is behind the sweep\'s: never refunded and paid both', async () => {
    const attempt = await finishedAttempt();
    const asked = await request(attempt.id);
    expect((await payFor(asked)).statusCode).toBe(200);
    const due = at(HOUR + 48 * HOUR);
    ctx.clock.set(new Date(due.getTime() + 1));
    await sweepMoney(ctx.app.deps);
    expect(await ctx.db.select().from(refunds).where(eq(refunds.practiceReviewId, asked.id))).toMatchObject([{ reason: 'review_lapsed' }]);
    // the reviewer's request, on a server a moment behind: by its clock the review is still open
    ctx.clock.set(new Date(due.getTime() - 1));
    expect((await reviewer.post(`/api/practice/reviews/${asked.id}/submit`, { summary: SUMMARY })).statusCode).toBe(409);
    expect(await ctx.db.select().from(ledgerEntries).where(and(eq(ledgerEntries.practiceReviewId, asked.id), eq(ledgerEntries.kind, 'coach_earning')))).toHaveLength(0);
  });

  it('an unpaid request is withdrawn when another reviewer is chosen; paying its old order afterwards is refunded in full', async () => {
    const attempt = await finishedAttempt();
    const unpaid = await request(attempt.id);
    const free = await request(attempt.id, freeReviewerRow.id);
    expect(free).toMatchObject({ status: 'requested', amount: 0, payment: null, reviewer: { id: freeReviewerRow.id } });
    expect((await reviewOf(attempt.id)).id).toBe(free.id);
    // The free review is with its reviewer now: no other can be asked.
    expect((await aspirant.post(`/api/practice/attempts/${attempt.id}/review`, { reviewerId: reviewerRow.id })).statusCode).toBe(409);

    const late = await payFor(unpaid);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: 'You had chosen another reviewer for this attempt, so this payment is being refunded in full' });
    expect(await ctx.db.select().from(refunds).where(eq(refunds.practiceReviewId, unpaid.id))).toMatchObject([{ reason: 'late_payment', amountPaise: PRICE * 100 }]);
  });

  it('keeps its reviewer\'s account until it is sent; a reviewer suspended before the payment came gets none of it: refunded in full', async () => {
    const { coachRow, coach } = await coachWithABoughtReview('Meera', 'Iyer');
    const refused = await coach.request('DELETE', '/api/users/me', { confirm: 'DELETE', password: TEST_PASSWORD });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('An aspirant has paid for a practice review you have not sent yet. Send it before deleting your account.');

    const second = await signedInAgent(ctx, await createMentee(ctx.db));
    const unpaid = await request((await finishedAttempt(second)).id, coachRow.id, second);
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.id, coachRow.id));
    expect((await payFor(unpaid, second)).statusCode).toBe(409);
    expect(await ctx.db.select().from(refunds).where(eq(refunds.practiceReviewId, unpaid.id))).toMatchObject([{ reason: 'late_payment', amountPaise: PRICE * 100 }]);
    expect((await ctx.db.select().from(practiceReviews).where(eq(practiceReviews.id, unpaid.id)))[0]!.paidAt).toBeNull();
  });

  it('closes at once when its reviewer is suspended: the next money sweep refunds a paid one in full, a free one lapses too, a sent one stays', async () => {
    const { coachRow, coach, buyer, paidFor } = await coachWithABoughtReview('Vikram', 'Sen');
    const sentBuyer = await signedInAgent(ctx, await createMentee(ctx.db));
    const sent = await request((await finishedAttempt(sentBuyer)).id, coachRow.id, sentBuyer);
    expect((await payFor(sent, sentBuyer)).statusCode).toBe(200);
    await gradeAll(coach, sent.id);
    expect((await coach.post(`/api/practice/reviews/${sent.id}/submit`, { summary: SUMMARY })).statusCode).toBe(200);
    expect((await coach.put('/api/practice/review-offers', { offers: [{ kind: 'wat', turnaroundHours: 48 }] })).statusCode).toBe(200);
    const freeAsker = await signedInAgent(ctx, await createMentee(ctx.db));
    const free = await request((await finishedAttempt(freeAsker)).id, coachRow.id, freeAsker);

    const suspendedAt = at(2 * HOUR);
    ctx.clock.set(suspendedAt);
    const admin = await signedInAgent(ctx, await createAdmin(ctx.db));
    expect((await admin.post(`/api/admin/users/${coachRow.id}/suspend`, { reason: 'Asked students to pay outside the platform.' })).statusCode).toBe(200);

    // Closed at the suspension, whatever a server's clock says; the due time stays what was promised.
    await sweepMoney(ctx.app.deps);
    const seenByBuyer = ((await buyer.get(`/api/practice/attempts/${paidFor.attemptId}/review`)).json() as { data: PracticeReview }).data;
    expect(seenByBuyer).toMatchObject({ status: 'lapsed', closedAt: suspendedAt.toISOString(), dueAt: at(HOUR + 48 * HOUR).toISOString() });
    expect(seenByBuyer.payment).toMatchObject({ refundedAmount: PRICE * 100, refunds: [{ reason: 'review_lapsed', amount: PRICE * 100 }] });
    const [told] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.reference, `account:${coachRow.id}:suspended`));
    expect((told!.mail as { text: string }).text).toContain('The 2 practice reviews you had still to write were closed; anything paid for them is refunded in full.');
    expect(((await freeAsker.get(`/api/practice/attempts/${free.attemptId}/review`)).json() as { data: PracticeReview }).data.status).toBe('lapsed');
    expect(((await sentBuyer.get(`/api/practice/attempts/${sent.attemptId}/review`)).json() as { data: PracticeReview }).data.status).toBe('done');
    expect(await ctx.db.select().from(refunds).where(eq(refunds.practiceReviewId, sent.id))).toHaveLength(0);
    const log = (await admin.get('/api/admin/audit')).json().data;
    expect(log.find((e: { targetId: string }) => e.targetId === coachRow.id)).toMatchObject({ action: 'user.suspend', after: { closedReviews: 2 } });
  });

  it("keeps its aspirant's account until it is sent or refunded: deleting it then keeps the payment and its refund", async () => {
    const leaver = await signedInAgent(ctx, await createMentee(ctx.db));
    const attempt = await finishedAttempt(leaver);
    const asked = await request(attempt.id, reviewerRow.id, leaver);
    expect((await payFor(asked, leaver)).statusCode).toBe(200);
    const refused = await leaver.request('DELETE', '/api/users/me', { confirm: 'DELETE', password: TEST_PASSWORD });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('A practice review you paid for is still being written. Delete your account once it is sent, or once its time has passed and it is refunded.');

    ctx.clock.set(at(HOUR + 48 * HOUR + 1));
    await sweepMoney(ctx.app.deps);
    const deleted = await leaver.request('DELETE', '/api/users/me', { confirm: 'DELETE', password: TEST_PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.orderId, asked.payment!.orderId));
    expect(payment).toMatchObject({ status: 'captured', practiceReviewId: null });
    expect(await ctx.db.select().from(refunds).where(eq(refunds.paymentId, payment!.id))).toMatchObject([{ reason: 'review_lapsed', amountPaise: PRICE * 100 }]);
  });
});
