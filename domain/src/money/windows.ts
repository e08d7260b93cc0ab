import { MS_PER_MINUTE } from '../constants';
import {
  AUTO_COMPLETE_AFTER_END_HOURS,
  DISPUTE_CLOSES_AFTER_END_HOURS,
  DISPUTE_OPENS_AFTER_START_MINUTES,
  HOLD_MINUTES,
  RESCHEDULE_CUTOFF_HOURS,
  RESCHEDULES_ALLOWED,
} from './constants';

const MS_PER_HOUR = 60 * MS_PER_MINUTE;

/** When a hold placed at `now` lapses. */
export function holdExpiresAt(now: Date): Date {
  return new Date(now.getTime() + HOLD_MINUTES * MS_PER_MINUTE);
}

/** A hold still holds strictly before its expiry instant. */
export function holdIsLive(expiresAt: Date, now: Date): boolean {
  return now.getTime() < expiresAt.getTime();
}

/** The no-show report window: from 15 minutes after the start until 24 hours after the end. */
export function disputeWindow(start: Date, end: Date): { opens: Date; closes: Date } {
  return {
    opens: new Date(start.getTime() + DISPUTE_OPENS_AFTER_START_MINUTES * MS_PER_MINUTE),
    closes: new Date(end.getTime() + DISPUTE_CLOSES_AFTER_END_HOURS * MS_PER_HOUR),
  };
}

export function inDisputeWindow(start: Date, end: Date, now: Date): boolean {
  const { opens, closes } = disputeWindow(start, end);
  return now.getTime() >= opens.getTime() && now.getTime() <= closes.getTime();
}

/** A session nobody settled completes by itself from this instant on. */
export function autoCompletesAt(end: Date): Date {
  return new Date(end.getTime() + AUTO_COMPLETE_AFTER_END_HOURS * MS_PER_HOUR);
}

export type RescheduleRefusal = 'alreadyMoved' | 'tooLate' | 'newTimeInPast';

/** Why the mentee may not move the session now, or null: once, up to 12 h before the (current) start. */
export function rescheduleRefusal(session: { scheduledAt: Date; rescheduleCount: number }, newStart: Date, now: Date): RescheduleRefusal | null {
  if (session.rescheduleCount >= RESCHEDULES_ALLOWED) return 'alreadyMoved';
  if (session.scheduledAt.getTime() - now.getTime() < RESCHEDULE_CUTOFF_HOURS * MS_PER_HOUR) return 'tooLate';
  if (newStart.getTime() <= now.getTime()) return 'newTimeInPast';
  return null;
}
