import { LocalDate } from '../../../components/ui/LocalDate';
import { formatPaise, REFUND_STATUSES } from '@ssb/domain';
import { Link } from '../../../lib/router';
import { Badge } from '../../../components/ui/Badge';
import { Field } from '../../../components/ui/Field';
import { Select } from '../../../components/ui/Select';
import type { Routes } from '@ssb/domain';
import type { Answer } from '../../../lib/api';
import { MoneyTable, type MoneyColumn } from '../../../components/ui/MoneyTable';
import { REFUND_REASON, REFUND_STATUS } from '../../payments/receipt/refunds';
import { useAdminRefunds, type RefundStatusFilter } from '../api';
import { RefundActions } from './FailedRefundActions';
import { PagedList } from './PagedList';

type AdminRefund = Answer<Routes['adminRefunds']>[number];

const COLUMNS: MoneyColumn<AdminRefund>[] = [
  { header: 'Date', cell: (r) => <LocalDate className="whitespace-nowrap" iso={r.createdAt} /> },
  {
    header: 'Purchase',
    cell: (r) => (
      <>
        {/* No link for a review erased with its aspirant's account. */}
        {r.link ? (
          <Link to={r.link} className="block font-medium text-primary-800 hover:underline">
            {r.sessionTitle}
          </Link>
        ) : (
          <span className="block font-medium text-slate-900">{r.sessionTitle}</span>
        )}
        <span className="block text-slate-600">
          {r.menteeName} · {REFUND_REASON[r.reason]}
        </span>
      </>
    ),
  },
  { header: 'Status', cell: (r) => <Badge tone={REFUND_STATUS[r.status].tone}>{REFUND_STATUS[r.status].label}</Badge> },
  { header: 'Last error', cell: (r) => (r.lastError ? <span className="text-red-800">{r.lastError}</span> : <span className="text-slate-500">None</span>) },
  { header: 'Amount', numeric: true, cell: (r) => <span className="font-semibold text-slate-900">{formatPaise(r.amount)}</span> },
  { header: 'Action', cell: (r) => <RefundActions refund={r} /> },
];

export function isRefundStatus(value: string | null): value is NonNullable<RefundStatusFilter> {
  return (REFUND_STATUSES as readonly (string | null)[]).includes(value);
}

/** Refunds, failed ones first (they need an admin), with a status filter. */
export function RefundsTab({
  page,
  status,
  onStatusChange,
  hrefFor,
}: {
  page: number;
  status: RefundStatusFilter;
  onStatusChange: (status: RefundStatusFilter) => void;
  hrefFor: (page: number) => string;
}) {
  const refunds = useAdminRefunds(page, status);
  return (
    <div className="flex flex-col gap-4">
      <Field label="Status" className="sm:max-w-60">
        <Select value={status ?? ''} onChange={(e) => onStatusChange(isRefundStatus(e.target.value) ? e.target.value : undefined)}>
          <option value="">All refunds</option>
          {REFUND_STATUSES.map((s) => (
            <option key={s} value={s}>
              {REFUND_STATUS[s].label}
            </option>
          ))}
        </Select>
      </Field>
      <PagedList
        query={refunds}
        what="refunds"
        empty={{ title: status ? `No refunds with the status “${REFUND_STATUS[status].label}”` : 'No refunds yet' }}
        page={page}
        hrefFor={hrefFor}
      >
        {(rows) => <MoneyTable caption="Refunds" columns={COLUMNS} rows={rows} rowKey={(r) => r.id} />}
      </PagedList>
    </div>
  );
}
