import { Navigate } from '../../../lib/router';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Skeleton } from '../../../components/ui/Skeleton';
import { buttonClasses } from '../../../components/ui/Button';
import { messageOf } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { EARNINGS_CSV_URL, useEarnings } from '../api';
import { EarningLines } from '../components/EarningLines';
import { EarningsTotals } from '../components/EarningsTotals';
import { PayoutTable } from '../components/PayoutTable';
import { StatementPicker } from '../components/StatementPicker';
import { TransferTable } from '../components/TransferTable';
import { feeExplanation } from '../feeLine';
import { GetPaidCard } from '../payout-account/GetPaidCard';

function EarningsSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-6">
      <span className="sr-only">Loading earnings…</span>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <Skeleton className="h-48" />
    </div>
  );
}

/**
 * /dashboard/earnings: what is pending (and when each becomes payable), payable, on the way, paid out and owed; each
 * completed session's split; transfers; a month's statement; payouts (docs/product/money.md "Earnings").
 */
export default function EarningsPage() {
  const { role } = useAuth();
  const isMentor = role === 'mentor';
  const earnings = useEarnings(isMentor);
  if (!isMentor) return <Navigate to="/dashboard" replace />;

  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        className="mb-0!"
        title="Earnings"
        description={
          earnings.data
            ? `${feeExplanation(earnings.data.feePercent)}; the rest is yours once a session is completed, payable 24 hours after it ends.`
            : undefined
        }
        actions={
          <a href={EARNINGS_CSV_URL} download className={buttonClasses({ variant: 'outline' })}>
            Export CSV
          </a>
        }
      />
      <GetPaidCard />
      {earnings.isPending ? (
        <EarningsSkeleton />
      ) : earnings.isError ? (
        <ErrorState
          title="Earnings could not be loaded"
          message={messageOf(earnings.error, 'Please check your connection and try again.')}
          onRetry={() => void earnings.refetch()}
          retrying={earnings.isRefetching}
        />
      ) : (
        <>
          <section aria-labelledby="totals-heading">
            <h2 id="totals-heading" className="sr-only">
              Totals
            </h2>
            <EarningsTotals totals={earnings.data.totals} />
          </section>

          <section aria-labelledby="sessions-heading">
            <h2 id="sessions-heading" className="mb-3 text-lg font-semibold text-primary-900">
              Completed sessions and reviews
            </h2>
            {earnings.data.sessions.length === 0 ? (
              <EmptyState title="No earnings yet" description="A paid session counts here once it is completed, and a paid practice review once you send it." />
            ) : (
              <EarningLines lines={earnings.data.sessions} />
            )}
          </section>

          <section aria-labelledby="transfers-heading">
            <h2 id="transfers-heading" className="mb-3 text-lg font-semibold text-primary-900">
              Transfers
            </h2>
            {earnings.data.transfers.length === 0 ? (
              <EmptyState
                title="No transfers yet"
                description="With an active payout account, each session's share is sent to it and held until it is payable, then released to your bank."
              />
            ) : (
              <TransferTable transfers={earnings.data.transfers} />
            )}
          </section>

          <section aria-labelledby="statement-heading">
            <h2 id="statement-heading" className="mb-1 text-lg font-semibold text-primary-900">
              Monthly statement
            </h2>
            <p className="mb-3 text-sm text-slate-600">Everything earned, taken back and paid out in a month (India's time), with the balance before and after.</p>
            <StatementPicker />
          </section>

          <section aria-labelledby="payouts-heading">
            <h2 id="payouts-heading" className="mb-3 text-lg font-semibold text-primary-900">
              Payouts
            </h2>
            {earnings.data.payouts.length === 0 ? (
              <EmptyState title="No payouts yet" description="Transfers to your bank account show here with their reference." />
            ) : (
              <PayoutTable payouts={earnings.data.payouts} />
            )}
          </section>
        </>
      )}
    </div>
  );
}
