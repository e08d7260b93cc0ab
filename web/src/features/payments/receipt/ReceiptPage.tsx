import { LocalDate } from '../../../components/ui/LocalDate';
import { formatDate, formatPaise, sessionCategoryLabel, type ReceiptDto, plural } from '@ssb/domain';
import type { ReactNode } from 'react';
import { Link, useParams } from '../../../lib/router';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { ErrorState } from '../../../components/ui/ErrorState';
import { PaperSkeleton } from '../../../components/ui/Skeleton';
import { isApiError, messageOf } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { SERVER_TIME_ZONE } from '../../../lib/format';
import { usePageTitle } from '../../../lib/usePageTitle';
import { REFUND_POLICY_PATH } from '../checkout/TermsLine';
import { useReceipt } from './api';
import { paymentMethodWords } from './paymentMethod';
import { RefundList } from './RefundList';
import { PRINT_ONLY_RECEIPT_CSS, RECEIPT_ELEMENT_ID } from './printCss';

const MY_PAYMENTS_PATH = '/dashboard/payments';
const ADMIN_MONEY_PATH = '/admin/money';

export const TEST_MODE_NOTE = 'Test mode: no money moved';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-4">
      <dt className="text-sm text-slate-600 sm:w-40 sm:shrink-0">{label}</dt>
      <dd className="min-w-0 font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** What was paid for: a session, or a coach's written review of a practice attempt. */
function Purchase({ receipt: { session, review } }: { receipt: ReceiptDto }) {
  if (session)
    return (
      <Row label="Session">
        {session.title}
        <span className="block text-sm font-normal text-slate-600">
          {sessionCategoryLabel(session.sessionType)} · {session.duration} min · <LocalDate iso={session.scheduledAt} withTime />
        </span>
      </Row>
    );
  if (review)
    return (
      <Row label="Review">
        {review.title}
        <span className="block text-sm font-normal text-slate-600">
          Written review within {plural(review.turnaroundHours, 'hour', 'hours')} of payment · asked on <LocalDate iso={review.requestedAt} withTime />
        </span>
      </Row>
    );
  return null;
}

function ReceiptDocument({ receipt }: { receipt: ReceiptDto }) {
  const refunded = receipt.refunds.reduce((sum, r) => sum + r.amount, 0);
  return (
    <article id={RECEIPT_ELEMENT_ID} className="rounded-xl border border-slate-200 bg-white p-5 sm:p-8 print:border-0 print:p-0">
      <header className="flex flex-col gap-3 border-b border-slate-200 pb-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{receipt.title}</p>
          <h1 className="text-2xl font-bold text-primary-900">{receipt.number}</h1>
          <p className="text-sm text-slate-600">
            Issued on <time dateTime={receipt.issuedAt}>{formatDate(receipt.issuedAt, SERVER_TIME_ZONE)}</time>
          </p>
        </div>
        <div className="text-sm text-slate-700 sm:text-right">
          <p className="font-semibold text-slate-900">{receipt.platform.legalName}</p>
          {receipt.platform.gstin && <p>GSTIN {receipt.platform.gstin}</p>}
          <p>{receipt.platform.email}</p>
        </div>
      </header>

      {receipt.gateway === 'test' && (
        <p className="mt-4">
          <Badge tone="accent">{TEST_MODE_NOTE}</Badge>
        </p>
      )}

      <dl className="mt-4 divide-y divide-slate-100">
        <Row label="Billed to">
          {receipt.mentee.name}
          <span className="block text-sm font-normal text-slate-600">{receipt.mentee.email}</span>
        </Row>
        <Row label="Collected for">
          {receipt.coach.name}
          {receipt.coach.gstin && <span className="block text-sm font-normal text-slate-600">GSTIN {receipt.coach.gstin}</span>}
        </Row>
        <Purchase receipt={receipt} />
        <Row label="Payment method">{paymentMethodWords(receipt.method)}</Row>
        <Row label="Payment id">{receipt.paymentId}</Row>
        <Row label="Order id">{receipt.orderId}</Row>
        <Row label="Amount paid">
          <span className="text-lg">{formatPaise(receipt.amount)}</span>
        </Row>
        {refunded > 0 && <Row label="Refunded">{formatPaise(refunded)}</Row>}
      </dl>

      {receipt.refunds.length > 0 && (
        <section aria-labelledby="receipt-refunds" className="mt-4 border-t border-slate-200 pt-3">
          <h2 id="receipt-refunds" className="text-sm font-semibold text-slate-900">
            Refunds
          </h2>
          <RefundList refunds={receipt.refunds} />
        </section>
      )}

      <p className="mt-6 text-sm text-slate-600">
        Amounts in Indian rupees (INR). {receipt.platform.legalName} collected this payment on behalf of the coach; it is not a tax invoice.{' '}
        <Link to={REFUND_POLICY_PATH} className="font-semibold text-primary-700 underline">
          Cancellation and refunds
        </Link>
      </p>
    </article>
  );
}

/** /payments/{id}/receipt: the printable receipt of a captured payment (docs/product/money.md "Receipts"). */
export default function ReceiptPage() {
  const { id } = useParams();
  const receipt = useReceipt(id);
  const { role } = useAuth();
  usePageTitle(receipt.data ? `Receipt ${receipt.data.number}` : 'Receipt');

  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <style>{PRINT_ONLY_RECEIPT_CSS}</style>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Link to={role === 'admin' ? ADMIN_MONEY_PATH : MY_PAYMENTS_PATH} className="text-sm font-semibold text-primary-700 underline">
          Back to payments
        </Link>
        {receipt.data && (
          <Button variant="outline" onClick={() => window.print()}>
            Print
          </Button>
        )}
      </div>
      {receipt.isPending ? (
        <PaperSkeleton label="Loading the receipt…" />
      ) : receipt.isError ? (
        isApiError(receipt.error) && receipt.error.status === 404 ? (
          <ErrorState
            title="Receipt not found"
            message="There is no receipt here for your account. Receipts exist once a payment is captured."
            className="print:hidden"
          />
        ) : (
          <ErrorState
            title="The receipt could not be loaded"
            message={messageOf(receipt.error, 'Please check your connection and try again.')}
            onRetry={() => void receipt.refetch()}
            retrying={receipt.isRefetching}
          />
        )
      ) : (
        <ReceiptDocument receipt={receipt.data} />
      )}
    </div>
  );
}
