import type { AuditEntry, PageMeta } from '@ssb/domain';
import type { AppDeps } from '../../app-instance';
import * as repo from './repository';

type Row = Awaited<ReturnType<typeof repo.pageOfActions>>['rows'][number];
type Names = Awaited<ReturnType<typeof repo.namesOfTargets>>;

function targetOf({ entry }: Row, { people, titles }: Names): AuditEntry['target'] {
  if (repo.PERSON_TARGETS.has(entry.targetType)) {
    const person = people.get(entry.targetId);
    return person ? { name: person.name, person: { role: person.role, deleted: person.deleted } } : null;
  }
  const title = titles.get(`${entry.targetType}:${entry.targetId}`);
  return title === undefined ? null : { name: title, person: null };
}

const present = (row: Row, names: Names): AuditEntry => ({
  id: row.entry.id,
  admin: { id: row.entry.adminId, name: `${row.firstName} ${row.lastName}`.trim() },
  action: row.entry.action,
  targetType: row.entry.targetType,
  targetId: row.entry.targetId,
  target: targetOf(row, names),
  before: row.entry.before,
  after: row.entry.after,
  reason: row.entry.reason,
  createdAt: row.entry.createdAt.toISOString(),
});

/** GET /admin/audit: the audit log, newest first, naming the people and things acted on. */
export async function auditLog({ db }: Pick<AppDeps, 'db'>, page: number, pageSize: number) {
  const { rows, total } = await repo.pageOfActions(db, pageSize, (page - 1) * pageSize);
  const names = await repo.namesOfTargets(db, rows.map(({ entry }) => ({ type: entry.targetType, id: entry.targetId })));
  const meta: PageMeta = { total, page, pageSize };
  return { data: rows.map((row) => present(row, names)), meta };
}
