import { formatDateTime, formatPrice, sessionCategoryLabel } from '@ssb/domain';
import type { AppConfig } from '../../config';
import type { OutboxMail } from '../../platform/outbox';
import { sessionCalendar, type Contact } from './calendar';
import type { SessionRow } from './repository';

/** Mail shows times in India time with the zone named: most users are in IST (docs/product/time-and-demo-data.md). */
export const MAIL_TIME_ZONE = 'Asia/Kolkata';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const fullName = (c: Contact) => `${c.firstName} ${c.lastName}`.trim() || c.email;

type Kind = 'booked' | 'cancelled';

/**
 * The two mails (one per participant) about a booking or a cancellation, each with the .ics as the
 * text/calendar alternative (`icalEvent`, so mail apps show Accept/Add) and as an attachment.
 */
export function sessionMails(options: {
  kind: Kind;
  session: SessionRow;
  mentor: Contact;
  mentee: Contact;
  config: AppConfig;
  cancelledBy?: Contact | null;
}): OutboxMail[] {
  const { kind, session, mentor, mentee, config } = options;
  const method = kind === 'booked' ? 'REQUEST' : 'CANCEL';
  const ics = sessionCalendar({ session, mentor, mentee, method, organizer: config.mail.from, publicUrl: config.publicUrl });
  const when = formatDateTime(session.scheduledAt, MAIL_TIME_ZONE);
  const detailsUrl = `${config.publicUrl}/sessions/${session.id}`;
  const type = sessionCategoryLabel(session.sessionType);
  return [
    { to: mentee, other: mentor, role: 'coach' },
    { to: mentor, other: mentee, role: 'mentee' },
  ].map(({ to, other, role }) => {
    const subject = kind === 'booked' ? `Session booked: ${session.title} on ${when}` : `Session cancelled: ${session.title} on ${when}`;
    const intro =
      kind === 'booked'
        ? `Your session with ${fullName(other)} (${role}) is booked.`
        : `Your session with ${fullName(other)} (${role}) was cancelled${options.cancelledBy ? ` by ${options.cancelledBy.id === to.id ? 'you' : fullName(options.cancelledBy)}` : ''}. The time is free again.`;
    const facts: [string, string][] = [
      ['What', `${session.title} (${type})`],
      ['When', `${when} (${session.duration} minutes)`],
      ['Price', formatPrice(session.price)],
      ...(kind === 'booked' ? ([['Meeting link', session.meetingLink]] as [string, string][]) : []),
    ];
    const text = [
      `Hello ${to.firstName || fullName(to)},`,
      '',
      intro,
      '',
      ...facts.map(([k, v]) => `${k}: ${v}`),
      '',
      `Details: ${detailsUrl}`,
      kind === 'booked' ? 'The attached invitation adds the session to your calendar.' : 'The attached cancellation removes it from your calendar.',
      '',
      'SSB Academy',
    ].join('\n');
    const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
<p>Hello ${escapeHtml(to.firstName || fullName(to))},</p>
<p>${escapeHtml(intro)}</p>
<table cellpadding="4" style="border-collapse:collapse">${facts
      .map(([k, v]) => `<tr><th align="left" style="color:#475569;font-weight:600">${escapeHtml(k)}</th><td>${k === 'Meeting link' ? `<a href="${escapeHtml(v)}">${escapeHtml(v)}</a>` : escapeHtml(v)}</td></tr>`)
      .join('')}</table>
<p><a href="${escapeHtml(detailsUrl)}">View the session</a></p>
<p style="color:#475569">${kind === 'booked' ? 'The attached invitation adds the session to your calendar.' : 'The attached cancellation removes it from your calendar.'}</p>
<p>SSB Academy</p>
</body></html>`;
    return {
      to: to.email,
      subject,
      text,
      html,
      icalEvent: { method, content: ics },
      attachments: [{ filename: kind === 'booked' ? 'invite.ics' : 'cancel.ics', content: ics, contentType: `text/calendar; charset=utf-8; method=${method}` }],
    } satisfies OutboxMail;
  });
}
