import { formatPaise, PRACTICE_TESTS, reviewBadgeLabel, type PracticeReview, type PracticeTestKind } from '@ssb/domain';
import { Link } from '../../../lib/router';
import { Alert } from '../../../components/ui/Alert';
import { Badge } from '../../../components/ui/Badge';
import { LocalDate } from '../../../components/ui/LocalDate';
import { useAuth } from '../../../lib/auth';
import { RefundList } from '../../payments/receipt/RefundList';
import { REVIEW_STATUS_TONE } from '../reviewHelpers';
import { ReviewGradesView, type Evidence } from './ReviewGrades';
import { ReviewPayment } from './ReviewPayment';
import { ReviewSelfGrades } from './ReviewSelfGrades';

/** The test of each reviewed attempt, to name the answers a grade rests on (a board day's steps). */
export type AttemptKinds = Record<string, PracticeTestKind>;

/** What was paid for a review, its receipt, and any refund on its way. */
function PaidLine({ payment }: { payment: NonNullable<PracticeReview['payment']> }) {
  if (payment.status !== 'captured') return null;
  return (
    <div className="flex flex-col gap-2 text-sm text-slate-700">
      <p>
        Paid {formatPaise(payment.amount)}
        {payment.paidAt && (
          <>
            {' '}
            on <LocalDate iso={payment.paidAt} />
          </>
        )}
        {payment.receiptUrl && (
          <>
            {' · '}
            <Link to={payment.receiptUrl} className="font-semibold text-primary-700 underline">
              Receipt {payment.receiptNumber}
            </Link>
          </>
        )}
      </p>
      {payment.refunds.length > 0 && <RefundList refunds={payment.refunds} />}
    </div>
  );
}

/**
 * Where the aspirant's review stands: with whom, due when, paid or to pay, and their own grades while
 * they wait; once written, the summary and the grades beside their own (the notes sit beside the answers).
 */
export function ReviewStatusPanel({ review, attemptKinds, summary }: { review: PracticeReview; attemptKinds?: AttemptKinds; summary?: { asked: number; blank: number } }) {
  const { user } = useAuth();
  const mine = user?.id === review.aspirant.id;
  const kindOf = (attemptId: string) => attemptKinds?.[attemptId] ?? review.set?.kind;
  const label = (e: Evidence) => {
    const kind = kindOf(e.attemptId);
    return `${kind ? PRACTICE_TESTS[kind].short : 'Answer'} ${e.item + 1}`;
  };
  const linkOf = (e: Evidence) => `/practice/attempts/${e.attemptId}#item-${e.item + 1}`;
  const reviewer = review.reviewer.title ? `${review.reviewer.name}, ${review.reviewer.title}` : review.reviewer.name;
  const payment = review.payment;
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={REVIEW_STATUS_TONE[review.status]}>{reviewBadgeLabel(review)}</Badge>
        <span className="text-sm text-slate-700">{reviewer}</span>
      </div>
      {review.status === 'awaiting_payment' && payment && mine && <ReviewPayment review={{ ...review, payment }} summary={summary} />}
      {review.status === 'requested' && (
        <p className="text-sm text-slate-700">
          Sent <LocalDate iso={review.requestedAt} withTime />, due by <LocalDate iso={review.dueAt} withTime />. We will let you know when it is written.
        </p>
      )}
      {review.status === 'lapsed' && (
        <Alert tone="warning">
          {review.closedAt ? (
            <>
              {review.reviewer.name} can no longer review it: their account was suspended <LocalDate iso={review.closedAt} withTime />.
            </>
          ) : (
            <>
              {review.reviewer.name} did not review it in time (it was due by <LocalDate iso={review.dueAt} withTime />).
            </>
          )}{' '}
          {review.amount > 0 && `Your ${formatPaise(review.amount)} is refunded in full. `}{review.battery ? 'A board day is reviewed once: sit another and send that day.' : 'An attempt is reviewed once: sit the test again and send that attempt.'}
        </Alert>
      )}
      {payment && <PaidLine payment={payment} />}
      {mine && (review.status === 'awaiting_payment' || review.status === 'requested') && <ReviewSelfGrades review={review} />}
      {review.status === 'done' && (
        <>
          {review.submittedAt && (
            <p className="text-sm text-slate-600">
              Reviewed <LocalDate iso={review.submittedAt} withTime />. Their notes are beside your answers below.
            </p>
          )}
          <div>
            <h3 className="text-sm font-semibold text-primary-900">Summary</h3>
            {/* null once the reviewer deleted their account: their words go with it (docs/product/accounts.md). */}
            <p className="mt-1 whitespace-pre-wrap text-slate-900">{review.summary ?? 'The reviewer has deleted their account, and their words with it. Their quality marks are kept.'}</p>
          </div>
          {review.grades.length > 0 && (
            <div>
              <h3 className="text-sm font-semibold text-primary-900">{review.selfGrades.length > 0 ? 'Their grades and yours' : 'Their grades'}</h3>
              <ReviewGradesView grades={review.grades} selfGrades={review.selfGrades} label={label} linkOf={linkOf} />
            </div>
          )}
        </>
      )}
    </div>
  );
}
