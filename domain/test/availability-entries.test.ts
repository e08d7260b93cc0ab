import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { availabilityEntries, type StatusEntry } from '../src/availability/entries';
import { parseEntry } from '../src/availability/parse';
import { cutIntoSlots, markBooked, slotStatus } from '../src/availability/slots';
import type { TimeWindow } from '../src/availability/types';

const at = (hhmm: string) => new Date(`2031-03-11T${hhmm}:00.000Z`);
const win = (s: string, e: string): TimeWindow => ({ start: at(s), end: at(e) });
const show = (entries: StatusEntry[]) => entries.map((e) => `${e.start.toISOString().slice(11, 16)}-${e.end.toISOString().slice(11, 16)} ${e.status}`);

describe('availabilityEntries', () => {
  it('sends a free window in the future as one available entry', () => {
    expect(show(availabilityEntries([win('10:00', '12:00')], [], at('08:00')))).toEqual(['10:00-12:00 available']);
  });

  it('splits a window at a booked session into available and booked stretches', () => {
    const entries = availabilityEntries([win('10:00', '12:00')], [win('10:30', '11:00')], at('08:00'));
    expect(show(entries)).toEqual(['10:00-10:30 available', '10:30-11:00 booked', '11:00-12:00 available']);
  });

  it('marks every slot a session touches as booked, so free stretches start on the slot grid', () => {
    // a 45-minute session from 10:30 reaches into the 11:00 slot
    const entries = availabilityEntries([win('10:00', '12:00')], [{ start: at('10:30'), end: at('11:15') }], at('08:00'));
    expect(show(entries)).toEqual(['10:00-10:30 available', '10:30-11:30 booked', '11:30-12:00 available']);
  });

  it('marks what has started as unavailable, up to the next slot start', () => {
    expect(show(availabilityEntries([win('10:00', '12:00')], [], at('10:40')))).toEqual(['10:00-11:00 unavailable', '11:00-12:00 available']);
    expect(show(availabilityEntries([win('10:00', '12:00')], [], at('11:00')))).toEqual(['10:00-11:00 unavailable', '11:00-12:00 available']);
    expect(show(availabilityEntries([win('10:00', '11:00')], [], at('11:30')))).toEqual(['10:00-11:00 unavailable']);
  });

  it('tells nothing of a session that has started: the past is unavailable, the rest of it booked', () => {
    const entries = availabilityEntries([win('10:00', '12:00')], [win('10:00', '11:00')], at('10:15'));
    expect(show(entries)).toEqual(['10:00-10:30 unavailable', '10:30-11:00 booked', '11:00-12:00 available']);
  });

  it('merges back-to-back sessions into one booked stretch and keeps windows apart', () => {
    const entries = availabilityEntries([win('14:00', '15:00'), win('10:00', '11:00')], [win('10:00', '10:30'), win('10:30', '11:00'), win('14:30', '15:00')], at('08:00'));
    expect(show(entries)).toEqual(['10:00-11:00 booked', '14:00-14:30 available', '14:30-15:00 booked']);
  });

  it('keeps a remainder shorter than a slot in the last stretch, so the window keeps its end', () => {
    expect(show(availabilityEntries([win('10:00', '11:45')], [win('10:00', '10:30')], at('08:00')))).toEqual([
      '10:00-10:30 booked',
      '10:30-11:45 available',
    ]);
  });

  it('ignores busy time outside the windows', () => {
    expect(show(availabilityEntries([win('10:00', '11:00')], [win('08:00', '10:00'), win('11:00', '12:00')], at('07:00')))).toEqual([
      '10:00-11:00 available',
    ]);
  });

  it('returns new objects and leaves its input untouched', () => {
    const windows = [win('10:00', '11:00')];
    const before = JSON.stringify(windows);
    availabilityEntries(windows, [win('10:00', '10:30')], at('08:00'))[0]!.end.setTime(0);
    expect(JSON.stringify(windows)).toBe(before);
  });
});

describe('availabilityEntries (properties)', () => {
  const BASE = Date.UTC(2031, 2, 11);
  const MIN = 60_000;
  // Windows on 15-minute steps (so some are off the 30-minute grid of others), not overlapping one another.
  const windowsArb = fc
    .array(fc.tuple(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 12 })), { maxLength: 5 })
    .map((parts) => {
      const out: TimeWindow[] = [];
      let t = BASE;
      for (const [gap, length] of parts) {
        const start = t + gap * 15 * MIN;
        out.push({ start: new Date(start), end: new Date(start + length * 15 * MIN) });
        t = start + length * 15 * MIN;
      }
      return out;
    });
  const busyArb = fc.array(
    fc.tuple(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 1, max: 12 })).map(([s, l]) => ({
      start: new Date(BASE + s * 5 * MIN),
      end: new Date(BASE + (s * 5 + l * 15) * MIN),
    })),
    { maxLength: 6 },
  );
  const nowArb = fc.integer({ min: -60, max: 24 * 60 }).map((m) => new Date(BASE + m * MIN));

  it('tiles each window exactly, in order, with no two neighbours of one status', () => {
    fc.assert(
      fc.property(windowsArb, busyArb, nowArb, (windows, busy, now) => {
        const entries = availabilityEntries(windows, busy, now);
        for (const w of windows) {
          const inside = entries.filter((e) => e.start >= w.start && e.end <= w.end);
          expect(inside[0]?.start.getTime()).toBe(w.start.getTime());
          expect(inside.at(-1)?.end.getTime()).toBe(w.end.getTime());
          inside.forEach((e, i) => {
            expect(e.end.getTime()).toBeGreaterThan(e.start.getTime());
            if (i > 0) {
              expect(e.start.getTime()).toBe(inside[i - 1]!.end.getTime());
              expect(e.status).not.toBe(inside[i - 1]!.status);
            }
          });
        }
        entries.forEach((e, i) => i > 0 && expect(e.start.getTime()).toBeGreaterThanOrEqual(entries[i - 1]!.end.getTime()));
      }),
    );
  });

  it("gives every slot of a window, cut from its entry, the status the slot has in the window's own calendar", () => {
    fc.assert(
      fc.property(windowsArb, busyArb, nowArb, (windows, busy, now) => {
        const far = { start: new Date(BASE - 86_400_000), end: new Date(BASE + 7 * 86_400_000) };
        const expected = windows.flatMap((w) =>
          markBooked(cutIntoSlots({ ...w, flags: {} }, far), busy).map((slot) => {
            const started = slot.start.getTime() < now.getTime();
            return `${slot.start.toISOString()} ${started ? 'unavailable' : slotStatus(slot, now)}`;
          }),
        );
        // What a client does with the entries alone: read each as a spec entry and cut it into slots.
        const seen = availabilityEntries(windows, busy, now).flatMap((e) => {
          const entry = parseEntry({ start: e.start.toISOString(), end: e.end.toISOString(), status: e.status })!;
          return cutIntoSlots(entry, far).map((slot) => `${slot.start.toISOString()} ${slotStatus(slot, now)}`);
        });
        expect(seen).toEqual(expected);
      }),
    );
  });
});
