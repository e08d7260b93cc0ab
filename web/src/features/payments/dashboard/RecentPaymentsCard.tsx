import { DASHBOARD_RECENT_PAYMENTS, formatPaise } from '@ssb/domain';
import { Badge } from '../../../components/ui/Badge';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { LocalDate } from '../../../components/ui/LocalDate';
import { Skeleton } from '../../../components/ui/Skeleton';
import { messageOf } from '../../../lib/api';
import { Link } from '../../../lib/router';
import { DashboardCard } from '../../../components/ui/DashboardCard';
import { useMyPayments } from '../receipt/api';
import { paymentStatusBadge } from '../receipt/refunds';

/** The aspirant's dashboard: their latest payments, each with its refund if any, and a link to all of them. */
export function RecentPaymentsCard() {
  const query = useMyPayments(1);
  let body;
  if (query.isPending)
    body = (
      <div aria-hidden="true" className="flex flex-col gap-2">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    );
  else if (query.isError)
    body = (
      <ErrorState
        title="Could not load payments"
        message={messageOf(query.error, 'Try again later')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else {
    const recent = query.data.data.slice(0, DASHBOARD_RECENT_PAYMENTS);
    body =
      recent.length === 0 ? (
        <EmptyState className="py-6" title="No payments yet" description="Your payments and refunds will show here." />
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100">
          {recent.map((p) => {
            const status = paymentStatusBadge(p);
            return (
              <li key={p.id} className="flex items-start justify-between gap-3 py-2">
                <div className="min-w-0">
                  <Link to={p.receiptUrl ?? p.link} className="font-medium text-slate-900 underline-offset-2 hover:underline [overflow-wrap:anywhere]">
                    {p.sessionTitle}
                  </Link>
                  <p className="text-sm text-slate-600">
                    <LocalDate iso={p.paidAt ?? p.createdAt} />
                    {p.refundedAmount > 0 && <> · {formatPaise(p.refundedAmount)} refunded</>}
                  </p>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1">
                  <span className="font-semibold text-slate-900">{formatPaise(p.amount)}</span>
                  <Badge tone={status.tone}>{status.label}</Badge>
                </div>
              </li>
            );
          })}
        </ul>
      );
  }
  return (
    <DashboardCard title="Payments and refunds" more={{ to: '/dashboard/payments', label: 'All payments' }}>
      {body}
    </DashboardCard>
  );
}
