import { ACCOUNT_DATA_MESSAGES as M, type DeleteAccountInput } from '@ssb/domain';
import { and, count, eq, gt, inArray, or } from 'drizzle-orm';
import type { AppDeps } from '../../app-instance';
import { practiceReviews, sessions } from '../../db/schema';
import type { Db } from '../../db/client';
import { Conflict, Invalid, NotFound, ServerBusy } from '../../platform/errors';
import { paidReviewUnsettled } from '../payments';
import { findUserById, lockUser } from '../users';
import { erasePersonalData } from './erase';
import { exportPersonalData } from './export';

type Deps = Pick<AppDeps, 'db' | 'now' | 'passwords' | 'storage'>;

/** Sessions that still need both people: booked or held and to come, or under review. */
async function sessionsAhead(db: Db, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sessions)
    .where(
      and(
        or(eq(sessions.mentorId, userId), eq(sessions.menteeId, userId)),
        or(and(inArray(sessions.status, ['scheduled', 'pending_payment']), gt(sessions.endsAt, now)), eq(sessions.status, 'disputed')),
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * Paid practice reviews neither sent nor refunded yet, that the person bought or is to write: erasing
 * a buyer's attempts would take the review, and the sweep's refund of a lapsed one, with them; a
 * reviewer who leaves would keep the aspirant waiting for a review nobody can write. Their rows are
 * locked, so a payment being recorded for one either commits first and is counted, or waits and then
 * finds its review gone (and is refunded).
 */
async function paidReviewsOpen(db: Db, userId: string, as: 'userId' | 'reviewerId'): Promise<number> {
  const rows = await db
    .select({ id: practiceReviews.id })
    .from(practiceReviews)
    .where(and(eq(practiceReviews[as], userId), paidReviewUnsettled))
    .for('update');
  return rows.length;
}

/**
 * DELETE /users/me: the person confirms (DELETE, and their password if they have one); sessions
 * still to come must be cancelled first, so nobody is left waiting for a session, and a review they
 * paid for must be sent or refunded first. Then, in one
 * transaction, their data is erased (erase.ts), and their photo files are removed.
 */
export async function deleteMyAccount(deps: Deps, userId: string, input: DeleteAccountInput): Promise<void> {
  const now = deps.now();
  const stored = await findUserById(deps.db, userId);
  if (!stored) throw new NotFound('User not found');
  if (stored.passwordHash) await checkPassword(deps, input.password, stored.passwordHash);
  await deps.db.transaction(async (tx) => {
    const me = await lockUser(tx, userId);
    if (!me) throw new NotFound('User not found');
    if ((await sessionsAhead(tx, userId, now)) > 0) throw new Conflict(M.sessionsAhead);
    if ((await paidReviewsOpen(tx, userId, 'userId')) > 0) throw new Conflict(M.paidReviewOpen);
    if ((await paidReviewsOpen(tx, userId, 'reviewerId')) > 0) throw new Conflict(M.paidReviewToWrite);
    await erasePersonalData(tx, me, now);
  });
  const photos = await deps.storage.list(`profiles/${userId}/`, 100);
  if (photos.length) await deps.storage.remove(photos);
}

/** The password check of a sign-in, in the same hashing line (a flood waits its turn or gets 503). */
async function checkPassword(deps: Pick<Deps, 'passwords'>, password: string | undefined, hash: string): Promise<void> {
  if (!password) throw new Invalid(M.passwordNeeded, { password: M.passwordNeeded });
  const place = deps.passwords.enter();
  if (!place) throw new ServerBusy();
  try {
    if (!(await place.verify(password, hash))) throw new Invalid(M.wrongPassword, { password: M.wrongPassword });
  } finally {
    place.leave();
  }
}

/** GET /users/me/export. */
export async function exportMyData(deps: Pick<Deps, 'db' | 'now'>, user: { id: string; email: string }) {
  return exportPersonalData(deps.db, user, deps.now());
}
