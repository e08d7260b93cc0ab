import type { AppDeps } from '../../app-instance';
import type { Db } from '../../db/client';
import { enqueueMails } from '../../platform/outbox';
import { sessionMails } from './mail';
import * as repo from './repository';

type Deps = Pick<AppDeps, 'config'>;

/**
 * Writes the two mails about a booking or a cancellation to the mail outbox, inside the transaction
 * `tx` of that change: they leave after the commit (the deliverer is woken then) and are never lost
 * to a crash, nor sent for a change that rolled back. A failed send is retried by the deliverer and
 * never undoes the change.
 */
export async function queueMails(deps: Deps, tx: Db, kind: 'booked' | 'cancelled', row: repo.SessionRow, now: Date, cancelledById?: string) {
  const contacts = await repo.contactsOf(tx, [row.mentorId, row.menteeId]);
  const mentor = contacts.get(row.mentorId);
  const mentee = contacts.get(row.menteeId);
  if (!mentor || !mentee) return;
  const cancelledBy = cancelledById ? (contacts.get(cancelledById) ?? null) : null;
  const mails = sessionMails({ kind, session: row, mentor, mentee, config: deps.config, cancelledBy });
  await enqueueMails(tx, mails, { now, reference: `session:${row.id}` });
}
