/** A closed time range; `end` is exclusive, so touching windows do not overlap. */
export interface TimeWindow {
  start: Date;
  end: Date;
}

/** A parsed availability entry: a window, or a single instant when `end` is null. */
export interface EntryRange {
  start: Date;
  end: Date | null;
}

/** The optional markers an object-shaped availability entry may carry (docs/product/coaches.md "Availability windows"). */
export interface AvailabilityFlags {
  /** From `available` or `isAvailable`. */
  available?: boolean;
  /** From `booked` or `isBooked`. */
  booked?: boolean;
  status?: string;
}

export interface AvailabilityEntry extends EntryRange {
  flags: AvailabilityFlags;
}

export interface Slot extends TimeWindow {
  flags: AvailabilityFlags;
}

export type SlotStatus = 'booked' | 'available' | 'unavailable';
