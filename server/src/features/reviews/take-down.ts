import { REVIEW_MESSAGES as M } from '@ssb/domain';
import type { Db } from '../../db/client';
import { Conflict, NotFound } from '../../platform/errors';
import { recordAdminAction } from '../audit';
import { notify } from '../notifications';
import { findSession, recomputeCoachRating, updateSession } from '../sessions';

/**
 * An admin takes a reported review down (docs/product/admin-console.md "Reports"), in the caller's
 * transaction: the stars, the text and the coach's reply leave the session, the coach's rating is
 * counted again without it, the mentee is told why in the bell, and the audit log keeps what it said.
 */
export async function takeDownReview(tx: Db, adminId: string, sessionId: string, reason: string, now: Date): Promise<void> {
  const row = await findSession(tx, sessionId, { lock: true });
  if (!row) throw new NotFound(M.notFound);
  if (row.menteeRating === null) throw new Conflict('This review is already taken down');
  await updateSession(tx, row.id, { menteeRating: null, menteeFeedback: null, reviewEditedAt: null, reviewReply: null, reviewRepliedAt: null, updatedAt: now });
  await recomputeCoachRating(tx, row.mentorId);
  await notify(tx, [{ userId: row.menteeId, kind: 'moderation', title: 'Your review was taken down', body: reason, link: `/sessions/${row.id}` }], now);
  await recordAdminAction(tx, {
    adminId,
    action: 'review.take_down',
    target: { type: 'review', id: row.id },
    before: { rating: row.menteeRating, text: row.menteeFeedback, reply: row.reviewReply },
    after: { rating: null },
    reason,
    now,
  });
}
