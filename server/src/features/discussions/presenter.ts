import type { Discussion, DiscussionAttendee } from '@ssb/domain';
import type { AttendeeSummaryRow, DiscussionListRow } from './repository';

export function presentAttendee(row: AttendeeSummaryRow): DiscussionAttendee {
  return { id: row.id, _id: row.id, firstName: row.firstName, lastName: row.lastName, profileImageUrl: row.profileImageUrl };
}

/** A discussion as lists show it: the count and every attendee's name and picture, never the meet link or emails. */
export function presentDiscussion(row: DiscussionListRow, attendees: AttendeeSummaryRow[], joined: boolean): Discussion {
  return {
    id: row.id,
    _id: row.id,
    title: row.title,
    description: row.description,
    startTime: row.startTime.toISOString(),
    capacity: row.capacity,
    attendeeCount: row.attendeeCount,
    attendees: attendees.map(presentAttendee),
    joined,
    moderator: `${row.moderatorFirstName ?? ''} ${row.moderatorLastName ?? ''}`.trim() || null,
  };
}
