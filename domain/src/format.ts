import { toInstant, type Instant } from './availability/parse';
import { isValidTimeZone } from './availability/zone';

const formatters = new Map<string, Intl.DateTimeFormat>();

const STYLES = {
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  time: { hour: 'numeric', minute: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

function formatter(style: keyof typeof STYLES, timeZone: string | undefined, locale: string): Intl.DateTimeFormat {
  const zone = timeZone !== undefined && isValidTimeZone(timeZone) ? timeZone : undefined;
  const key = `${style}|${zone ?? ''}|${locale}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { ...STYLES[style], timeZone: zone });
    formatters.set(key, f);
  }
  return f;
}

/**
 * Newer ICU versions put narrow or plain no-break spaces before 'pm'; plain spaces make the
 * server's and every browser's text identical.
 */
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

function format(style: keyof typeof STYLES, value: Instant, timeZone: string | undefined, locale: string): string {
  const date = toInstant(value);
  return date ? plainSpaces(formatter(style, timeZone, locale).format(date)) : '';
}

/** '24 Nov 2026, 6:30 pm IST' in the given zone (default: the runtime's); '' for an invalid date. */
export function formatDateTime(value: Instant, timeZone?: string, locale = 'en-IN'): string {
  return format('dateTime', value, timeZone, locale);
}

/** en-IN's short month names (CLDR writes 'Sept'). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
/** India has kept UTC+5:30, without summer time, since 1945 (earlier dates go to Intl). */
const INDIA = { zone: 'Asia/Kolkata', offsetMs: 330 * 60_000, since: Date.UTC(1946, 0, 1) };

/** The instant India's calendar day holding `at` began (midnight IST): what "today" means to the console. */
export function startOfDayInIndia(at: Date): Date {
  const india = at.getTime() + INDIA.offsetMs;
  return new Date(india - (((india % 86_400_000) + 86_400_000) % 86_400_000) - INDIA.offsetMs);
}

/**
 * '24 Nov 2026' in en-IN for the runtime's zone or India's, without Intl (a browser's first Intl
 * object costs 60-110 ms of a throttled phone's CPU, and the public pages show dates while
 * hydrating); null for anything else.
 */
function plainDate(date: Date, timeZone: string | undefined, locale: string): string | null {
  if (locale !== 'en-IN') return null;
  if (timeZone === undefined) return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
  if (timeZone !== INDIA.zone || date.getTime() < INDIA.since) return null;
  const india = new Date(date.getTime() + INDIA.offsetMs);
  return `${india.getUTCDate()} ${MONTHS[india.getUTCMonth()]} ${india.getUTCFullYear()}`;
}

/** 'Nov 2026' of India's calendar (the same on the server and in any browser); '' for an invalid date. */
export function formatMonthYear(value: Instant): string {
  const date = toInstant(value);
  if (!date) return '';
  const india = new Date(date.getTime() + INDIA.offsetMs);
  return `${MONTHS[india.getUTCMonth()]} ${india.getUTCFullYear()}`;
}

/** '24 Nov 2026'; '' for an invalid date. */
export function formatDate(value: Instant, timeZone?: string, locale = 'en-IN'): string {
  const date = toInstant(value);
  if (!date) return '';
  return plainDate(date, timeZone, locale) ?? format('date', date, timeZone, locale);
}

/** '6:30 pm'; '' for an invalid date. */
export function formatTime(value: Instant, timeZone?: string, locale = 'en-IN'): string {
  return format('time', value, timeZone, locale);
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * A coach card's next free slot: 'Tue 10:30' within the coming week, '22 Dec 10:30' after, in
 * India's zone or (timeZone undefined) the runtime's, without Intl (the cards are on public pages).
 */
export function formatNextFree(value: Instant, now: Date, timeZone?: 'Asia/Kolkata'): string {
  const date = toInstant(value);
  if (!date) return '';
  const shift = timeZone === INDIA.zone ? INDIA.offsetMs : 0;
  const at = new Date(date.getTime() + shift);
  const parts = shift
    ? { day: at.getUTCDay(), date: at.getUTCDate(), month: at.getUTCMonth(), hours: at.getUTCHours(), minutes: at.getUTCMinutes() }
    : { day: at.getDay(), date: at.getDate(), month: at.getMonth(), hours: at.getHours(), minutes: at.getMinutes() };
  const time = `${twoDigits(parts.hours)}:${twoDigits(parts.minutes)}`;
  const withinWeek = date.getTime() - now.getTime() < 6 * 86_400_000;
  return withinWeek ? `${WEEKDAYS[parts.day]} ${time}` : `${parts.date} ${MONTHS[parts.month]} ${time}`;
}
