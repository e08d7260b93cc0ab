import { describe, expect, it } from 'vitest';
import {
  LISTED_SESSION_STATUSES,
  LIVE_SESSION_STATUSES,
  SESSION_STATUSES,
  canCancel,
  canMarkComplete,
  canTransition,
  isSessionStatus,
  type SessionStatus,
} from '../src/sessions';

/**
 * The status machine written out by hand from the product rules, docs/product/money.md "Session
 * statuses with money". Every pair not listed must be refused.
 */
const ALLOWED: Record<SessionStatus, SessionStatus[]> = {
  // paid within the hold / hold lapsed / mentee gives the hold up
  pending_payment: ['scheduled', 'expired', 'cancelled'],
  // a late payment books the slot if it is still free
  expired: ['scheduled'],
  scheduled: ['completed', 'cancelled', 'disputed'],
  // the no-show report stays open until 24 h after the end, after the coach marked it complete too
  completed: ['disputed'],
  // an admin completes or refunds (cancels)
  disputed: ['completed', 'cancelled'],
  cancelled: [],
};

describe('session statuses', () => {
  it('are the six of the money rules', () => {
    expect([...SESSION_STATUSES].sort()).toEqual(['cancelled', 'completed', 'disputed', 'expired', 'pending_payment', 'scheduled']);
    for (const status of SESSION_STATUSES) expect(isSessionStatus(status)).toBe(true);
    expect(isSessionStatus('pending')).toBe(false);
    expect(isSessionStatus('refunded')).toBe(false);
  });

  describe.each(SESSION_STATUSES)('from %s', (from) => {
    it.each(SESSION_STATUSES)(`to %s follows the table`, (to) => {
      expect(canTransition(from, to)).toBe(ALLOWED[from].includes(to));
    });
  });

  it('never moves a status to itself', () => {
    for (const status of SESSION_STATUSES) expect(canTransition(status, status)).toBe(false);
  });

  it('counts held, scheduled, completed and disputed sessions as occupying their time', () => {
    expect([...LIVE_SESSION_STATUSES].sort()).toEqual(['completed', 'disputed', 'pending_payment', 'scheduled']);
    expect(LIVE_SESSION_STATUSES).not.toContain('expired');
    expect(LIVE_SESSION_STATUSES).not.toContain('cancelled');
  });

  it('lists scheduled, completed and disputed sessions', () => {
    expect([...LISTED_SESSION_STATUSES].sort()).toEqual(['completed', 'disputed', 'scheduled']);
  });
});

describe('canCancel and canMarkComplete for each status', () => {
  const now = new Date('2026-12-01T10:00:00.000Z');
  const ahead = new Date(now.getTime() + 3_600_000).toISOString();
  const begun = new Date(now.getTime() - 60_000).toISOString();
  const session = (status: SessionStatus, scheduledAt: string) => ({ status, scheduledAt, duration: 60 });

  // Before the start: the mentee may give up a hold, either participant may cancel a scheduled session.
  const CANCEL_BEFORE_START: Record<SessionStatus, boolean> = {
    pending_payment: true,
    scheduled: true,
    completed: false,
    cancelled: false,
    expired: false,
    disputed: false,
  };
  // From the start on: only a scheduled session can be marked complete.
  const COMPLETE_AFTER_START: Record<SessionStatus, boolean> = {
    pending_payment: false,
    scheduled: true,
    completed: false,
    cancelled: false,
    expired: false,
    disputed: false,
  };

  it.each(SESSION_STATUSES)('%s', (status) => {
    expect(canCancel(session(status, ahead), now), 'cancel before the start').toBe(CANCEL_BEFORE_START[status]);
    expect(canCancel(session(status, begun), now), 'cancel after the start').toBe(false);
    expect(canCancel(session(status, now.toISOString()), now), 'cancel at the start').toBe(false);
    expect(canMarkComplete(session(status, begun), now), 'complete after the start').toBe(COMPLETE_AFTER_START[status]);
    expect(canMarkComplete(session(status, now.toISOString()), now), 'complete at the start').toBe(COMPLETE_AFTER_START[status]);
    expect(canMarkComplete(session(status, ahead), now), 'complete before the start').toBe(false);
  });
});
