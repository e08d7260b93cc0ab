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

export const STATEMENT_CSV_HEADER = [
  'Date (IST)',
  'Entry',
  'Session or review',
  'Reference',
  'Invoice or credit note',
  'Gross (INR)',
  'Platform fee (INR)',
  'GST on fee (INR)',
  'TCS (INR)',
  'TDS (INR)',
  'Net amount (INR)',
  'Payable from (IST)',
] as const;

const blank = (paise: number | null | undefined) => (paise === null || paise === undefined ? '' : csvRupees(paise));

type StatementCsvRow = Partial<Pick<StatementEntryDto, 'title' | 'reference' | 'gross' | 'fee' | 'gst' | 'tcs' | 'tds' | 'payableFrom'>> & {
  at: string;
  words: string;
  invoice?: string;
  amount: number;
};

const statementCsvLine = (r: StatementCsvRow) =>
  [
    csvText(csvDateTime(r.at)),
    csvText(r.words),
    csvText(r.title ?? ''),
    csvText(r.reference ?? ''),
    csvText(r.invoice ?? ''),
    blank(r.gross),
    blank(r.fee),
    blank(r.gst),
    blank(r.tcs),
    blank(r.tds),
    csvRupees(r.amount),
    csvText(csvDateTime(r.payableFrom ?? null)),
  ].join(',');

/**
 * A month's statement as a spreadsheet: the opening balance, each entry (the split of what the mentee paid, the
 * platform's paper for its fee, and the amount signed as it moves the balance), the month's totals, what was
 * transferred, and the closing balance with the part still pending and who owes whom; CRLF and byte order mark as above.
 */
export function statementCsv(statement: StatementDto): string {
  const { totals } = statement;
  const rows = [
    STATEMENT_CSV_HEADER.map(csvText).join(','),
    statementCsvLine({ at: statement.from, words: 'Opening balance', amount: statement.openingBalance }),
    ...statement.entries.map((e) => statementCsvLine({ ...e, words: STATEMENT_KIND_WORDS[e.kind], invoice: e.invoice?.number })),
    statementCsvLine({ at: statement.to, words: 'Month totals (earned less taken back)', ...totals, amount: totals.net }),
    statementCsvLine({ at: statement.to, words: 'Transferred to your account', amount: 0 - statement.transferred }),
    statementCsvLine({ at: statement.to, words: 'Closing balance', amount: statement.closingBalance }),
    statementCsvLine({ at: statement.to, words: 'Of which pending', amount: statement.closingPending }),
    statementCsvLine({ at: statement.to, words: 'Owed to you', amount: statement.owedToCoach }),
    statementCsvLine({ at: statement.to, words: 'You owe', amount: statement.owedByCoach }),
  ];
  return `\uFEFF${rows.join('\r\n')}\r\n`;
}

/** 'ssb-statement-2031-03.csv'. */
export function statementCsvFilename(month: string): string {
  return `ssb-statement-${month}.csv`;
}
