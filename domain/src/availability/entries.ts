import { MS_PER_MINUTE } from '../constants';
import { compareRanges } from './normalize';
import { slotMinutesOrDefault } from './slots';
import type { SlotStatus, TimeWindow } from './types';

/** One stretch of a coach's availability with its status, as the coach representation sends it. */
export interface StatusEntry extends TimeWindow {
  status: SlotStatus;
}

/**
 * A coach's availability as entries that carry their own status, so a client that reads only the entries
 * (`{start, end, status}`) shows the calendar right. Each window is split into stretches:
 * - `unavailable` where a slot has already started (before the first slot start at or after `now`);
 * - `booked` where a slot overlaps a busy interval (a live or held session; nothing else about it is told);
 * - `available` everywhere else.
 * Split points fall on the window's slot grid (its start, then every slot length), so the slots a client cuts
 * from each entry are exactly the window's slots, and their start times are the ones a booking may use.
 * Neighbouring stretches of one status are merged; entries come sorted by start, and windows stay separate.
 */
export function availabilityEntries(
  windows: readonly TimeWindow[],
  busy: readonly TimeWindow[],
  now: Date,
  slotMinutes?: number,
): StatusEntry[] {
  const length = slotMinutesOrDefault(slotMinutes) * MS_PER_MINUTE;
  return [...windows].sort(compareRanges).flatMap((window) => splitWindow(window, busy, now.getTime(), length));
}

function splitWindow(window: TimeWindow, busy: readonly TimeWindow[], now: number, length: number): StatusEntry[] {
  const start = window.start.getTime();
  const end = window.end.getTime();
  if (end <= start) return [];
  // The grid point at or before (down) or at or after (up) `t`, kept inside the window.
  const snap = (t: number, round: (x: number) => number) => Math.min(end, Math.max(start, start + round((t - start) / length) * length));

  // Statuses by precedence: a started slot is unavailable whatever else holds, then booked, then available.
  const marks: { from: number; to: number; status: SlotStatus }[] = [{ from: start, to: snap(now, Math.ceil), status: 'unavailable' }];
  for (const b of busy) {
    if (b.start.getTime() >= end || b.end.getTime() <= start) continue;
    marks.push({ from: snap(b.start.getTime(), Math.floor), to: snap(b.end.getTime(), Math.ceil), status: 'booked' });
  }
  const statusAt = (t: number): SlotStatus => {
    const hit = (status: SlotStatus) => marks.some((m) => m.status === status && m.from <= t && t < m.to);
    return hit('unavailable') ? 'unavailable' : hit('booked') ? 'booked' : 'available';
  };

  const cuts = [...new Set([start, end, ...marks.flatMap((m) => [m.from, m.to])])].filter((t) => t >= start && t <= end).sort((a, b) => a - b);
  const entries: StatusEntry[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const from = cuts[i]!;
    const to = cuts[i + 1]!;
    const status = statusAt(from);
    const last = entries.at(-1);
    if (last && last.status === status) last.end = new Date(to);
    else entries.push({ start: new Date(from), end: new Date(to), status });
  }
  return entries;
}
