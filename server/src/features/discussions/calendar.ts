import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { discussionCalendarEvent, type Discussion } from '@ssb/domain';

/**
 * A discussion as an iCalendar file ("Add to calendar" on /discussions): the same event as the Google and Outlook
 * links (discussionCalendarEvent), its moderator named, never the meet link.
 */
export function discussionCalendar(discussion: Pick<Discussion, 'id' | 'title' | 'description' | 'startTime' | 'moderator'>, publicUrl: string): string {
  const host = new URL(publicUrl).hostname || 'ssbacademy.in';
  const event = discussionCalendarEvent(discussion, publicUrl);
  const calendar = ical({
    prodId: { company: 'SSB Academy', product: 'Discussions', language: 'EN' },
    name: 'SSB Academy',
    method: ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: `discussion-${discussion.id}@${host}`,
    start: event.start,
    end: event.end,
    timezone: null,
    summary: event.title,
    description: event.details,
    location: event.location,
    url: event.location,
    status: ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}
