import { z } from 'zod';
import { RATING_MAX, RATING_MIN, REVIEW_EDIT_DAYS, REVIEW_REPLY_MAX, REVIEWS_PAGE_SIZE } from '../constants';
import { pageQueryShape } from './envelope';
import { SESSION_FEEDBACK_MAX, SESSION_MESSAGES } from './sessions';


export const REVIEW_MESSAGES = {
  notFound: 'Review not found',
  onlyCoachReplies: 'Only the coach of this session can reply to its review',
  alreadyReplied: 'You have already replied to this review',
  replyEmpty: 'Write a reply first',
  replyTooLong: `A reply is at most ${REVIEW_REPLY_MAX} characters`,
  onlyMenteeEdits: 'Only the mentee who wrote this review can edit it',
  editWindowOver: `Reviews can be edited for ${REVIEW_EDIT_DAYS} days after posting`,
} as const;

export const reviewSchema = z.object({
  /** The reviewed session's id. */
  id: z.string(),
  rating: z.number().int(),
  text: z.string().nullable(),
  /** The mentee's first name and last initial: 'Asha K.'. */
  reviewer: z.string(),
  ratedAt: z.string(),
  editedAt: z.string().nullable(),
  reply: z.object({ text: z.string(), repliedAt: z.string() }).nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

export const ratingSummarySchema = z.object({
  /** One decimal; 0 without reviews. */
  average: z.number(),
  total: z.number().int(),
  /** How many reviews gave 1, 2, 3, 4 and 5 stars (index 0 is 1 star). */
  counts: z.array(z.number().int()).length(5),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const reviewListQuerySchema = z.object(pageQueryShape(REVIEWS_PAGE_SIZE, 50));

/** PATCH /sessions/{id}/review: the mentee's new stars and text, within the edit window. */
export const editReviewSchema = z.object({
  menteeRating: z
    .number({ error: SESSION_MESSAGES.rating })
    .int(SESSION_MESSAGES.rating)
    .min(RATING_MIN, SESSION_MESSAGES.rating)
    .max(RATING_MAX, SESSION_MESSAGES.rating),
  menteeFeedback: z.string().trim().max(SESSION_FEEDBACK_MAX, SESSION_MESSAGES.feedbackTooLong).optional(),
});
export type EditReviewInput = z.input<typeof editReviewSchema>;

/** POST /sessions/{id}/review/reply: the coach's one reply. */
export const reviewReplySchema = z.object({
  text: z.string({ error: REVIEW_MESSAGES.replyEmpty }).trim().min(1, REVIEW_MESSAGES.replyEmpty).max(REVIEW_REPLY_MAX, REVIEW_MESSAGES.replyTooLong),
});
export type ReviewReplyInput = z.input<typeof reviewReplySchema>;

/** 'Asha Kulkarni' -> 'Asha K.': how a reviewer is named in public. */
export function reviewerName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return `${firstName.trim()}${initial ? ` ${initial}.` : ''}`.trim() || 'A student';
}

/** Whether the mentee may still edit a review first posted at `ratedAt`. */
export function reviewEditable(ratedAt: Date, now: Date): boolean {
  return now.getTime() < ratedAt.getTime() + REVIEW_EDIT_DAYS * 24 * 60 * 60_000;
}
