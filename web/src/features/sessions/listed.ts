import { holdIsLive, splitSessions } from '@ssb/domain';
import type { Session } from './api';

/** A pending session the viewer can still pay for: their own, with its hold not yet lapsed. */
export function isPayableBy(session: Session, viewerId: string | undefined, now: Date): boolean {
  return (
    session.status === 'pending_payment' &&
    session.menteeId.id === viewerId &&
    session.holdExpiresAt !== null &&
    holdIsLive(new Date(session.holdExpiresAt), now)
  );
}

/**
 * The sessions a list shows of those the server sent (docs/product/money.md "Session statuses with
 * money"): never an expired booking, and a pending one only to its own mentee while the hold lasts
 * (the server's sweep may not have expired it yet when the page's clock passes the hold).
 */
export function listedSessions(sessions: readonly Session[], viewerId: string | undefined, now: Date): Session[] {
  return sessions.filter((s) => s.status !== 'expired' && (s.status !== 'pending_payment' || isPayableBy(s, viewerId, now)));
}

/** Sessions that will not take place: called off, or a hold that lapsed unpaid (expired, or about to be swept). */
export function isCalledOff(session: Session, viewerId: string | undefined, now: Date): boolean {
  if (session.status === 'cancelled' || session.status === 'expired') return true;
  return session.status === 'pending_payment' && session.menteeId.id === viewerId && !isPayableBy(session, viewerId, now);
}

export type SessionFilter = 'upcoming' | 'past' | 'cancelled';

/**
 * The filters of /dashboard/sessions (docs/product/screens.md "My sessions"): what will take place (soonest first),
 * what took place (latest first), and what was called off or lapsed (latest first), never under Upcoming.
 */
export function sessionsByFilter(sessions: readonly Session[], viewerId: string | undefined, now: Date): Record<SessionFilter, Session[]> {
  const live = listedSessions(sessions, viewerId, now).filter((s) => !isCalledOff(s, viewerId, now));
  const { upcoming, past } = splitSessions(live, now);
  const cancelled = sessions.filter((s) => isCalledOff(s, viewerId, now)).sort((a, b) => Date.parse(b.scheduledAt) - Date.parse(a.scheduledAt));
  return { upcoming, past, cancelled };
}
