import {
  batteryOffer,
  clockAt,
  missingGrades,
  oirRating,
  OFFICER_LIKE_QUALITIES,
  paiseToRupees,
  PAYMENT_MESSAGES,
  PRACTICE_MESSAGES as M,
  reviewDueAt,
  reviewLink,
  reachedReviewer,
  reviewStatusAt,
  tallyQualities,
  summarize,
  scoreOir,
  BATTERY_TESTS,
  type BatteryStage,
  type OfficerLikeQuality,
  type PracticeProgress,
  type PracticeReview,
  type ConfirmPaymentInput,
  type Reviewer,
  type ReviewGrade,
  type ReviewNote,
  type ReviewOffer,
  type ReviewWithAttempt,
  type SelfGrade,
  type saveReviewGradeSchema,
  type saveReviewNoteSchema,
  type saveSelfGradeSchema,
} from '@ssb/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../../app-instance';
import type { CurrentUser } from '../../platform/auth';
import { Conflict, Forbidden, Invalid, NotFound, Unavailable } from '../../platform/errors';
import { notify } from '../notifications';
import { captureVerified, openPurchaseOrder, paymentOfReview, paymentsOfReviews, presentPurchasePayment, recordReviewEarning, refundsOfPayments, reviewRefundedAsLapsed } from '../payments';
import { getBattery } from './batteries';
import { findBattery } from './batteries-repository';
import { nameOf } from './presenter';
import * as attempts from './repository';
import { subjectsOf, tellReviewer } from './review-purchase';
import * as repo from './reviews-repository';
import { clockOf, oirRightChoices, present as presentAttempt } from './service';

/** Review by an assessor (docs/product/practice.md "Review"): of one attempt, or of a whole psychology day. */
type Deps = Pick<AppDeps, 'db' | 'now' | 'storage' | 'gateway' | 'config' | 'outbox' | 'sessionPurchases'>;

const presentNote = (n: repo.NoteRow): ReviewNote => ({ attemptId: n.attemptId, item: n.item, comment: n.comment, qualities: n.qualities });
const presentGrade = (g: repo.GradeRow): ReviewGrade => ({ quality: g.quality, grade: g.grade, evidence: g.evidence });
const presentSelfGrade = (g: repo.GradeRow): SelfGrade => ({ quality: g.quality, grade: g.grade });
const byQuality = (a: { quality: OfficerLikeQuality }, b: { quality: OfficerLikeQuality }) => OFFICER_LIKE_QUALITIES.indexOf(a.quality) - OFFICER_LIKE_QUALITIES.indexOf(b.quality);

/**
 * Reviews as `viewerId` sees them, their subjects, people, notes and grades read once for all: the
 * reviewer sees their notes and grades as they write them, the aspirant (and an admin) once the review
 * is sent; the aspirant's own grades are theirs (and admins'), never the reviewer's.
 */
async function presentReviews(deps: Deps, reviews: repo.ReviewRow[], viewerId: string): Promise<PracticeReview[]> {
  const ids = reviews.map((r) => r.id);
  const [subjects, people, notes, grades, payments] = await Promise.all([
    subjectsOf(deps.db, reviews),
    repo.peopleById(deps.db, reviews.flatMap((r) => [r.reviewerId, r.userId])),
    repo.notesOf(deps.db, ids),
    repo.gradesOf(deps.db, ids),
    paymentsOfReviews(deps.db, ids),
  ]);
  const refunds = await refundsOfPayments(deps.db, payments.map((p) => p.id));
  const now = deps.now();
  return reviews.map((review) => {
    const subject = subjects.get(review.id)!;
    const reviewer = people.get(review.reviewerId);
    const aspirant = people.get(review.userId);
    const status = reviewStatusAt(review, now);
    const isReviewer = review.reviewerId === viewerId;
    const showWriting = isReviewer || status === 'done';
    const payment = payments.find((p) => p.practiceReviewId === review.id);
    // The payment is the aspirant's (and admins'): the reviewer sees the amount, not the checkout or receipt.
    const showPayment = payment && !isReviewer;
    const own = grades.filter((g) => g.reviewId === review.id);
    return {
      id: review.id,
      attemptId: review.attemptId,
      battery: subject.battery,
      title: subject.title,
      status,
      requestedAt: review.requestedAt.toISOString(),
      dueAt: review.dueAt.toISOString(),
      closedAt: review.closedAt?.toISOString() ?? null,
      submittedAt: review.submittedAt?.toISOString() ?? null,
      set: subject.set && { title: subject.set.title, kind: subject.set.kind },
      reviewer: { id: review.reviewerId, name: reviewer ? nameOf(reviewer) : '', title: reviewer?.title ?? null },
      aspirant: { id: review.userId, name: aspirant ? nameOf(aspirant) : '' },
      summary: review.summary,
      notes: showWriting ? notes.filter((n) => n.reviewId === review.id).map(presentNote) : [],
      grades: showWriting ? own.filter((g) => g.grader === 'reviewer').map(presentGrade).sort(byQuality) : [],
      selfGrades: isReviewer ? [] : own.filter((g) => g.grader === 'self').map(presentSelfGrade).sort(byQuality),
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

/** The caller's own board day, or 404 (anyone else's, as if it did not exist). */
async function ownBattery(deps: Deps, caller: CurrentUser, id: string) {
  const battery = await findBattery(deps.db, id);
  if (!battery || battery.userId !== caller.id) throw new NotFound(M.batteryNotFound);
  return battery;
}

async function requireVerified(deps: Deps, caller: CurrentUser) {
  if (!(await attempts.authorOf(deps.db, caller.id))?.isVerified) throw new Forbidden(M.reviewersOnly);
}

type ReviewerRow = Awaited<ReturnType<typeof repo.reviewersOf>>[number];
const presentReviewer = (r: ReviewerRow): Reviewer => ({
  id: r.id,
  name: nameOf(r),
  title: r.title,
  profileImageUrl: r.profileImageUrl,
  rating: r.rating,
  totalReviews: r.totalReviews,
  turnaroundHours: r.turnaroundHours,
  price: paiseToRupees(r.pricePaise),
});

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
  return (await repo.reviewersOf(deps.db, set.kind, caller.id)).map(presentReviewer);
}

/**
 * Coaches who review every test of a `stage` day (the screening day's OIR and PPDT, the psychology
 * day's four), each at the sum of their prices and their longest turnaround (`batteryOffer`), in the
 * order of their ratings.
 */
async function batteryReviewers(deps: Deps, caller: CurrentUser, stage: BatteryStage, reviewerId?: string): Promise<ReviewerRow[]> {
  const kinds = BATTERY_TESTS[stage];
  const rows = await repo.offersOfKinds(deps.db, kinds, caller.id, reviewerId);
  const coaches = [...new Map(rows.map((r) => [r.id, r])).values()];
  return coaches.flatMap((coach) => {
    const offer = batteryOffer(stage, rows.filter((r) => r.id === coach.id));
    return offer ? [{ ...coach, pricePaise: offer.pricePaise, turnaroundHours: offer.turnaroundHours }] : [];
  });
}

/** GET /practice/batteries/{id}/reviewers: verified coaches who review every test of the day. */
export async function reviewersForBattery(deps: Deps, caller: CurrentUser, batteryId: string): Promise<Reviewer[]> {
  const battery = await ownBattery(deps, caller, batteryId);
  return (await batteryReviewers(deps, caller, battery.stage)).map(presentReviewer);
}

type Subject = { attemptId: string; batteryId?: undefined } | { batteryId: string; attemptId?: undefined };

/**
 * A review asked of `offer`'s coach, at their price and turnaround now. Free: it is theirs at once,
 * due after the turnaround, and they are notified. Paid: it waits for the payment (its checkout is in
 * the answer), and starts when paid. One live review per attempt (or board day); an unpaid one is
 * withdrawn when another reviewer is chosen, and asked again of the same reviewer it is the same
 * request (its order too).
 */
async function askReview(deps: Deps, caller: CurrentUser, subject: Subject, offer: { id: string; pricePaise: number; turnaroundHours: number }, log?: FastifyBaseLogger): Promise<PracticeReview> {
  const now = deps.now();
  const reviewerId = offer.id;
  const review = await deps.db.transaction(async (tx) => {
    const current = subject.batteryId !== undefined ? await repo.reviewOfBattery(tx, subject.batteryId, true) : await repo.reviewOfAttempt(tx, subject.attemptId, true);
    const taken = subject.batteryId ? M.batteryAlreadyRequested : M.alreadyRequested;
    if (current && reviewStatusAt(current, now) === 'awaiting_payment') {
      if (current.reviewerId === reviewerId && current.amountPaise === offer.pricePaise) return current;
      await repo.withdraw(tx, current.id, now);
    } else if (current) {
      throw new Conflict(taken);
    }
    const turnaround = { requestedAt: now, turnaroundHours: offer.turnaroundHours, dueAt: reviewDueAt(now, offer.turnaroundHours) };
    const row = await repo.insertReview(tx, { attemptId: subject.attemptId ?? null, batteryId: subject.batteryId ?? null, userId: caller.id, reviewerId, amountPaise: offer.pricePaise, ...turnaround });
    if (!row) throw new Conflict(taken);
    if (row.amountPaise === 0) await tellReviewer(tx, row, (await subjectsOf(tx, [row])).get(row.id)!, now);
    return row;
  });
  if (review.amountPaise > 0) await openReviewOrder(deps, review, log);
  return presentReview(deps, review, caller.id);
}

/** POST /practice/attempts/{id}/review: a finished full attempt goes to a coach who reviews its test. */
export async function requestReview(deps: Deps, caller: CurrentUser, attemptId: string, reviewerId: string, log?: FastifyBaseLogger): Promise<PracticeReview> {
  const attempt = await ownAttempt(deps, caller, attemptId);
  if (attempt.practiceRun) throw new Invalid(M.practiceRunNotReviewed);
  if (clockAt(clockOf(attempt), deps.now()).status !== 'finished') throw new Conflict(M.notFinished);
  const set = (await attempts.findSet(deps.db, attempt.setId))!.set;
  const [offer] = await repo.reviewersOf(deps.db, set.kind, caller.id, reviewerId);
  if (!offer) throw new Invalid(M.notOffering);
  return askReview(deps, caller, { attemptId }, offer, log);
}

/**
 * POST /practice/batteries/{id}/review: a finished board day goes, whole, to a coach who reviews
 * every one of its tests, at the sum of their prices and their longest turnaround.
 */
export async function requestBatteryReview(deps: Deps, caller: CurrentUser, batteryId: string, reviewerId: string, log?: FastifyBaseLogger): Promise<PracticeReview> {
  const battery = await ownBattery(deps, caller, batteryId);
  const state = await getBattery(deps, caller, batteryId);
  if (state.status !== 'finished' || !state.steps.some((s) => s.status === 'finished')) throw new Conflict(M.batteryNotFinished);
  const [offer] = await batteryReviewers(deps, caller, battery.stage, reviewerId);
  if (!offer) throw new Invalid(M.notOffering);
  return askReview(deps, caller, { batteryId }, offer, log);
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

/** GET /practice/batteries/{id}/review: the board day's review as its aspirant sees it, or null. */
export async function reviewOfBattery(deps: Deps, caller: CurrentUser | null, batteryId: string): Promise<PracticeReview | null> {
  if (!caller) throw new NotFound(M.batteryNotFound);
  const battery = await findBattery(deps.db, batteryId);
  if (!battery || (battery.userId !== caller.id && caller.role !== 'admin')) throw new NotFound(M.batteryNotFound);
  const review = await repo.reviewOfBattery(deps.db, batteryId);
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

/** GET /practice/reviews/{id}: the review with its attempts beside it (one, or the board day's in order), item by item. */
export async function getReview(deps: Deps, caller: CurrentUser | null, id: string): Promise<ReviewWithAttempt> {
  const review = visibleReview(await repo.findReview(deps.db, id), caller);
  const rows = await repo.reviewedAttempts(deps.db, review);
  if (rows.length === 0) throw new NotFound(M.reviewNotFound);
  const [presented, presentedAttempts] = await Promise.all([presentReview(deps, review, caller!.id), Promise.all(rows.map((a) => presentAttempt(deps, a)))]);
  return { review: presented, attempts: presentedAttempts };
}

/**
 * The reviewer's own open review, locked while a note, a grade or the summary is written, with the
 * time read once it is held (a lapse sweep that held it first has committed by then). A review the
 * sweep refunded as lapsed stays closed even if this server's clock is behind the sweep's: it is
 * either sent and paid to the reviewer or refunded, never both.
 */
async function openReviewOf(tx: Deps['db'], caller: CurrentUser, id: string, clock: () => Date): Promise<{ review: repo.ReviewRow; now: Date }> {
  const review = await repo.findReview(tx, id, true);
  if (!review || review.reviewerId !== caller.id) throw new NotFound(M.reviewNotFound);
  const now = clock();
  if (reviewStatusAt(review, now) !== 'requested') throw new Conflict(M.reviewClosed);
  if (review.paidAt && (await reviewRefundedAsLapsed(tx, review.id))) throw new Conflict(M.reviewClosed);
  return { review, now };
}

/** Whether `item` of `attemptId` is an answer of the review's attempts (the item counts of those attempts). */
async function itemChecker(tx: Deps['db'], review: repo.ReviewRow) {
  const rows = await repo.reviewedAttempts(tx, review);
  const counts = new Map(rows.map((a) => [a.id, a.itemCount]));
  return (attemptId: string, item: number) => item < (counts.get(attemptId) ?? 0);
}

/** PUT /practice/reviews/{id}/notes: the reviewer's comment and quality marks on one item of one attempt (the latest save wins). */
export async function saveNote(deps: Deps, caller: CurrentUser, id: string, input: z.infer<typeof saveReviewNoteSchema>): Promise<ReviewNote> {
  return deps.db.transaction(async (tx) => {
    const { review, now } = await openReviewOf(tx, caller, id, deps.now);
    const attemptId = input.attemptId ?? review.attemptId;
    if (!attemptId) throw new Invalid(M.whichAttempt, { attemptId: M.whichAttempt });
    const rows = await repo.reviewedAttempts(tx, review);
    const attempt = rows.find((a) => a.id === attemptId);
    if (!attempt) throw new Invalid(M.whichAttempt, { attemptId: M.whichAttempt });
    if (input.item >= attempt.itemCount) throw new Invalid(M.notAnItem);
    const comment = input.comment || null;
    return presentNote(await repo.upsertNote(tx, { reviewId: review.id, attemptId, item: input.item, comment, qualities: input.qualities, savedAt: now }));
  });
}

/** PUT /practice/reviews/{id}/grades: the reviewer's grade of one quality, with the answers it rests on (the latest save wins). */
export async function saveGrade(deps: Deps, caller: CurrentUser, id: string, input: z.infer<typeof saveReviewGradeSchema>): Promise<ReviewGrade> {
  return deps.db.transaction(async (tx) => {
    const { review, now } = await openReviewOf(tx, caller, id, deps.now);
    const isItem = await itemChecker(tx, review);
    if (input.evidence.some((e) => !isItem(e.attemptId, e.item))) throw new Invalid(M.notReviewedAnswer, { evidence: M.notReviewedAnswer });
    const evidence = [...new Map(input.evidence.map((e) => [`${e.attemptId}:${e.item}`, { attemptId: e.attemptId, item: e.item }])).values()];
    return presentGrade(await repo.upsertGrade(tx, { reviewId: review.id, grader: 'reviewer', quality: input.quality, grade: input.grade, evidence, savedAt: now }));
  });
}

/**
 * PUT /practice/reviews/{id}/self-grades: the aspirant grades themselves on one quality, from the
 * request until the review is sent (then they are locked, and shown beside the reviewer's).
 */
export async function saveSelfGrade(deps: Deps, caller: CurrentUser, id: string, input: z.infer<typeof saveSelfGradeSchema>): Promise<SelfGrade> {
  return deps.db.transaction(async (tx) => {
    const review = await repo.findReview(tx, id, true);
    if (!review || review.userId !== caller.id || review.withdrawnAt) throw new NotFound(M.reviewNotFound);
    const now = deps.now();
    const status = reviewStatusAt(review, now);
    if (status === 'done') throw new Conflict(M.selfGradesClosed);
    if (status === 'lapsed') throw new Conflict(M.reviewClosed);
    return presentSelfGrade(await repo.upsertGrade(tx, { reviewId: review.id, grader: 'self', quality: input.quality, grade: input.grade, evidence: [], savedAt: now }));
  });
}

/**
 * POST /practice/reviews/{id}/submit: every quality graded and the summary written, the review is sent
 * and closed, and the aspirant notified.
 */
export async function submitReview(deps: Deps, caller: CurrentUser, id: string, summary: string): Promise<PracticeReview> {
  const review = await deps.db.transaction(async (tx) => {
    const { review: open, now } = await openReviewOf(tx, caller, id, deps.now);
    const graded = Object.fromEntries((await repo.gradesOf(tx, [open.id])).filter((g) => g.grader === 'reviewer').map((g) => [g.quality, g.grade]));
    const missing = missingGrades(graded, OFFICER_LIKE_QUALITIES);
    if (missing.length > 0) throw new Invalid(M.missingGrades, { grades: `${M.missingGrades}: ${missing.join(', ')} still to grade` });
    const sent = await repo.submit(tx, open.id, summary, now);
    if (open.paidAt) await recordReviewEarning(tx, open, deps.config.money, now);
    const what = open.batteryId ? 'board day' : 'attempt';
    await notify(tx, [{ userId: open.userId, kind: 'practice', title: `${nameOf(caller)} reviewed your ${what}`, body: summary.slice(0, 140), link: reviewLink(open) }], now);
    return sent;
  });
  return presentReview(deps, review, caller.id);
}

const gradeRecord = (rows: repo.GradeRow[]) => Object.fromEntries(rows.map((g) => [g.quality, g.grade])) as Partial<Record<OfficerLikeQuality, number>>;

/**
 * GET /practice/progress: the aspirant's full finished attempts, oldest first (a board day's step
 * carries its day's review when it has none of its own), the qualities their reviewers marked, and
 * every sent review's grades beside the aspirant's own.
 */
export async function progress(deps: Deps, caller: CurrentUser): Promise<PracticeProgress> {
  const now = deps.now();
  const [rows, reviews] = await Promise.all([attempts.attemptsOf(deps.db, caller.id), repo.reviewsOfAspirant(deps.db, caller.id)]);
  const full = rows.filter(({ attempt }) => !attempt.practiceRun);
  const answers = await attempts.answersOf(deps.db, full.map((r) => r.attempt.id));
  const reviewByAttempt = new Map(reviews.flatMap((r) => (r.attemptId ? [[r.attemptId, r] as const] : [])));
  const reviewByBattery = new Map(reviews.flatMap((r) => (r.batteryId ? [[r.batteryId, r] as const] : [])));
  const rightChoicesBySet = await oirRightChoices(deps, full.map((r) => r.set));
  const finished = [];
  for (const { attempt, set } of full.toReversed()) {
    const clock = clockOf(attempt);
    if (clockAt(clock, now).status !== 'finished') continue;
    const saved = answers.filter((a) => a.attemptId === attempt.id);
    const review = reviewByAttempt.get(attempt.id) ?? (attempt.batteryId ? reviewByBattery.get(attempt.batteryId) : undefined);
    const rights = rightChoicesBySet.get(set.id)?.slice(0, attempt.itemCount);
    const score = rights ? scoreOir(rights, saved) : null;
    finished.push({
      id: attempt.id,
      startedAt: attempt.startedAt.toISOString(),
      set: { title: set.title, kind: set.kind },
      summary: summarize(clock, saved),
      score,
      oirRating: score ? oirRating(score.right, score.of) : null,
      reviewStatus: review ? reviewStatusAt(review, now) : null,
    });
  }
  const done = reviews.filter((r) => reviewStatusAt(r, now) === 'done').sort((a, b) => a.submittedAt!.getTime() - b.submittedAt!.getTime());
  const doneIds = done.map((r) => r.id);
  const [notes, grades, subjects] = await Promise.all([repo.notesOf(deps.db, doneIds), repo.gradesOf(deps.db, doneIds), subjectsOf(deps.db, done)]);
  const gradings = done.flatMap((review) => {
    const own = grades.filter((g) => g.reviewId === review.id);
    const byReviewer = own.filter((g) => g.grader === 'reviewer');
    // Reviews sent before grades were asked for have none: nothing to chart.
    if (byReviewer.length === 0) return [];
    return [{ reviewId: review.id, at: review.submittedAt!.toISOString(), title: subjects.get(review.id)?.title ?? 'Practice review', grades: gradeRecord(byReviewer), selfGrades: gradeRecord(own.filter((g) => g.grader === 'self')) }];
  });
  return { attempts: finished, gradings, reviews: done.length, qualities: tallyQualities(notes.map((n) => n.qualities)) };
}

