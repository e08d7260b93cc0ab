import { z } from 'zod';
import {
  ATTEMPT_NUMBER_MAX,
  COACH_LANGUAGES,
  COACH_LANGUAGES_MAX,
  SESSION_TYPE_DESCRIPTION_MAX,
  SESSION_TYPE_MINUTES_MAX,
  SESSION_TYPE_MINUTES_MIN,
  SESSION_TYPE_MINUTES_STEP,
  SESSION_TYPE_PRICE_MAX,
  SESSION_TYPE_TITLE_MAX,
  SESSION_TYPES_MAX,
  TARGET_ENTRIES,
} from '../constants';

/** Profile fields (docs/product/accounts.md "Profile"), shared by the profile edit, onboarding and the server. */
export const PROFILE_MESSAGES = {
  experience: 'Experience must be a positive number',
  hourlyRate: 'Hourly rate must be a positive number',
  tooLong: (max: number) => `Must be at most ${max} characters`,
  tooMany: (max: number) => `At most ${max} entries`,
  meetingLink: 'Please enter a valid https:// meeting link',
  phone: 'Please enter a valid phone number',
  sessionTypeMinutes: 'Choose 15 to 180 minutes, in steps of 15',
  sessionTypePrice: 'Price must be between ₹0 and ₹1,00,000',
  sessionTypeLabel: 'Give the session type a title',
  role: 'Please choose mentee or mentor',
  language: 'Choose languages from the list',
  tooManyLanguages: `Choose at most ${COACH_LANGUAGES_MAX} languages`,
  targetEntry: 'Choose the entry you are preparing for from the list',
  attemptNumber: `Choose an attempt from 1 to ${ATTEMPT_NUMBER_MAX}`,
  boardDate: 'Enter the board date as a date, like 2027-01-12',
  coachOnlyLanguages: 'Only coaches choose the languages they coach in',
  aspirantOnly: 'Only aspirants set a target entry, attempt and board date',
} as const;

const text = (max: number) => z.string().trim().max(max, PROFILE_MESSAGES.tooLong(max));
/** Optional free text: empty strings are stored as null. */
const optionalText = (max: number) =>
  text(max)
    .nullable()
    .transform((v) => (v === '' ? null : v));
/** A list of short texts: trimmed, empties and duplicates dropped, order kept. */
const tagList = (maxItems: number, maxLength = 80) =>
  z
    .array(text(maxLength))
    .max(maxItems, PROFILE_MESSAGES.tooMany(maxItems))
    .transform((items) => [...new Set(items.filter((t) => t !== ''))]);

export const testimonialSchema = z.object({ text: text(1000).min(1), author: text(100) });
export type TestimonialInput = z.infer<typeof testimonialSchema>;

/** A coach's session type as edited; an `id` keeps an existing one. */
export const sessionTypeInputSchema = z.object({
  id: z.uuid().optional(),
  label: text(SESSION_TYPE_TITLE_MAX).min(1, PROFILE_MESSAGES.sessionTypeLabel),
  minutes: z.coerce
    .number({ error: PROFILE_MESSAGES.sessionTypeMinutes })
    .int(PROFILE_MESSAGES.sessionTypeMinutes)
    .min(SESSION_TYPE_MINUTES_MIN, PROFILE_MESSAGES.sessionTypeMinutes)
    .max(SESSION_TYPE_MINUTES_MAX, PROFILE_MESSAGES.sessionTypeMinutes)
    .multipleOf(SESSION_TYPE_MINUTES_STEP, PROFILE_MESSAGES.sessionTypeMinutes),
  price: z.coerce
    .number({ error: PROFILE_MESSAGES.sessionTypePrice })
    .int(PROFILE_MESSAGES.sessionTypePrice)
    .min(0, PROFILE_MESSAGES.sessionTypePrice)
    .max(SESSION_TYPE_PRICE_MAX, PROFILE_MESSAGES.sessionTypePrice)
    .nullable()
    .optional(),
  description: optionalText(SESSION_TYPE_DESCRIPTION_MAX).optional(),
  /** Hidden types are kept (booked sessions name them) but not offered. */
  active: z.boolean().default(true),
});
export type SessionTypeInput = z.infer<typeof sessionTypeInputSchema>;

/** Experience in years: must not be negative (docs/product/accounts.md "Profile"). */
export const experienceField = z
  .number({ error: PROFILE_MESSAGES.experience })
  .int(PROFILE_MESSAGES.experience)
  .min(0, PROFILE_MESSAGES.experience)
  .max(80, PROFILE_MESSAGES.experience);

/** INR per hour; null (an empty rate field) means 'Custom' (docs/product/coaches.md "Prices and session types"). */
export const hourlyRateField = z
  .number({ error: PROFILE_MESSAGES.hourlyRate })
  .int(PROFILE_MESSAGES.hourlyRate)
  .min(0, PROFILE_MESSAGES.hourlyRate)
  .max(1_000_000, PROFILE_MESSAGES.hourlyRate)
  .nullable();

/** The languages a coach coaches in (docs/product/coaches.md "Languages"): from the list, duplicates dropped. */
export const languagesField = z
  .array(z.enum(COACH_LANGUAGES, { error: PROFILE_MESSAGES.language }), { error: PROFILE_MESSAGES.language })
  .max(COACH_LANGUAGES_MAX, PROFILE_MESSAGES.tooManyLanguages)
  .transform((items) => [...new Set(items)]);

/** What an aspirant prepares for (docs/product/accounts.md "An aspirant's profile"); null clears each. */
export const targetEntryField = z.enum(TARGET_ENTRIES, { error: PROFILE_MESSAGES.targetEntry }).nullable();
export const attemptNumberField = z
  .number({ error: PROFILE_MESSAGES.attemptNumber })
  .int(PROFILE_MESSAGES.attemptNumber)
  .min(1, PROFILE_MESSAGES.attemptNumber)
  .max(ATTEMPT_NUMBER_MAX, PROFILE_MESSAGES.attemptNumber)
  .nullable();
export const boardDateField = z.iso.date({ error: PROFILE_MESSAGES.boardDate }).nullable();

/**
 * PUT /users/profile: any subset of the fields. Email and role are not changed here (role via
 * /users/choose-role); unknown keys are ignored. `availability`, `sessionTypes` and `meetingLink`
 * are for coaches. `profileImageUrl` may only be cleared (null) or sent back unchanged: a photo
 * is set by POST /users/upload.
 */
export const updateProfileSchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required').max(50, 'First name must be at most 50 characters').optional(),
  lastName: z.string().trim().min(1, 'Last name is required').max(50, 'Last name must be at most 50 characters').optional(),
  title: optionalText(120).optional(),
  bio: optionalText(4000).optional(),
  education: optionalText(300).optional(),
  location: optionalText(120).optional(),
  phoneNumber: z
    .string()
    .trim()
    .regex(/^(\+?[0-9][0-9 ()-]{5,19})?$/, PROFILE_MESSAGES.phone)
    .nullable()
    .transform((v) => (v === '' ? null : v))
    .optional(),
  achievements: tagList(50, 300).optional(),
  skills: tagList(50).optional(),
  specializations: tagList(30).optional(),
  /** coaches only */
  languages: languagesField.optional(),
  /** aspirants only */
  targetEntry: targetEntryField.optional(),
  attemptNumber: attemptNumberField.optional(),
  boardDate: boardDateField.optional(),
  experience: experienceField.nullable().optional(),
  hourlyRate: hourlyRateField.optional(),
  testimonials: z.array(testimonialSchema).max(50, PROFILE_MESSAGES.tooMany(50)).optional(),
  sessionTypes: z.array(sessionTypeInputSchema).max(SESSION_TYPES_MAX, PROFILE_MESSAGES.tooMany(SESSION_TYPES_MAX)).optional(),
  meetingLink: z
    .string()
    .trim()
    .max(500, PROFILE_MESSAGES.tooLong(500))
    .refine((v) => v === '' || /^https:\/\/[^\s]+$/i.test(v), PROFILE_MESSAGES.meetingLink)
    .meta({ pattern: '^\\s*([Hh][Tt][Tt][Pp][Ss]://\\S+)?\\s*$', description: 'An https:// link, or empty for none' })
    .nullable()
    .transform((v) => (v === '' ? null : v))
    .optional(),
  /** 'startISO|endISO' windows, checked by the availability module (docs/product/coaches.md "Saving availability") */
  availability: z.array(z.string().max(100)).max(500, PROFILE_MESSAGES.tooMany(500)).optional(),
  profileImageUrl: z.string().max(1000).nullable().optional(),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

/** POST /users/choose-role */
export const chooseRoleSchema = z.object({ role: z.enum(['mentee', 'mentor'], { error: PROFILE_MESSAGES.role }) });
export type ChooseRoleInput = z.infer<typeof chooseRoleSchema>;

/** The signed-in person's own user object (login, verify-email, profile, choose-role). */
export const userSchema = z.object({
  id: z.string(),
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['mentee', 'mentor', 'admin']).nullable(),
  profileImageUrl: z.string().nullable(),
  isVerified: z.boolean(),
  emailVerified: z.boolean(),
  isActive: z.boolean(),
  hasPassword: z.boolean(),
  googleLinked: z.boolean(),
  title: z.string().nullable(),
  bio: z.string().nullable(),
  education: z.string().nullable(),
  location: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  achievements: z.array(z.string()),
  skills: z.array(z.string()),
  specializations: z.array(z.string()),
  certifications: z.array(z.string()),
  languages: z.array(z.string()),
  targetEntry: z.enum(TARGET_ENTRIES).nullable(),
  attemptNumber: z.number().int().nullable(),
  /** 'YYYY-MM-DD' */
  boardDate: z.string().nullable(),
  experience: z.number().nullable(),
  experienceLevel: z.string().nullable(),
  hourlyRate: z.number().nullable(),
  rating: z.number(),
  totalReviews: z.number(),
  testimonials: z.array(z.object({ text: z.string(), author: z.string() })),
  meetingLink: z.string().nullable(),
  /** 'startISO|endISO', sorted by start */
  availability: z.array(z.string()),
  sessionTypes: z.array(z.object({ id: z.string(), label: z.string(), minutes: z.number(), price: z.number().nullable(), description: z.string().nullable(), active: z.boolean() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** What an admin sees in GET /users. */
export const userListItemSchema = userSchema.omit({ availability: true, sessionTypes: true, testimonials: true, meetingLink: true });
/** A user as the admins' list shows them: with the suspension, if any (docs/product/admin-console.md "Users"). */
export const adminUserListItemSchema = userListItemSchema.extend({ suspension: z.object({ at: z.string(), reason: z.string() }).nullable() });
export type AdminUserListItem = z.infer<typeof adminUserListItemSchema>;
export type UserListItem = z.infer<typeof userListItemSchema>;

/** Login and verify-email answer `{token, user}`. */
export const authResultSchema = z.object({ token: z.string(), user: userSchema });
export type AuthResult = z.infer<typeof authResultSchema>;

/** GET /users/stats: `completed` is the count for the caller's own role (as coach for mentors). */
export const userStatsSchema = z.object({
  completed: z.number().int(),
  completedAsMentor: z.number().int(),
  completedAsMentee: z.number().int(),
  upcoming: z.number().int(),
});
export type UserStats = z.infer<typeof userStatsSchema>;

/** GET /users (admins): optional filters. */
export const userListQuerySchema = z.object({
  role: z.enum(['mentee', 'mentor', 'admin']).optional(),
  status: z.enum(['active', 'suspended'], { error: 'Status is active or suspended' }).optional(),
  q: z.string().trim().max(100).optional(),
});

/** POST /users/upload answers the new photo's public link. */
export const uploadResultSchema = z.object({ url: z.string() });
