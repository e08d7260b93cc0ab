import {
  bookableTypesFor,
  calendarSpan,
  cutIntoSlots,
  parseEntry,
  slotStatus,
  type CoachAvailabilityEntry,
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

/**
 * A coach's availability as the API gives it: entries with their status (a coach's page and lists),
 * or the coach's own stored windows, 'startISO|endISO' (their profile).
 */
export type CoachAvailability = readonly CoachAvailabilityEntry[] | readonly string[];

/**
 * The calendar's slots from a coach's `availability` (entries in any of their three shapes). The coach
 * representation sends entries that carry their status (booked, available, or unavailable once started); each
 * entry is cut into 30-minute slots that take its status. A slot that has started is never available, whatever
 * the data says, so the calendar stays right while the page stays open.
 */
export function calendarSlots(availability: CoachAvailability | undefined, now: Date, timeZone?: string): CalendarSlot[] {
  if (!availability) return [];
  const span = calendarSpan(now, timeZone);
  const out: CalendarSlot[] = [];
  for (const raw of availability) {
    const entry = parseEntry(raw);
    if (!entry) continue;
    const windowEnd = entry.end ?? new Date(entry.start.getTime() + 30 * 60_000);
    for (const slot of cutIntoSlots(entry, span)) {
      const given = slotStatus(slot, now);
      const status: SlotStatus = given === 'available' && slot.start.getTime() < now.getTime() ? 'unavailable' : given;
      out.push({ key: slot.start.toISOString(), start: slot.start, end: slot.end, flags: slot.flags, status, windowEnd });
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

/**
 * The booking panel's types: the coach's priced ones (their own, else 30/60/90 at the rate). A coach without
 * any price ('Custom') offers none: they cannot be booked online.
 */
export function bookingTypes(coach: CoachPricingInput): SessionTypeOption[] {
  return bookableTypesFor(coach);
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
