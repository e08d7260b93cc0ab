import { z } from 'zod';
import { DEFAULT_SESSION_CATEGORY, RATING_MAX, RATING_MIN, SESSION_CATEGORIES, SLOT_MINUTES_MIN, TARGET_ENTRIES } from '../constants';
import { SESSION_STATUSES } from '../sessions';
import { pageQueryShape } from './envelope';
import { sessionPaymentSchema } from './payments';

/** Upper bounds that no product rule sets: they only keep absurd input out of the database. */
export const SESSION_TITLE_MAX = 200;
export const SESSION_DESCRIPTION_MAX = 2000;
export const SESSION_FEEDBACK_MAX = 2000;
/** A session longer than a working day is a typo, not a booking. */
export const SESSION_DURATION_MAX = 480;

export const SESSION_MESSAGES = {
  mentorRequired: 'Choose a coach to book',
  scheduledAtInvalid: 'Choose a valid start time',
  durationWhole: 'Duration must be a whole number of minutes',
  durationMin: `Sessions last at least ${SLOT_MINUTES_MIN} minutes`,
  durationMax: `Sessions last at most ${SESSION_DURATION_MAX} minutes`,
  sessionTypeInvalid: 'Choose a session type',
  notOffered: "Choose one of this coach's session types",
  notPriced: 'This coach has not set a price yet',
  /** The coach changed the chosen type (its length or price) while it was being booked: nothing is booked. */
  typeChanged: 'This coach has just changed their session types: check the length and price, then choose again',
  offGrid: "Choose one of the start times shown in the coach's calendar",
  titleTooLong: `Title must be at most ${SESSION_TITLE_MAX} characters`,
  descriptionTooLong: `Description must be at most ${SESSION_DESCRIPTION_MAX} characters`,
  feedbackTooLong: `Feedback must be at most ${SESSION_FEEDBACK_MAX} characters`,
  /** A rating sent without stars: 'Please select a rating / Choose 1-5 stars' (docs/product/sessions.md "Ratings"). */
  ratingTitle: 'Please select a rating',
  rating: 'Choose 1-5 stars',
  statusInvalid: 'Status must be completed or cancelled',
  // Server rules (docs/product/sessions.md "Booking", "Session statuses", "Ratings")
  selfBooking: 'You cannot book a session with yourself',
  slotTaken: 'This slot was just taken',
  menteeBusy: 'You already have a session at that time',
  inPast: 'Sessions must start in the future',
  outsideAvailability: 'The coach is not available for the whole session at that time',
  tooSoon: 'This coach needs more notice: choose a later time',
  tooClose: "That time is too close to another of the coach's sessions",
  coachNotFound: 'Coach not found',
  coachNotVerified: 'This coach is not verified yet and cannot be booked',
  sessionNotFound: 'Session not found',
  onlyMenteeRates: 'Only the mentee of this session can rate it',
  rateAfterCompletion: 'You can rate a session once it is completed: when your coach marks it complete, or 24 hours after it ends',
  alreadyRated: 'You have already rated this session',
  cancelledNoRating: 'A cancelled session cannot be rated',
  onlyMentorCompletes: 'Only the coach of this session can mark it complete',
  notStartedYet: 'This session has not started yet',
  notRateable: 'This session cannot be rated',
  alreadyCompleted: 'This session is already completed',
  alreadyCancelled: 'This session was cancelled',
  cancelBeforeStart: 'A session can be cancelled only before it starts',
  nothingToChange: 'Nothing to change',
  notPaidYet: 'This session is not paid yet',
  holdLapsed: 'This booking expired before it was paid',
  underDispute: 'This session is disputed; an admin will settle it',
} as const;

const M = SESSION_MESSAGES;

export const sessionCategorySchema = z.enum(SESSION_CATEGORIES, { error: M.sessionTypeInvalid });
export const sessionStatusSchema = z.enum(SESSION_STATUSES);

/**
 * POST /api/sessions (docs/product/sessions.md "Booking"). The booking names one of the coach's session types,
 * by `sessionTypeId` or by its length in `duration` (60 minutes when neither is sent); the server prices it from
 * that type. `price` (rupees, what the client showed) only picks between two types of the length sent
 * (docs/product/booking-rules.md); `menteeId` is accepted for compatibility with older clients and ignored: the
 * mentee is the caller.
 */
export const createSessionSchema = z.object({
  title: z.string().trim().max(SESSION_TITLE_MAX, M.titleTooLong).optional(),
  description: z.string().trim().max(SESSION_DESCRIPTION_MAX, M.descriptionTooLong).optional(),
  mentorId: z.uuid({ error: M.mentorRequired }),
  sessionType: sessionCategorySchema.default(DEFAULT_SESSION_CATEGORY),
  sessionTypeId: z.string({ error: M.notOffered }).trim().min(1, M.notOffered).max(100, M.notOffered).optional(),
  duration: z
    .number({ error: M.durationWhole })
    .int(M.durationWhole)
    .min(SLOT_MINUTES_MIN, M.durationMin)
    .max(SESSION_DURATION_MAX, M.durationMax)
    .optional(),
  scheduledAt: z.iso.datetime({ offset: true, error: M.scheduledAtInvalid }),
  price: z
    .unknown()
    .optional()
    .describe('Rupees, the price the client showed: picks between two of the coach\'s types of the length sent (none, or one that matches neither: 409 naming them); never sets the price'),
  menteeId: z.unknown().optional(),
});
export type CreateSessionInput = z.input<typeof createSessionSchema>;
export type CreateSessionPayload = z.output<typeof createSessionSchema>;

/** PUT /api/sessions/{id}: the mentee's rating, or a status change (docs/product/sessions.md "Session statuses"). */
export const updateSessionSchema = z.object({
  menteeRating: z
    .number({ error: M.rating })
    .int(M.rating)
    .min(RATING_MIN, M.rating)
    .max(RATING_MAX, M.rating)
    .optional(),
  menteeFeedback: z.string().trim().max(SESSION_FEEDBACK_MAX, M.feedbackTooLong).optional(),
  status: sessionStatusSchema.optional(),
});
export type UpdateSessionInput = z.input<typeof updateSessionSchema>;

export const listSessionsQuerySchema = z.object({
  mentorId: z.uuid({ error: 'Not a valid coach id' }).optional(),
  menteeId: z.uuid({ error: 'Not a valid user id' }).optional(),
  type: z.enum(['upcoming', 'past']).optional(),
  status: sessionStatusSchema.optional(),
  ...pageQueryShape(50),
});
export type ListSessionsQuery = z.input<typeof listSessionsQuerySchema>;

/** A participant as the other party sees them: name and picture, never an email. */
export const sessionPersonSchema = z.object({
  id: z.string(),
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  profileImageUrl: z.string().nullable(),
  title: z.string().nullable(),
});
export type SessionPerson = z.infer<typeof sessionPersonSchema>;

/** A session as the API sends it (docs/product/sessions.md, docs/product/screens.md "Session detail"). */
export const sessionSchema = z.object({
  id: z.string(),
  _id: z.string(),
  title: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  mentorId: sessionPersonSchema,
  mentor: sessionPersonSchema,
  menteeId: sessionPersonSchema,
  mentee: sessionPersonSchema,
  menteeName: z.string(),
  /**
   * What the aspirant prepares for (docs/product/accounts.md "An aspirant's profile"): for the session's
   * coach on a booked session only, else null.
   */
  menteePreparation: z
    .object({ targetEntry: z.enum(TARGET_ENTRIES).nullable(), attemptNumber: z.number().int().nullable(), boardDate: z.string().nullable() })
    .nullable(),
  sessionType: z.string(),
  duration: z.number(),
  scheduledAt: z.string(),
  endsAt: z.string(),
  price: z.number().nullable(),
  status: sessionStatusSchema,
  /** null until the session is booked (paid, or free), and once it is cancelled */
  meetingLink: z.string().nullable(),
  menteeRating: z.number().nullable(),
  menteeFeedback: z.string().nullable(),
  /** The viewer may rate it now: they are its mentee, it is unrated and it happened (completed by the coach or by the 24-hour rule; `canRate` in domain/src/sessions.ts). */
  canRate: z.boolean(),
  mentorRating: z.number().nullable(),
  ratedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** While `pending_payment`: when the hold on the slot lapses. */
  holdExpiresAt: z.string().nullable(),
  /** The session's payment (null for a free session), for its participants and admins. */
  payment: sessionPaymentSchema.nullable(),
  /** Rupees the viewer's cancellation would refund at this minute; null when they cannot cancel or nothing was paid. */
  refundIfCancelledNow: z.number().nullable(),
  /** How often the mentee moved the session (once at most). */
  rescheduleCount: z.number().int(),
  disputedAt: z.string().nullable(),
  disputeReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SessionDto = z.infer<typeof sessionSchema>;

/** One slot of the coach's calendar, with its status (docs/product/coaches.md "Slot status"). */
export const availabilitySlotSchema = z.object({
  start: z.string(),
  end: z.string(),
  status: z.enum(['booked', 'available', 'unavailable']),
});
export type AvailabilitySlotDto = z.infer<typeof availabilitySlotSchema>;

/** A window of the coach representation, cut into slots (docs/product/coaches.md "Availability windows"). */
export const availabilityWindowSchema = z.object({
  start: z.string(),
  end: z.string(),
  slots: z.array(availabilitySlotSchema).optional(),
});
export type AvailabilityWindowDto = z.infer<typeof availabilityWindowSchema>;

