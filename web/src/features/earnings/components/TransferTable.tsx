import { LocalDate } from '../../../components/ui/LocalDate';
import { formatPaise, type AdminTransferDto, type CoachTransferDto } from '@ssb/domain';
import { Badge } from '../../../components/ui/Badge';
import { MoneyTable, type MoneyColumn } from '../../../components/ui/MoneyTable';
import { TRANSFER_STATUS } from '../transferStatus';

const DATE: MoneyColumn<CoachTransferDto> = {
  header: 'Date',
  cell: (t) => <LocalDate className="whitespace-nowrap" iso={t.processedAt ?? t.releasedAt ?? t.createdAt} />,
};
const FOR: MoneyColumn<CoachTransferDto> = { header: 'For', cell: (t) => <span className="font-medium text-slate-900">{t.title}</span> };
const STATUS: MoneyColumn<CoachTransferDto> = {
  header: 'Status',
  cell: (t) => <Badge tone={TRANSFER_STATUS[t.status].tone}>{TRANSFER_STATUS[t.status].label}</Badge>,
};
const AMOUNT: MoneyColumn<CoachTransferDto> = {
  header: 'Amount',
  numeric: true,
  cell: (t) => <span className="font-semibold text-slate-900">{formatPaise(t.amount)}</span>,
};

/** The coach's transfers to their linked account: for what, in which state, how much. */
export function TransferTable({ transfers }: { transfers: readonly CoachTransferDto[] }) {
  return <MoneyTable caption="Transfers" columns={[DATE, FOR, STATUS, AMOUNT]} rows={transfers} rowKey={(t) => t.id} />;
}

const ADMIN_COLUMNS: MoneyColumn<AdminTransferDto>[] = [
  DATE as MoneyColumn<AdminTransferDto>,
  { header: 'Coach', cell: (t) => t.coachName },
  FOR as MoneyColumn<AdminTransferDto>,
  STATUS as MoneyColumn<AdminTransferDto>,
  { header: 'Reversed', numeric: true, cell: (t) => (t.reversedAmount > 0 ? formatPaise(t.reversedAmount) : <span className="text-slate-500">None</span>) },
  { header: 'Last error', cell: (t) => (t.lastError ? <span className="text-red-800">{t.lastError}</span> : <span className="text-slate-500">None</span>) },
  AMOUNT as MoneyColumn<AdminTransferDto>,
];

/** Every transfer, for the admins: whose, what state, what came back, and why it last failed. */
export function AdminTransferTable({ transfers }: { transfers: readonly AdminTransferDto[] }) {
  return <MoneyTable caption="Transfers" columns={ADMIN_COLUMNS} rows={transfers} rowKey={(t) => t.id} />;
}
