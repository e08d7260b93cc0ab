import { MAIL_MESSAGES, type FailedMail } from '@ssb/domain';
import type { AppDeps } from '../../app-instance';
import { Conflict, NotFound } from '../../platform/errors';
import type { OutboxMail } from '../../platform/outbox';
import * as repo from './repository';
import { recordAdminAction } from '../audit';

type Deps = Pick<AppDeps, 'db' | 'now' | 'outbox'>;
type Row = Awaited<ReturnType<typeof repo.pageOfFailed>>['rows'][number];

const present = (row: Row): FailedMail => {
  const mail = row.mail as OutboxMail;
  return {
    id: row.id,
    to: mail.to,
    subject: mail.subject,
    reference: row.reference,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    failedAt: row.nextAttemptAt.toISOString(),
  };
};

/** GET /admin/mail/failed: mails the outbox gave up on, newest first (docs/product/mail-outbox.md "Failed mail"). */
export async function failedMail({ db }: Deps, page: number, pageSize: number) {
  const { rows, total } = await repo.pageOfFailed(db, pageSize, (page - 1) * pageSize);
  return { data: rows.map(present), meta: { total, page, pageSize } };
}

/** POST /admin/mail/{id}/retry: an admin sends a failed mail again (say, after the address was fixed). */
export async function retryMail(deps: Deps, adminId: string, id: string) {
  const now = deps.now();
  const requeued = await deps.db.transaction(async (tx) => {
    const row = await repo.requeueFailed(tx, id, now);
    if (row) await recordAdminAction(tx, { adminId, action: 'mail.retry', target: { type: 'mail', id }, before: { status: 'failed' }, after: { status: 'pending' }, now });
    return row;
  });
  if (!requeued) throw (await repo.exists(deps.db, id)) ? new Conflict(MAIL_MESSAGES.notFailed) : new NotFound(MAIL_MESSAGES.notFound);
  deps.outbox.wake();
  return { id, status: 'pending' as const };
}
