import { describe, expect, it } from 'vitest';
import { HOLD_MINUTES, autoCompletesAt, disputeWindow, holdExpiresAt, holdIsLive, inDisputeWindow, rescheduleRefusal } from '../src/money';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const t0 = new Date('2026-12-01T10:00:00.000Z');
const at = (offset: number) => new Date(t0.getTime() + offset);

describe('the hold (docs/product/money.md "Hold, then pay")', () => {
  it('lapses 10 minutes after it was placed', () => {
    expect(HOLD_MINUTES).toBe(10);
    expect(holdExpiresAt(t0).toISOString()).toBe('2026-12-01T10:10:00.000Z');
  });

  it('holds until just before its expiry and not at the instant itself', () => {
    const expiresAt = holdExpiresAt(t0);
    expect(holdIsLive(expiresAt, t0)).toBe(true);
    expect(holdIsLive(expiresAt, at(10 * MINUTE - 1))).toBe(true);
    expect(holdIsLive(expiresAt, at(10 * MINUTE))).toBe(false);
    expect(holdIsLive(expiresAt, at(10 * MINUTE + 1))).toBe(false);
  });
});

describe('the no-show report window', () => {
  const start = t0;
  const end = at(60 * MINUTE);

  it('opens 15 minutes after the start and closes 24 hours after the end', () => {
    const { opens, closes } = disputeWindow(start, end);
    expect(opens.toISOString()).toBe('2026-12-01T10:15:00.000Z');
    expect(closes.toISOString()).toBe('2026-12-02T11:00:00.000Z');
  });

  it('includes both edges and nothing outside them', () => {
    expect(inDisputeWindow(start, end, at(15 * MINUTE - 1))).toBe(false);
    expect(inDisputeWindow(start, end, at(15 * MINUTE))).toBe(true);
    expect(inDisputeWindow(start, end, at(30 * MINUTE))).toBe(true);
    expect(inDisputeWindow(start, end, at(60 * MINUTE + 24 * HOUR))).toBe(true);
    expect(inDisputeWindow(start, end, at(60 * MINUTE + 24 * HOUR + 1))).toBe(false);
    expect(inDisputeWindow(start, end, at(-HOUR))).toBe(false);
  });

  it('follows the end of a longer session', () => {
    expect(disputeWindow(start, at(90 * MINUTE)).closes.toISOString()).toBe('2026-12-02T11:30:00.000Z');
  });
});

describe('rescheduleRefusal (once, up to 12 h before the start)', () => {
  const scheduledAt = at(48 * HOUR);
  const session = { scheduledAt, rescheduleCount: 0 };
  const later = at(72 * HOUR);
  const nowAtLead = (lead: number) => new Date(scheduledAt.getTime() - lead);

  it('allows a first move from far ahead and at exactly 12 h before', () => {
    expect(rescheduleRefusal(session, later, nowAtLead(36 * HOUR))).toBeNull();
    expect(rescheduleRefusal(session, later, nowAtLead(12 * HOUR + SECOND))).toBeNull();
    expect(rescheduleRefusal(session, later, nowAtLead(12 * HOUR))).toBeNull();
  });

  it('refuses under 12 h before the start', () => {
    expect(rescheduleRefusal(session, later, nowAtLead(12 * HOUR - SECOND))).toBe('tooLate');
    expect(rescheduleRefusal(session, later, nowAtLead(HOUR))).toBe('tooLate');
    expect(rescheduleRefusal(session, later, nowAtLead(-HOUR))).toBe('tooLate');
  });

  it('refuses a second move', () => {
    expect(rescheduleRefusal({ scheduledAt, rescheduleCount: 1 }, later, nowAtLead(36 * HOUR))).toBe('alreadyMoved');
    expect(rescheduleRefusal({ scheduledAt, rescheduleCount: 2 }, later, nowAtLead(36 * HOUR))).toBe('alreadyMoved');
  });

  it('refuses a new time in the past (or now)', () => {
    const now = nowAtLead(36 * HOUR);
    expect(rescheduleRefusal(session, new Date(now.getTime() - HOUR), now)).toBe('newTimeInPast');
    expect(rescheduleRefusal(session, now, now)).toBe('newTimeInPast');
    expect(rescheduleRefusal(session, new Date(now.getTime() + HOUR), now)).toBeNull();
  });

  it('measures the cutoff from the current start, not the new one', () => {
    // Moving an imminent session to next week is still too late.
    expect(rescheduleRefusal(session, at(7 * 24 * HOUR), nowAtLead(11 * HOUR))).toBe('tooLate');
  });
});

describe('autoCompletesAt', () => {
  it('is 24 hours after the end', () => {
    expect(autoCompletesAt(at(60 * MINUTE)).toISOString()).toBe('2026-12-02T11:00:00.000Z');
  });
});
