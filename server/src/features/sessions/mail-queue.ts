import type { AppDeps } from '../../app-instance';
import type { Db } from '../../db/client';
import { enqueueMails } from '../../platform/outbox';
import { MAIL_TIME_ZONE } from '../../platform/mail-template';
import { sessionMails } from './mail';
import { notify, withdrawNotifications } from '../notifications';
import { checkoutPath, formatDateTime, formatPaise, receiptNumber, receiptPath } from '@ssb/domain';
import { paymentOfSession, refundsOfPayments } from '../payments';
import { fullName } from './calendar';
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
  // The bell (docs/product/notifications.md): both hear of a booking, the aspirant with what they paid; of a
  // cancellation, whoever did not cancel, and the aspirant in any case, with their refund.
  const when = formatDateTime(row.scheduledAt, MAIL_TIME_ZONE);
  const link = `/sessions/${row.id}`;
  if (kind === 'booked') {
    // Paid: the hold's "Pay ₹… to keep your session" is done with; the paid booking's notice replaces it.
    if (payment?.status === 'captured') await withdrawNotifications(tx, mentee.id, checkoutPath(row.id));
    const booked = receipt
      ? { title: `Paid and booked: ${row.title}`, body: `With ${fullName(mentor)}, ${when}. You paid ${receipt.amount} (receipt ${receipt.number}).` }
      : { title: `Booked: ${row.title}`, body: `With ${fullName(mentor)}, ${when}.` };
    await notify(
      tx,
      [
        { userId: mentor.id, kind: 'booking', title: `New booking: ${row.title}`, body: `${mentee.firstName} ${mentee.lastName}, ${when}`, link },
        { userId: mentee.id, kind: 'booking', ...booked, link },
      ],
      now,
    );
  } else {
    const told = [mentor, mentee].filter((person) => person.id !== cancelledById);
    const menteeCancelled = cancelledById === mentee.id;
    const refundLine = await cancellationRefundLine(tx, row.id);
    await notify(
      tx,
      [
        ...told.map((person) => ({
          userId: person.id,
          kind: 'cancellation' as const,
          title: `Cancelled: ${row.title}`,
          body: person.id === mentee.id ? `${when}. ${refundLine}` : when,
          link,
        })),
        ...(menteeCancelled ? [{ userId: mentee.id, kind: 'cancellation' as const, title: `You cancelled ${row.title}`, body: `${when}. ${refundLine}`, link }] : []),
      ],
      now,
    );
  }
}

/** What the aspirant gets back for a cancellation, as the bell says it: the refund booked in the cancelling transaction. */
async function cancellationRefundLine(tx: Db, sessionId: string): Promise<string> {
  const payment = await paymentOfSession(tx, sessionId);
  if (!payment || payment.status !== 'captured') return 'Nothing was paid, so nothing is refunded.';
  const refund = (await refundsOfPayments(tx, [payment.id])).find((r) => r.idempotencyKey === `cancel:${sessionId}`);
  return refund && refund.amountPaise > 0
    ? `A refund of ${formatPaise(refund.amountPaise)} is on its way to how you paid.`
    : 'Nothing is refunded for a cancellation this close to the start.';
}
