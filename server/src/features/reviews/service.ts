import {
  COACH_NOT_FOUND,
  isRateableStatus,
  REVIEW_MESSAGES as M,
  reviewEditable,
  reviewerName,
  type RatingSummary,
  type Review,
} from '@ssb/domain';
import type { AppDeps } from '../../app-instance';
import type { CurrentUser } from '../../platform/auth';
import { Conflict, Forbidden, NotFound } from '../../platform/errors';
import { notify } from '../notifications';
import { findSession, recomputeCoachRating, updateSession } from '../sessions';
import * as repo from './repository';

type Deps = Pick<AppDeps, 'db' | 'now'>;

type ReviewRow = Awaited<ReturnType<typeof repo.pageOfReviews>>[number];

const present = (row: ReviewRow): Review => ({
  id: row.id,
  rating: row.rating ?? 0,
  text: row.text,
  reviewer: reviewerName(row.firstName, row.lastName),
  ratedAt: (row.ratedAt ?? new Date(0)).toISOString(),
  editedAt: row.editedAt?.toISOString() ?? null,
  reply: row.reply && row.repliedAt ? { text: row.reply, repliedAt: row.repliedAt.toISOString() } : null,
});

async function requireCoach({ db }: Deps, coachId: string) {
  if (!(await repo.coachExists(db, coachId))) throw new NotFound(COACH_NOT_FOUND);
}

/** GET /coaches/{id}/reviews: newest first, a page at a time (docs/product/reviews.md). */
export async function listReviews(deps: Deps, coachId: string, page: number, pageSize: number) {
  await requireCoach(deps, coachId);
  const [rows, counts] = await Promise.all([repo.pageOfReviews(deps.db, coachId, pageSize, (page - 1) * pageSize), repo.starCounts(deps.db, coachId)]);
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  return { data: rows.map(present), meta: { total, page, pageSize } };
}

/** GET /coaches/{id}/rating-summary: the average, the total and the count per star. */
export async function ratingSummary(deps: Deps, coachId: string): Promise<RatingSummary> {
  await requireCoach(deps, coachId);
  const counts = await repo.starCounts(deps.db, coachId);
  const perStar = [1, 2, 3, 4, 5].map((stars) => counts.get(stars) ?? 0);
  const total = perStar.reduce((a, b) => a + b, 0);
  const sum = perStar.reduce((acc, n, i) => acc + n * (i + 1), 0);
  return { average: total === 0 ? 0 : Math.round((sum / total) * 10) / 10, total, counts: perStar };
}

/** The session's review, locked for a change; 404 when there is none (or the caller may not see it). */
async function reviewedSession(tx: Deps['db'], caller: CurrentUser, sessionId: string) {
  const row = await findSession(tx, sessionId, { lock: true });
  const participant = row && (row.mentorId === caller.id || row.menteeId === caller.id);
  if (!row || !participant || row.menteeRating === null || !isRateableStatus(row.status)) throw new NotFound(M.notFound);
  return row;
}

/** PATCH /sessions/{id}/review: the mentee changes stars and text within 7 days of posting. */
export async function editReview(deps: Deps, caller: CurrentUser, sessionId: string, input: { menteeRating: number; menteeFeedback?: string }) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await reviewedSession(tx, caller, sessionId);
    if (row.menteeId !== caller.id) throw new Forbidden(M.onlyMenteeEdits);
    if (!row.ratedAt || !reviewEditable(row.ratedAt, now)) throw new Conflict(M.editWindowOver);
    await updateSession(tx, row.id, {
      menteeRating: input.menteeRating,
      menteeFeedback: input.menteeFeedback?.trim() || null,
      reviewEditedAt: now,
      updatedAt: now,
    });
    await recomputeCoachRating(tx, row.mentorId);
    return { id: row.id, rating: input.menteeRating, editedAt: now.toISOString() };
  });
}

/** POST /sessions/{id}/review/reply: the session's coach replies once; the mentee is told. */
export async function replyToReview(deps: Deps, caller: CurrentUser, sessionId: string, text: string) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await reviewedSession(tx, caller, sessionId);
    if (row.mentorId !== caller.id) throw new Forbidden(M.onlyCoachReplies);
    if (row.reviewReply !== null) throw new Conflict(M.alreadyReplied);
    await updateSession(tx, row.id, { reviewReply: text.trim(), reviewRepliedAt: now, updatedAt: now });
    await notify(tx, [{ userId: row.menteeId, kind: 'review', title: 'Your coach replied to your review', body: text.trim().slice(0, 140), link: `/coaches/${row.mentorId}#reviews` }], now);
    return { id: row.id, reply: { text: text.trim(), repliedAt: now.toISOString() } };
  });
}

