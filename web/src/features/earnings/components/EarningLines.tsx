import { LocalDate } from '../../../components/ui/LocalDate';
import { formatDateTime, formatPaise, type EarningLineDto } from '@ssb/domain';
import { Badge } from '../../../components/ui/Badge';
import { MoneyTable, type MoneyColumn } from '../../../components/ui/MoneyTable';
import { SERVER_TIME_ZONE } from '../../../lib/format';
import { TRANSFER_STATUS } from '../transferStatus';

/** 'Payable from 6 Mar 2031, 11:00 am IST' (India's time, the zone named), or 'Payable'. */
export function payableWords(line: Pick<EarningLineDto, 'payableFrom'>): string {
  return line.payableFrom ? `Payable from ${formatDateTime(line.payableFrom, SERVER_TIME_ZONE)}` : 'Payable';
}

function LineState({ line }: { line: EarningLineDto }) {
  return (
    <span className="flex flex-col items-start gap-1 max-md:items-end">
      <span className={line.payableFrom ? 'text-slate-700' : 'font-medium text-green-800'}>{payableWords(line)}</span>
      {line.transfer && (
        <Badge tone={TRANSFER_STATUS[line.transfer.status].tone}>
          {TRANSFER_STATUS[line.transfer.status].label} · {formatPaise(line.transfer.amount)}
        </Badge>
      )}
    </span>
  );
}

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
  { header: 'Status', cell: (line) => <LineState line={line} /> },
];

/** Each completed session's (or sent paid review's) split, when its share is payable, and its transfer. */
export function EarningLines({ lines }: { lines: readonly EarningLineDto[] }) {
  return <MoneyTable caption="Earnings per session and review" columns={COLUMNS} rows={lines} rowKey={(line) => line.sessionId} />;
}
