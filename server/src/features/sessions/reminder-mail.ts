import { formatDateTime, type OptionalMail } from '@ssb/domain';
import type { AppConfig } from '../../config';
import { greetingFor, renderMail, type MailContent } from '../../platform/mail-template';
import type { OutboxMail } from '../../platform/outbox';
import { unsubscribeLinks } from '../notifications';
import { fullName, sessionCalendar, type Contact } from './calendar';
import { MAIL_TIME_ZONE } from '../../platform/mail-template';
import type { SessionRow } from './repository';

/** 'in 60 minutes', 'in about 24 hours': how far off the start is when the reminder leaves (a moved session's may be sooner than its lead). */
function startsIn(now: Date, start: Date): string {
  const minutes = Math.max(0, Math.round((start.getTime() - now.getTime()) / 60_000));
  return minutes < 90 ? `in ${minutes} minutes` : `in about ${Math.round(minutes / 60)} hours`;
}

/**
 * An optional mail (docs/product/notifications.md "Mail preferences"): rendered with the footer's
 * unsubscribe link, and the List-Unsubscribe headers of a one-click unsubscribe (RFC 8058).
 */
async function optionalMail(config: AppConfig, to: Contact, mail: OptionalMail, what: string, content: Omit<MailContent, 'unsubscribe'>) {
  const links = await unsubscribeLinks(config, to.id, mail);
  const { html, text } = await renderMail({ ...content, unsubscribe: { what, href: links.page } });
  return { html, text, headers: { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}

/**
 * The reminder before a session (docs/product/sessions.md "Reminders") to each of `recipients` (those of
 * the two who want reminders): its time in India time with the zone named, the Join link and the
 * calendar invitation again.
 */
export async function reminderMails(options: { session: SessionRow; mentor: Contact; mentee: Contact; recipients: ReadonlySet<string>; config: AppConfig; now: Date }): Promise<OutboxMail[]> {
  const { session, mentor, mentee, config } = options;
  const soon = startsIn(options.now, session.scheduledAt);
  const when = formatDateTime(session.scheduledAt, MAIL_TIME_ZONE);
  const ics = sessionCalendar({ session, mentor, mentee, method: 'REQUEST', organizer: config.mail.from, publicUrl: config.publicUrl });
  const people = [
    { to: mentee, other: mentor, role: 'coach' },
    { to: mentor, other: mentee, role: 'mentee' },
  ].filter(({ to }) => options.recipients.has(to.id));
  return Promise.all(
    people.map(async ({ to, other, role }) => {
      const body = await optionalMail(config, to, 'reminders', 'session reminders', {
        preview: `${session.title} starts ${soon}`,
        greeting: greetingFor(to.firstName),
        paragraphs: [`Your session "${session.title}" with ${fullName(other)} (${role}) starts ${soon}: ${when} (${session.duration} minutes).`],
        facts: [
          { label: 'When', value: when },
          { label: 'Meeting link', value: session.meetingLink, href: session.meetingLink },
          { label: 'Details', value: 'The session page', href: `${config.publicUrl}/sessions/${session.id}` },
        ],
        action: { label: 'Join the session', href: session.meetingLink },
        notes: ['Join from the session page or straight from the meeting link. The attached invitation keeps your calendar up to date.'],
      });
      return {
        to: to.email,
        subject: `Reminder: ${session.title} ${soon}, ${when}`,
        ...body,
        icalEvent: { method: 'REQUEST', content: ics },
        attachments: [{ filename: 'invite.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=REQUEST' }],
      } satisfies OutboxMail;
    }),
  );
}

/** The mentee's rating request, an hour after the session ended (when they want rating requests). */
export async function ratingRequestMail(options: { session: SessionRow; mentor: Contact; mentee: Contact; config: AppConfig }): Promise<OutboxMail> {
  const { session, mentor, mentee, config } = options;
  const body = await optionalMail(config, mentee, 'ratingRequests', 'rating requests', {
    preview: 'A minute to rate your session',
    greeting: greetingFor(mentee.firstName),
    paragraphs: [`How was "${session.title}" with ${fullName(mentor)}?`, 'Your stars and a few words help other aspirants choose, and help your coach. It takes a minute.'],
    action: { label: 'Rate your session', href: `${config.publicUrl}/sessions/${session.id}#rating` },
  });
  return { to: mentee.email, subject: `How was your session with ${fullName(mentor)}?`, ...body };
}
