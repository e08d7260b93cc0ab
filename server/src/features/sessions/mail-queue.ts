import type { AppDeps } from '../../app-instance';
import type { Db } from '../../db/client';
import { enqueueMails } from '../../platform/outbox';
import { MAIL_TIME_ZONE } from '../../platform/mail-template';
import { sessionMails } from './mail';
import { notify } from '../notifications';
import { formatDateTime, formatPaise, receiptNumber, receiptPath } from '@ssb/domain';
import { paymentOfSession } from '../payments';
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
  // A paid booking's mail is the mentee's receipt too: what was paid, and the receipt's number and page.
  const payment = kind === 'booked' ? await paymentOfSession(tx, row.id) : null;
  const receipt =
    payment?.status === 'captured' && payment.receiptSeq !== null && payment.capturedAt
      ? { number: receiptNumber(payment.receiptSeq, payment.capturedAt), url: `${deps.config.publicUrl}${receiptPath(payment.id)}`, amount: formatPaise(payment.amountPaise) }
      : null;
  const mails = await sessionMails({ kind, session: row, mentor, mentee, config: deps.config, cancelledBy, receipt });
  await enqueueMails(tx, mails, { now, reference: `session:${row.id}` });
  // The bell: the coach hears of a booking; of a cancellation, whoever did not cancel.
  const when = formatDateTime(row.scheduledAt, MAIL_TIME_ZONE);
  const link = `/sessions/${row.id}`;
  if (kind === 'booked') {
    await notify(tx, [{ userId: mentor.id, kind: 'booking', title: `New booking: ${row.title}`, body: `${mentee.firstName} ${mentee.lastName}, ${when}`, link }], now);
  } else {
    const told = cancelledById === mentor.id ? mentee : mentor;
    await notify(tx, [{ userId: told.id, kind: 'cancellation', title: `Cancelled: ${row.title}`, body: when, link }], now);
  }
}
