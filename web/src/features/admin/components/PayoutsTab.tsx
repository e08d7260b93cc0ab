import { formatPaise, type CoachBalanceDto } from '@ssb/domain';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { messageOf } from '../../../lib/api';
import { MoneyTable, type MoneyColumn } from '../../../components/ui/MoneyTable';
import { PayoutTable } from '../../earnings/components/PayoutTable';
import { useCoachBalances, usePayouts } from '../api';
import { PagedList } from './PagedList';
import { RecordPayoutDialog } from './RecordPayoutDialog';

const BALANCE_COLUMNS: MoneyColumn<CoachBalanceDto>[] = [
  {
    header: 'Coach',
    cell: (b) => (
      <>
        <span className="block font-medium text-slate-900">{b.coachName}</span>
        <span className="block break-all text-slate-600">{b.email}</span>
      </>
    ),
  },
  { header: 'Pending', numeric: true, cell: (b) => formatPaise(b.pending) },
  { header: 'Payable', numeric: true, cell: (b) => <span className="font-semibold text-slate-900">{formatPaise(b.payable)}</span> },
  { header: 'In transfers', numeric: true, cell: (b) => formatPaise(b.inTransfers) },
  { header: 'On the way', numeric: true, cell: (b) => formatPaise(b.onTheWay) },
  {
    header: 'Owed',
    numeric: true,
    cell: (b) => (b.owed > 0 ? <span className="font-semibold text-amber-900">{formatPaise(b.owed)}</span> : formatPaise(0)),
  },
  { header: 'Payout', cell: (b) => <RecordPayoutDialog balance={b} /> },
];

function Balances() {
  const balances = useCoachBalances();
  if (balances.isPending) return <Skeleton className="h-32" />;
  if (balances.isError) {
    return (
      <ErrorState
        title="Balances could not be loaded"
        message={messageOf(balances.error, 'Please check your connection and try again.')}
        onRetry={() => void balances.refetch()}
        retrying={balances.isRefetching}
      />
    );
  }
  if (balances.data.data.length === 0) {
    return <EmptyState title="No coach has earned yet" description="Coaches show here once a paid session of theirs is completed." />;
  }
  return <MoneyTable caption="What each coach is owed, and owes" columns={BALANCE_COLUMNS} rows={balances.data.data} rowKey={(b) => b.coachId} />;
}

/**
 * Each coach's money (pending, payable, held in transfers, on the way, and what they owe from a refund after a
 * payout), with "Record payout" up to what may be paid by hand now, and the payouts recorded so far.
 */
export function PayoutsTab({ page, hrefFor }: { page: number; hrefFor: (page: number) => string }) {
  const payouts = usePayouts(page);
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="balances-heading">
        <h2 id="balances-heading" className="mb-3 text-lg font-semibold text-primary-900">
          Balances
        </h2>
        <Balances />
      </section>
      <section aria-labelledby="payouts-heading">
        <h2 id="payouts-heading" className="mb-3 text-lg font-semibold text-primary-900">
          Payouts recorded
        </h2>
        <PagedList query={payouts} what="payouts" empty={{ title: 'No payouts recorded yet' }} page={page} hrefFor={hrefFor}>
          {(rows) => <PayoutTable payouts={rows} withCoach />}
        </PagedList>
      </section>
    </div>
  );
}
