import { formatDate, formatDateTime, formatMonthYear, formatPaise, type StatementDto, type StatementEntryDto } from '@ssb/domain';
import type { ReactNode } from 'react';
import { Link, Navigate, useParams } from '../../../lib/router';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { PaperSkeleton } from '../../../components/ui/Skeleton';
import { messageOf } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { SERVER_TIME_ZONE } from '../../../lib/format';
import { usePageTitle } from '../../../lib/usePageTitle';
import { statementCsvUrl, useStatement } from '../api';
import { MonthInvoices } from '../../tax/components/MonthInvoices';
import { printOnlyCss } from '../../../lib/printOnly';

const EARNINGS_PATH = '/dashboard/earnings';
const STATEMENT_ELEMENT_ID = 'statement';
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Printing prints it alone, on A4. */
const PRINT_ONLY_STATEMENT_CSS = printOnlyCss(STATEMENT_ELEMENT_ID);

export const ENTRY_WORDS: Record<StatementEntryDto['kind'], string> = {
  earning: 'Earned',
  reversal: 'Taken back (refund or dispute)',
  payout: 'Payout',
  transfer: 'Transfer to your account',
  transfer_failed: 'Transfer failed, back to your balance',
};

const PAPER_WORDS: Record<NonNullable<StatementEntryDto['invoice']>['documentType'], string> = { tax_invoice: 'Tax invoice', credit_note: 'Credit note' };

/** 'March 2031' style heading from 'YYYY-MM' (India's calendar: the month's first instant there). */
const monthName = (statement: Pick<StatementDto, 'from'>) => formatMonthYear(statement.from);

function SummaryRow({ label, paise, strong = false }: { label: string; paise: number; strong?: boolean }) {
  return (
    <div className="flex justify-between gap-4 py-1.5">
      <dt className={strong ? 'font-semibold text-slate-900' : 'text-slate-700'}>{label}</dt>
      <dd className={strong ? 'font-bold text-slate-900 tabular-nums' : 'text-slate-900 tabular-nums'}>{formatPaise(paise)}</dd>
    </div>
  );
}

function Entry({ entry }: { entry: StatementEntryDto }) {
  return (
    <li className="flex flex-col gap-1 py-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-900">
          {ENTRY_WORDS[entry.kind]}
          {entry.kind !== 'payout' && <span className="font-normal text-slate-700"> · {entry.title}</span>}
          {entry.reference && <span className="font-mono text-xs font-normal text-slate-700"> · {entry.reference}</span>}
        </p>
        <p className="text-sm text-slate-600">
          <time dateTime={entry.at}>{formatDateTime(entry.at, SERVER_TIME_ZONE)}</time>
          {entry.gross !== null && (
            <>
              {' '}
              · gross {formatPaise(entry.gross)}, fee {formatPaise(entry.fee ?? 0)}, GST {formatPaise(entry.gst ?? 0)}
              {entry.tcs ? <>, TCS {formatPaise(entry.tcs)}</> : null}
              {entry.tds ? <>, TDS {formatPaise(entry.tds)}</> : null}
            </>
          )}
          {entry.payableFrom && <> · payable from {formatDateTime(entry.payableFrom, SERVER_TIME_ZONE)}</>}
        </p>
        {entry.invoice && (
          <p className="text-sm">
            <Link to={`/invoices/${entry.invoice.id}`} className="font-semibold text-primary-700 underline">
              {PAPER_WORDS[entry.invoice.documentType]} {entry.invoice.number}
            </Link>
          </p>
        )}
      </div>
      <p className={`shrink-0 font-semibold tabular-nums sm:text-right ${entry.amount < 0 ? 'text-slate-900' : 'text-green-800'}`}>
        {entry.amount > 0 ? '+' : ''}
        {formatPaise(entry.amount)}
      </p>
    </li>
  );
}

function StatementDocument({ statement }: { statement: StatementDto }) {
  const lastDay = new Date(new Date(statement.to).getTime() - 1);
  return (
    <article id={STATEMENT_ELEMENT_ID} className="rounded-xl border border-slate-200 bg-white p-5 sm:p-8 print:border-0 print:p-0">
      <header className="border-b border-slate-200 pb-4">
        <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">Statement of earnings</p>
        <h1 className="text-2xl font-bold text-primary-900">{monthName(statement)}</h1>
        <p className="text-sm text-slate-600">
          {statement.coachName} · {formatDate(statement.from, SERVER_TIME_ZONE)} to {formatDate(lastDay, SERVER_TIME_ZONE)}, India time (IST)
        </p>
      </header>

      <dl className="mt-4 divide-y divide-slate-100 text-sm">
        <SummaryRow label="Opening balance" paise={statement.openingBalance} />
        <SummaryRow label="Earned" paise={statement.earned} />
        <SummaryRow label="Taken back" paise={statement.reversed} />
        <SummaryRow label="Paid out" paise={statement.paidOut} />
        <SummaryRow label="Closing balance" paise={statement.closingBalance} strong />
        {statement.closingPending > 0 && <SummaryRow label="Of which still pending" paise={statement.closingPending} />}
      </dl>
      {statement.owedByCoach > 0 && (
        <p className="mt-2 text-sm text-amber-950">
          A balance below zero is an amount you owe from a refund after a payout; it is taken from your next earnings.
        </p>
      )}

      <section aria-labelledby="statement-totals" className="mt-6 border-t border-slate-200 pt-3">
        <h2 id="statement-totals" className="text-sm font-semibold text-slate-900">
          Sessions and reviews this month
        </h2>
        <dl className="divide-y divide-slate-100 text-sm">
          <SummaryRow label="Paid by your mentees (gross)" paise={statement.totals.gross} />
          <SummaryRow label="Platform fee" paise={-statement.totals.fee} />
          <SummaryRow label="GST on the fee" paise={-statement.totals.gst} />
          <SummaryRow label="TCS withheld (GST, s. 52)" paise={-statement.totals.tcs} />
          <SummaryRow label="TDS withheld (income tax, s. 194-O)" paise={-statement.totals.tds} />
          <SummaryRow label="Net to you" paise={statement.totals.net} strong />
          <SummaryRow label="Transferred to your account" paise={statement.transferred} />
          {statement.owedByCoach > 0 ? (
            <SummaryRow label="You owe" paise={statement.owedByCoach} strong />
          ) : (
            <SummaryRow label="Owed to you at the month's end" paise={statement.owedToCoach} strong />
          )}
        </dl>
      </section>

      <section aria-labelledby="statement-entries" className="mt-6 border-t border-slate-200 pt-3">
        <h2 id="statement-entries" className="text-sm font-semibold text-slate-900">
          Entries
        </h2>
        {statement.entries.length === 0 ? (
          <p className="py-2 text-sm text-slate-600">Nothing was earned, taken back or paid out this month.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {statement.entries.map((entry, i) => (
              <Entry key={`${entry.at}-${i}`} entry={entry} />
            ))}
          </ul>
        )}
      </section>

      <MonthInvoices month={statement.month} />

      <p className="mt-6 text-sm text-slate-600">
        Amounts in Indian rupees (INR). The balance is every share earned less what was paid out to you; earnings stay pending for 24 hours
        after a session ends. TCS and TDS withheld are paid to the government in your name and count towards your own GST and income-tax
        returns.
      </p>
    </article>
  );
}

/** /earnings/statement/{YYYY-MM}: the coach's printable statement of one month (docs/product/money.md "Earnings"). */
export default function StatementPage() {
  const { month = '' } = useParams();
  const { role } = useAuth();
  const valid = MONTH.test(month);
  const statement = useStatement(month, role === 'mentor' && valid);
  usePageTitle(statement.data ? `Statement ${monthName(statement.data)}` : 'Statement');
  if (role !== 'mentor') return <Navigate to="/dashboard" replace />;

  let body: ReactNode;
  if (!valid) body = <EmptyState title="No such month" description="Choose a month on your earnings page." />;
  else if (statement.isPending)
    body = (
      <PaperSkeleton label="Loading the statement…" />
    );
  else if (statement.isError)
    body = (
      <ErrorState
        title="The statement could not be loaded"
        message={messageOf(statement.error, 'Please check your connection and try again.')}
        onRetry={() => void statement.refetch()}
        retrying={statement.isRefetching}
      />
    );
  else body = <StatementDocument statement={statement.data} />;

  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <style>{PRINT_ONLY_STATEMENT_CSS}</style>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Link to={EARNINGS_PATH} className="text-sm font-semibold text-primary-700 underline">
          Back to earnings
        </Link>
        {statement.data && (
          <div className="flex flex-wrap gap-2">
            <a href={statementCsvUrl(month)} download className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-primary-700 underline">
              Download CSV
            </a>
            <Button variant="outline" onClick={() => window.print()}>
              Print
            </Button>
          </div>
        )}
      </div>
      {body}
    </div>
  );
}
