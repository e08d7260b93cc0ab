import { MS_PER_MINUTE } from './constants';
import { hasHappened } from './sessions';

/**
 * Mails that go out around a session by themselves (docs/product/sessions.md "Reminders"): a
 * reminder to both people 24 hours and 1 hour before the start, and the mentee's rating request
 * 1 hour after the end.
 */
export const REMINDER_LEADS = [
  { kind: 'reminder-24h', minutes: 24 * 60 },
  { kind: 'reminder-1h', minutes: 60 },
] as const;
export const RATING_REQUEST_AFTER_END_MINUTES = 60;
/** A rating request not sent within this long after it was due (the server was down) is dropped. */
export const RATING_REQUEST_STALE_HOURS = 24;

export type ReminderKind = (typeof REMINDER_LEADS)[number]['kind'] | 'rating-request';

export interface RemindableSession {
  id: string;
  status: string;
  scheduledAt: Date;
  endsAt: Date;
  /** When the session was booked: a reminder due before that is not sent (the booking mail says it all). */
  createdAt: Date;
  menteeRating: number | null;
  disputedAt: Date | null;
}

/**
 * The reminders due for a session at `now`. A reminder is due from its lead time before the start until
 * the start, for a scheduled session booked before that lead time; the rating request from an hour after
 * the end for a day, once the session may be rated (completed by its coach, or by the 24-hour rule:
 * `hasHappened`), unrated and not disputed.
 */
export function dueReminders(session: RemindableSession, now: Date): ReminderKind[] {
  const due: ReminderKind[] = [];
  const t = now.getTime();
  const start = session.scheduledAt.getTime();
  if (session.status === 'scheduled' && t < start) {
    // Only the nearest lead that has come: after a long outage, one reminder rather than two.
    const reached = REMINDER_LEADS.filter((lead) => {
      const from = start - lead.minutes * MS_PER_MINUTE;
      return t >= from && session.createdAt.getTime() <= from;
    });
    const nearest = reached.at(-1);
    if (nearest) due.push(nearest.kind);
  }
  const askFrom = session.endsAt.getTime() + RATING_REQUEST_AFTER_END_MINUTES * MS_PER_MINUTE;
  const duration = (session.endsAt.getTime() - start) / MS_PER_MINUTE;
  const rateable = hasHappened({ status: session.status, scheduledAt: session.scheduledAt, duration }, now) && session.menteeRating === null && session.disputedAt === null;
  if (rateable && t >= askFrom && t < askFrom + RATING_REQUEST_STALE_HOURS * 60 * MS_PER_MINUTE) due.push('rating-request');
  return due;
}

/**
 * The once-only key of a reminder: a reminder for a start time is sent once; a session moved to
 * another time gets its reminders again for the new time.
 */
export function reminderKey(kind: ReminderKind, session: Pick<RemindableSession, 'id' | 'scheduledAt'>): string {
  return `${kind}:${session.id}:${session.scheduledAt.toISOString()}`;
}
