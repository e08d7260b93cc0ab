import { cheapestBookablePrice, plural } from '@ssb/domain';

/**
 * What a coach card reads. The API's `CoachSummary` and `Coach` (from @ssb/domain) fit; so do the
 * built-in sample mentors. Everything but the id may be missing.
 */
export interface CoachCardData {
  id: string;
  firstName?: string;
  lastName?: string;
  name?: string;
  title?: string | null;
  bio?: string | null;
  specializations?: readonly string[];
  experience?: number | null;
  hourlyRate?: number | null;
  rating?: number | null;
  totalReviews?: number | null;
  profileImageUrl?: string | null;
  education?: string | null;
  location?: string | null;
  achievements?: readonly string[];
  isVerified?: boolean;
  /** Languages they coach in. */
  languages?: readonly string[];
  /** Rupees, the cheapest bookable session type; null: none can be booked. Absent (sample data): from the hourly rate. */
  fromPrice?: number | null;
  /** ISO start of the next free slot; null: none in the calendar. */
  nextFree?: string | null;
}

/** The card's from-price: the API's, else (sample data) the rule applied to the hourly rate. */
export const fromPriceOf = (coach: CoachCardData): number | null =>
  coach.fromPrice !== undefined ? coach.fromPrice : cheapestBookablePrice({ hourlyRate: coach.hourlyRate });

/** "Meera Iyer", from name or first and last name. */
export function coachName(coach: Pick<CoachCardData, 'name' | 'firstName' | 'lastName'>): string {
  const joined = [coach.firstName, coach.lastName].filter(Boolean).join(' ').trim();
  return joined || coach.name?.trim() || 'Coach';
}

/** The profile link, and the booking link that opens the calendar (docs/product/screens.md "Coaches list"). */
export const coachProfileHref = (id: string) => `/coaches/${encodeURIComponent(id)}`;
export const coachBookHref = (id: string) => `/coaches/${encodeURIComponent(id)}?focus=availability`;

/** Up to `max` items, and how many more there are ('+N more'). */
export function firstOf<T>(items: readonly T[] | undefined, max: number): { shown: T[]; more: number } {
  const list = items ?? [];
  return { shown: list.slice(0, max), more: Math.max(0, list.length - max) };
}

/** '1 year', '12 years'. */
export const yearsLabel = (years: number) => plural(years, 'year', 'years');
