import { SESSION_MESSAGES as M } from '@ssb/domain';
import { Conflict, NotFound } from '../../platform/errors';

type CoachState = { role: string | null; isActive: boolean; isVerified: boolean };

/** Why someone cannot be booked now: not an active coach (suspended, deleted, not a coach), or not verified yet. */
function refusal(coach: CoachState | null | undefined): 'gone' | 'unverified' | null {
  if (!coach || coach.role !== 'mentor' || !coach.isActive) return 'gone';
  return coach.isVerified ? null : 'unverified';
}

/** Whether a coach takes bookings now (the one rule for a booking, a late payment's rebooking, ...). */
export const takesBookings = <C extends CoachState>(coach: C | null | undefined): coach is C => refusal(coach) === null;

/** Refuses a booking of someone who takes none: 404 when not an active coach, 409 when not verified yet. */
export function assertTakesBookings<C extends CoachState>(coach: C | null | undefined): asserts coach is C {
  const why = refusal(coach);
  if (why === 'gone') throw new NotFound(M.coachNotFound);
  if (why === 'unverified') throw new Conflict(M.coachNotVerified);
}
