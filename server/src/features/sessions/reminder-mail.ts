import { formatDateTime } from '@ssb/domain';
import type { AppConfig } from '../../config';
import type { OutboxMail } from '../../platform/outbox';
import { sessionCalendar, type Contact } from './calendar';
import { MAIL_TIME_ZONE } from './mail';
import type { SessionRow } from './repository';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const fullName = (c: Contact) => `${c.firstName} ${c.lastName}`.trim() || c.email;

/** 'in 60 minutes', 'in about 24 hours': how far off the start is when the reminder leaves (a moved session's may be sooner than its lead). */
function startsIn(now: Date, start: Date): string {
  const minutes = Math.max(0, Math.round((start.getTime() - now.getTime()) / 60_000));
  return minutes < 90 ? `in ${minutes} minutes` : `in about ${Math.round(minutes / 60)} hours`;
}

function page(to: Contact, paragraphs: string[], link: { href: string; label: string }): { text: string; html: string } {
  const text = [`Hello ${to.firstName || fullName(to)},`, '', ...paragraphs.flatMap((p) => [p, '']), `${link.label}: ${link.href}`, '', 'SSB Academy'].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
<p>Hello ${escapeHtml(to.firstName || fullName(to))},</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(link.href)}" style="display:inline-block;background:#0f2a4a;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">${escapeHtml(link.label)}</a></p>
<p>SSB Academy</p>
</body></html>`;
  return { text, html };
}

/**
 * The reminder to both people before a session (docs/product/sessions.md "Reminders"): its time in
 * India time with the zone named, the Join link and the calendar invitation again.
 */
export function reminderMails(options: { session: SessionRow; mentor: Contact; mentee: Contact; config: AppConfig; now: Date }): OutboxMail[] {
  const { session, mentor, mentee, config } = options;
  const soon = startsIn(options.now, session.scheduledAt);
  const when = formatDateTime(session.scheduledAt, MAIL_TIME_ZONE);
  const ics = sessionCalendar({ session, mentor, mentee, method: 'REQUEST', organizer: config.mail.from, publicUrl: config.publicUrl });
  return [
    { to: mentee, other: mentor, role: 'coach' },
    { to: mentor, other: mentee, role: 'mentee' },
  ].map(({ to, other, role }) => {
    const { text, html } = page(
      to,
      [
        `Your session "${session.title}" with ${fullName(other)} (${role}) starts ${soon}: ${when} (${session.duration} minutes).`,
        `Join from the session page or straight from the meeting link: ${session.meetingLink}`,
      ],
      { href: session.meetingLink, label: 'Join the session' },
    );
    return {
      to: to.email,
      subject: `Reminder: ${session.title} ${soon}, ${when}`,
      text: `${text}\n\nDetails: ${config.publicUrl}/sessions/${session.id}`,
      html,
      icalEvent: { method: 'REQUEST', content: ics },
      attachments: [{ filename: 'invite.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=REQUEST' }],
    } satisfies OutboxMail;
  });
}

/** The mentee's rating request, an hour after the session ended. */
export function ratingRequestMail(options: { session: SessionRow; mentor: Contact; mentee: Contact; config: AppConfig }): OutboxMail {
  const { session, mentor, mentee, config } = options;
  const { text, html } = page(
    mentee,
    [
      `How was "${session.title}" with ${fullName(mentor)}?`,
      'Your stars and a few words help other aspirants choose, and help your coach. It takes a minute.',
    ],
    { href: `${config.publicUrl}/sessions/${session.id}#rating`, label: 'Rate your session' },
  );
  return { to: mentee.email, subject: `How was your session with ${fullName(mentor)}?`, text, html };
}
