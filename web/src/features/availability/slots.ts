import {
  calendarSpan,
  cutIntoSlots,
  parseEntry,
  sessionTypesFor,
  slotStatus,
  toInstant,
  type CoachPricingInput,
  type SessionTypeOption,
  type Slot,
  type SlotStatus,
} from '@ssb/domain';

/** One bookable (or not) slot of the calendar, with the end of the window it belongs to. */
export interface CalendarSlot extends Slot {
  key: string;
  status: SlotStatus;
  /** End of the availability window holding the slot; a session must end by then. */
  windowEnd: Date;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The calendar's slots from a coach's `availability` (spec 3 entries, in any of the three shapes). The coach
 * representation sends each window with its slots and their status; other entries are cut here (30 minutes) and
 * get spec 4's status. A slot that has started is never available, whatever the data says.
 */
export function calendarSlots(availability: unknown, now: Date, timeZone?: string): CalendarSlot[] {
  if (!Array.isArray(availability)) return [];
  const span = calendarSpan(now, timeZone);
  const out: CalendarSlot[] = [];
  for (const raw of availability) {
    const entry = parseEntry(raw);
    if (!entry) continue;
    const windowEnd = entry.end ?? new Date(entry.start.getTime() + 30 * 60_000);
    if (isRecord(raw) && Array.isArray(raw.slots)) {
      for (const s of raw.slots) {
        if (!isRecord(s)) continue;
        const start = toInstant(s.start as string);
        const end = toInstant(s.end as string);
        if (!start || !end || end <= span.start || start >= span.end) continue;
        const given = s.status === 'booked' || s.status === 'available' ? s.status : 'unavailable';
        const status: SlotStatus = given === 'available' && start.getTime() < now.getTime() ? 'unavailable' : given;
        out.push({ key: start.toISOString(), start, end, flags: {}, status, windowEnd });
      }
      continue;
    }
    for (const slot of cutIntoSlots(entry, span)) {
      out.push({ key: slot.start.toISOString(), start: slot.start, end: slot.end, flags: slot.flags, status: slotStatus(slot, now), windowEnd });
    }
  }
  const seen = new Set<string>();
  return out
    .sort((a, b) => a.start.getTime() - b.start.getTime())
    .filter((s) => (seen.has(s.key) ? false : (seen.add(s.key), true)));
}

/**
 * Whether a session of `minutes` starting at the slot fits: inside the slot's window and clear of every slot
 * that is booked or unavailable. The server decides in the end; this only spares a refused request.
 */
export function fitsFrom(slot: CalendarSlot, minutes: number, slots: readonly CalendarSlot[]): boolean {
  if (slot.status !== 'available') return false;
  const end = slot.start.getTime() + minutes * 60_000;
  if (end > slot.windowEnd.getTime()) return false;
  return !slots.some((s) => s.status !== 'available' && s.start.getTime() < end && s.end.getTime() > slot.start.getTime());
}

/** Spec 9 "Custom session type": a coach without types or rate still offers one hour, priced 'Custom'. */
export const CUSTOM_TYPE: SessionTypeOption = { id: 'custom', label: 'Custom', minutes: 60, price: null };

/** The booking panel's types: the coach's own, else 30/60/90 at the rate, else one 'Custom' hour. */
export function bookingTypes(coach: CoachPricingInput): SessionTypeOption[] {
  const types = sessionTypesFor(coach);
  return types.length > 0 ? types : [CUSTOM_TYPE];
}

/** The first slot a session of the given type could start in (for ?focus=availability). */
export function firstBookable(slots: readonly CalendarSlot[], minutes?: number): CalendarSlot | null {
  const available = slots.filter((s) => s.status === 'available');
  if (minutes) {
    const fitting = available.find((s) => fitsFrom(s, minutes, slots));
    if (fitting) return fitting;
  }
  return available[0] ?? null;
}
