import { CUSTOM_SESSION_TYPE_MINUTES, DEFAULT_SESSION_TYPE_MINUTES } from './constants';
import { formatRupees } from './numbers';

export interface SessionTypeOption {
  id: string;
  label: string;
  minutes: number;
  /** Rupees; null when neither the type nor the coach gives a price (shown as 'Custom'). */
  price: number | null;
}

/** The fields pricing reads from a coach, under all the names spec 3 lists. */
export interface CoachPricingInput {
  hourlyRate?: unknown;
  rate?: unknown;
  hourly_rate?: unknown;
  sessionTypes?: unknown;
}

/** A non-negative amount from a number or a numeric string, else null. */
function toAmount(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : null;
}

function toMinutes(value: unknown): number | null {
  const n = toAmount(value);
  return n !== null && Number.isInteger(n) && n > 0 ? n : null;
}

/** The coach's hourly rate in rupees, from hourlyRate, rate or hourly_rate; null when unset. */
export function hourlyRateOf(coach: CoachPricingInput): number | null {
  return toAmount(coach.hourlyRate) ?? toAmount(coach.rate) ?? toAmount(coach.hourly_rate);
}

/** Price of `minutes` at an hourly rate, rounded to whole rupees. */
export function prorate(hourlyRate: number, minutes: number): number {
  return Math.round((hourlyRate / 60) * minutes);
}

const nonEmpty = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

function readCustomType(raw: unknown, index: number, rate: number | null): SessionTypeOption | null {
  if (raw === null || typeof raw !== 'object') return null;
  const t = raw as Record<string, unknown>;
  const minutes = toMinutes(t.minutes) ?? toMinutes(t.duration) ?? CUSTOM_SESSION_TYPE_MINUTES;
  const price = toAmount(t.price) ?? toAmount(t.amount) ?? (rate === null ? null : prorate(rate, minutes));
  const id = nonEmpty(t.id) ?? (typeof t.id === 'number' ? String(t.id) : `type-${index + 1}`);
  const label = nonEmpty(t.label) ?? nonEmpty(t.name) ?? `${minutes} min`;
  return { id, label, minutes, price };
}

function defaultTypes(rate: number): SessionTypeOption[] {
  return DEFAULT_SESSION_TYPE_MINUTES.map((minutes) => ({
    id: `${minutes}-min`,
    label: `${minutes} min`,
    minutes,
    price: prorate(rate, minutes),
  }));
}

/**
 * The session types offered for booking (spec 9): the coach's own types if any; otherwise, with
 * an hourly rate, 30, 60 and 90 minutes at the prorated rate; otherwise none.
 */
export function sessionTypesFor(coach: CoachPricingInput): SessionTypeOption[] {
  const rate = hourlyRateOf(coach);
  const raw = Array.isArray(coach.sessionTypes) ? coach.sessionTypes : [];
  const own = raw
    .map((t, i) => readCustomType(t, i, rate))
    .filter((t): t is SessionTypeOption => t !== null);
  if (own.length > 0) return own;
  return rate === null ? [] : defaultTypes(rate);
}

/**
 * The price the server charges for a booking of `minutes`: a priced session type of that
 * length, else the prorated hourly rate, else null (no price can be set).
 */
export function priceFor(coach: CoachPricingInput, minutes: number): number | null {
  const type = sessionTypesFor(coach).find((t) => t.minutes === minutes && t.price !== null);
  if (type) return type.price;
  const rate = hourlyRateOf(coach);
  return rate === null ? null : prorate(rate, minutes);
}

/** '₹2,500' (Indian digit grouping: '₹1,00,000'); 'Custom' when there is no price. */
export function formatPrice(price: number | null | undefined): string {
  if (price === null || price === undefined || !Number.isFinite(price)) return 'Custom';
  return formatRupees(price);
}
