import { holdIsLive } from '@ssb/domain';
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
