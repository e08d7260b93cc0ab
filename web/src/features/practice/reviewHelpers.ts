import { PRACTICE_TESTS, type OfficerLikeQuality, type PracticeReview, type QualityTags, type ReviewNote, type ReviewStatus } from '@ssb/domain';

/** The badge colour of each review status, wherever one is shown. */
export const REVIEW_STATUS_TONE = { awaiting_payment: 'neutral', requested: 'primary', done: 'success', lapsed: 'warning' } as const satisfies Record<ReviewStatus, string>;

/** 'self-confidence' → 'Self-confidence': the board's words, as a label. */
export function qualityName(quality: OfficerLikeQuality): string {
  return quality.charAt(0).toUpperCase() + quality.slice(1);
}

/** Whether a note says anything: a comment with text, or a quality marked. */
export function noteHasContent(note: { comment: string | null; qualities: QualityTags }): boolean {
  return Boolean(note.comment?.trim()) || Object.keys(note.qualities).length > 0;
}

/** The notes of a review by item number: of one attempt (`attemptId`), or all when the review is of one attempt. */
export function notesByItem(notes: readonly ReviewNote[], attemptId?: string): Map<number, ReviewNote> {
  return new Map(notes.filter((note) => !attemptId || note.attemptId === attemptId).map((note) => [note.item, note]));
}

/** A review's name on a reviewer's screens: "WAT: WAT set 1", or the board day. */
export function reviewHeading(review: Pick<PracticeReview, 'set' | 'title' | 'battery'>): string {
  return review.set ? `${PRACTICE_TESTS[review.set.kind].short}: ${review.set.title}` : review.title.replace(/ review$/u, '');
}

/** A reviewer's queue: open reviews first, soonest due first; then done and lapsed ones, latest first. */
export function orderQueue(reviews: readonly PracticeReview[]): { open: PracticeReview[]; closed: PracticeReview[] } {
  const open = reviews.filter((r) => r.status === 'requested').sort((a, b) => Date.parse(a.dueAt) - Date.parse(b.dueAt));
  const closedAt = (r: PracticeReview) => Date.parse(r.submittedAt ?? r.dueAt);
  const closed = reviews.filter((r) => r.status !== 'requested').sort((a, b) => closedAt(b) - closedAt(a));
  return { open, closed };
}
