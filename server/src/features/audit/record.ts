import type { AdminAction } from '@ssb/domain';
import type { Db } from '../../db/client';
import { adminActions } from '../../db/schema';

export type AdminActionRecord = {
  adminId: string;
  action: AdminAction;
  target: { type: string; id: string };
  /** The fields the action changed, as they were and as they became. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
  now: Date;
};

/**
 * Writes one line of the audit log (docs/product/admin-console.md "Audit log") in the transaction
 * that made the change, so an action and its record stand or fall together.
 */
export async function recordAdminAction(tx: Db, record: AdminActionRecord): Promise<void> {
  await tx.insert(adminActions).values({
    adminId: record.adminId,
    action: record.action,
    targetType: record.target.type,
    targetId: record.target.id,
    before: record.before ?? null,
    after: record.after ?? null,
    reason: record.reason ?? null,
    createdAt: record.now,
  });
}
