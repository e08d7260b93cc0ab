import { checkoutPath, formatDateTime, formatPaise } from '@ssb/domain';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { greetingFor, MAIL_TIME_ZONE, renderMail } from '../../platform/mail-template';
import { enqueueMailGroups, enqueueMails, releasePendingMails, withdrawPendingMails, type OutboxMail } from '../../platform/outbox';
import { notify, withdrawNotifications, type NewNotification } from '../notifications';
import { fullName, type Contact } from './calendar';
import { contactsOf, type SessionRow } from './repository';

// What the aspirant is told of their hold (docs/product/money.md "Hold, then pay", docs/product/notifications.md):
// whoever made it (the web client, or a client written to the spec that knows nothing of payment), a new
// hold mails them the pay link, valid until the hold ends, and an unpaid hold that ends tells them so. Both
// are written in the transaction of the change they tell of, so they exist exactly when it commits.

type Deps = { config: Pick<AppConfig, 'publicUrl'> };

/** The checkout page of a held session, absolute: what the mail links to and `payment.checkoutUrl` carries. */
export const checkoutUrlOf = (config: Pick<AppConfig, 'publicUrl'>, sessionId: string) => `${config.publicUrl}${checkoutPath(sessionId)}`;

const holdReference = (sessionId: string) => `hold:${sessionId}`;

/**
 * The pay mail waits this long, unless released: it is written with the hold, before the gateway is asked for
 * the order, and a hold released because the gateway did not answer must not have mailed a pay link. Once
 * the order exists it is released at once (`releaseHoldOpened`); a process that died in between still
 * sends it then.
 */
const PAY_MAIL_GRACE_MS = 60_000;

/**
 * A new hold (`pending_payment`): the aspirant gets a mail and a bell notification with the pay link. `people`:
 * its coach and aspirant when the caller has them (name and address), else they are read.
 */
export async function tellHoldOpened(deps: Deps, tx: Db, row: SessionRow, now: Date, people?: readonly Contact[]): Promise<void> {
  const contacts = people ? new Map(people.map((p) => [p.id, p])) : await contactsOf(tx, [row.mentorId, row.menteeId]);
  const mentee = contacts.get(row.menteeId);
  const coach = contacts.get(row.mentorId);
  if (!mentee || !coach || !row.holdExpiresAt) return;
  const amount = formatPaise(row.amountPaise);
  const coachName = fullName(coach);
  const when = formatDateTime(row.scheduledAt, MAIL_TIME_ZONE);
  const until = formatDateTime(row.holdExpiresAt, MAIL_TIME_ZONE);
  const url = checkoutUrlOf(deps.config, row.id);
  const subject = `Pay ${amount} to keep your session with ${coachName}`;
  const { html, text } = await renderMail({
    preview: `The time is held for you until ${until}`,
    greeting: greetingFor(mentee.firstName),
    paragraphs: [
      `The time of your session with ${coachName} is held for you until ${until}. Pay ${amount} before then and the session is booked; after that the time is free for others again.`,
    ],
    facts: [
      { label: 'What', value: row.title },
      { label: 'When', value: `${when} (${row.duration} minutes)` },
      { label: 'Price', value: amount },
      { label: 'Held until', value: until },
    ],
    action: { label: `Pay ${amount}`, href: url },
    notes: ['Did not mean to book it? Do nothing: the hold ends by itself and nothing is charged.'],
  });
  await enqueueMails(tx, [{ to: mentee.email, subject, text, html }], { now, reference: holdReference(row.id), notBefore: new Date(now.getTime() + PAY_MAIL_GRACE_MS) });
  await notify(tx, [{ userId: mentee.id, kind: 'payment', title: subject, body: `${row.title}, ${when}. Held until ${until}.`, link: checkoutPath(row.id) }], now);
}

/** The hold's order is open: its pay mail leaves now (call the outbox's `wake()` after). */
export function releaseHoldOpened(db: Db, sessionId: string, now: Date): Promise<void> {
  return releasePendingMails(db, holdReference(sessionId), now);
}

/**
 * Takes back the news of a hold that was released before anyone could pay it (the gateway did not answer:
 * the aspirant was answered 503): the mail if it has not left yet, and the bell notification.
 */
export async function withdrawHoldOpened(tx: Db, row: Pick<SessionRow, 'id' | 'menteeId'>): Promise<void> {
  await withdrawPendingMails(tx, holdReference(row.id));
  await withdrawNotifications(tx, row.menteeId, checkoutPath(row.id));
}

/**
 * Holds that just ended unpaid (the rows the status change to `expired` returned, so each is told once):
 * each aspirant gets a mail and a bell notification, all written in a few statements whatever their number.
 */
export async function tellHoldsEnded(deps: Deps, tx: Db, rows: readonly SessionRow[], now: Date): Promise<void> {
  if (rows.length === 0) return;
  const contacts = await contactsOf(tx, [...new Set(rows.flatMap((r) => [r.mentorId, r.menteeId]))]);
  const groups: { reference: string; mails: OutboxMail[] }[] = [];
  const bell: NewNotification[] = [];
  for (const row of rows) {
    const mentee = contacts.get(row.menteeId);
    const coach = contacts.get(row.mentorId);
    if (!mentee || !coach) continue;
    const coachName = fullName(coach);
    const when = formatDateTime(row.scheduledAt, MAIL_TIME_ZONE);
    const again = `${deps.config.publicUrl}/coaches/${row.mentorId}`;
    const subject = `Your hold on ${row.title} with ${coachName} ended unpaid`;
    const { html, text } = await renderMail({
      preview: 'The time is free again; you can book again',
      greeting: greetingFor(mentee.firstName),
      paragraphs: [`Your hold on ${row.title} with ${coachName} (${when}) ended unpaid, so the time is free again. To have the session, book again.`],
      facts: [
        { label: 'What', value: row.title },
        { label: 'When', value: `${when} (${row.duration} minutes)` },
      ],
      action: { label: 'Book again', href: again },
      notes: ['Paid in the last few minutes? The payment still books the session if the time is free, and is refunded in full otherwise.'],
    });
    groups.push({ reference: `hold-ended:${row.id}`, mails: [{ to: mentee.email, subject, text, html }] });
    bell.push({ userId: mentee.id, kind: 'payment', title: `Hold ended unpaid: ${row.title}`, body: `With ${coachName}, ${when}. The time is free again; book again.`, link: `/coaches/${row.mentorId}` });
  }
  await enqueueMailGroups(tx, groups, now);
  await notify(tx, bell, now);
}
