import { type EarningLineDto, type StatementDto, type StatementEntryDto } from '@ssb/domain';

import { csvDateTime, csvRupees, csvText } from '../../platform/csv';

export { csvDateTime, csvRupees, csvText };

export const EARNINGS_CSV_HEADER = [
  'Session date (IST)',
  'Completed (IST)',
  'Session',
  'Mentee',
  'Gross (INR)',
  'Platform fee (INR)',
  'GST on fee (INR)',
  'Net (INR)',
] as const;

/** One session line. Amounts are our own digits, never user text, so they stay numbers (a '-' is a sign). */
export function earningsCsvLine(line: EarningLineDto): string {
  return [
    csvText(csvDateTime(line.scheduledAt)),
    csvText(csvDateTime(line.completedAt)),
    csvText(line.title),
    csvText(line.menteeName),
    csvRupees(line.gross),
    csvRupees(line.fee),
    csvRupees(line.gst),
    csvRupees(line.net),
  ].join(',');
}

/**
 * The whole file (RFC 4180: CRLF line ends). It starts with a UTF-8 byte order mark, without which
 * Excel reads the file as the local code page and garbles names written in other scripts.
 */
export function earningsCsv(lines: readonly EarningLineDto[]): string {
  const rows = [EARNINGS_CSV_HEADER.map(csvText).join(','), ...lines.map(earningsCsvLine)];
  return `\uFEFF${rows.join('\r\n')}\r\n`;
}

/** 'ssb-earnings-2031-03-10.csv' (the day in India). */
export function earningsCsvFilename(now: Date): string {
  return `ssb-earnings-${csvDateTime(now.toISOString()).slice(0, 10)}.csv`;
}

const STATEMENT_KIND_WORDS: Record<StatementEntryDto['kind'], string> = {
  earning: 'Earned',
  reversal: 'Taken back (refund or dispute)',
  payout: 'Payout',
  transfer: 'Transfer to your account',
  transfer_failed: 'Transfer failed, back to your balance',
};

export const STATEMENT_CSV_HEADER = ['Date (IST)', 'Entry', 'Session or review', 'Reference', 'Gross (INR)', 'Platform fee (INR)', 'GST on fee (INR)', 'Amount (INR)', 'Payable from (IST)'] as const;

const blank = (paise: number | null) => (paise === null ? '' : csvRupees(paise));

/**
 * A month's statement as a spreadsheet: the opening balance, each entry (amounts signed as they move the
 * balance), and the closing balance with the part still pending; the same CRLF and byte order mark as above.
 */
export function statementCsv(statement: StatementDto): string {
  const balanceRow = (at: string, words: string, paise: number) => [csvText(csvDateTime(at)), csvText(words), '', '', '', '', '', csvRupees(paise), ''].join(',');
  const rows = [
    STATEMENT_CSV_HEADER.map(csvText).join(','),
    balanceRow(statement.from, 'Opening balance', statement.openingBalance),
    ...statement.entries.map((e) =>
      [
        csvText(csvDateTime(e.at)),
        csvText(STATEMENT_KIND_WORDS[e.kind]),
        csvText(e.title),
        csvText(e.reference ?? ''),
        blank(e.gross),
        blank(e.fee),
        blank(e.gst),
        csvRupees(e.amount),
        csvText(csvDateTime(e.payableFrom)),
      ].join(','),
    ),
    balanceRow(statement.to, 'Closing balance', statement.closingBalance),
    balanceRow(statement.to, 'Of which pending', statement.closingPending),
  ];
  return `\uFEFF${rows.join('\r\n')}\r\n`;
}

/** 'ssb-statement-2031-03.csv'. */
export function statementCsvFilename(month: string): string {
  return `ssb-statement-${month}.csv`;
}
