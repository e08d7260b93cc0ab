import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  date,
  smallint,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** Bytes; read as a Buffer whichever driver (node-postgres gives a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({ dataType: () => 'bytea', fromDriver: (value) => Buffer.from(value) });
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => instant('created_at').notNull().defaultNow();
const updatedAt = () => instant('updated_at').notNull().defaultNow();

import { ADMIN_ACTIONS, ATTEMPT_NUMBER_MAX, BATTERY_STAGES, GRADERS, NOTIFICATION_KINDS, OFFICER_LIKE_QUALITIES, PRACTICE_TEST_KINDS, type PracticeTiming, type QualityTags, REPORT_REASONS, REPORT_STATUSES, REPORT_TARGETS, SESSION_STATUSES, TARGET_ENTRIES, VERIFICATION_KINDS, VERIFICATION_STATUSES, type WeeklyHoursRange } from '@ssb/domain';

export type Testimonial = { text: string; author: string };

/** Columns a coach's trusted rating is computed from (see `coachWeightedRating`). */
type RatingColumns = { rating: unknown; totalReviews: unknown };

/**
 * A rating that trusts many reviews more than a few: the mean pulled towards 3.5 by five phantom
 * reviews (a Bayesian average). A single 5-star review does not outrank forty 4.8s. Defined once:
 * the coach-list ordering and the index that serves it must use the very same expression.
 */
export const coachWeightedRating = (t: RatingColumns) =>
  sql<number>`((${t.rating} * ${t.totalReviews} + 17.5) / (${t.totalReviews} + 5))`;

/** The partial-index predicate of everything that lists coaches: mentors whose account is live. */
const listedCoach = (t: { role: unknown; isActive: unknown }) => sql`${t.role} = 'mentor' and ${t.isActive}`;

/** Every person: mentee, mentor (coach) or admin. Coach fields are empty for others. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    googleSubject: text('google_subject').unique(),
    firstName: varchar('first_name', { length: 50 }).notNull().default(''),
    lastName: varchar('last_name', { length: 50 }).notNull().default(''),
    /** null until a user who signed up with Google chooses a role */
    role: text('role', { enum: ['mentee', 'mentor', 'admin'] }),
    emailVerifiedAt: instant('email_verified_at'),
    isActive: boolean('is_active').notNull().default(true),
    /** Set while an admin has suspended the account (is_active false), with the reason they gave. */
    suspendedAt: instant('suspended_at'),
    suspensionReason: text('suspension_reason'),
    /** When the person deleted their account: the row stays, anonymised, for the sessions and money records that name it. */
    deletedAt: instant('deleted_at'),
    isVerified: boolean('is_verified').notNull().default(false),
    /** When an admin approved the coach's verification, and as what (the public profile names it). */
    verifiedAt: instant('verified_at'),
    verifiedAs: text('verified_as', { enum: VERIFICATION_KINDS }),
    phoneNumber: text('phone_number'),
    title: text('title'),
    bio: text('bio'),
    education: text('education'),
    location: text('location'),
    achievements: text('achievements').array().notNull().default(sql`'{}'::text[]`),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    specializations: text('specializations').array().notNull().default(sql`'{}'::text[]`),
    certifications: text('certifications').array().notNull().default(sql`'{}'::text[]`),
    /** the languages a coach coaches in (COACH_LANGUAGES) */
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    /** what an aspirant prepares for, shown to the coaches they book (TARGET_ENTRIES) */
    targetEntry: text('target_entry', { enum: TARGET_ENTRIES }),
    attemptNumber: smallint('attempt_number'),
    /** the day of the aspirant's SSB board, when they know it */
    boardDate: date('board_date', { mode: 'string' }),
    experience: integer('experience'),
    experienceLevel: text('experience_level'),
    /** rupees per hour; null means 'Custom' */
    hourlyRate: integer('hourly_rate'),
    /** recomputed from session ratings, never set by hand */
    rating: real('rating').notNull().default(0),
    totalReviews: integer('total_reviews').notNull().default(0),
    profileImageUrl: text('profile_image_url'),
    /** a coach's own meeting room; when null each booking gets a fresh room */
    meetingLink: text('meeting_link'),
    testimonials: jsonb('testimonials').$type<Testimonial[]>().notNull().default(sql`'[]'::jsonb`),
    /** maintained by a trigger (see the search migration) from names, title, specializations, bio */
    searchDocument: text('search_document').notNull().default(''),
    searchVector: tsvector('search_vector'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_role_active_idx').on(t.role, t.isActive),
    // Coach lists walk this index in their default order and stop after a page or the result cap.
    index('users_coach_order_idx')
      // Plain `desc` (nulls first) on purpose: it must match the lists' ORDER BY exactly.
      .on(sql`${t.isVerified} desc`, sql`${coachWeightedRating(t)} desc`, sql`${t.totalReviews} desc`, t.firstName, t.lastName, t.id)
      .where(listedCoach(t)),
    index('users_coach_search_vector_idx').using('gin', t.searchVector).where(listedCoach(t)),
    index('users_specializations_idx').using('gin', t.specializations),
    index('users_languages_idx').using('gin', t.languages),
    check('users_rating_range', sql`${t.rating} >= 0 and ${t.rating} <= 5`),
    check('users_hourly_rate_nonnegative', sql`${t.hourlyRate} is null or ${t.hourlyRate} >= 0`),
    check('users_attempt_number_range', sql`${t.attemptNumber} is null or ${t.attemptNumber} between 1 and ${sql.raw(String(ATTEMPT_NUMBER_MAX))}`),
    check('users_experience_nonnegative', sql`${t.experience} is null or ${t.experience} >= 0`),
  ],
);

/** A coach's bookable window. Stored de-duplicated; sorted by start when read. */
export const availabilityWindows = pgTable(
  'availability_windows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coachId: uuid('coach_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
  },
  (t) => [
    uniqueIndex('availability_windows_unique').on(t.coachId, t.startsAt, t.endsAt),
    check('availability_windows_order', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * A coach's weekly schedule (docs/product/schedule.md): weekly hours in the coach's own zone, days
 * off, minimum notice and a buffer between sessions. One row per coach; a coach without one has only
 * their one-off windows, with no notice or buffer.
 */
export const coachSchedules = pgTable(
  'coach_schedules',
  {
    coachId: uuid('coach_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
    /** [{weekday 1-7 (Monday 1), start 'HH:MM', end 'HH:MM'}], validated by the domain's schema. */
    weeklyHours: jsonb('weekly_hours').$type<WeeklyHoursRange[]>().notNull().default(sql`'[]'::jsonb`),
    /** 'YYYY-MM-DD' dates (in the coach's zone) with no weekly hours. */
    daysOff: text('days_off').array().notNull().default(sql`'{}'::text[]`),
    minNoticeMinutes: integer('min_notice_minutes').notNull().default(720),
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('coach_schedules_buffer', sql`${t.bufferMinutes} in (0, 10, 15, 30)`),
    check('coach_schedules_notice', sql`${t.minNoticeMinutes} between 0 and 20160`),
  ],
);

/** A coach's own offer (e.g. '45 min mock interview', ₹1,800). Price null means prorated or 'Custom'. */
export const sessionTypes = pgTable(
  'session_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coachId: uuid('coach_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    minutes: integer('minutes').notNull(),
    price: integer('price'),
    position: integer('position').notNull().default(0),
    description: text('description'),
    /** Hidden types stay on booked sessions but are not offered. */
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('session_types_coach_idx').on(t.coachId, t.position),
    check('session_types_minutes_min', sql`${t.minutes} >= 15`),
    check('session_types_price_nonnegative', sql`${t.price} is null or ${t.price} >= 0`),
  ],
);

/**
 * A booked 1:1 session. The overlap guards (no two live sessions of one coach, or of one mentee,
 * at the same time) are EXCLUDE constraints added in a custom migration.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mentorId: uuid('mentor_id').notNull().references(() => users.id),
    menteeId: uuid('mentee_id').notNull().references(() => users.id),
    title: text('title').notNull(),
    description: text('description'),
    sessionType: text('session_type').notNull().default('general_mentoring'),
    duration: integer('duration').notNull(),
    scheduledAt: instant('scheduled_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    price: integer('price'),
    status: text('status', { enum: SESSION_STATUSES }).notNull().default('scheduled'),
    /** What the mentee pays, in paise (price * 100); 0 for a free session. The ledger's source of truth. */
    amountPaise: integer('amount_paise').notNull().default(0),
    /** While pending_payment: when the hold on the slot lapses. */
    holdExpiresAt: instant('hold_expires_at'),
    expiredAt: instant('expired_at'),
    rescheduleCount: integer('reschedule_count').notNull().default(0),
    /** Set when the mentee moves the session: the refund tier in force at that moment; a later cancellation never refunds better. */
    refundTierCap: text('refund_tier_cap', { enum: ['full', 'half', 'none'] }),
    disputedAt: instant('disputed_at'),
    disputeReason: text('dispute_reason'),
    meetingLink: text('meeting_link').notNull(),
    /** The offered type this session was booked as (its title is copied into `title`). */
    sessionTypeId: uuid('session_type_id').references(() => sessionTypes.id, { onDelete: 'set null' }),
    menteeRating: integer('mentee_rating'),
    menteeFeedback: text('mentee_feedback'),
    /** The mentee may edit their review for 7 days; set on each edit. */
    reviewEditedAt: instant('review_edited_at'),
    /** The coach's one public reply to the review. */
    reviewReply: text('review_reply'),
    reviewRepliedAt: instant('review_replied_at'),
    mentorRating: integer('mentor_rating'),
    ratedAt: instant('rated_at'),
    completedAt: instant('completed_at'),
    cancelledAt: instant('cancelled_at'),
    cancelledBy: uuid('cancelled_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('sessions_mentor_time_idx').on(t.mentorId, t.scheduledAt),
    index('sessions_mentee_time_idx').on(t.menteeId, t.scheduledAt),
    uniqueIndex('sessions_meeting_link_key').on(t.meetingLink, t.mentorId, t.scheduledAt),
    check('sessions_duration_min', sql`${t.duration} >= 15`),
    check('sessions_end_after_start', sql`${t.endsAt} > ${t.scheduledAt}`),
    check('sessions_rating_range', sql`${t.menteeRating} is null or (${t.menteeRating} between 1 and 5)`),
    check('sessions_mentor_rating_range', sql`${t.mentorRating} is null or (${t.mentorRating} between 1 and 5)`),
    check('sessions_not_self', sql`${t.mentorId} <> ${t.menteeId}`),
    check('sessions_amount_nonnegative', sql`${t.amountPaise} >= 0`),
    check('sessions_pending_has_hold', sql`${t.status} <> 'pending_payment' or ${t.holdExpiresAt} is not null`),
    index('sessions_pending_hold_idx').on(t.holdExpiresAt).where(sql`${t.status} = 'pending_payment'`),
    index('sessions_open_end_idx').on(t.endsAt).where(sql`${t.status} = 'scheduled'`),
  ],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    excerpt: varchar('excerpt', { length: 500 }),
    category: text('category').notNull().default('General'),
    featured: boolean('featured').notNull().default(false),
    published: boolean('published').notNull().default(true),
    thumbnailUrl: text('thumbnail_url'),
    /** Taken down by an admin (docs/product/admin-console.md "Content"): hidden from everyone but its author and admins. */
    hiddenAt: instant('hidden_at'),
    hiddenReason: text('hidden_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('blog_posts_published_created_idx').on(t.published, t.createdAt)],
);

export const resources = pgTable(
  'resources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    content: text('content').notNull().default(''),
    category: text('category').notNull().default('interview_tips'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** maintained by a trigger from title, description, tags and content */
    searchDocument: text('search_document').notNull().default(''),
    /** Taken down by an admin (docs/product/admin-console.md "Content"): listed only in its author's own list. */
    hiddenAt: instant('hidden_at'),
    hiddenReason: text('hidden_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('resources_category_idx').on(t.category),
    index('resources_search_trgm_idx').using('gin', sql`${t.searchDocument} gin_trgm_ops`),
  ],
);

export const discussions = pgTable(
  'discussions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startTime: instant('start_time').notNull(),
    capacity: integer('capacity').notNull().default(10),
    /** kept in step with discussion_attendees; the check below makes over-filling impossible */
    attendeeCount: integer('attendee_count').notNull().default(0),
    meetLink: text('meet_link').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Cancelled by an admin (docs/product/content.md "Cancelling"): off the list; attendees were told why. */
    cancelledAt: instant('cancelled_at'),
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('discussions_start_idx').on(t.startTime),
    check('discussions_capacity_min', sql`${t.capacity} >= 1`),
    check('discussions_not_overfull', sql`${t.attendeeCount} >= 0 and ${t.attendeeCount} <= ${t.capacity}`),
  ],
);

export const discussionAttendees = pgTable(
  'discussion_attendees',
  {
    discussionId: uuid('discussion_id').notNull().references(() => discussions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: instant('joined_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.discussionId, t.userId] })],
);

/** One table for email-verification and password-reset codes (stored hashed). */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_lookup_idx').on(sql`lower(${t.email})`, t.purpose, t.createdAt)],
);

/** A sign-in: the bearer token and the cookie both name one of these (by hash). */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    remember: boolean('remember').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

/** Fixed-window rate-limit counters, shared by every server process on one database. */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  resetAt: instant('reset_at').notNull(),
});

/**
 * Every word of listed coaches' search documents (names, title, specializations, city), added by
 * the users search trigger. A typo in a search is corrected against these few thousand words
 * (trigram similarity) instead of against every coach. Words are never removed: a stale word only
 * widens a query by a word that matches nobody.
 */
export const coachSearchTerms = pgTable(
  'coach_search_terms',
  { term: text('term').primaryKey() },
  (t) => [index('coach_search_terms_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`)],
);

/**
 * Every lexeme of listed coaches' search vectors (bio words and '~' city words included), added by
 * the users search trigger. A typed prefix ('comm', '~bhop') becomes the few lexemes it stands for,
 * so the GIN index can skip through their postings instead of reading every posting under the
 * prefix. Sorted bytewise (collation "C", set in migration 0006) so a prefix is an index range.
 * Never pruned: a stale lexeme only adds a term that matches nobody.
 */
export const coachSearchLexemes = pgTable('coach_search_lexemes', { lexeme: text('lexeme').primaryKey() });

/** Small key/value facts about the installation (e.g. when the demo seed ran). */
/**
 * How many times each piece of public content has changed: the read caches' versions
 * (server/src/platform/fresh-cache). Bumped by triggers at commit (migration 0010), never by hand.
 * Topics: `coaches` (what coach lists show), `coach:<id>` (one coach's page: profile, types,
 * availability, bookings), `people` (names and pictures), `blog`, `resources`, `discussions`.
 */
export const contentVersions = pgTable('content_versions', {
  topic: text('topic').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Mail waiting to leave (a transactional outbox): a booking or a cancellation writes its mails here
 * in its own transaction, and the deliverer (platform/outbox.ts) sends them after the commit. A
 * crash between the commit and the send then delays the mails instead of losing them.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** the rendered mail (to, subject, text, html, attachments, calendar part) */
    mail: jsonb('mail').notNull(),
    /** what the mail is about, for people looking at the table (e.g. "session:<id>") */
    reference: text('reference'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: instant('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`)],
);

/**
 * The gateway order of what a mentee buys, a session or a practice review (one of the two; both null only
 * when an erased account's review went with it): one per purchase (creating it again returns this one),
 * and its payment once captured. Amounts in paise. A capture is recorded once: `gateway_payment_id` is unique.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id').references(() => sessions.id),
    practiceReviewId: uuid('practice_review_id').references(() => practiceReviews.id, { onDelete: 'set null' }),
    gateway: text('gateway', { enum: ['razorpay', 'test'] }).notNull(),
    orderId: text('order_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status', { enum: ['created', 'captured', 'failed'] }).notNull().default('created'),
    gatewayPaymentId: text('gateway_payment_id'),
    /** How the payer paid, as the gateway reported it at capture ('card', 'upi', 'netbanking', 'wallet', …): shown on the receipt. */
    method: text('method'),
    /** Assigned at capture from payments_receipt_seq: receipts are numbered without gaps from reuse. */
    receiptSeq: integer('receipt_seq'),
    capturedAt: instant('captured_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_session_key').on(t.sessionId),
    uniqueIndex('payments_practice_review_key').on(t.practiceReviewId),
    check('payments_one_purchase', sql`num_nonnulls(${t.sessionId}, ${t.practiceReviewId}) <= 1`),
    uniqueIndex('payments_order_key').on(t.orderId),
    uniqueIndex('payments_gateway_payment_key').on(t.gatewayPaymentId),
    uniqueIndex('payments_receipt_key').on(t.receiptSeq),
    index('payments_open_idx').on(t.createdAt).where(sql`${t.status} = 'created'`),
    check('payments_amount_positive', sql`${t.amountPaise} > 0`),
    check('payments_captured_complete', sql`${t.status} <> 'captured' or (${t.gatewayPaymentId} is not null and ${t.capturedAt} is not null)`),
  ],
);

/**
 * Money going back to a mentee. One row per reason per payment (the idempotency key), sent to the
 * gateway by the money sweep and retried until the gateway processes it. A trigger refuses refunds
 * that would add up to more than the payment.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id').notNull().references(() => payments.id),
    sessionId: uuid('session_id').references(() => sessions.id),
    practiceReviewId: uuid('practice_review_id').references(() => practiceReviews.id, { onDelete: 'set null' }),
    /** The captured gateway payment this refund returns (a duplicate capture has its own). */
    gatewayPaymentId: text('gateway_payment_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason', {
      enum: ['mentee_cancelled', 'coach_cancelled', 'admin_cancelled', 'late_payment', 'duplicate_payment', 'dispute', 'review_lapsed'],
    }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /**
     * pending: decided, not yet accepted by the gateway; initiated: sent (accepted); processed; failed (attempts used
     * up: an admin retries it or marks it refunded by hand); refunded_by_hand: an admin returned the money outside the
     * gateway (`manual_reference`).
     */
    status: text('status', { enum: ['pending', 'initiated', 'processed', 'failed', 'refunded_by_hand'] }).notNull().default('pending'),
    manualReference: text('manual_reference'),
    /** The admin who retried it or marked it refunded by hand. */
    resolvedBy: uuid('resolved_by').references(() => users.id),
    gatewayRefundId: text('gateway_refund_id'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    processedAt: instant('processed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('refunds_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('refunds_gateway_refund_key').on(t.gatewayRefundId),
    index('refunds_payment_idx').on(t.paymentId),
    index('refunds_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('pending', 'initiated')`),
    check('refunds_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/** Money paid out to a coach, recorded by an admin with the transfer's reference. */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coachId: uuid('coach_id').notNull().references(() => users.id),
    amountPaise: integer('amount_paise').notNull(),
    reference: text('reference').notNull(),
    note: text('note'),
    recordedBy: uuid('recorded_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payouts_coach_reference_key').on(t.coachId, t.reference),
    check('payouts_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/** `tcs` and `tds` are what the platform withholds from a coach's share for the tax authorities (docs/product/tax.md). */
export const LEDGER_KINDS = ['payment', 'refund', 'platform_fee', 'gst', 'tcs', 'tds', 'coach_earning', 'payout', 'transfer'] as const;

/**
 * Why a ledger row was written. The database checks each kind's causes and signs (migration 0027), so
 * sums never depend on reading keys: a completion, a late cancellation's kept part or a sent review
 * divides a payment (positive fee, GST, earning), a reversal takes a completion back (negative), a
 * transfer released to a coach's linked account is money paid out (positive), and a reversal of a
 * released transfer brings it back (negative).
 */
export const LEDGER_CAUSES = ['payment', 'refund', 'completion', 'cancellation', 'review', 'reversal', 'payout', 'transfer', 'transfer_reversal'] as const;

/**
 * Every movement of money, append-only (a trigger refuses UPDATE and DELETE). `entry_key` makes each
 * movement idempotent: writing it twice writes it once. Amounts are paise, positive in the kind's own
 * direction (a payment received, a refund given back, a fee earned...); a dispute reverses a completion's
 * fee, GST and earning with negative rows. See docs/product/money.md "Ledger".
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryKey: text('entry_key').notNull(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    cause: text('cause', { enum: LEDGER_CAUSES }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /**
     * A coach's earning is pending (not payable, never paid out) until this instant has passed: the end of
     * the purchase's dispute window. Null: payable at once (an admin completed a dispute; rows before 0027).
     */
    pendingUntil: instant('pending_until'),
    sessionId: uuid('session_id').references(() => sessions.id),
    /** No foreign key: the ledger is never updated, and a review goes when its aspirant's account is erased. */
    practiceReviewId: uuid('practice_review_id'),
    coachId: uuid('coach_id').references(() => users.id),
    paymentId: uuid('payment_id').references(() => payments.id),
    refundId: uuid('refund_id').references(() => refunds.id),
    payoutId: uuid('payout_id').references(() => payouts.id),
    transferId: uuid('transfer_id').references(() => transfers.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_entries_entry_key').on(t.entryKey),
    index('ledger_entries_coach_idx').on(t.coachId, t.kind),
    index('ledger_entries_session_idx').on(t.sessionId),
    index('ledger_entries_review_idx').on(t.practiceReviewId),
  ],
);

/**
 * A coach's payout account (docs/product/money.md "Payout account"): where the product pays them. PAN and
 * the bank account number are stored encrypted (platform/secret-box) with their last four digits for
 * display. No row: `not_started`. A change returns it to `under_review`. With Razorpay it is a Route
 * linked account (`gateway_account_id`); the test gateway activates one at once.
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    coachId: uuid('coach_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    legalName: text('legal_name').notNull(),
    panCipher: text('pan_cipher').notNull(),
    panLast4: text('pan_last4').notNull(),
    method: text('method', { enum: ['bank', 'upi'] }).notNull(),
    accountCipher: text('account_cipher'),
    accountLast4: text('account_last4'),
    ifsc: text('ifsc'),
    upiId: text('upi_id'),
    /** Razorpay's linked account needs a phone and a registered address (docs/product/money.md "Payout account"). */
    phone: text('phone').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    pinCode: text('pin_code').notNull(),
    /** Two-digit GST state code (domain INDIAN_STATES). */
    stateCode: text('state_code').notNull(),
    gstin: text('gstin'),
    status: text('status', { enum: ['under_review', 'active', 'needs_clarification', 'suspended'] }).notNull().default('under_review'),
    /** Why it needs clarification or was suspended. */
    statusReason: text('status_reason'),
    gatewayAccountId: text('gateway_account_id'),
    gatewayStakeholderId: text('gateway_stakeholder_id'),
    gatewayProductId: text('gateway_product_id'),
    submittedAt: instant('submitted_at').notNull(),
    activatedAt: instant('activated_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payout_accounts_gateway_account_key').on(t.gatewayAccountId),
    check('payout_accounts_bank_complete', sql`${t.method} <> 'bank' or (${t.accountCipher} is not null and ${t.ifsc} is not null)`),
    check('payout_accounts_upi_complete', sql`${t.method} <> 'upi' or ${t.upiId} is not null`),
  ],
);

/**
 * The coach's net of a captured payment sent to their linked account (Razorpay Route), on hold until it
 * is payable. Booked in the capture's transaction, created at the gateway by the money sweep (found again
 * by its id in the gateway's notes after a crash), released once the earning is payable, reversed (in part
 * or whole) before a refund. `reversed_paise` + `released_paise` never exceed the amount.
 */
export const transfers = pgTable(
  'transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    sessionId: uuid('session_id').references(() => sessions.id),
    practiceReviewId: uuid('practice_review_id'),
    coachId: uuid('coach_id')
      .notNull()
      .references(() => users.id),
    gatewayAccountId: text('gateway_account_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    reversedPaise: integer('reversed_paise').notNull().default(0),
    /** Net released to the coach: lowered again if a released transfer is reversed. */
    releasedPaise: integer('released_paise').notNull().default(0),
    /** What the gateway has been told so far: the sweep brings it to `reversed_paise` and `status`. */
    gatewayReversedPaise: integer('gateway_reversed_paise').notNull().default(0),
    gatewayReleased: boolean('gateway_released').notNull().default(false),
    /**
     * booked: not yet at the gateway; on_hold: created there, held; released: the hold lifted (on the way);
     * processed: in the coach's account (paid out); reversed: all of it came back; failed: the gateway refused it.
     */
    status: text('status', { enum: ['booked', 'on_hold', 'released', 'processed', 'reversed', 'failed'] }).notNull().default('booked'),
    gatewayTransferId: text('gateway_transfer_id'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    releasedAt: instant('released_at'),
    processedAt: instant('processed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('transfers_payment_key').on(t.paymentId),
    uniqueIndex('transfers_gateway_transfer_key').on(t.gatewayTransferId),
    index('transfers_coach_idx').on(t.coachId),
    index('transfers_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('booked', 'on_hold', 'released', 'reversed')`),
    check('transfers_amount_positive', sql`${t.amountPaise} > 0`),
    check('transfers_parts_within_amount', sql`${t.reversedPaise} >= 0 and ${t.releasedPaise} >= 0 and ${t.reversedPaise} + ${t.releasedPaise} <= ${t.amountPaise}`),
    check('transfers_created_has_id', sql`${t.status} in ('booked', 'failed') or ${t.gatewayTransferId} is not null`),
  ],
);

/**
 * Webhook events already handled, by the gateway's event id (X-Razorpay-Event-Id): a replay is
 * answered 200 and changes nothing.
 */
export const webhookEvents = pgTable('webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: createdAt(),
});

/**
 * The built-in test gateway's own records: what Razorpay's servers would keep (orders, captured
 * payments, refunds). Only the test gateway reads and writes them; the product's code reaches them
 * through the gateway interface like it reaches Razorpay.
 */
export const testGatewayOrders = pgTable('test_gateway_orders', {
  id: text('id').primaryKey(),
  amountPaise: integer('amount_paise').notNull(),
  currency: text('currency').notNull(),
  receipt: text('receipt'),
  notes: jsonb('notes').notNull().default({}),
  status: text('status', { enum: ['created', 'attempted', 'paid'] }).notNull().default('created'),
  createdAt: createdAt(),
});

export const testGatewayPayments = pgTable(
  'test_gateway_payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull().references(() => testGatewayOrders.id),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', { enum: ['captured', 'failed'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('test_gateway_payments_order_idx').on(t.orderId)],
);

export const testGatewayRefunds = pgTable(
  'test_gateway_refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id').notNull().references(() => testGatewayPayments.id),
    amountPaise: integer('amount_paise').notNull(),
    receipt: text('receipt'),
    status: text('status', { enum: ['processed', 'failed'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('test_gateway_refunds_payment_idx').on(t.paymentId), uniqueIndex('test_gateway_refunds_receipt_key').on(t.receipt)],
);

/** The test gateway's linked accounts (Razorpay Route's `acc_…`), activated at once. */
export const testGatewayAccounts = pgTable('test_gateway_accounts', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  legalName: text('legal_name').notNull(),
  /** Our reference for it (the coach's id), unique like Razorpay's `reference_id`. */
  referenceId: text('reference_id').notNull().unique(),
  status: text('status', { enum: ['created', 'activated', 'needs_clarification', 'suspended'] }).notNull(),
  createdAt: createdAt(),
});

/** The test gateway's transfers from a captured payment to a linked account, with their hold, reversals and settlement. */
export const testGatewayTransfers = pgTable(
  'test_gateway_transfers',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => testGatewayPayments.id),
    accountId: text('account_id')
      .notNull()
      .references(() => testGatewayAccounts.id),
    amountPaise: integer('amount_paise').notNull(),
    amountReversed: integer('amount_reversed').notNull().default(0),
    onHold: boolean('on_hold').notNull(),
    /** Razorpay's settlement status: on_hold, pending (released, not yet in the bank), settled. */
    settlementStatus: text('settlement_status', { enum: ['on_hold', 'pending', 'settled'] }).notNull(),
    notes: jsonb('notes').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('test_gateway_transfers_payment_idx').on(t.paymentId)],
);

/**
 * Reminders and rating requests already sent, by their once-only key (domain `reminderKey`): the row
 * is written in the same transaction as the mails, so each goes out once whatever runs twice.
 */
export const sentReminders = pgTable('sent_reminders', {
  key: text('key').primaryKey(),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  sentAt: instant('sent_at').notNull(),
});

/** What the bell shows a person (docs/product/notifications.md); kept 90 days. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    title: text('title').notNull(),
    body: text('body'),
    /** A path in the app. */
    link: text('link').notNull(),
    createdAt: instant('created_at').notNull(),
    readAt: instant('read_at'),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

/** Which optional mails a person gets (docs/product/notifications.md "Mail preferences"); no row: all of them. */
export const mailPreferences = pgTable('mail_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reminders: boolean('reminders').notNull().default(true),
  ratingRequests: boolean('rating_requests').notNull().default(true),
  updatedAt: instant('updated_at').notNull(),
});

/** A browser's Web Push subscription, made when its person turns on reminders on that device (docs/product/notifications.md "Push"). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The push service's address for this browser: unique, a browser is one person's at a time. */
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** A coach's application to be verified (docs/product/verification.md). At most one is pending per coach. */
export const verificationApplications = pgTable(
  'verification_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coachId: uuid('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: VERIFICATION_STATUSES }).notNull().default('pending'),
    kind: text('kind', { enum: VERIFICATION_KINDS }).notNull(),
    service: text('service'),
    branch: text('branch'),
    rank: text('rank'),
    yearsOfService: integer('years_of_service'),
    credentials: text('credentials'),
    boardExperience: text('board_experience').notNull(),
    publicLink: text('public_link').notNull(),
    submittedAt: instant('submitted_at').notNull(),
    decidedAt: instant('decided_at'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** Why it was rejected: the coach reads it. */
    reason: text('reason'),
  },
  (t) => [
    uniqueIndex('verification_applications_one_pending').on(t.coachId).where(sql`${t.status} = 'pending'`),
    index('verification_applications_queue_idx').on(t.status, t.submittedAt),
  ],
);

/**
 * A proof document (PDF or re-encoded image). Kept in the database, never in the public media
 * store: only an admin with a signed, short-lived link can read it (docs/decisions/022-private-proofs.md).
 * No application yet: uploaded by the coach for the application they are writing.
 */
export const verificationProofs = pgTable(
  'verification_proofs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coachId: uuid('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id').references(() => verificationApplications.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('verification_proofs_coach_idx').on(t.coachId), index('verification_proofs_application_idx').on(t.applicationId)],
);

/** Every admin action: who, what, when, before and after (docs/product/admin-console.md "Audit log"). Append-only (a trigger refuses edits). */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => users.id),
    action: text('action', { enum: ADMIN_ACTIONS }).notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    reason: text('reason'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('admin_actions_created_idx').on(t.createdAt), index('admin_actions_target_idx').on(t.targetType, t.targetId)],
);

/** A signed-in person's report of a coach, a review, a post or a resource (docs/product/admin-console.md "Reports"). */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type', { enum: REPORT_TARGETS }).notNull(),
    /** A user (coach), a session (review), a blog post or a resource. */
    targetId: uuid('target_id').notNull(),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    details: text('details'),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    createdAt: instant('created_at').notNull(),
    handledAt: instant('handled_at'),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('reports_one_open_per_reporter').on(t.reporterId, t.targetType, t.targetId).where(sql`${t.status} = 'open'`),
    index('reports_queue_idx').on(t.status, t.createdAt),
  ],
);

/**
 * The practice studio (docs/product/practice.md): sets of a written test's items, authored by
 * coaches and admins. A published set never changes (attempts point at its items); it is archived
 * instead. `timing` null means the board's timing for its kind.
 */
export const practiceSets = pgTable(
  'practice_sets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: PRACTICE_TEST_KINDS }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** null: one of the studio's own sets (the bank), written by SSB Academy */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'cascade' }),
    /** the bank's name of one of its own sets ('wat-3'): loading the bank again adds only what is missing */
    bankKey: text('bank_key'),
    status: text('status', { enum: ['draft', 'published', 'archived'] }).notNull().default('draft'),
    timing: jsonb('timing').$type<PracticeTiming>(),
    publishedAt: instant('published_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('practice_sets_published_idx').on(t.status, t.kind, t.publishedAt),
    uniqueIndex('practice_sets_bank_key').on(t.bankKey),
    check('practice_sets_bank_or_author', sql`(${t.bankKey} is null) <> (${t.authorId} is null)`),
  ],
);

/** One word, situation, question, picture or paragraph prompt of a set, in order from 0. */
export const practiceItems = pgTable(
  'practice_items',
  {
    setId: uuid('set_id')
      .notNull()
      .references(() => practiceSets.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    prompt: text('prompt'),
    /** a picture in the media store (TAT, PPDT) */
    imageKey: text('image_key'),
    /** OIR: the choices, the right one's index and why */
    options: jsonb('options').$type<string[]>(),
    rightChoice: integer('right_choice'),
    explanation: text('explanation'),
    /** OIR, non-verbal: the figures of the question and its options, drawn by the server */
    figure: jsonb('figure').$type<Record<string, unknown>>(),
    /** a picture's neutral description (who is where), shown instead of it once the attempt is over */
    description: text('description'),
  },
  (t) => [primaryKey({ columns: [t.setId, t.position] })],
);

/**
 * One sitting of a set by an aspirant, with the clock as it was when started (`timing`,
 * `item_count`): everything about where it stands follows from these and the time
 * (domain/src/practice/clock.ts). `position` is the shared clock's current item.
 */
export const practiceAttempts = pgTable(
  'practice_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    setId: uuid('set_id')
      .notNull()
      .references(() => practiceSets.id, { onDelete: 'cascade' }),
    practiceRun: boolean('practice_run').notNull().default(false),
    timing: jsonb('timing').$type<PracticeTiming>().notNull(),
    itemCount: integer('item_count').notNull(),
    startedAt: instant('started_at').notNull(),
    /** shared clock: booklets handed in so far */
    position: integer('position').notNull().default(0),
    /** shared clock: when booklet `position` opened (null: at the start) */
    bookletStartedAt: instant('booklet_started_at'),
    endedAt: instant('ended_at'),
    /** a step of a board day */
    batteryId: uuid('battery_id').references((): AnyPgColumn => practiceBatteries.id, { onDelete: 'cascade' }),
    batteryStep: integer('battery_step'),
  },
  (t) => [
    index('practice_attempts_user_idx').on(t.userId, t.startedAt),
    uniqueIndex('practice_attempts_battery_step_key').on(t.batteryId, t.batteryStep),
    check('practice_attempts_battery_step', sql`(${t.batteryId} is null) = (${t.batteryStep} is null)`),
  ],
);

/**
 * A board day sat in one go (docs/product/practice.md "Board day"): its tests in order, each with the
 * set it was given when the day began; each step's attempt points back here.
 */
export const practiceBatteries = pgTable(
  'practice_batteries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: BATTERY_STAGES }).notNull(),
    /** the set given for each step, in the order of BATTERY_TESTS[stage] */
    setIds: jsonb('set_ids').$type<string[]>().notNull(),
    startedAt: instant('started_at').notNull(),
    /** ended by the aspirant before its last test */
    endedAt: instant('ended_at'),
  },
  (t) => [index('practice_batteries_user_idx').on(t.userId, t.startedAt)],
);

/** The latest saved text (or OIR choice) of one answer of an attempt. */
export const practiceAnswers = pgTable(
  'practice_answers',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => practiceAttempts.id, { onDelete: 'cascade' }),
    /** the attempt's aspirant, so their data export finds their answers */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    item: integer('item').notNull(),
    part: text('part', { enum: ['notes', 'write', 'answer'] }).notNull(),
    text: text('text'),
    choice: integer('choice'),
    savedAt: instant('saved_at').notNull(),
    /** when it was typed, by the device's stopwatch on the server's clock: later than `saved_at` only never; earlier when it was kept offline */
    typedAt: instant('typed_at'),
    /** the device said the time ran out while it was still being typed (null: saved before devices said so) */
    cutShort: boolean('cut_short'),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.item, t.part] })],
);

/** A coach's offer to review attempts of one test, with the turnaround they promise (free for now). */
export const practiceReviewOffers = pgTable(
  'practice_review_offers',
  {
    coachId: uuid('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PRACTICE_TEST_KINDS }).notNull(),
    turnaroundHours: integer('turnaround_hours').notNull(),
    /** What the coach charges for a review of this test; 0: free. */
    pricePaise: integer('price_paise').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.coachId, t.kind] }),
    index('practice_review_offers_kind_idx').on(t.kind),
    check('practice_review_offers_price_valid', sql`${t.pricePaise} >= 0`),
  ],
);

/**
 * An attempt sent to a reviewer (one live request per attempt). A paid review waits for its payment
 * (`paid_at`), then is open until `submitted_at`, or until `due_at` passes unwritten
 * (domain/src/practice/reviews.ts); an unpaid one is withdrawn when the aspirant chooses another
 * reviewer. The price is kept as it was when asked.
 */
export const practiceReviews = pgTable(
  'practice_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** what is reviewed: one attempt, or a whole board day (its attempts together) */
    attemptId: uuid('attempt_id').references(() => practiceAttempts.id, { onDelete: 'cascade' }),
    batteryId: uuid('battery_id').references(() => practiceBatteries.id, { onDelete: 'cascade' }),
    /** the attempt's aspirant, so their data export and progress find it */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedAt: instant('requested_at').notNull(),
    /** Hours promised, counted from the request (free) or from the payment (paid). */
    turnaroundHours: integer('turnaround_hours').notNull(),
    dueAt: instant('due_at').notNull(),
    amountPaise: integer('amount_paise').notNull().default(0),
    paidAt: instant('paid_at'),
    withdrawnAt: instant('withdrawn_at'),
    /** Closed before its time unwritten: its reviewer's account was suspended (it is lapsed from then on). */
    closedAt: instant('closed_at'),
    summary: text('summary'),
    submittedAt: instant('submitted_at'),
  },
  (t) => [
    uniqueIndex('practice_reviews_attempt_key').on(t.attemptId).where(sql`${t.withdrawnAt} is null`),
    uniqueIndex('practice_reviews_battery_key').on(t.batteryId).where(sql`${t.withdrawnAt} is null`),
    check('practice_reviews_one_subject', sql`num_nonnulls(${t.attemptId}, ${t.batteryId}) = 1`),
    index('practice_reviews_reviewer_idx').on(t.reviewerId, t.dueAt),
    index('practice_reviews_user_idx').on(t.userId),
    index('practice_reviews_paid_unwritten_idx').on(t.dueAt).where(sql`${t.paidAt} is not null and ${t.submittedAt} is null`),
    check('practice_reviews_amount_valid', sql`${t.amountPaise} >= 0`),
    check('practice_reviews_paid_only_if_priced', sql`${t.paidAt} is null or ${t.amountPaise} > 0`),
  ],
);

/** The reviewer's note on one item of a reviewed attempt: a comment and the qualities it shows. */
export const practiceReviewNotes = pgTable(
  'practice_review_notes',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => practiceReviews.id, { onDelete: 'cascade' }),
    /** which of the reviewed attempts (a board day's review covers several) */
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => practiceAttempts.id, { onDelete: 'cascade' }),
    item: integer('item').notNull(),
    comment: text('comment'),
    qualities: jsonb('qualities').$type<QualityTags>().notNull().default({}),
    savedAt: instant('saved_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.attemptId, t.item] })],
);

/**
 * A grade (1-5) of one officer like quality in a review: the reviewer's, resting on the answers in
 * `evidence`, or the aspirant's of themselves (domain/src/practice/grades.ts).
 */
export const practiceReviewGrades = pgTable(
  'practice_review_grades',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => practiceReviews.id, { onDelete: 'cascade' }),
    grader: text('grader', { enum: GRADERS }).notNull(),
    quality: text('quality', { enum: OFFICER_LIKE_QUALITIES }).notNull(),
    grade: integer('grade').notNull(),
    evidence: jsonb('evidence').$type<{ attemptId: string; item: number }[]>().notNull().default([]),
    savedAt: instant('saved_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.grader, t.quality] }), check('practice_review_grades_range', sql`${t.grade} between 1 and 5`)],
);

export const INVOICE_DOCUMENT_TYPES = ['tax_invoice', 'credit_note'] as const;

/**
 * The last number given in each series of the platform's papers (`tax_invoice:2026`: tax invoices of the
 * financial year 2026-27). Raised in the transaction that books the fee, so the row stays locked until it
 * commits and a rolled-back booking gives its number back: the series has no gap and no duplicate.
 */
export const invoiceCounters = pgTable('invoice_counters', {
  series: text('series').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * The platform's tax invoices to coaches for its fee, and its credit notes when a fee is taken back
 * (docs/product/tax.md). Written once, with the ledger rows of the fee (`ledger_key`: the fee row's key), and
 * never changed: who the parties were and what the settings said are copied onto the paper. Amounts are
 * paise, positive on both kinds of paper (a credit note's are what it takes back).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentType: text('document_type', {
      enum: INVOICE_DOCUMENT_TYPES,
    }).notNull(),
    series: text('series').notNull(),
    seq: integer('seq').notNull(),
    number: text('number').notNull(),
    financialYear: integer('financial_year').notNull(),
    issuedAt: instant('issued_at').notNull(),
    ledgerKey: text('ledger_key').notNull(),
    /** A credit note's invoice. */
    invoiceId: uuid('invoice_id').references((): AnyPgColumn => invoices.id),
    coachId: uuid('coach_id')
      .notNull()
      .references(() => users.id),
    sessionId: uuid('session_id').references(() => sessions.id),
    practiceReviewId: uuid('practice_review_id'),
    description: text('description').notNull(),
    sac: text('sac').notNull(),
    placeOfSupply: text('place_of_supply').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    supplierName: text('supplier_name').notNull(),
    supplierAddress: text('supplier_address').notNull(),
    supplierState: text('supplier_state').notNull(),
    supplierGstin: text('supplier_gstin'),
    recipientName: text('recipient_name').notNull(),
    recipientAddress: text('recipient_address'),
    recipientState: text('recipient_state'),
    recipientGstin: text('recipient_gstin'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_series_seq').on(t.series, t.seq),
    uniqueIndex('invoices_number').on(t.number),
    uniqueIndex('invoices_ledger_key').on(t.ledgerKey),
    index('invoices_coach_idx').on(t.coachId, t.issuedAt),
    index('invoices_issued_idx').on(t.issuedAt),
    check(
      'invoices_amounts',
      sql`${t.taxablePaise} >= 0 and ${t.cgstPaise} >= 0 and ${t.sgstPaise} >= 0 and ${t.igstPaise} >= 0 and ${t.totalPaise} = ${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise}`,
    ),
    check('invoices_credit_note_refers', sql`(${t.documentType} = 'credit_note') = (${t.invoiceId} is not null)`),
    check('invoices_number_length', sql`length(${t.number}) <= 16`),
  ],
);

/**
 * What the platform withheld from a coach's share for the tax authorities, beside its ledger row (`ledger_key`,
 * kind `tcs` or `tds`): GST TCS (s. 52) with its CGST/SGST/IGST split and the coach's GSTIN, income-tax TDS
 * (s. 194-O) with the last four of their PAN; the base it was computed on. A reversal's row is negative.
 */
export const withholdings = pgTable(
  'withholdings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ledgerKey: text('ledger_key').notNull(),
    kind: text('kind', { enum: ['tcs', 'tds'] }).notNull(),
    cause: text('cause', { enum: LEDGER_CAUSES }).notNull(),
    coachId: uuid('coach_id')
      .notNull()
      .references(() => users.id),
    sessionId: uuid('session_id').references(() => sessions.id),
    practiceReviewId: uuid('practice_review_id'),
    basePaise: integer('base_paise').notNull(),
    percent: real('percent').notNull(),
    cgstPaise: integer('cgst_paise').notNull().default(0),
    sgstPaise: integer('sgst_paise').notNull().default(0),
    igstPaise: integer('igst_paise').notNull().default(0),
    amountPaise: integer('amount_paise').notNull(),
    gstin: text('gstin'),
    panLast4: text('pan_last4'),
    stateCode: text('state_code'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('withholdings_ledger_key').on(t.ledgerKey),
    index('withholdings_created_idx').on(t.createdAt),
    check('withholdings_split', sql`${t.kind} = 'tds' or ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise} = ${t.amountPaise}`),
  ],
);
