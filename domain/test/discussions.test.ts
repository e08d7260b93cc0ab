import { describe, expect, it } from 'vitest';
import {
  accessBlocker,
  accessClosesAt,
  accessOpensAt,
  canAccess,
  canJoin,
  discussionButtonState,
  effectiveCapacity,
  joinBlocker,
  joinClosesAt,
} from '../src/discussions';

const MIN = 60_000;
const start = new Date('2026-11-24T13:00:00.000Z');
const before = (ms: number) => new Date(start.getTime() - ms);
const after = (ms: number) => new Date(start.getTime() + ms);
const fmt = (d: Date) => d.toISOString().slice(11, 16);
const button = (now: Date, extra: Partial<{ capacity: number; attendeeCount: number; joined: boolean }> = {}) =>
  discussionButtonState({ now, startTime: start, capacity: 10, attendeeCount: 3, joined: false, ...extra }, fmt);

describe('cutoff instants', () => {
  it('closes joining 10 minutes before, opens access 5 minutes before, closes access 2 hours after', () => {
    expect(joinClosesAt(start).toISOString()).toBe('2026-11-24T12:50:00.000Z');
    expect(accessOpensAt(start).toISOString()).toBe('2026-11-24T12:55:00.000Z');
    expect(accessClosesAt(start).toISOString()).toBe('2026-11-24T15:00:00.000Z');
  });
});

describe('effectiveCapacity', () => {
  it('keeps a whole capacity of at least 1, default 10', () => {
    expect(effectiveCapacity(4)).toBe(4);
    expect(effectiveCapacity(0)).toBe(1);
    expect(effectiveCapacity(-3)).toBe(1);
    expect(effectiveCapacity(2.7)).toBe(2);
    expect(effectiveCapacity(undefined)).toBe(10);
    expect(effectiveCapacity(null)).toBe(10);
    expect(effectiveCapacity(Number.NaN)).toBe(10);
  });
});

describe('joinBlocker and canJoin', () => {
  const input = (now: Date, attendeeCount = 3, capacity = 10) => ({ now, startTime: start, capacity, attendeeCount });

  it('allows joining until just before the 10-minute cutoff', () => {
    expect(joinBlocker(input(before(10 * MIN + 1)))).toBeNull();
    expect(canJoin(input(before(10 * MIN + 1)))).toBe(true);
    expect(canJoin(input(before(3 * 24 * 60 * MIN)))).toBe(true);
  });

  it('closes joining at exactly 10 minutes before, and after', () => {
    expect(joinBlocker(input(before(10 * MIN)))).toBe('closed');
    expect(joinBlocker(input(before(10 * MIN - 1)))).toBe('closed');
    expect(joinBlocker(input(after(MIN)))).toBe('closed');
    expect(canJoin(input(before(10 * MIN)))).toBe(false);
  });

  it('refuses a full discussion', () => {
    expect(joinBlocker(input(before(60 * MIN), 10, 10))).toBe('full');
    expect(joinBlocker(input(before(60 * MIN), 11, 10))).toBe('full');
    expect(joinBlocker(input(before(60 * MIN), 9, 10))).toBeNull();
    expect(joinBlocker(input(before(60 * MIN), 1, 1))).toBe('full');
  });

  it('reports closed rather than full after the cutoff', () => {
    expect(joinBlocker(input(before(5 * MIN), 10, 10))).toBe('closed');
  });
});

describe('accessBlocker and canAccess', () => {
  const input = (now: Date, isAttendee = true) => ({ now, startTime: start, isAttendee });

  it('refuses anyone not attending, at any time', () => {
    expect(accessBlocker(input(start, false))).toBe('not_attendee');
    expect(canAccess(input(start, false))).toBe(false);
  });

  it('opens at exactly 5 minutes before the start', () => {
    expect(accessBlocker(input(before(5 * MIN + 1)))).toBe('too_early');
    expect(accessBlocker(input(before(5 * MIN)))).toBeNull();
    expect(accessBlocker(input(before(5 * MIN - 1)))).toBeNull();
    expect(canAccess(input(start))).toBe(true);
  });

  it('closes 2 hours after the start', () => {
    expect(accessBlocker(input(after(120 * MIN - 1)))).toBeNull();
    expect(accessBlocker(input(after(120 * MIN)))).toBe('ended');
    expect(canAccess(input(after(120 * MIN)))).toBe(false);
  });
});

describe('discussionButtonState', () => {
  it('shows Join before the cutoff', () => {
    expect(button(before(10 * MIN + 1))).toEqual({ kind: 'join', label: 'Join', enabled: true });
  });

  it("shows 'Join closed' at exactly 10 minutes before and after", () => {
    const closed = { kind: 'closed', label: 'Join closed', enabled: false };
    expect(button(before(10 * MIN))).toEqual(closed);
    expect(button(before(10 * MIN - 1))).toEqual(closed);
    expect(button(after(5 * 24 * 60 * MIN))).toEqual(closed);
  });

  it('shows Full when full before the cutoff, and Join closed after it', () => {
    expect(button(before(60 * MIN), { attendeeCount: 10 })).toEqual({ kind: 'full', label: 'Full', enabled: false });
    expect(button(before(MIN), { attendeeCount: 10 }).kind).toBe('closed');
  });

  it("shows 'Opens {time}' to an attendee until 5 minutes before", () => {
    const waiting = { kind: 'waiting', label: 'Opens 12:55', opensAt: accessOpensAt(start), enabled: false };
    expect(button(before(60 * MIN), { joined: true })).toEqual(waiting);
    expect(button(before(5 * MIN + 1), { joined: true })).toEqual(waiting);
    expect(button(before(10 * MIN - 1), { joined: true })).toEqual(waiting);
  });

  it('shows Enter to an attendee from exactly 5 minutes before, even when full', () => {
    const enter = { kind: 'enter', label: 'Enter', enabled: true };
    expect(button(before(5 * MIN), { joined: true })).toEqual(enter);
    expect(button(after(30 * MIN), { joined: true, attendeeCount: 10 })).toEqual(enter);
  });

  it('shows Ended to an attendee once access closes', () => {
    expect(button(after(120 * MIN), { joined: true })).toEqual({ kind: 'ended', label: 'Ended', enabled: false });
  });

  it('formats the opening time with the local-zone default', () => {
    const state = discussionButtonState({ now: before(60 * MIN), startTime: start, capacity: 10, attendeeCount: 1, joined: true });
    expect(state.kind).toBe('waiting');
    expect(state.label).toMatch(/^Opens \d{1,2}:\d{2} (am|pm)$/);
  });

  it('matches the server helpers at every instant', () => {
    for (let ms = -30 * MIN; ms <= 150 * MIN; ms += MIN / 2) {
      const now = after(ms);
      expect(button(now).enabled).toBe(canJoin({ now, startTime: start, capacity: 10, attendeeCount: 3 }));
      expect(button(now, { joined: true }).enabled).toBe(canAccess({ now, startTime: start, isAttendee: true }));
    }
  });
});
