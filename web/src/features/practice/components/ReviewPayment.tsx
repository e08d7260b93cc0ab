import { formatPaise, type CheckoutResult, type PracticeReview, plural } from '@ssb/domain';
import { useCallback, useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { isBusy } from '../../payments/checkout/checkoutMachine';
import { TestCheckoutDialog } from '../../payments/checkout/TestCheckoutDialog';
import { useGatewayCheckout } from '../../payments/checkout/useGatewayCheckout';
import { subjectOf, useConfirmReviewPayment } from '../api';
import { ReviewerList, type AnsweredSummary } from './ReviewerList';

/**
 * A paid review waiting for the aspirant's payment: pay it (the gateway's checkout, or the built-in
 * test one), or choose another reviewer instead (this request is then set aside).
 */
export function ReviewPayment({ review, summary }: { review: PracticeReview & { payment: NonNullable<PracticeReview['payment']> }; summary?: AnsweredSummary }) {
  const subject = subjectOf(review);
  const confirmPayment = useConfirmReviewPayment(subject);
  const [choosing, setChoosing] = useState(false);
  const confirm = useCallback(
    async (result: CheckoutResult) => {
      await confirmPayment.mutateAsync({ reviewId: review.id, result });
    },
    [confirmPayment, review.id],
  );
  const { state, pay, test } = useGatewayCheckout({ payment: review.payment, description: `${review.title} by ${review.reviewer.name}`, confirm });
  const price = formatPaise(review.payment.amount);
  const hours = Math.round((Date.parse(review.dueAt) - Date.parse(review.requestedAt)) / 3_600_000);

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-700">
        Pay {price} to send it to {review.reviewer.name}. They review it within {plural(hours, 'hour', 'hours')} of your payment; if they do not, you get the {price} back in full, by itself.
      </p>
      {state.step === 'failed' && (
        <Alert tone="danger" title={state.title}>
          {state.reason}
        </Alert>
      )}
      {state.step === 'verifying' && <p role="status" className="text-sm text-slate-700">Confirming your payment…</p>}
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="accent" onClick={pay} busy={isBusy(state)} busyLabel="Paying…">
          {state.step === 'failed' ? 'Try again' : `Pay ${price}`}
        </Button>
        {!choosing && (
          <Button variant="outline" onClick={() => setChoosing(true)} disabled={isBusy(state)}>
            Choose another reviewer
          </Button>
        )}
      </div>
      {choosing && <ReviewerList subject={subject} kind={review.set?.kind ?? null} exceptId={review.reviewer.id} summary={summary} />}
      {review.payment.gateway === 'test' && <TestCheckoutDialog orderId={review.payment.orderId} {...test} />}
    </div>
  );
}
