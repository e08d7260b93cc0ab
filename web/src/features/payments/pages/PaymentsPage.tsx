import { LocalDate } from '../../../components/ui/LocalDate';
import { formatPaise, type PaymentDto } from '@ssb/domain';
import { Link, useSearchParams } from '../../../lib/router';
import { Badge } from '../../../components/ui/Badge';
import { buttonClasses } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Pager, pageFrom } from '../../../components/ui/Pager';
import { Skeleton } from '../../../components/ui/Skeleton';
import { messageOf } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { SessionCardHeading } from '../../sessions/components/SessionCardHeading';
import { checkoutPath } from '../../sessions/paths';
import { PAYMENTS_PAGE_SIZE, useMyPayments } from '../receipt/api';
import { RefundList } from '../receipt/RefundList';
import { paymentStatusBadge } from '../receipt/refunds';

const PAGE_PATH = '/dashboard/payments';

function PaymentCard({ payment }: { payment: PaymentDto }) {
  const status = paymentStatusBadge(payment);
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <SessionCardHeading
          href={payment.link}
          title={payment.sessionTitle}
          who={payment.purchase === 'review' ? `Written review by ${payment.coachName}` : `with ${payment.coachName}`}
          scheduledAt={payment.scheduledAt}
          level="h2"
        />
        <div className="flex flex-col items-end gap-1">
          <p className="text-lg font-semibold text-slate-900">{formatPaise(payment.amount)}</p>
          <Badge tone={status.tone}>{status.label}</Badge>
        </div>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
        {payment.paidAt && (
          <span>
            Paid on <LocalDate iso={payment.paidAt} />
          </span>
        )}
        {payment.receiptNumber && <span>Receipt {payment.receiptNumber}</span>}
        {payment.gateway === 'test' && <Badge tone="accent">Test mode: no money moved</Badge>}
        {payment.receiptUrl && (
          <Link to={payment.receiptUrl} className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline">
            View receipt<span className="sr-only"> for {payment.sessionTitle}</span>
          </Link>
        )}
      </div>
      {payment.status !== 'captured' &&
        (payment.sessionId && payment.sessionStatus === 'pending_payment' ? (
          <Link to={checkoutPath(payment.sessionId)} className={buttonClasses({ variant: 'accent', size: 'sm', className: 'mt-3' })}>
            Pay now<span className="sr-only"> for {payment.sessionTitle}</span>
          </Link>
        ) : (
          <p className="mt-2 text-sm text-slate-600">Nothing was charged.</p>
        ))}
      {payment.refunds.length > 0 && (
        <div className="mt-2 border-t border-slate-200 pt-2">
          <h3 className="text-sm font-semibold text-slate-900">Refunds</h3>
          <RefundList refunds={payment.refunds} />
        </div>
      )}
    </article>
  );
}

/** /dashboard/payments: the mentee's payments, newest first, with refunds and receipts (docs/product/money.md). */
export default function PaymentsPage() {
  const [params] = useSearchParams();
  const page = pageFrom(params);
  const payments = useMyPayments(page);

  return (
    <div>
      <PageHeader title="Payments" description="What you paid for your sessions and practice reviews, refunds and their progress, and your receipts." />
      {payments.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <span className="sr-only">Loading payments…</span>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-32" />
          ))}
        </div>
      ) : payments.isError ? (
        <ErrorState
          title="Payments could not be loaded"
          message={messageOf(payments.error, 'Please check your connection and try again.')}
          onRetry={() => void payments.refetch()}
          retrying={payments.isRefetching}
        />
      ) : payments.data.data.length === 0 ? (
        <EmptyState
          title={page > 1 ? 'No more payments' : 'No payments yet'}
          description={page > 1 ? 'You have reached the end of the list.' : 'When you pay for a session or a practice review, its payment and receipt show here.'}
          action={
            page > 1 ? (
              <Link to={PAGE_PATH} className={buttonClasses({ variant: 'outline' })}>
                Back to the newest
              </Link>
            ) : (
              <Link to="/coaches" className={buttonClasses({ variant: 'accent' })}>
                Find a coach
              </Link>
            )
          }
        />
      ) : (
        <>
          <ul className={cn('flex flex-col gap-3', payments.isPlaceholderData && 'opacity-60')}>
            {payments.data.data.map((payment) => (
              <li key={payment.id}>
                <PaymentCard payment={payment} />
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pageSize={payments.data.meta?.pageSize ?? PAYMENTS_PAGE_SIZE}
            total={payments.data.meta?.total ?? payments.data.data.length}
            hrefFor={(p) => (p === 1 ? PAGE_PATH : `${PAGE_PATH}?page=${p}`)}
          />
        </>
      )}
    </div>
  );
}
