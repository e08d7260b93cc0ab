import { LocalDate } from '../../../components/ui/LocalDate';
import { formatPaise, type EarningLineDto } from '@ssb/domain';
import { MoneyTable, type MoneyColumn } from '../../../components/ui/MoneyTable';

const COLUMNS: MoneyColumn<EarningLineDto>[] = [
  {
    header: 'Session or review',
    cell: (line) => (
      <>
        <span className="block font-medium text-slate-900">{line.title}</span>
        <span className="block text-slate-600">
          {line.menteeName} · <LocalDate iso={line.completedAt ?? line.scheduledAt} />
        </span>
      </>
    ),
  },
  { header: 'Gross', numeric: true, cell: (line) => formatPaise(line.gross) },
  { header: 'Fee', numeric: true, cell: (line) => formatPaise(line.fee) },
  { header: 'GST', numeric: true, cell: (line) => formatPaise(line.gst) },
  { header: 'Net', numeric: true, cell: (line) => <span className="font-semibold text-slate-900">{formatPaise(line.net)}</span> },
];

/** Each completed session's (or sent paid review's) split: what the mentee paid, the fee, GST on it, and the coach's share. */
export function EarningLines({ lines }: { lines: readonly EarningLineDto[] }) {
  return <MoneyTable caption="Earnings per session and review" columns={COLUMNS} rows={lines} rowKey={(line) => line.sessionId} />;
}
