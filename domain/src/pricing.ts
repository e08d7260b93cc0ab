import { CUSTOM_SESSION_TYPE_MINUTES, DEFAULT_SESSION_TYPE_MINUTES } from './constants';
import { formatRupees } from './numbers';

export interface SessionTypeOption {
  id: string;
  label: string;
  minutes: number;
  /** Rupees; null when neither the type nor the coach gives a price (shown as 'Custom'). */
  price: number | null;
  /** The coach's short description of a type of their own. */
  description?: string | null;
}

/** The fields pricing reads from a coach, under every name older data uses for them. */
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

/**
 * Price of `minutes` at an hourly rate, rounded half up to whole rupees (docs/product/coaches.md
 * "Prices and session types"). Multiplying before dividing keeps the half exact: (999 / 60) * 30 is
 * 499.49999... in floating point and would round down; 999 * 30 / 60 is 499.5 and rounds to 500.
 */
export function prorate(hourlyRate: number, minutes: number): number {
  return Math.round((hourlyRate * minutes) / 60);
}

const nonEmpty = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

function readCustomType(raw: unknown, index: number, rate: number | null): SessionTypeOption | null {
  if (raw === null || typeof raw !== 'object') return null;
  const t = raw as Record<string, unknown>;
  const minutes = toMinutes(t.minutes) ?? toMinutes(t.duration) ?? CUSTOM_SESSION_TYPE_MINUTES;
  const price = toAmount(t.price) ?? toAmount(t.amount) ?? (rate === null ? null : prorate(rate, minutes));
  const id = nonEmpty(t.id) ?? (typeof t.id === 'number' ? String(t.id) : `type-${index + 1}`);
  const label = nonEmpty(t.label) ?? nonEmpty(t.name) ?? `${minutes} min`;
  const description = nonEmpty(t.description);
  return { id, label, minutes, price, ...(description ? { description } : {}) };
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
 * The session types offered for booking: the coach's own types if any; otherwise, with an hourly
 * rate, 30, 60 and 90 minutes at the prorated rate; otherwise none (docs/product/coaches.md
 * "Prices and session types").
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

/** What a booking asks for: a session type by id, or (as older clients send it) a length in minutes. */
export interface BookingChoiceInput {
  typeId?: string | null;
  minutes?: number | null;
  /**
   * The price in rupees the client was shown (the spec's `price`, a number or a numeric string): it picks
   * between two types of the length asked for, and is ignored otherwise (the server prices the booking).
   */
  price?: unknown;
}

export type PricedSessionType = SessionTypeOption & { price: number };

export type BookableType =
  | { ok: true; type: PricedSessionType }
  /** `unpriced`: the coach (or the chosen type) has no price, so it cannot be booked online; `notOffered`: no such type. */
  | { ok: false; reason: 'unpriced' | 'notOffered' }
  /** Several priced types of the length asked for, and no price that picks exactly one: the client must choose. */
  | { ok: false; reason: 'ambiguous'; minutes: number; choices: PricedSessionType[] };

/**
 * Which of the coach's session types a booking names, and so its price. Only the types the coach offers can be
 * booked (their own, else 30/60/90 minutes from the hourly rate): a type id must be one of them, and a length
 * alone picks the priced type of exactly that length (of two, the one whose price the client sent), so no other
 * length can be priced by prorating. A
 * coach without any price, or a type without one, is never booked online. Both the server (which decides) and
 * the booking dialog (which offers) use this.
 */
export function bookableType(coach: CoachPricingInput, choice: BookingChoiceInput): BookableType {
  const types = sessionTypesFor(coach);
  if (!types.some((t) => t.price !== null)) return { ok: false, reason: 'unpriced' };
  const { typeId, minutes } = choice;
  let type: SessionTypeOption | undefined;
  if (typeId !== undefined && typeId !== null) {
    type = types.find((t) => t.id === typeId);
    if (type && minutes !== undefined && minutes !== null && type.minutes !== minutes) type = undefined;
  } else if (minutes !== undefined && minutes !== null) {
    const sameLength = types.filter((t) => t.minutes === minutes);
    const priced = sameLength.filter((t): t is PricedSessionType => t.price !== null);
    if (priced.length > 1) {
      // docs/product/booking-rules.md "What can be booked, and at what price": the price the client showed picks one,
      // never the first of the list (a client shown ₹1,300 must not be booked at ₹0).
      const shown = toAmount(choice.price);
      const matching = shown === null ? [] : priced.filter((t) => t.price === shown);
      if (matching.length !== 1) return { ok: false, reason: 'ambiguous', minutes, choices: priced };
      return { ok: true, type: matching[0]! };
    }
    type = priced[0] ?? sameLength[0];
  }
  if (!type) return { ok: false, reason: 'notOffered' };
  if (type.price === null) return { ok: false, reason: 'unpriced' };
  return { ok: true, type: { ...type, price: type.price } };
}

const COUNT_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six'];

/**
 * The refusal of a booking whose length two types share and whose price picks neither: 'This coach offers
 * two sessions of 30 minutes: Quick call (₹0) and Mock PI (₹1,300). Choose one by its price.'
 */
export function sameLengthChoiceMessage(minutes: number, choices: readonly { label: string; price: number }[]): string {
  const named = choices.map((t) => `${t.label} (${formatRupees(t.price)})`);
  const list = named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)}` : (named[0] ?? '');
  const count = COUNT_WORDS[choices.length] ?? String(choices.length);
  return `This coach offers ${count} sessions of ${minutes} minutes: ${list}. Choose one by its price.`;
}

/** The types a client may offer for booking: the coach's priced ones (empty when the coach has no price). */
export function bookableTypesFor(coach: CoachPricingInput): (SessionTypeOption & { price: number })[] {
  return sessionTypesFor(coach).filter((t): t is SessionTypeOption & { price: number } => t.price !== null);
}

/** '₹2,500' (Indian digit grouping: '₹1,00,000'); 'Custom' when there is no price. */
export function formatPrice(price: number | null | undefined): string {
  if (price === null || price === undefined || !Number.isFinite(price)) return 'Custom';
  return formatRupees(price);
}

/**
 * What discovery shows and sorts by ('from ₹1,500 a session'): the price of the coach's cheapest
 * bookable type (bookableTypesFor); null when the coach has none and so cannot be booked online.
 */
export function cheapestBookablePrice(coach: CoachPricingInput): number | null {
  const prices = bookableTypesFor(coach).map((t) => t.price);
  return prices.length === 0 ? null : Math.min(...prices);
}

/** The card's price line: 'from ₹1,500 a session', 'Free sessions' for ₹0, null without a bookable type. */
export function fromPriceLabel(fromPrice: number | null | undefined): string | null {
  if (fromPrice === null || fromPrice === undefined) return null;
  return fromPrice === 0 ? 'Free sessions' : `from ${formatRupees(fromPrice)} a session`;
}
