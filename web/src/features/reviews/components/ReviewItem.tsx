import type { Review } from '@ssb/domain';
import { Stars } from '../../../components/ui/Stars';
import { ReplyToReview } from './ReplyToReview';
import { ReportButton } from '../../reports/components/ReportButton';

let monthFormat: Intl.DateTimeFormat | undefined;
/** 'November 2026', in India time like the rest of the product's dates (one formatter: building one costs far more than using it). */
export const monthOf = (iso: string) =>
  (monthFormat ??= new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' })).format(new Date(iso));

/** One review: stars, who and when, the text, and the coach's reply (or, for the coach, a form to reply). */
export function ReviewItem({ review, coachId, coachFirstName, viewerIsCoach }: { review: Review; coachId: string; coachFirstName: string; viewerIsCoach: boolean }) {
  return (
    <li className="flex flex-col gap-2 border-b border-slate-200 py-4 last:border-b-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars value={review.rating} />
        <span className="text-sm font-semibold text-slate-900">{review.reviewer}</span>
        <span className="text-sm text-slate-600">
          {monthOf(review.ratedAt)}
          {review.editedAt && ' · edited'}
        </span>
      </div>
      {review.text && <p className="whitespace-pre-line text-slate-800">{review.text}</p>}
      {!viewerIsCoach && (
        <div>
          <ReportButton targetType="review" targetId={review.id} what={`the review by ${review.reviewer}`} />
        </div>
      )}
      {review.reply ? (
        <div className="ml-3 border-l-2 border-primary-200 pl-3">
          <p className="text-sm font-semibold text-primary-900">
            Reply from {coachFirstName} <span className="font-normal text-slate-600">· {monthOf(review.reply.repliedAt)}</span>
          </p>
          <p className="whitespace-pre-line text-sm text-slate-800">{review.reply.text}</p>
        </div>
      ) : (
        viewerIsCoach && <ReplyToReview coachId={coachId} sessionId={review.id} />
      )}
    </li>
  );
}
