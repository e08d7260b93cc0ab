import {
  clockAt,
  paiseToRupees,
  PAYMENT_MESSAGES,
  PRACTICE_MESSAGES as M,
  reviewDueAt,
  reachedReviewer,
  reviewStatusAt,
  tallyQualities,
  summarize,
  scoreOir,
  type PracticeProgress,
  type PracticeReview,
  type ConfirmPaymentInput,
  type Reviewer,
  type ReviewNote,
  type ReviewOffer,
  type ReviewWithAttempt,
  type saveReviewNoteSchema,
} from '@ssb/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../../app-instance';
import type { CurrentUser } from '../../platform/auth';
import { Conflict, Forbidden, Invalid, NotFound, Unavailable } from '../../platform/errors';
import { notify } from '../notifications';
import { captureVerified, openPurchaseOrder, paymentOfReview, paymentsOfReviews, presentPurchasePayment, recordReviewEarning, refundsOfPayments, reviewRefundedAsLapsed } from '../payments';
import { nameOf } from './presenter';
import * as attempts from './repository';
import { tellReviewer } from './review-purchase';
import * as repo from './reviews-repository';
import { clockOf, oirRightChoices, present as presentAttempt } from './service';

/** Review by an assessor (docs/product/practice.md "Review"). */
type Deps = Pick<AppDeps, 'db' | 'now' | 'storage' | 'gateway' | 'config' | 'outbox' | 'sessionPurchases'>;

const presentNote = (n: repo.NoteRow): ReviewNote => ({ item: n.item, comment: n.comment, qualities: n.qualities });

/**
 * Reviews as `viewerId` sees them, their sets, people and notes read once for all: the reviewer
 * sees their notes as they write them, the aspirant (and an admin) once the review is sent.
 */
async function presentReviews(deps: Deps, reviews: repo.ReviewRow[], viewerId: string): Promise<PracticeReview[]> {
  const ids = reviews.map((r) => r.id);
  const [sets, people, notes, payments] = await Promise.all([
    repo.setsOfAttempts(deps.db, reviews.map((r) => r.attemptId)),
    repo.peopleById(deps.db, reviews.flatMap((r) => [r.reviewerId, r.userId])),
    repo.notesOf(deps.db, ids),
    paymentsOfReviews(deps.db, ids),
  ]);
  const refunds = await refundsOfPayments(deps.db, payments.map((p) => p.id));
  const now = deps.now();
  return reviews.map((review) => {
    const set = sets.get(review.attemptId);
    const reviewer = people.get(review.reviewerId);
    const aspirant = people.get(review.userId);
    const status = reviewStatusAt(review, now);
    const showNotes = review.reviewerId === viewerId || status === 'done';
    const payment = payments.find((p) => p.practiceReviewId === review.id);
    // The payment is the aspirant's (and admins'): the reviewer sees the amount, not the checkout or receipt.
    const showPayment = payment && review.reviewerId !== viewerId;
    return {
      id: review.id,
      attemptId: review.attemptId,
      status,
      requestedAt: review.requestedAt.toISOString(),
      dueAt: review.dueAt.toISOString(),
      closedAt: review.closedAt?.toISOString() ?? null,
      submittedAt: review.submittedAt?.toISOString() ?? null,
      set: { title: set?.title ?? '', kind: set?.kind ?? 'wat' },
      reviewer: { id: review.reviewerId, name: reviewer ? nameOf(reviewer) : '', title: reviewer?.title ?? null },
      aspirant: { id: review.userId, name: aspirant ? nameOf(aspirant) : '' },
      summary: review.summary,
      notes: showNotes ? notes.filter((n) => n.reviewId === review.id).map(presentNote) : [],
      amount: review.amountPaise,
      payment: showPayment ? presentPurchasePayment(payment, refunds, deps.gateway.keyId, true) : null,
    };
  });
}

const presentReview = async (deps: Deps, review: repo.ReviewRow, viewerId: string) => (await presentReviews(deps, [review], viewerId))[0]!;

/** The caller's own finished full attempt, or 404 (anyone else's, as if it did not exist). */
async function ownAttempt(deps: Deps, caller: CurrentUser, id: string) {
  const attempt = await attempts.findAttempt(deps.db, id);
  if (!attempt || attempt.userId !== caller.id) throw new NotFound(M.attemptNotFound);
  return attempt;
}

async function requireVerified(deps: Deps, caller: CurrentUser) {
  if (!(await attempts.authorOf(deps.db, caller.id))?.isVerified) throw new Forbidden(M.reviewersOnly);
}

/** GET /practice/review-offers: the tests the calling coach reviews. */
export const myOffers = (deps: Deps, caller: CurrentUser): Promise<ReviewOffer[]> => repo.offersOf(deps.db, caller.id);

/** PUT /practice/review-offers: what the coach reviews from now on (open reviews keep their promise). */
export async function saveOffers(deps: Deps, caller: CurrentUser, offers: ReviewOffer[]): Promise<ReviewOffer[]> {
  await requireVerified(deps, caller);
  await repo.replaceOffers(deps.db, caller.id, offers);
  return repo.offersOf(deps.db, caller.id);
}

/** GET /practice/attempts/{id}/reviewers: verified coaches who review this attempt's test. */
export async function reviewersFor(deps: Deps, caller: CurrentUser, attemptId: string): Promise<Reviewer[]> {
  const attempt = await ownAttempt(deps, caller, attemptId);
  const set = (await attempts.findSet(deps.db, attempt.setId))!.set;
  const rows = await repo.reviewersOf(deps.db, set.kind, caller.id);
  return rows.map((r) => ({
    id: r.id,
    name: nameOf(r),
    title: r.title,
    profileImageUrl: r.profileImageUrl,
    rating: r.rating,
    totalReviews: r.totalReviews,
    turnaroundHours: r.turnaroundHours,
    price: paiseToRupees(r.pricePaise),
  }));
}

/**
 * POST /practice/attempts/{id}/review: a finished full attempt goes to a coach who reviews its test, at
 * the price and turnaround of their offer now. Free: it is theirs at once, due after the turnaround,
 * and they are notified. Paid: it waits for the payment (its checkout is in the answer), and starts
 * when paid. One live review per attempt; an unpaid one is withdrawn when another reviewer is chosen,
 * and asked again of the same reviewer it is the same request (its order too).
 */
export async function requestReview(deps: Deps, caller: CurrentUser, attemptId: string, reviewerId: string, log?: FastifyBaseLogger): Promise<PracticeReview> {
  const attempt = await ownAttempt(deps, caller, attemptId);
  const now = deps.now();
  if (attempt.practiceRun) throw new Invalid(M.practiceRunNotReviewed);
  if (clockAt(clockOf(attempt), now).status !== 'finished') throw new Conflict(M.notFinished);
  const set = (await attempts.findSet(deps.db, attempt.setId))!.set;
  const [offer] = await repo.reviewersOf(deps.db, set.kind, caller.id, reviewerId);
  if (!offer) throw new Invalid(M.notOffering);
  const review = await deps.db.transaction(async (tx) => {
    const current = await repo.reviewOfAttempt(tx, attemptId, true);
    if (current && reviewStatusAt(current, now) === 'awaiting_payment') {
      if (current.reviewerId === reviewerId && current.amountPaise === offer.pricePaise) return current;
      await repo.withdraw(tx, current.id, now);
    } else if (current) {
      throw new Conflict(M.alreadyRequested);
    }
    const turnaround = { requestedAt: now, turnaroundHours: offer.turnaroundHours, dueAt: reviewDueAt(now, offer.turnaroundHours) };
    const row = await repo.insertReview(tx, { attemptId, userId: caller.id, reviewerId, amountPaise: offer.pricePaise, ...turnaround });
    if (!row) throw new Conflict(M.alreadyRequested);
    if (row.amountPaise === 0) await tellReviewer(tx, row, set, now);
    return row;
  });
  if (review.amountPaise > 0) await openReviewOrder(deps, review, log);
  return presentReview(deps, review, caller.id);
}

async function openReviewOrder(deps: Deps, review: repo.ReviewRow, log?: FastifyBaseLogger) {
  try {
    const notes = { practiceReviewId: review.id, coachId: review.reviewerId, menteeId: review.userId };
    return await openPurchaseOrder(deps, { practiceReviewId: review.id }, review.amountPaise, notes);
  } catch (error) {
    // The request stays, waiting for its payment: asked again, it opens the order again.
    log?.error({ err: error, reviewId: review.id }, 'could not open a payment order');
    throw new Unavailable(PAYMENT_MESSAGES.gatewayDown);
  }
}

/**
 * POST /practice/reviews/{id}/payment: what the checkout handed back for the review's order. Verified
 * against the order we stored, then recorded by the one capture path (the webhook may have been first).
 */
export async function confirmReviewPayment(deps: Deps, caller: CurrentUser, id: string, input: ConfirmPaymentInput, log?: FastifyBaseLogger): Promise<PracticeReview> {
  const review = await repo.findReview(deps.db, id);
  if (!review || review.userId !== caller.id) throw new NotFound(M.reviewNotFound);
  const payment = await paymentOfReview(deps.db, review.id);
  if (!payment) throw new Conflict(M.notAwaitingPayment);
  const outcome = await captureVerified(deps, payment, input, log);
  if (outcome === 'refundedLate') throw new Conflict(M.withdrawnRefunded);
  return presentReview(deps, (await repo.findReview(deps.db, id))!, caller.id);
}

/** GET /practice/attempts/{id}/review: the attempt's review as its aspirant sees it, or null. */
export async function reviewOfAttempt(deps: Deps, caller: CurrentUser | null, attemptId: string): Promise<PracticeReview | null> {
  if (!caller) throw new NotFound(M.attemptNotFound);
  const attempt = await attempts.findAttempt(deps.db, attemptId);
  if (!attempt || (attempt.userId !== caller.id && caller.role !== 'admin')) throw new NotFound(M.attemptNotFound);
  const review = await repo.reviewOfAttempt(deps.db, attemptId);
  return review && presentReview(deps, review, caller.id);
}

/** GET /practice/reviews: the reviews assigned to the calling coach, the soonest due first. */
export async function myQueue(deps: Deps, caller: CurrentUser): Promise<PracticeReview[]> {
  return presentReviews(deps, await repo.reviewsFor(deps.db, caller.id), caller.id);
}

/**
 * Only the aspirant, admins, and the reviewer the aspirant chose once the request has reached them
 * (as in their queue) see a review; anyone else gets 404.
 */
function visibleReview(review: repo.ReviewRow | null, caller: CurrentUser | null): repo.ReviewRow {
  if (!review || !caller) throw new NotFound(M.reviewNotFound);
  if (review.userId === caller.id || caller.role === 'admin') return review;
  if (review.reviewerId === caller.id && reachedReviewer(review)) return review;
  throw new NotFound(M.reviewNotFound);
}

/** GET /practice/reviews/{id}: the review with the attempt beside it, item by item. */
export async function getReview(deps: Deps, caller: CurrentUser | null, id: string): Promise<ReviewWithAttempt> {
  const review = visibleReview(await repo.findReview(deps.db, id), caller);
  const attempt = await attempts.findAttempt(deps.db, review.attemptId);
  if (!attempt) throw new NotFound(M.reviewNotFound);
  const [presented, presentedAttempt] = await Promise.all([presentReview(deps, review, caller!.id), presentAttempt(deps, attempt)]);
  return { review: presented, attempt: presentedAttempt };
}

/**
 * The reviewer's own open review, locked while a note or the summary is written, with the time read
 * once it is held (a lapse sweep that held it first has committed by then). A review the sweep
 * refunded as lapsed stays closed even if this server's clock is behind the sweep's: it is either
 * sent and paid to the reviewer or refunded, never both.
 */
async function openReviewOf(tx: Deps['db'], caller: CurrentUser, id: string, clock: () => Date): Promise<{ review: repo.ReviewRow; now: Date }> {
  const review = await repo.findReview(tx, id, true);
  if (!review || review.reviewerId !== caller.id) throw new NotFound(M.reviewNotFound);
  const now = clock();
  if (reviewStatusAt(review, now) !== 'requested') throw new Conflict(M.reviewClosed);
  if (review.paidAt && (await reviewRefundedAsLapsed(tx, review.id))) throw new Conflict(M.reviewClosed);
  return { review, now };
}

/** PUT /practice/reviews/{id}/notes: the reviewer's comment and quality marks on one item (the latest save wins). */
export async function saveNote(deps: Deps, caller: CurrentUser, id: string, input: z.infer<typeof saveReviewNoteSchema>): Promise<ReviewNote> {
  return deps.db.transaction(async (tx) => {
    const { review, now } = await openReviewOf(tx, caller, id, deps.now);
    const attempt = (await attempts.findAttempt(tx, review.attemptId))!;
    if (input.item >= attempt.itemCount) throw new Invalid(M.notAnItem);
    const comment = input.comment || null;
    return presentNote(await repo.upsertNote(tx, { reviewId: review.id, item: input.item, comment, qualities: input.qualities, savedAt: now }));
  });
}

/** POST /practice/reviews/{id}/submit: the summary; the review is sent and closed, and the aspirant notified. */
export async function submitReview(deps: Deps, caller: CurrentUser, id: string, summary: string): Promise<PracticeReview> {
  const review = await deps.db.transaction(async (tx) => {
    const { review: open, now } = await openReviewOf(tx, caller, id, deps.now);
    const sent = await repo.submit(tx, open.id, summary, now);
    if (open.paidAt) await recordReviewEarning(tx, open, deps.config.money.feePercent, now);
    await notify(tx, [{ userId: open.userId, kind: 'practice', title: `${nameOf(caller)} reviewed your attempt`, body: summary.slice(0, 140), link: `/practice/attempts/${open.attemptId}` }], now);
    return sent;
  });
  return presentReview(deps, review, caller.id);
}

/** GET /practice/progress: the aspirant's full finished attempts, oldest first, and the qualities their reviewers marked. */
export async function progress(deps: Deps, caller: CurrentUser): Promise<PracticeProgress> {
  const now = deps.now();
  const [rows, reviews] = await Promise.all([attempts.attemptsOf(deps.db, caller.id), repo.reviewsOfAspirant(deps.db, caller.id)]);
  const full = rows.filter(({ attempt }) => !attempt.practiceRun);
  const answers = await attempts.answersOf(deps.db, full.map((r) => r.attempt.id));
  const reviewByAttempt = new Map(reviews.map((r) => [r.attemptId, r]));
  const rightChoicesBySet = await oirRightChoices(deps, full.map((r) => r.set));
  const finished = [];
  for (const { attempt, set } of full.toReversed()) {
    const clock = clockOf(attempt);
    if (clockAt(clock, now).status !== 'finished') continue;
    const saved = answers.filter((a) => a.attemptId === attempt.id);
    const review = reviewByAttempt.get(attempt.id);
    const rights = rightChoicesBySet.get(set.id)?.slice(0, attempt.itemCount);
    finished.push({
      id: attempt.id,
      startedAt: attempt.startedAt.toISOString(),
      set: { title: set.title, kind: set.kind },
      summary: summarize(clock, saved),
      score: rights ? scoreOir(rights, saved) : null,
      reviewStatus: review ? reviewStatusAt(review, now) : null,
    });
  }
  const done = reviews.filter((r) => reviewStatusAt(r, now) === 'done');
  const notes = await repo.notesOf(deps.db, done.map((r) => r.id));
  return { attempts: finished, reviews: done.length, qualities: tallyQualities(notes.map((n) => n.qualities)) };
}
