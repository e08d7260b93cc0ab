import type { AuditEntry, PageMeta } from '@ssb/domain';
import type { AppDeps } from '../../app-instance';
import * as repo from './repository';

type Row = Awaited<ReturnType<typeof repo.pageOfActions>>['rows'][number];

const present = ({ entry, firstName, lastName }: Row): AuditEntry => ({
  id: entry.id,
  admin: { id: entry.adminId, name: `${firstName} ${lastName}`.trim() },
  action: entry.action,
  targetType: entry.targetType,
  targetId: entry.targetId,
  before: entry.before,
  after: entry.after,
  reason: entry.reason,
  createdAt: entry.createdAt.toISOString(),
});

/** GET /admin/audit: the audit log, newest first. */
export async function auditLog({ db }: Pick<AppDeps, 'db'>, page: number, pageSize: number) {
  const { rows, total } = await repo.pageOfActions(db, pageSize, (page - 1) * pageSize);
  const meta: PageMeta = { total, page, pageSize };
  return { data: rows.map(present), meta };
}
