import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { sessionCategoryLabel } from '@ssb/domain';
import type { SessionRow } from './repository';

export type Contact = { id: string; email: string; firstName: string; lastName: string };
export type CalendarMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH';

/** "Asha Verma", or the email when there is no name. */
export const fullName = (c: Contact) => `${c.firstName} ${c.lastName}`.trim() || c.email;

/** The same UID for every message about one session, so calendar apps update one event. */
export const sessionUid = (session: Pick<SessionRow, 'id'>, host: string) => `session-${session.id}@${host}`;

/** Parses 'Name <address>' (MAIL_FROM) into its parts. */
export function parseMailbox(value: string): { name: string; email: string } {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(value);
  if (match) return { name: match[1]!.replace(/^"|"$/g, '') || match[2]!, email: match[2]! };
  return { name: value.trim(), email: value.trim() };
}

/**
 * An iCalendar object for one session (RFC 5545/5546): METHOD REQUEST for the invitation, CANCEL (status
 * CANCELLED, SEQUENCE raised) for a cancellation, PUBLISH for the "Add to calendar" download. The organizer is
 * the academy's mail address; coach and mentee are attendees (both accepted: the coach offered the time, the mentee booked it). URL and LOCATION carry the meeting link.
 */
export function sessionCalendar(options: {
  session: SessionRow;
  mentor: Contact;
  mentee: Contact;
  method: CalendarMethod;
  organizer: string;
  publicUrl: string;
}): string {
  const { session, mentor, mentee, method } = options;
  const host = new URL(options.publicUrl).hostname || 'ssbacademy.in';
  const cancelled = method === 'CANCEL' || session.status === 'cancelled';
  const calendar = ical({
    prodId: { company: 'SSB Academy', product: 'Sessions', language: 'EN' },
    name: 'SSB Academy',
    method: ICalCalendarMethod[method],
  });
  const detailsUrl = `${options.publicUrl}/sessions/${session.id}`;
  const description = [
    `${sessionCategoryLabel(session.sessionType)} with ${fullName(mentor)} (coach) and ${fullName(mentee)}.`,
    session.description ? `\n${session.description}\n` : '',
    `Join: ${session.meetingLink}`,
    `Details: ${detailsUrl}`,
  ]
    .filter(Boolean)
    .join('\n');
  const event = calendar.createEvent({
    id: sessionUid(session, host),
    // Each version of the event outranks the one before (RFC 5546): a move, then a cancellation.
    sequence: session.rescheduleCount + (cancelled ? 1 : 0),
    start: session.scheduledAt,
    end: session.endsAt,
    timezone: null,
    stamp: session.cancelledAt ?? session.updatedAt,
    summary: session.title,
    description,
    location: session.meetingLink,
    url: session.meetingLink,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: parseMailbox(options.organizer),
  });
  for (const person of [mentor, mentee]) {
    event.createAttendee({
      email: person.email,
      name: fullName(person),
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.ACCEPTED,
      rsvp: false,
    });
  }
  return calendar.toString();
}
