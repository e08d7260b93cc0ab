// Calendar arithmetic in an IANA time zone with nothing but Intl. `timeZone` undefined means the
// runtime's own zone (the browser's, for the web client).

interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Zones Intl has accepted. Asking means building an Intl.DateTimeFormat, which costs far more than
 * formatting with one, and the formatting helpers ask on every call (a calendar asks per slot).
 * Bounded, so arbitrary strings from requests (zone names are case-insensitive) cannot grow it.
 */
const knownZones = new Set<string>();
const KNOWN_ZONES_MAX = 256;

/** True when Intl knows the zone; an unknown zone would make every Intl call throw. */
export function isValidTimeZone(timeZone: string): boolean {
  if (knownZones.has(timeZone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    return false;
  }
  if (knownZones.size >= KNOWN_ZONES_MAX) knownZones.clear();
  knownZones.add(timeZone);
  return true;
}

function partsFormatter(timeZone: string | undefined): Intl.DateTimeFormat {
  const cached = formatters.get(timeZone ?? '');
  if (cached) return cached;
  const zone = timeZone !== undefined && isValidTimeZone(timeZone) ? timeZone : undefined;
  const formatter = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  // Only known zones are cached, so arbitrary strings from a request cannot grow the cache.
  formatters.set(zone ?? '', formatter);
  return formatter;
}

/** The wall-clock reading of an instant in a zone. */
export function zonedParts(date: Date, timeZone?: string): ZonedParts {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0 } = parts;
  return { year, month, day, hour, minute, second };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'YYYY-MM-DD' of the day the instant falls on in the zone. */
export function localDateKey(date: Date, timeZone?: string): string {
  const { year, month, day } = zonedParts(date, timeZone);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

export function localHour(date: Date, timeZone?: string): number {
  return zonedParts(date, timeZone).hour;
}

/** How far the zone's wall clock is ahead of UTC at that instant, in milliseconds. */
function zoneOffsetMs(epochMs: number, timeZone?: string): number {
  const p = zonedParts(new Date(epochMs), timeZone);
  const wallAsUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wallAsUtc - Math.floor(epochMs / 1000) * 1000;
}

/** The instant of a wall-clock time in a zone; re-checks once because the offset may shift at DST. */
function zonedWallTimeToDate(year: number, month: number, day: number, timeZone?: string): Date {
  const wall = Date.UTC(year, month - 1, day);
  const first = wall - zoneOffsetMs(wall, timeZone);
  const second = wall - zoneOffsetMs(first, timeZone);
  return new Date(second);
}

/** Local midnight, in the zone, of the day the instant falls on. */
export function startOfLocalDay(date: Date, timeZone?: string): Date {
  const { year, month, day } = zonedParts(date, timeZone);
  return zonedWallTimeToDate(year, month, day, timeZone);
}

/** Local midnight `days` calendar days after the day of `date` (not always days × 24 h, owing to DST). */
export function addLocalDays(date: Date, days: number, timeZone?: string): Date {
  const { year, month, day } = zonedParts(date, timeZone);
  const target = new Date(Date.UTC(year, month - 1, day + days));
  return zonedWallTimeToDate(target.getUTCFullYear(), target.getUTCMonth() + 1, target.getUTCDate(), timeZone);
}
