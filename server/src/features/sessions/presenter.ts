import type { SessionDto, SessionPerson } from '@ssb/domain';
import type { PersonRow, SessionRow } from './repository';

export function presentPerson(row: PersonRow | undefined, id: string): SessionPerson {
  const firstName = row?.firstName ?? '';
  const lastName = row?.lastName ?? '';
  return {
    id,
    _id: id,
    firstName,
    lastName,
    name: `${firstName} ${lastName}`.trim() || 'Former member',
    profileImageUrl: row?.profileImageUrl ?? null,
    title: row?.title ?? null,
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A session as the API sends it: `id` and `_id`, participants expanded to name and picture (no emails). */
export function presentSession(row: SessionRow, people: Map<string, PersonRow>): SessionDto {
  const mentor = presentPerson(people.get(row.mentorId), row.mentorId);
  const mentee = presentPerson(people.get(row.menteeId), row.menteeId);
  return {
    id: row.id,
    _id: row.id,
    title: row.title,
    name: row.title,
    description: row.description,
    mentorId: mentor,
    mentor,
    menteeId: mentee,
    mentee,
    menteeName: mentee.name,
    sessionType: row.sessionType,
    duration: row.duration,
    scheduledAt: row.scheduledAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    price: row.price,
    status: row.status,
    meetingLink: row.meetingLink,
    menteeRating: row.menteeRating,
    menteeFeedback: row.menteeFeedback,
    mentorRating: row.mentorRating,
    ratedAt: iso(row.ratedAt),
    completedAt: iso(row.completedAt),
    cancelledAt: iso(row.cancelledAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
