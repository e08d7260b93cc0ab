import { DISCUSSION_ACCESS_OPENS_MINUTES, MEETING_JOIN_OPENS_MINUTES } from './constants';
import { accessClosesAt } from './discussions';
import { sessionCategoryLabel } from './sessions';

/**
 * "Add to calendar" links for the web calendars (docs/product/sessions.md "Calendar file and mails"), beside the
 * .ics download: Google Calendar's event template and Outlook on the web's compose form. Pure: the same event
 * gives the same addresses on the server and in the browser.
 */
export interface CalendarEvent {
  title: string;
  start: Date;
  end: Date;
  /** Plain text; new lines are kept. */
  details: string;
  /** Where it happens: an address people can open (the session's or discussion's page). */
  location: string;
}

export interface CalendarLinks {
  google: string;
  outlook: string;
}

/** 20261207T103000Z: Google's UTC form (no dashes, colons or milliseconds). */
const googleTime = (d: Date) =>
  d
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
/** 2026-12-07T10:30:00Z: Outlook's (ISO 8601 in UTC, without milliseconds). */
const outlookTime = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

export function calendarLinks(event: CalendarEvent): CalendarLinks {
  const google = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${googleTime(event.start)}/${googleTime(event.end)}`,
    details: event.details,
    location: event.location,
  });
  const outlook = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: outlookTime(event.start),
    enddt: outlookTime(event.end),
    body: event.details,
    location: event.location,
  });
  return {
    google: `https://calendar.google.com/calendar/render?${google.toString()}`,
    outlook: `https://outlook.live.com/calendar/0/action/compose?${outlook.toString()}`,
  };
}

/** A session as a calendar event: where to join is its page (the link itself opens 10 minutes before the start). */
export function sessionCalendarEvent(
  session: {
    id: string;
    title: string;
    scheduledAt: string;
    endsAt: string;
    sessionType: string;
    mentor: { name: string };
    mentee: { name: string };
  },
  origin: string,
): CalendarEvent {
  const page = `${origin}/sessions/${session.id}`;
  return {
    title: session.title,
    start: new Date(session.scheduledAt),
    end: new Date(session.endsAt),
    details: [
      `${sessionCategoryLabel(session.sessionType)} with ${session.mentor.name} (coach) and ${session.mentee.name}.`,
      `Join from the session page, from ${MEETING_JOIN_OPENS_MINUTES} minutes before the start: ${page}`,
    ].join('\n'),
    location: page,
  };
}

/**
 * A live discussion as a calendar event, its moderator named; it lasts as long as its room stays open. Never the
 * meet link: that is given to attendees only, from shortly before the start, on /discussions.
 */
export function discussionCalendarEvent(
  discussion: {
    title: string;
    description: string;
    startTime: string;
    moderator: string | null;
  },
  origin: string,
): CalendarEvent {
  const start = new Date(discussion.startTime);
  const page = `${origin}/discussions`;
  return {
    title: discussion.title,
    start,
    end: accessClosesAt(start),
    details: [
      discussion.moderator ? `Moderator: ${discussion.moderator}` : '',
      discussion.description,
      `Enter from ${page}, from ${DISCUSSION_ACCESS_OPENS_MINUTES} minutes before the start.`,
    ]
      .filter(Boolean)
      .join('\n\n'),
    location: page,
  };
}
