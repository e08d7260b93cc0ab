import { DEFAULT_BOOKING_MINUTES, MEETING_JOIN_OPENS_MINUTES, MS_PER_MINUTE, RATING_MAX, RATING_MIN, SESSION_CATEGORIES } from './constants';
import { toInstant, type Instant } from './availability/parse';

/** decisions.md #2: booking creates 'scheduled'; 'completed' and 'cancelled' are final. */
export const SESSION_STATUSES = ['scheduled', 'completed', 'cancelled'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

const NEXT: Record<SessionStatus, readonly SessionStatus[]> = {
  scheduled: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

export function isSessionStatus(value: unknown): value is SessionStatus {
  return typeof value === 'string' && (SESSION_STATUSES as readonly string[]).includes(value);
}

export function canTransition(from: SessionStatus, to: SessionStatus): boolean {
  return NEXT[from].includes(to);
}

/** Spec 4: upcoming when scheduledAt is now or later; an unreadable time counts as past. */
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

/** Spec 4 offers 'Mark complete' only on upcoming (scheduledAt >= now) scheduled sessions. */
export function canMarkComplete(session: SessionState, now: Date): boolean {
  return session.status === 'scheduled' && isUpcoming(session.scheduledAt, now);
}

/** Either participant may cancel a scheduled session before it starts. */
export function canCancel(session: SessionState, now: Date): boolean {
  const start = toInstant(session.scheduledAt);
  return session.status === 'scheduled' && start !== null && now.getTime() < start.getTime();
}

/** Only the mentee, only once, only for a past session that was not cancelled. */
export function canRate(session: SessionState, now: Date, userIsMentee: boolean): boolean {
  const rated = session.menteeRating !== null && session.menteeRating !== undefined;
  const started = toInstant(session.scheduledAt) !== null && !isUpcoming(session.scheduledAt, now);
  return userIsMentee && started && !rated && session.status !== 'cancelled';
}

export function isValidRating(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= RATING_MIN && value <= RATING_MAX;
}

/** decisions.md #1: 'Join meeting' works from 10 minutes before the start until the end. */
export function canJoinMeeting(session: Omit<SessionState, 'status'> & { status?: string }, now: Date): boolean {
  const start = toInstant(session.scheduledAt);
  const end = sessionEnd(session);
  if (!start || !end || session.status === 'cancelled') return false;
  const opens = start.getTime() - MEETING_JOIN_OPENS_MINUTES * MS_PER_MINUTE;
  return now.getTime() >= opens && now.getTime() < end.getTime();
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
