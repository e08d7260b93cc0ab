// Business constants and limits (explained in docs/product/). One name per number so that the
// web client and the server can never disagree about a limit.

export const MS_PER_MINUTE = 60_000;

// Availability calendar and editor
export const CALENDAR_SPAN_DAYS = 14;
export const SLOT_MINUTES_DEFAULT = 30;
export const SLOT_MINUTES_MIN = 15;
export const PAST_RANGE_TOLERANCE_MS = 60_000;
/** A single-instant availability entry occupies this long when checking overlaps. */
export const INSTANT_OVERLAP_MINUTES = 30;
/** Hour colouring in the calendar: before 12 is morning, 12 to 17 afternoon, from 17 evening. */
export const AFTERNOON_STARTS_HOUR = 12;
export const EVENING_STARTS_HOUR = 17;

// Booking and sessions
export const DEFAULT_BOOKING_MINUTES = 60;
export const SESSION_CATEGORIES = ['general_mentoring', 'group_discussion', 'personal_interview', 'planning_exercise'] as const;
export type SessionCategory = (typeof SESSION_CATEGORIES)[number];
export const DEFAULT_SESSION_CATEGORY: SessionCategory = 'general_mentoring';
/** A coach's own session types (docs/product/coaches.md "Session types"). Prices in rupees. */
export const SESSION_TYPE_MINUTES_MIN = 15;
export const SESSION_TYPE_MINUTES_MAX = 180;
export const SESSION_TYPE_MINUTES_STEP = 15;
export const SESSION_TYPE_PRICE_MAX = 100_000;
export const SESSION_TYPE_TITLE_MAX = 80;
export const SESSION_TYPE_DESCRIPTION_MAX = 300;
export const SESSION_TYPES_MAX = 20;
/** Minutes offered when a coach has an hourly rate but no session types of their own. */
export const DEFAULT_SESSION_TYPE_MINUTES = [30, 60, 90] as const;
/** A custom session type without minutes or duration lasts this long. */
export const CUSTOM_SESSION_TYPE_MINUTES = 60;
/** "Join meeting" is enabled from this long before a session starts (docs/product/sessions.md "Meeting link"). */
export const MEETING_JOIN_OPENS_MINUTES = 10;
export const RATING_MIN = 1;
export const RATING_MAX = 5;

// What an aspirant tells their coaches (docs/product/accounts.md "An aspirant's profile")
/** The entries an aspirant can be preparing for; each leads to an SSB board. */
export const TARGET_ENTRIES = ['NDA', 'CDS', 'AFCAT', 'TES', 'SSC', 'TGC', 'NCC', 'INET', 'ACC', 'Other'] as const;
export type TargetEntry = (typeof TARGET_ENTRIES)[number];
export const ATTEMPT_NUMBER_MAX = 20;

/**
 * How a coach search orders its matches (docs/product/coaches.md "Sorting"); relevance is the search's own
 * order. Here, not beside the search's schema: the coaches page reads it, and importing a contract module
 * would bring zod and build every schema of it on a public page (decision 029).
 */
export const COACH_SORTS = ['relevance', 'price', 'rating', 'next_available'] as const;
export type CoachSort = (typeof COACH_SORTS)[number];

/** Reviews on a coach's profile (docs/product/reviews.md); here, not in their contract, for the reason of COACH_SORTS. */
export const REVIEWS_PAGE_SIZE = 10;
export const REVIEW_REPLY_MAX = 1000;
export const REVIEW_EDIT_DAYS = 7;

// Languages a coach coaches in (docs/product/coaches.md "Languages")
export const COACH_LANGUAGES = ['English', 'Hindi', 'Bengali', 'Gujarati', 'Kannada', 'Malayalam', 'Marathi', 'Odia', 'Punjabi', 'Tamil', 'Telugu', 'Urdu', 'Assamese', 'Nepali'] as const;
export type CoachLanguage = (typeof COACH_LANGUAGES)[number];
export const COACH_LANGUAGES_MAX = 8;

// Live discussions
export const DISCUSSION_JOIN_CUTOFF_MINUTES = 10;
export const DISCUSSION_ACCESS_OPENS_MINUTES = 5;
/**
 * How long after the start attendees can still enter. Discussions carry no duration, so access
 * (and the Enter button) closes this long after the start (docs/product/content.md "Access to the
 * meeting").
 */
export const DISCUSSION_ACCESS_CLOSES_AFTER_MINUTES = 120;
export const DISCUSSION_CAPACITY_DEFAULT = 10;
export const DISCUSSION_CAPACITY_MIN = 1;
export const DISCUSSION_ATTENDEE_AVATARS = 3;

// Lists and cards
export const FEATURED_MENTORS = 3;
/** A page of the coach search (here, not with its schema: the home page's coach queries must not bring zod). */
export const COACH_SEARCH_PAGE_SIZE_DEFAULT = 12;
export const TOP_COACHES_FETCHED = 10;
export const TOP_COACHES_SHOWN = 3;
export const COACH_GRID_SKELETONS = 6;
export const SPECIALIZATIONS_FULL_CARD = 3;
export const SPECIALIZATIONS_COMPACT_CARD = 2;
export const ACHIEVEMENTS_ON_CARD = 3;
export const DASHBOARD_UPCOMING_SESSIONS = 5;
export const DASHBOARD_ACHIEVEMENTS = 5;
/** An aspirant's dashboard: the joined discussions and the latest payments it shows. */
export const DASHBOARD_JOINED_DISCUSSIONS = 3;
export const DASHBOARD_RECENT_PAYMENTS = 3;
export const ONBOARDING_STEPS_MENTOR = 4;
export const ONBOARDING_STEPS_MENTEE = 3;

// Blog
export const BLOG_PREVIEW_POSTS = 5;
export const EXCERPT_FALLBACK_HOME = 160;
export const EXCERPT_FALLBACK_LIST = 140;
export const EXCERPT_MAX = 500;
export const BLOG_DEFAULT_CATEGORY = 'General';
export const BLOG_CATEGORIES = [
  'Psychology',
  'Group Tasks',
  'Interview',
  'SSB Tips',
  'OIR',
  'PPDT',
  'GTO',
  'Conference',
  'Screening',
  'WAT',
  'TAT',
  'SRT',
  'Strategy',
  'Success Stories',
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

// Auth
export const PASSWORD_MIN_LOGIN = 6;
export const PASSWORD_MIN_REGISTRATION = 8;
export const SESSION_EXPIRY_REDIRECT_MS = 50;

// Tag input and profile
export const TAG_SUGGESTIONS_SHOWN = 6;
export const TAG_QUICK_CHIPS = 8;

// Avatar
export const AVATAR_MAX_SIDE_PX = 1024;
export const AVATAR_JPEG_QUALITY = 0.8;
export const AVATAR_MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const AVATAR_RECOMMENDED_BYTES = 2 * 1024 * 1024;
export const AVATAR_FILE_NAME = 'avatar.jpg';
