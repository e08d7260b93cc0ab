import { DEFAULT_BOOKING_MINUTES, MEETING_JOIN_OPENS_MINUTES, MS_PER_MINUTE, RATING_MAX, RATING_MIN, SESSION_CATEGORIES } from './constants';
import { toInstant, type Instant } from './availability/parse';
import { autoCompletesAt } from './money/windows';

/**
 * The session's life (docs/product/money.md "Session statuses"): a paid booking starts `pending_payment`
 * (its slot held), a free one `scheduled`; payment makes it `scheduled`, a lapsed hold `expired`; a
 * scheduled session ends `completed` or `cancelled`, or `disputed` when the mentee reports that the coach
 * did not come, until an admin completes or refunds (cancels) it. `cancelled` is final.
 */
export const SESSION_STATUSES = ['pending_payment', 'scheduled', 'completed', 'cancelled', 'expired', 'disputed'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** Every allowed move; anything not listed is refused. The server changes a status only through this table. */
export const SESSION_TRANSITIONS: Record<SessionStatus, readonly SessionStatus[]> = {
  pending_payment: ['scheduled', 'expired', 'cancelled'],
  // A payment that arrives after its hold lapsed still books the slot if nobody took it meanwhile.
  expired: ['scheduled'],
  scheduled: ['completed', 'cancelled', 'disputed'],
  // The no-show report is open until 24 h after the end, also after the coach marked the session complete.
  completed: ['disputed'],
  disputed: ['completed', 'cancelled'],
  cancelled: [],
};
const NEXT = SESSION_TRANSITIONS;

/** Statuses that occupy their time: the overlap guards, the calendar and "busy" all count these. */
export const LIVE_SESSION_STATUSES: readonly SessionStatus[] = ['pending_payment', 'scheduled', 'completed', 'disputed'];
/** Statuses the upcoming and past lists show (a mentee also sees their own pending one, with "Pay now"). */
export const LISTED_SESSION_STATUSES: readonly SessionStatus[] = ['scheduled', 'completed', 'disputed'];

/**
 * A booked session (paid, or free): only its participants get its meeting room, which may be the
 * coach's own for every session. A hold not paid for, expired or given up shows no room.
 */
export function isBooked(status: SessionStatus): boolean {
  // The statuses the lists show: a booked session is one of those.
  return LISTED_SESSION_STATUSES.includes(status);
}

export function isSessionStatus(value: unknown): value is SessionStatus {
  return typeof value === 'string' && (SESSION_STATUSES as readonly string[]).includes(value);
}

export function canTransition(from: SessionStatus, to: SessionStatus): boolean {
  return NEXT[from].includes(to);
}

/** Upcoming when scheduledAt is now or later; an unreadable time counts as past (docs/product/sessions.md "Upcoming and past"). */
export function isUpcoming(scheduledAt: Instant, now: Date): boolean {
  const at = toInstant(scheduledAt);
  return at !== null && at.getTime() >= now.getTime();
}

const timeOf = (value: Instant) => toInstant(value)?.getTime() ?? Number.NEGATIVE_INFINITY;

/** Upcoming sessions soonest first, past sessions most recent first. */
export function splitSessions<T extends { scheduledAt: Instant }>(
  sessions: readonly T[],
  now: Date,
): { upcoming: T[]; past: T[] } {
  const byTime = [...sessions].sort((a, b) => timeOf(a.scheduledAt) - timeOf(b.scheduledAt) || 0);
  return {
    upcoming: byTime.filter((s) => isUpcoming(s.scheduledAt, now)),
    past: byTime.filter((s) => !isUpcoming(s.scheduledAt, now)).reverse(),
  };
}

export interface SessionState {
  status: string;
  scheduledAt: Instant;
  /** Minutes; the default booking length when missing. */
  duration?: number | null;
  /** The mentee's rating of the session; set once. */
  menteeRating?: number | null;
}

/** When the session ends: start plus duration (60 minutes when missing); null if unreadable. */
export function sessionEnd(session: Pick<SessionState, 'scheduledAt' | 'duration'>): Date | null {
  const start = toInstant(session.scheduledAt);
  const minutes = session.duration && session.duration > 0 ? session.duration : DEFAULT_BOOKING_MINUTES;
  return start && new Date(start.getTime() + minutes * MS_PER_MINUTE);
}

/** True from the session's start time on; false for an unreadable time. */
export function hasStarted(scheduledAt: Instant, now: Date): boolean {
  const start = toInstant(scheduledAt);
  return start !== null && now.getTime() >= start.getTime();
}

/**
 * The coach marks a scheduled session complete from its start time on: completing it earlier would also
 * take away the mentee's right to cancel before the start.
 */
export function canMarkComplete(session: SessionState, now: Date): boolean {
  return session.status === 'scheduled' && hasStarted(session.scheduledAt, now);
}

/**
 * Either participant may cancel a scheduled session before it starts; the mentee may also give up a
 * pending one (its hold), which frees the slot at once.
 */
export function canCancel(session: SessionState, now: Date): boolean {
  const start = toInstant(session.scheduledAt);
  return (session.status === 'scheduled' || session.status === 'pending_payment') && start !== null && now.getTime() < start.getTime();
}

/**
 * The statuses whose rating counts as a review of the coach (the average, the profile's reviews). Any status
 * not listed here (cancelled, and any later one, such as a session never paid or in dispute) is never rated.
 * A `scheduled` session is only rated once the 24-hour rule has completed it (`hasHappened`), before the
 * sweep writes `completed`.
 */
export const RATEABLE_STATUSES: readonly SessionStatus[] = ['scheduled', 'completed'];

export function isRateableStatus(status: string): boolean {
  return (RATEABLE_STATUSES as readonly string[]).includes(status);
}

/**
 * The session took place: its coach marked it complete, or it is 24 hours past its end with nobody having
 * reported a no-show (the rule that completes it by itself, `autoCompletesAt`; true from that instant even
 * before the sweep has written `completed`). Never from the start time alone.
 */
export function hasHappened(session: SessionState, now: Date): boolean {
  if (session.status === 'completed') return true;
  const end = sessionEnd(session);
  return session.status === 'scheduled' && end !== null && now.getTime() >= autoCompletesAt(end).getTime();
}

export type RatingRefusal = 'notMentee' | 'notRateable' | 'alreadyRated' | 'notCompleted';

/**
 * Why the viewer may not rate the session, or null when they may (docs/product/reviews.md "Who may rate"):
 * only its mentee, once, and only a session that happened (`hasHappened`). The server decides with it and
 * sends its answer to the viewer as the session's `canRate`, which pages use to offer 'Rate'.
 */
export function ratingRefusal(session: SessionState, now: Date, userIsMentee: boolean): RatingRefusal | null {
  if (!userIsMentee) return 'notMentee';
  if (!isRateableStatus(session.status)) return 'notRateable';
  if (session.menteeRating !== null && session.menteeRating !== undefined) return 'alreadyRated';
  if (!hasHappened(session, now)) return 'notCompleted';
  return null;
}

export function canRate(session: SessionState, now: Date, userIsMentee: boolean): boolean {
  return ratingRefusal(session, now, userIsMentee) === null;
}

export function isValidRating(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= RATING_MIN && value <= RATING_MAX;
}

/** When a session's meeting link opens: MEETING_JOIN_OPENS_MINUTES (10) before the start; null if unreadable. */
export function meetingOpensAt(scheduledAt: Instant): Date | null {
  const start = toInstant(scheduledAt);
  return start && new Date(start.getTime() - MEETING_JOIN_OPENS_MINUTES * MS_PER_MINUTE);
}

/**
 * Whether the meeting link may be shown at all (docs/product/sessions.md "Meeting link"): from 10 minutes
 * before the start on. The server hands the link out only from then, and every page and list shows it
 * only from then ("Opens at {time}" before).
 */
export function meetingLinkOpens(session: { scheduledAt: Instant }, now: Date): boolean {
  const opens = meetingOpensAt(session.scheduledAt);
  return opens !== null && now.getTime() >= opens.getTime();
}

/** 'Join meeting' works from 10 minutes before the start until the end (docs/product/sessions.md "Meeting link"). */
export function canJoinMeeting(session: Omit<SessionState, 'status'> & { status?: string }, now: Date): boolean {
  const end = sessionEnd(session);
  if (!end || !(session.status === undefined || session.status === 'scheduled' || session.status === 'completed')) return false;
  return meetingLinkOpens(session, now) && now.getTime() < end.getTime();
}

// Plain text, no schemas: pages that only show sessions need not load the validation library.
/** The session-category labels as people read them. */
export const SESSION_CATEGORY_LABELS: Record<(typeof SESSION_CATEGORIES)[number], string> = {
  general_mentoring: 'General mentoring',
  group_discussion: 'Group discussion',
  personal_interview: 'Personal interview',
  planning_exercise: 'Planning exercise',
};

/** A readable label for any session type value; unknown values are prettified. */
export function sessionCategoryLabel(value: string | null | undefined): string {
  if (!value) return SESSION_CATEGORY_LABELS.general_mentoring;
  const known = (SESSION_CATEGORY_LABELS as Record<string, string>)[value];
  if (known) return known;
  const text = value.replace(/[_-]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The stored session category of a booking's focus (the booking dialog offers the coach's
 * specializations): group tasks and discussions, interviews and conferences, planning; anything
 * else is general mentoring. The focus itself names the session ('TAT with Meera Iyer').
 */
export function sessionCategoryForFocus(focus: string | null | undefined): (typeof SESSION_CATEGORIES)[number] {
  const text = (focus ?? '').toLowerCase();
  if (/planning|gpe/.test(text)) return 'planning_exercise';
  if (/group|gto|command|lecturette|obstacle|\bgd\b|discussion/.test(text)) return 'group_discussion';
  if (/interview|conference|\bpi\b/.test(text)) return 'personal_interview';
  return 'general_mentoring';
}
