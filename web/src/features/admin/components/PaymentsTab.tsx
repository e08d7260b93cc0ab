import { LocalDate } from '../../../components/ui/LocalDate';
import { formatPaise, type PaymentDto } from '@ssb/domain';
import { Link } from '../../../lib/router';
import { Badge } from '../../../components/ui/Badge';
import { MoneyTable, type MoneyColumn } from '../../../components/ui/MoneyTable';
import { paymentStatusBadge } from '../../payments/receipt/refunds';
import { useAdminPayments } from '../api';
import { PagedList } from './PagedList';

const COLUMNS: MoneyColumn<PaymentDto>[] = [
  { header: 'Date', cell: (p) => <LocalDate className="whitespace-nowrap" iso={p.paidAt ?? p.createdAt} /> },
  {
    header: 'Purchase',
    cell: (p) => (
      <>
        <Link to={p.link} className="block font-medium text-primary-800 hover:underline">
          {p.sessionTitle}
        </Link>
        <span className="block text-slate-600">
          {p.purchase === 'review' ? `${p.menteeName}, written review by ${p.coachName}` : `${p.menteeName} with ${p.coachName}`}
        </span>
      </>
    ),
  },
  {
    header: 'Status',
    cell: (p) => {
      const status = paymentStatusBadge(p);
      return (
        <span className="inline-flex flex-wrap gap-1 max-md:justify-end">
          <Badge tone={status.tone}>{status.label}</Badge>
          {p.gateway === 'test' && <Badge tone="accent">Test</Badge>}
        </span>
      );
    },
  },
  {
    header: 'Receipt',
    cell: (p) =>
      p.receiptUrl ? (
        <Link to={p.receiptUrl} className="font-semibold whitespace-nowrap text-primary-700 underline">
          {p.receiptNumber ?? 'Receipt'}
        </Link>
      ) : (
        <span className="text-slate-500">None</span>
      ),
  },
  {
    header: 'Amount',
    numeric: true,
    cell: (p) => (
      <>
        <span className="block font-semibold text-slate-900">{formatPaise(p.amount)}</span>
        {p.refundedAmount > 0 && <span className="block text-slate-600">{formatPaise(p.refundedAmount)} refunded</span>}
      </>
    ),
  },
];

/** Every payment, newest first. */
export function PaymentsTab({ page, hrefFor }: { page: number; hrefFor: (page: number) => string }) {
  const payments = useAdminPayments(page);
  return (
    <PagedList query={payments} what="payments" empty={{ title: 'No payments yet' }} page={page} hrefFor={hrefFor}>
      {(rows) => <MoneyTable caption="Payments" columns={COLUMNS} rows={rows} rowKey={(p) => p.id} />}
    </PagedList>
  );
}
