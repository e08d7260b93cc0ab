import { LocalDate } from '../../../components/ui/LocalDate';
import { formatDate, formatPaise, type RefundDto } from '@ssb/domain';
import { Link } from '../../../lib/router';
import { Badge } from '../../../components/ui/Badge';
import { buttonClasses } from '../../../components/ui/Button';
import { useCountdown } from '../../payments/checkout/countdown';
import { HoldCountdown } from '../../payments/checkout/HoldCountdown';
import { REFUND_POLICY_PATH } from '../../payments/checkout/TermsLine';
import { refundNowText } from '../../payments/checkout/terms';
import { REFUND_REASON, REFUND_STATUS, refundProgress } from '../../payments/receipt/refunds';
import type { Session } from '../api';
import { checkoutPath } from '../paths';

/** One refund and how far it got: decided, sent, processed, failed (our team acts), refunded by hand. */
function RefundRow({ refund }: { refund: RefundDto }) {
  const status = REFUND_STATUS[refund.status];
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 py-2">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">Refund of {formatPaise(refund.amount)}</p>
        <p className="text-sm text-slate-600">
          {REFUND_REASON[refund.reason]} · {formatDate(refund.createdAt)}
        </p>
        <p className="text-sm text-slate-600">{refundProgress(refund)}</p>
      </div>
      <Badge tone={status.tone}>{status.label}</Badge>
    </li>
  );
}

function PendingPayment({ session, canPay }: { session: Session; canPay: boolean }) {
  const left = useCountdown(session.holdExpiresAt);
  if (!canPay) return <p className="text-slate-700">Waiting for the mentee&apos;s payment.</p>;
  if (left === 0) return <p className="text-slate-700">The hold on this slot has expired.</p>;
  return (
    <div className="flex flex-col gap-3">
      <HoldCountdown msLeft={left} />
      <Link to={checkoutPath(session.id)} className={buttonClasses({ variant: 'accent', className: 'self-start' })}>
        Pay now
      </Link>
    </div>
  );
}

/**
 * The session page's money (docs/product/money.md): the payment's status (and test mode), the receipt,
 * what a cancellation at this minute would refund, and each refund's progress. A pending booking shows
 * its hold's countdown and "Pay now" to its mentee.
 */
export function SessionPaymentPanel({ session, viewerIsMentee, canCancelNow }: { session: Session; viewerIsMentee: boolean; canCancelNow: boolean }) {
  const payment = session.payment;
  if (!payment) {
    return session.price === 0 ? (
      <section aria-labelledby="payment-heading" className="mt-6 rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="payment-heading" className="mb-1 font-semibold text-primary-900">
          Payment
        </h2>
        <p className="text-slate-700">Free session: nothing to pay.</p>
      </section>
    ) : null;
  }
  const refundNow = canCancelNow ? refundNowText(session.refundIfCancelledNow, session.price, viewerIsMentee ? '' : 'the mentee') : null;
  return (
    <section aria-labelledby="payment-heading" className="mt-6 rounded-xl border border-slate-200 bg-white p-4">
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <h2 id="payment-heading" className="font-semibold text-primary-900">
          Payment
        </h2>
        {payment.gateway === 'test' && <Badge tone="accent">Test mode: no money moves</Badge>}
      </div>

      {session.status === 'pending_payment' || (payment.status !== 'captured' && session.status === 'expired') ? (
        session.status === 'expired' ? (
          <p className="text-slate-700">Not paid: the hold on this slot expired, and nothing was charged.</p>
        ) : (
          <PendingPayment session={session} canPay={viewerIsMentee} />
        )
      ) : payment.status === 'captured' ? (
        <div className="flex flex-col gap-1 text-slate-700">
          <p>
            <span className="font-semibold text-slate-900">Paid {formatPaise(payment.amount)}</span>
            {payment.paidAt && (
              <>
                {' '}
                on <LocalDate iso={payment.paidAt} withTime />
              </>
            )}
          </p>
          {payment.receiptNumber && <p className="text-sm">Receipt {payment.receiptNumber}</p>}
          {payment.receiptUrl && (
            <Link to={payment.receiptUrl} className="self-start text-sm font-semibold text-primary-700 underline">
              View receipt
            </Link>
          )}
        </div>
      ) : (
        <p className="text-slate-700">{payment.status === 'failed' ? 'The payment failed; nothing was charged.' : 'Not paid yet.'}</p>
      )}

      {refundNow && (
        <p className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800">
          {refundNow}.{' '}
          <Link to={REFUND_POLICY_PATH} className="font-semibold text-primary-700 underline">
            Cancellation and refunds
          </Link>
        </p>
      )}

      {payment.refunds.length > 0 && (
        <div className="mt-3 border-t border-slate-200 pt-2">
          <h3 className="text-sm font-semibold text-slate-900">Refunds</h3>
          <ul className="divide-y divide-slate-100">
            {payment.refunds.map((r) => (
              <RefundRow key={r.id} refund={r} />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
