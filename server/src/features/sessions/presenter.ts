import { canRate, isBooked, meetingLinkOpens, type SessionDto, type SessionPaymentDto, type SessionPerson } from '@ssb/domain';
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

/** What only the viewer's own circumstances decide: the payment as they may see it, and their refund if they cancelled now. */
export interface SessionMoneyView {
  payment: SessionPaymentDto | null;
  /** Rupees; null when the viewer cannot cancel or nothing was paid. */
  refundIfCancelledNow: number | null;
}

const NO_MONEY: SessionMoneyView = { payment: null, refundIfCancelledNow: null };

/** What the aspirant prepares for, for the session's coach once it is booked (docs/product/accounts.md "An aspirant's profile"). */
function preparationFor(row: SessionRow, mentee: PersonRow | undefined, viewerId: string | undefined): SessionDto['menteePreparation'] {
  if (!mentee || viewerId !== row.mentorId || !isBooked(row.status)) return null;
  const { targetEntry, attemptNumber, boardDate } = mentee;
  return targetEntry || attemptNumber || boardDate ? { targetEntry, attemptNumber, boardDate } : null;
}

/**
 * A session as the API sends it: `id` and `_id`, participants expanded to name and picture (no emails). The meeting
 * link only while booked and from the moment it opens (meetingLinkOpens): no page can show it earlier than it says.
 * For `viewerId`, the parts that are theirs to see, and `canRate`: whether they may rate it now (the domain's rule).
 */
export function presentSession(row: SessionRow, people: Map<string, PersonRow>, now: Date, money: SessionMoneyView = NO_MONEY, viewerId?: string): SessionDto {
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
    menteePreparation: preparationFor(row, people.get(row.menteeId), viewerId),
    sessionType: row.sessionType,
    duration: row.duration,
    scheduledAt: row.scheduledAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    price: row.price,
    status: row.status,
    meetingLink: isBooked(row.status) && meetingLinkOpens(row, now) ? row.meetingLink : null,
    menteeRating: row.menteeRating,
    menteeFeedback: row.menteeFeedback,
    canRate: canRate(row, now, viewerId !== undefined && row.menteeId === viewerId),
    mentorRating: row.mentorRating,
    ratedAt: iso(row.ratedAt),
    completedAt: iso(row.completedAt),
    cancelledAt: iso(row.cancelledAt),
    holdExpiresAt: row.status === 'pending_payment' ? iso(row.holdExpiresAt) : null,
    payment: money.payment,
    refundIfCancelledNow: money.refundIfCancelledNow,
    rescheduleCount: row.rescheduleCount,
    disputedAt: iso(row.disputedAt),
    disputeReason: row.disputeReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
