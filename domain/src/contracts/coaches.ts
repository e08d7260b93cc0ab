import { z } from 'zod';
import { COACH_LANGUAGES, COACH_SEARCH_PAGE_SIZE_DEFAULT, COACH_SORTS, SESSION_TYPE_PRICE_MAX } from '../constants';
import { pageQueryShape, wholeNumberQuery } from './envelope';

/**
 * Coach discovery contract (docs/product/coaches.md, docs/product/api.md "Coaches: /api/coaches").
 *
 * - `GET /api/coaches/search` takes `coachSearchQuerySchema` and answers a page of `CoachSummary`
 *   with `meta: {total, page, pageSize}`.
 * - `GET /api/coaches/{id}` answers a full `Coach` (testimonials, session types, upcoming availability).
 * - `GET /api/coaches/specializations` answers `SpecializationCount[]`, counted with the same filters
 *   as the search except the specialization filter itself.
 */

export const COACH_QUERY_MAX = 100;
export const COACH_LOCATION_MAX = 100;
export const COACH_SPECIALIZATION_FILTER_MAX = 20;
export const COACH_SEARCH_PAGE_SIZE_MAX = 50;
/**
 * A search counts and ranks at most this many matches; beyond it the answer says `totalCapped`
 * ("250+ coaches") and ranks the best matches among the best-rated coaches (docs/decisions/006).
 */
export const COACH_SEARCH_RESULT_CAP = 250;
export const COACH_LIST_LIMIT_DEFAULT = 3;
export const COACH_LIST_LIMIT_MAX = 20;
export const COACH_NOT_FOUND = 'Coach not found';

/** '' and whitespace count as "not given", as the web client leaves empty parameters out anyway. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

/** A repeatable query parameter (`?specialization=a&specialization=b`): one string or many. */
const repeatable = z
  .union([z.string(), z.array(z.string()).meta({ maxItems: COACH_SPECIALIZATION_FILTER_MAX })])
  .optional()
  .transform((v) => {
    const list = v === undefined ? [] : Array.isArray(v) ? v : [v];
    return [...new Set(list.map((s) => s.trim()).filter(Boolean))];
  })
  .refine((list) => list.length <= COACH_SPECIALIZATION_FILTER_MAX, `At most ${COACH_SPECIALIZATION_FILTER_MAX} specializations`);

const optionalNumber = (schema: z.ZodCoercedNumber) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
const number = () => z.coerce.number({ error: 'Must be a number' });

/** The filters shared by the search and the specialization counts. */
export const coachFilterSchema = z.object({
  /** Free text over names, title, specializations and bio; typo tolerant, partial words. */
  query: optionalText(COACH_QUERY_MAX),
  /** Minimum rating, 0-5. */
  minRating: optionalNumber(number().min(0, 'Must be 0 to 5').max(5, 'Must be 0 to 5')),
  /** Part of the city, case-insensitive. */
  location: optionalText(COACH_LOCATION_MAX),
  /** Minimum years of experience. */
  experience: optionalNumber(number().int('Must be a whole number').min(0, 'Must be 0 or more').max(80, 'Must be at most 80')),
});

const rupees = () => optionalNumber(number().int('Must be a whole number of rupees').min(0, 'Must be 0 or more').max(SESSION_TYPE_PRICE_MAX, `Must be at most ${SESSION_TYPE_PRICE_MAX}`));

export const coachSearchQuerySchema = coachFilterSchema.extend({
  /** Repeatable; a coach matches when they have any of them. */
  specialization: repeatable,
  sort: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(COACH_SORTS, { error: `Choose one of: ${COACH_SORTS.join(', ')}` }).default('relevance')),
  /** The price of the coach's cheapest bookable session type, in rupees, at least / at most (a coach without one never matches). */
  priceMin: rupees(),
  priceMax: rupees(),
  /** One of COACH_LANGUAGES: a coach matches when they coach in it. */
  language: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(COACH_LANGUAGES, { error: 'Choose a language from the list' }).optional()),
  ...pageQueryShape(COACH_SEARCH_PAGE_SIZE_DEFAULT, COACH_SEARCH_PAGE_SIZE_MAX),
});
export type CoachSearchInput = z.input<typeof coachSearchQuerySchema>;
export type CoachSearchQuery = z.output<typeof coachSearchQuerySchema>;
export type CoachFilters = z.output<typeof coachFilterSchema>;

export const coachListQuerySchema = z.object(pageQueryShape(50));

/** `?limit` of top-rated and featured: 1-20, default 3 (docs/product/coaches.md "Featured and top-rated"). */
export const coachLimitQuerySchema = z.object({
  limit: wholeNumberQuery(1, COACH_LIST_LIMIT_MAX, COACH_LIST_LIMIT_DEFAULT),
});

export const coachVerificationSchema = z.object({
  isVerified: z.boolean({ error: 'isVerified must be true or false' }),
});
export type CoachVerificationInput = z.infer<typeof coachVerificationSchema>;

export const coachTestimonialSchema = z.object({ text: z.string(), author: z.string() });
export type CoachTestimonial = z.infer<typeof coachTestimonialSchema>;

export const coachSessionTypeSchema = z.object({
  id: z.string(),
  label: z.string(),
  minutes: z.number().int(),
  /** rupees; null means prorated from the hourly rate, or 'Custom' */
  price: z.number().int().nullable(),
  description: z.string().nullable(),
});

/**
 * One availability entry of a coach: a stretch of an availability window with its status. Windows are split
 * where sessions are booked (or held) and where time has passed, so a client reading only these entries shows
 * `booked`, `available` and `unavailable` (already started) time right. A booked stretch tells nothing about
 * who booked it.
 */
export const coachAvailabilitySchema = z.object({
  start: z.string(),
  end: z.string(),
  status: z.enum(['booked', 'available', 'unavailable']),
});
export type CoachAvailabilityEntry = z.infer<typeof coachAvailabilitySchema>;

/**
 * A coach in lists: every field a card shows (docs/product/screens.md "Coaches list"), without testimonials,
 * availability and session types.
 */
export const coachSummarySchema = z.object({
  id: z.string(),
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  role: z.literal('mentor'),
  isActive: z.boolean(),
  isVerified: z.boolean(),
  title: z.string().nullable(),
  bio: z.string().nullable(),
  specializations: z.array(z.string()),
  experience: z.number().int().nullable(),
  experienceLevel: z.string().nullable(),
  certifications: z.array(z.string()),
  /** rupees per hour; null shows as 'Custom' */
  hourlyRate: z.number().int().nullable(),
  rating: z.number(),
  totalReviews: z.number().int(),
  profileImageUrl: z.string().nullable(),
  education: z.string().nullable(),
  location: z.string().nullable(),
  achievements: z.array(z.string()),
  /** The languages the coach coaches in (COACH_LANGUAGES). */
  languages: z.array(z.string()),
  /** Rupees: the price of the cheapest bookable session type ('from ₹X a session'); null when none can be booked. */
  fromPrice: z.number().int().nullable(),
  /** The start of the coach's next free slot (ISO), when one lies within the calendar; null otherwise. */
  nextFree: z.string().nullable(),
});
export type CoachSummary = z.infer<typeof coachSummarySchema>;

/** One coach with everything the profile page shows (docs/product/screens.md "Coach profile"); availability not yet over. */
export const coachSchema = coachSummarySchema.extend({
  /** What an admin checked, shown beside the verified mark ("Service record verified", Nov 2026); null when not verified. */
  verification: z.object({ what: z.string().nullable(), verifiedAt: z.string() }).nullable(),
  testimonials: z.array(coachTestimonialSchema),
  sessionTypes: z.array(coachSessionTypeSchema),
  availability: z.array(coachAvailabilitySchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Coach = z.infer<typeof coachSchema>;

export const specializationCountSchema = z.object({ name: z.string(), count: z.number().int() });
export type SpecializationCount = z.infer<typeof specializationCountSchema>;
