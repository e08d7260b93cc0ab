import { formatDateTime, formatPrice, sessionCategoryLabel } from '@ssb/domain';
import type { AppConfig } from '../../config';
import { greetingFor, MAIL_TIME_ZONE, renderMail, type MailFact } from '../../platform/mail-template';
import type { OutboxMail } from '../../platform/outbox';
import { fullName, sessionCalendar, type Contact } from './calendar';
import type { SessionRow } from './repository';

type Kind = 'booked' | 'cancelled';

/**
 * The two mails (one per participant) about a booking or a cancellation, each with the .ics as the
 * text/calendar alternative (`icalEvent`, so mail apps show Accept/Add) and as an attachment. Always
 * sent: booking changes are not optional mail.
 */
export async function sessionMails(options: {
  kind: Kind;
  session: SessionRow;
  mentor: Contact;
  mentee: Contact;
  config: AppConfig;
  cancelledBy?: Contact | null;
  /** A captured payment's receipt, shown to the mentee of a paid booking. */
  receipt?: { number: string; url: string; amount: string } | null;
}): Promise<OutboxMail[]> {
  const { kind, session, mentor, mentee, config } = options;
  const method = kind === 'booked' ? 'REQUEST' : 'CANCEL';
  const ics = sessionCalendar({ session, mentor, mentee, method, organizer: config.mail.from, publicUrl: config.publicUrl });
  const when = formatDateTime(session.scheduledAt, MAIL_TIME_ZONE);
  const type = sessionCategoryLabel(session.sessionType);
  const people = [
    { to: mentee, other: mentor, role: 'coach' },
    { to: mentor, other: mentee, role: 'mentee' },
  ];
  return Promise.all(
    people.map(async ({ to, other, role }) => {
      const subject = kind === 'booked' ? `Session booked: ${session.title} on ${when}` : `Session cancelled: ${session.title} on ${when}`;
      const by = options.cancelledBy ? ` by ${options.cancelledBy.id === to.id ? 'you' : fullName(options.cancelledBy)}` : '';
      const intro =
        kind === 'booked'
          ? `Your session with ${fullName(other)} (${role}) is booked.`
          : `Your session with ${fullName(other)} (${role}) was cancelled${by}. The time is free again.`;
      const facts: MailFact[] = [
        { label: 'What', value: `${session.title} (${type})` },
        { label: 'When', value: `${when} (${session.duration} minutes)` },
        { label: 'Price', value: formatPrice(session.price) },
        ...(kind === 'booked' ? [{ label: 'Meeting link', value: session.meetingLink, href: session.meetingLink }] : []),
        ...(options.receipt && to.id === mentee.id
          ? [
              { label: 'Paid', value: options.receipt.amount },
              { label: 'Receipt', value: options.receipt.number, href: options.receipt.url },
            ]
          : []),
      ];
      const { html, text } = await renderMail({
        preview: `${session.title}, ${when}`,
        greeting: greetingFor(to.firstName),
        paragraphs: [intro],
        facts,
        action: { label: 'View the session', href: `${config.publicUrl}/sessions/${session.id}` },
        notes: [kind === 'booked' ? 'The attached invitation adds the session to your calendar.' : 'The attached cancellation removes it from your calendar.'],
      });
      return {
        to: to.email,
        subject,
        text,
        html,
        icalEvent: { method, content: ics },
        attachments: [{ filename: kind === 'booked' ? 'invite.ics' : 'cancel.ics', content: ics, contentType: `text/calendar; charset=utf-8; method=${method}` }],
      } satisfies OutboxMail;
    }),
  );
}
