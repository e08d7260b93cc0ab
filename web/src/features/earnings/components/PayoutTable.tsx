import { LocalDate } from '../../../components/ui/LocalDate';
import { formatPaise, type PayoutDto } from '@ssb/domain';
import { MoneyTable, type MoneyColumn } from '../../../components/ui/MoneyTable';

const DATE: MoneyColumn<PayoutDto> = { header: 'Date', cell: (p) => <LocalDate className="whitespace-nowrap" iso={p.createdAt} /> };
const COACH: MoneyColumn<PayoutDto> = { header: 'Coach', cell: (p) => p.coachName };
const REST: MoneyColumn<PayoutDto>[] = [
  { header: 'Reference', cell: (p) => <span className="font-mono text-xs break-all">{p.reference}</span> },
  { header: 'Note', cell: (p) => p.note ?? '' },
  { header: 'Amount', numeric: true, cell: (p) => <span className="font-semibold text-slate-900">{formatPaise(p.amount)}</span> },
];

/** Recorded payouts with their transfer references; admins see whose each was. */
export function PayoutTable({ payouts, withCoach = false }: { payouts: readonly PayoutDto[]; withCoach?: boolean }) {
  const columns = withCoach ? [DATE, COACH, ...REST] : [DATE, ...REST];
  return <MoneyTable caption="Payouts" columns={columns} rows={payouts} rowKey={(p) => p.id} />;
}
