import { describe, expect, it } from 'vitest';
import {
  canCancel,
  canJoinMeeting,
  canMarkComplete,
  canRate,
  hasStarted,
  isSessionStatus,
  isUpcoming,
  isValidRating,
  ratingRefusal,
  sessionEnd,
  splitSessions,
} from '../src/sessions';

const MIN = 60_000;
const now = new Date('2026-11-24T10:00:00.000Z');
const at = (ms: number) => new Date(now.getTime() + ms);
const session = (offsetMs: number, extra: Partial<{ status: string; duration: number | null; menteeRating: number | null }> = {}) => ({
  status: 'scheduled',
  scheduledAt: at(offsetMs).toISOString(),
  duration: 60,
  ...extra,
});

describe('status values', () => {
  // Every transition is checked against the written-out table (docs/product/money.md) in sessions-status.test.ts.
  it('recognises the six statuses only', () => {
    expect(isSessionStatus('pending_payment')).toBe(true);
    expect(isSessionStatus('pending')).toBe(false);
    expect(isSessionStatus(3)).toBe(false);
  });
});

describe('isUpcoming', () => {
  it('is true from now on', () => {
    expect(isUpcoming(now, now)).toBe(true);
    expect(isUpcoming(at(1), now)).toBe(true);
    expect(isUpcoming(at(-1), now)).toBe(false);
  });
  it('takes ISO strings and epoch milliseconds', () => {
    expect(isUpcoming('2026-11-24T10:00:00Z', now)).toBe(true);
    expect(isUpcoming(now.getTime() - 1, now)).toBe(false);
  });
  it('treats an unreadable time as past', () => {
    expect(isUpcoming('whenever', now)).toBe(false);
  });
});

describe('splitSessions', () => {
  it('splits into upcoming soonest first and past most recent first', () => {
    const list = [-2, 3, 0, -1, 1].map((h) => ({ h, scheduledAt: at(h * 60 * MIN).toISOString() }));
    const { upcoming, past } = splitSessions(list, now);
    expect(upcoming.map((s) => s.h)).toEqual([0, 1, 3]);
    expect(past.map((s) => s.h)).toEqual([-1, -2]);
  });
  it('puts unreadable times in the past, last', () => {
    const { upcoming, past } = splitSessions([{ scheduledAt: 'x' }, { scheduledAt: at(-MIN) }], now);
    expect(upcoming).toEqual([]);
    expect(past.map((s) => s.scheduledAt)).toEqual([at(-MIN), 'x']);
  });
  it('leaves the input order alone', () => {
    const list = [{ scheduledAt: at(2) }, { scheduledAt: at(1) }];
    splitSessions(list, now);
    expect(list.map((s) => s.scheduledAt)).toEqual([at(2), at(1)]);
  });
});

describe('sessionEnd', () => {
  it('adds the duration, 60 minutes when missing', () => {
    expect(sessionEnd({ scheduledAt: now, duration: 30 })?.toISOString()).toBe('2026-11-24T10:30:00.000Z');
    expect(sessionEnd({ scheduledAt: now })?.toISOString()).toBe('2026-11-24T11:00:00.000Z');
    expect(sessionEnd({ scheduledAt: now, duration: 0 })?.toISOString()).toBe('2026-11-24T11:00:00.000Z');
    expect(sessionEnd({ scheduledAt: 'x' })).toBeNull();
  });
});

describe('hasStarted', () => {
  it('is true from the start time on', () => {
    expect(hasStarted(at(0).toISOString(), now)).toBe(true);
    expect(hasStarted(at(-MIN).toISOString(), now)).toBe(true);
    expect(hasStarted(at(1).toISOString(), now)).toBe(false);
    expect(hasStarted('x', now)).toBe(false);
  });
});

describe('canMarkComplete', () => {
  it('lets the coach complete a scheduled session from its start time on', () => {
    expect(canMarkComplete(session(0), now)).toBe(true);
    expect(canMarkComplete(session(-MIN), now)).toBe(true);
  });
  it('refuses before the start, and for other statuses', () => {
    expect(canMarkComplete(session(1), now)).toBe(false);
    expect(canMarkComplete(session(MIN), now)).toBe(false);
    expect(canMarkComplete(session(-MIN, { status: 'completed' }), now)).toBe(false);
    expect(canMarkComplete(session(-MIN, { status: 'cancelled' }), now)).toBe(false);
  });
});

describe('canCancel', () => {
  it('allows a scheduled session before its start', () => {
    expect(canCancel(session(1), now)).toBe(true);
  });
  it('refuses at or after the start, and for final statuses', () => {
    expect(canCancel(session(0), now)).toBe(false);
    expect(canCancel(session(-MIN), now)).toBe(false);
    expect(canCancel(session(MIN, { status: 'completed' }), now)).toBe(false);
    expect(canCancel(session(MIN, { status: 'cancelled' }), now)).toBe(false);
    expect(canCancel({ status: 'scheduled', scheduledAt: 'x' }, now)).toBe(false);
  });
});

describe('canRate', () => {
  const HOUR = 60 * MIN;
  // A 60-minute session that started this long ago ended an hour later; the 24-hour rule completes it 24 h after that end.
  const autoCompleted = -(HOUR + 24 * HOUR);
  it('lets the mentee rate a session once it is completed, by the coach or by the 24-hour rule', () => {
    expect(canRate(session(-MIN, { status: 'completed' }), now, true)).toBe(true);
    expect(canRate(session(autoCompleted), now, true)).toBe(true);
    expect(canRate(session(autoCompleted - MIN, { menteeRating: null }), now, true)).toBe(true);
  });
  it('refuses a scheduled session from its start until 24 hours after its end', () => {
    expect(canRate(session(0), now, true)).toBe(false);
    expect(canRate(session(-2 * HOUR), now, true)).toBe(false);
    expect(canRate(session(autoCompleted + 1), now, true)).toBe(false);
  });
  it('refuses anyone but the mentee', () => {
    expect(canRate(session(-MIN, { status: 'completed' }), now, false)).toBe(false);
  });
  it('refuses before the start', () => {
    expect(canRate(session(1), now, true)).toBe(false);
    expect(canRate(session(MIN), now, true)).toBe(false);
  });
  it('refuses a rated or cancelled session, or an unreadable time', () => {
    expect(canRate(session(-MIN, { status: 'completed', menteeRating: 4 }), now, true)).toBe(false);
    expect(canRate(session(autoCompleted, { status: 'cancelled' }), now, true)).toBe(false);
    expect(canRate({ status: 'scheduled', scheduledAt: 'x' }, now, true)).toBe(false);
  });
});

describe('ratingRefusal', () => {
  it('names why a rating is refused', () => {
    expect(ratingRefusal(session(-MIN), now, false)).toBe('notMentee');
    expect(ratingRefusal(session(-MIN, { status: 'cancelled' }), now, true)).toBe('notRateable');
    expect(ratingRefusal(session(-MIN, { status: 'completed', menteeRating: 2 }), now, true)).toBe('alreadyRated');
    expect(ratingRefusal(session(MIN), now, true)).toBe('notCompleted');
    expect(ratingRefusal(session(-MIN), now, true)).toBe('notCompleted');
    expect(ratingRefusal(session(-MIN, { status: 'completed' }), now, true)).toBeNull();
  });
  it('refuses any status it does not know to have taken place', () => {
    for (const status of ['expired', 'disputed', 'pending_payment', '']) {
      expect(ratingRefusal(session(-MIN, { status }), now, true), status).toBe('notRateable');
    }
  });
});

describe('isValidRating', () => {
  it('accepts whole numbers 1 to 5', () => {
    expect([1, 2, 3, 4, 5].every(isValidRating)).toBe(true);
    expect([0, 6, 3.5, Number.NaN, '4', null].some(isValidRating)).toBe(false);
  });
});

describe('canJoinMeeting', () => {
  it('opens exactly 10 minutes before the start', () => {
    expect(canJoinMeeting(session(10 * MIN), now)).toBe(true);
    expect(canJoinMeeting(session(10 * MIN + 1), now)).toBe(false);
    expect(canJoinMeeting(session(10 * MIN - 1), now)).toBe(true);
  });
  it('stays open until the end of the session', () => {
    expect(canJoinMeeting(session(-60 * MIN + 1), now)).toBe(true);
    expect(canJoinMeeting(session(-60 * MIN), now)).toBe(false);
    expect(canJoinMeeting(session(-29 * MIN, { duration: 30 }), now)).toBe(true);
    expect(canJoinMeeting(session(-30 * MIN, { duration: 30 }), now)).toBe(false);
  });
  it('uses 60 minutes without a duration', () => {
    expect(canJoinMeeting({ scheduledAt: at(-59 * MIN) }, now)).toBe(true);
    expect(canJoinMeeting({ scheduledAt: at(-60 * MIN), duration: null }, now)).toBe(false);
  });
  it('never opens a cancelled session', () => {
    expect(canJoinMeeting(session(0, { status: 'cancelled' }), now)).toBe(false);
  });
});
