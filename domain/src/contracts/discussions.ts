import { z } from 'zod';
import { DISCUSSION_CAPACITY_DEFAULT, DISCUSSION_CAPACITY_MIN } from '../constants';

/** Upper bounds that no product rule sets: they only keep absurd input out of the database. */
export const DISCUSSION_TITLE_MAX = 200;
export const DISCUSSION_DESCRIPTION_MAX = 2000;
export const DISCUSSION_CAPACITY_MAX = 1000;
export const DISCUSSION_MEET_LINK_MAX = 2000;

/** What the API document says of an http(s) link (the server parses it: `isHttpUrl`, `isThumbnailUrl`). */
export const HTTP_URL_DOC = { format: 'uri', pattern: '^\\s*[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+' } as const;

/** True for an absolute http:// or https:// URL with a host. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export const DISCUSSION_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${DISCUSSION_TITLE_MAX} characters`,
  descriptionTooLong: `Description must be at most ${DISCUSSION_DESCRIPTION_MAX} characters`,
  startTimeInvalid: 'Start time must be a valid date and time',
  capacityWhole: 'Capacity must be a whole number',
  capacityMin: `Capacity must be at least ${DISCUSSION_CAPACITY_MIN}`,
  capacityMax: `Capacity must be at most ${DISCUSSION_CAPACITY_MAX}`,
  meetLinkRequired: 'Meet link is required',
  meetLinkInvalid: 'Meet link must be an http:// or https:// URL',
} as const;

const M = DISCUSSION_MESSAGES;

/**
 * POST /api/discussions/admin (docs/product/content.md "Creating a discussion"): title and meet link required,
 * the meet link an http(s) URL, capacity a whole number of at least 1 (default 10). A missing
 * start time means "now" — the server fills it from its clock, so it is optional here.
 */
export const createDiscussionSchema = z.object({
  title: z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(DISCUSSION_TITLE_MAX, M.titleTooLong),
  description: z.string().trim().max(DISCUSSION_DESCRIPTION_MAX, M.descriptionTooLong).default(''),
  startTime: z.iso.datetime({ offset: true, error: M.startTimeInvalid }).optional(),
  capacity: z
    .number({ error: M.capacityWhole })
    .int(M.capacityWhole)
    .min(DISCUSSION_CAPACITY_MIN, M.capacityMin)
    .max(DISCUSSION_CAPACITY_MAX, M.capacityMax)
    .default(DISCUSSION_CAPACITY_DEFAULT),
  meetLink: z
    .string({ error: M.meetLinkRequired })
    .trim()
    .min(1, M.meetLinkRequired)
    .max(DISCUSSION_MEET_LINK_MAX, M.meetLinkInvalid)
    .refine(isHttpUrl, M.meetLinkInvalid)
    .meta(HTTP_URL_DOC),
});
export type CreateDiscussionInput = z.input<typeof createDiscussionSchema>;
export type CreateDiscussionPayload = z.output<typeof createDiscussionSchema>;

/** PUT /discussions/{id} (admins): the same fields; no meet link keeps the current room (the list never carries it). */
export const updateDiscussionSchema = createDiscussionSchema.partial({ meetLink: true });
export type UpdateDiscussionPayload = z.output<typeof updateDiscussionSchema>;

/** An attendee as lists show them: name and picture only, never an email (docs/product/content.md "The list"). */
export const discussionAttendeeSchema = z.object({
  id: z.string(),
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
});
export type DiscussionAttendee = z.infer<typeof discussionAttendeeSchema>;

/**
 * One discussion in GET /api/discussions (and the answer of join, leave and create). Never the
 * meet link: that comes only from GET /api/discussions/{id}/access.
 */
export const discussionSchema = z.object({
  id: z.string(),
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  startTime: z.string(),
  capacity: z.number().int(),
  attendeeCount: z.number().int(),
  /** every attendee, earliest joiners first (a card shows three faces and '+N') */
  attendees: z.array(discussionAttendeeSchema),
  /** whether the caller holds a seat (false when signed out) */
  joined: z.boolean(),
  /** who leads it (the admin who created it), by name; null when their account is gone */
  moderator: z.string().nullable(),
});
export type Discussion = z.infer<typeof discussionSchema>;

export const discussionAccessSchema = z.object({ meetLink: z.string() });
export type DiscussionAccess = z.infer<typeof discussionAccessSchema>;
