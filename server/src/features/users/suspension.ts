import { ACCOUNT_MESSAGES as M, type AdminUserListItem } from '@ssb/domain';
import type { AppDeps } from '../../app-instance';
import { revokeAllSignIns, type CurrentUser } from '../../platform/auth';
import { Conflict, NotFound } from '../../platform/errors';
import { recordAdminAction } from '../audit';
import { closeOpenReviewsOf } from '../practice';
import { cancelFutureSessionsOf } from '../sessions';
import { presentListedUser } from './presenter';
import { lockUser, updateUser } from './repository';
import { tellSuspension } from './suspension-mail';

type Deps = Pick<AppDeps, 'db' | 'now' | 'config' | 'outbox' | 'gateway' | 'sessionPurchases'>;

/**
 * POST /admin/users/{id}/suspend (docs/product/admin-console.md "Users"): the person cannot sign in
 * (every sign-in is revoked, and the account refuses new ones), a coach leaves every list, and every
 * session of theirs still to come is cancelled with a full refund, both sides told; the practice
 * reviews they have still to write are closed (the money sweep refunds the paid ones in full). One
 * transaction, audited.
 */
export async function suspendUser(deps: Deps, admin: CurrentUser, id: string, reason: string): Promise<AdminUserListItem> {
  if (id === admin.id) throw new Conflict(M.notYourself);
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const person = await lockUser(tx, id, 'no key update');
    if (!person) throw new NotFound(M.userNotFound);
    if (!person.isActive) throw new Conflict(M.alreadySuspended);
    const updated = await updateUser(tx, id, { isActive: false, suspendedAt: now, suspensionReason: reason, updatedAt: now });
    await revokeAllSignIns(tx, id);
    const cancelledSessions = await cancelFutureSessionsOf(deps, tx, admin, id, now);
    const closedReviews = await closeOpenReviewsOf(tx, id, now);
    await tellSuspension(tx, deps.config, person, { suspended: true, reason, cancelledSessions, closedReviews }, now);
    await recordAdminAction(tx, {
      adminId: admin.id,
      action: 'user.suspend',
      target: { type: 'user', id },
      before: { isActive: true },
      after: { isActive: false, cancelledSessions, closedReviews },
      reason,
      now,
    });
    return updated!;
  });
  deps.outbox.wake();
  return presentListedUser(row);
}

/** POST /admin/users/{id}/reactivate: the person may sign in again (a coach is listed again if verified). Cancelled sessions stay cancelled. */
export async function reactivateUser(deps: Deps, admin: CurrentUser, id: string, reason: string): Promise<AdminUserListItem> {
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const person = await lockUser(tx, id, 'no key update');
    if (!person) throw new NotFound(M.userNotFound);
    if (person.isActive) throw new Conflict(M.notSuspended);
    const updated = await updateUser(tx, id, { isActive: true, suspendedAt: null, suspensionReason: null, updatedAt: now });
    await tellSuspension(tx, deps.config, person, { suspended: false, reason, cancelledSessions: 0, closedReviews: 0 }, now);
    await recordAdminAction(tx, {
      adminId: admin.id,
      action: 'user.reactivate',
      target: { type: 'user', id },
      before: { isActive: false, suspensionReason: person.suspensionReason },
      after: { isActive: true },
      reason,
      now,
    });
    return updated!;
  });
  deps.outbox.wake();
  return presentListedUser(row);
}
