import {
  DISCUSSION_ACCESS_CLOSES_AFTER_MINUTES,
  DISCUSSION_ACCESS_OPENS_MINUTES,
  DISCUSSION_CAPACITY_DEFAULT,
  DISCUSSION_CAPACITY_MIN,
  DISCUSSION_JOIN_CUTOFF_MINUTES,
  MS_PER_MINUTE,
} from './constants';
import { formatTime } from './format';

const minutesFrom = (start: Date, minutes: number) => new Date(start.getTime() + minutes * MS_PER_MINUTE);

/** Joining is possible strictly before this instant: 10 minutes before the start. */
export function joinClosesAt(startTime: Date): Date {
  return minutesFrom(startTime, -DISCUSSION_JOIN_CUTOFF_MINUTES);
}

/** Attendees may enter from this instant on: 5 minutes before the start. */
export function accessOpensAt(startTime: Date): Date {
  return minutesFrom(startTime, -DISCUSSION_ACCESS_OPENS_MINUTES);
}

/** Discussions have no duration, so entering stops 2 hours after the start (docs/product/content.md). */
export function accessClosesAt(startTime: Date): Date {
  return minutesFrom(startTime, DISCUSSION_ACCESS_CLOSES_AFTER_MINUTES);
}

/** A whole capacity of at least 1; anything unusable means the default of 10. */
export function effectiveCapacity(capacity: number | null | undefined): number {
  if (typeof capacity !== 'number' || !Number.isFinite(capacity)) return DISCUSSION_CAPACITY_DEFAULT;
  return Math.max(DISCUSSION_CAPACITY_MIN, Math.floor(capacity));
}

export interface JoinInput {
  now: Date;
  startTime: Date;
  capacity: number | null | undefined;
  attendeeCount: number;
}

export type JoinBlocker = 'closed' | 'full';

/**
 * Why a new attendee may not join, or null when they may. The cutoff wins over a full room, as it
 * never reopens. Someone already attending is not a new attendee: joining twice is a no-op.
 */
export function joinBlocker({ now, startTime, capacity, attendeeCount }: JoinInput): JoinBlocker | null {
  if (now.getTime() >= joinClosesAt(startTime).getTime()) return 'closed';
  return attendeeCount >= effectiveCapacity(capacity) ? 'full' : null;
}

export function canJoin(input: JoinInput): boolean {
  return joinBlocker(input) === null;
}

export interface AccessInput {
  now: Date;
  startTime: Date;
  isAttendee: boolean;
}

export type AccessBlocker = 'not_attendee' | 'too_early' | 'ended';

/** Why the meet link may not be given out, or null when it may (docs/product/content.md "Access to the meeting"). */
export function accessBlocker({ now, startTime, isAttendee }: AccessInput): AccessBlocker | null {
  if (!isAttendee) return 'not_attendee';
  if (now.getTime() < accessOpensAt(startTime).getTime()) return 'too_early';
  return now.getTime() >= accessClosesAt(startTime).getTime() ? 'ended' : null;
}

export function canAccess(input: AccessInput): boolean {
  return accessBlocker(input) === null;
}

export type DiscussionButtonState =
  | { kind: 'join'; label: 'Join'; enabled: true }
  | { kind: 'full'; label: 'Full'; enabled: false }
  | { kind: 'closed'; label: 'Join closed'; enabled: false }
  | { kind: 'waiting'; label: string; opensAt: Date; enabled: false }
  | { kind: 'enter'; label: 'Enter'; enabled: true }
  | { kind: 'ended'; label: 'Ended'; enabled: false };

export interface DiscussionButtonInput extends JoinInput {
  joined: boolean;
}

/**
 * The discussion card's button (docs/product/content.md "The card's button"). Not joined: Join,
 * Full, or 'Join closed' from the cutoff on (also after the discussion). Joined: 'Opens {time}'
 * until access opens, then Enter, then Ended once access closes. `formatOpensAt` renders the
 * time (default: '6:25 pm', local zone).
 */
export function discussionButtonState(
  input: DiscussionButtonInput,
  formatOpensAt: (opensAt: Date) => string = (d) => formatTime(d),
): DiscussionButtonState {
  if (input.joined) return joinedState(input.now, input.startTime, formatOpensAt);
  const blocker = joinBlocker(input);
  if (blocker === 'closed') return { kind: 'closed', label: 'Join closed', enabled: false };
  if (blocker === 'full') return { kind: 'full', label: 'Full', enabled: false };
  return { kind: 'join', label: 'Join', enabled: true };
}

function joinedState(now: Date, startTime: Date, formatOpensAt: (opensAt: Date) => string): DiscussionButtonState {
  const blocker = accessBlocker({ now, startTime, isAttendee: true });
  if (blocker === 'ended') return { kind: 'ended', label: 'Ended', enabled: false };
  if (blocker === null) return { kind: 'enter', label: 'Enter', enabled: true };
  const opensAt = accessOpensAt(startTime);
  return { kind: 'waiting', label: `Opens ${formatOpensAt(opensAt)}`, opensAt, enabled: false };
}
