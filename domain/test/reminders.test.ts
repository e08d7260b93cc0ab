import { describe, expect, it } from 'vitest';
import { dueReminders, reminderKey, type RemindableSession } from '../src/reminders';

const HOUR = 3_600_000;
const START = new Date('2031-03-12T04:30:00Z');
const session = (over: Partial<RemindableSession> = {}): RemindableSession => ({
  id: 's1',
  status: 'scheduled',
  scheduledAt: START,
  endsAt: new Date(START.getTime() + HOUR),
  createdAt: new Date(START.getTime() - 72 * HOUR),
  menteeRating: null,
  disputedAt: null,
  ...over,
});
const at = (hoursFromStart: number) => new Date(START.getTime() + hoursFromStart * HOUR);

describe('which reminders are due', () => {
  it('sends the 24-hour reminder from 24 h before, the 1-hour one from 1 h before, none once started', () => {
    expect(dueReminders(session(), at(-24.01))).toEqual([]);
    expect(dueReminders(session(), at(-24))).toEqual(['reminder-24h']);
    expect(dueReminders(session(), at(-2))).toEqual(['reminder-24h']);
    expect(dueReminders(session(), at(-1))).toEqual(['reminder-1h']);
    expect(dueReminders(session(), at(0))).toEqual([]);
  });

  it('skips a reminder whose time had passed when the session was booked', () => {
    const bookedLate = session({ createdAt: at(-5) });
    expect(dueReminders(bookedLate, at(-4))).toEqual([]);
    expect(dueReminders(bookedLate, at(-1))).toEqual(['reminder-1h']);
  });

  it('reminds only scheduled sessions: not pending, cancelled or expired ones', () => {
    for (const status of ['pending_payment', 'cancelled', 'expired', 'completed']) expect(dueReminders(session({ status }), at(-1))).toEqual([]);
  });

  it('asks the mentee to rate once the session may be rated: an hour after the end when completed, for a day, unless rated, disputed or cancelled', () => {
    const done = (over: Partial<RemindableSession> = {}) => session({ status: 'completed', ...over });
    expect(dueReminders(done(), at(1.99))).toEqual([]);
    expect(dueReminders(done(), at(2))).toEqual(['rating-request']);
    expect(dueReminders(done(), at(20))).toEqual(['rating-request']);
    expect(dueReminders(done(), at(26))).toEqual([]);
    expect(dueReminders(done({ menteeRating: 5 }), at(2))).toEqual([]);
    expect(dueReminders(done({ disputedAt: at(1.5) }), at(2))).toEqual([]);
    expect(dueReminders(session({ status: 'cancelled' }), at(2))).toEqual([]);
  });

  it('asks of a session nobody marked complete only when the 24-hour rule completes it', () => {
    expect(dueReminders(session(), at(2))).toEqual([]);
    expect(dueReminders(session(), at(24.99))).toEqual([]);
    expect(dueReminders(session(), at(25))).toEqual(['rating-request']);
    expect(dueReminders(session(), at(26))).toEqual([]);
  });

  it('keys a reminder by its session and start time, so a moved session is reminded again', () => {
    expect(reminderKey('reminder-1h', session())).not.toBe(reminderKey('reminder-1h', session({ scheduledAt: at(24) })));
    expect(reminderKey('reminder-1h', session())).toBe(reminderKey('reminder-1h', session()));
  });
});
