import { formatDate, type InvoiceDto } from '@ssb/domain';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import { ErrorState } from '../../../components/ui/ErrorState';
import { PaperSkeleton } from '../../../components/ui/Skeleton';
import { isApiError, messageOf } from '../../../lib/api';
import { SERVER_TIME_ZONE } from '../../../lib/format';
import { Link, useParams } from '../../../lib/router';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useInvoice } from '../api';
import { printOnlyCss } from '../../../lib/printOnly';

const PAPER_ID = 'tax-paper';

/** Printing prints it alone, on A4. */
const PRINT_CSS = printOnlyCss(PAPER_ID);

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function Party({ title, party }: { title: string; party: InvoiceDto['supplier'] }) {
  return (
    <div className="min-w-0">
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{title}</p>
      <p className="font-semibold text-slate-900">{party.name}</p>
      {party.address && <p className="text-sm text-slate-700">{party.address}</p>}
      {party.stateName && (
        <p className="text-sm text-slate-700">
          State: {party.stateName} ({party.stateCode})
        </p>
      )}
      <p className="text-sm text-slate-700">{party.gstin ? `GSTIN ${party.gstin}` : 'Unregistered'}</p>
    </div>
  );
}

function Line({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <tr className={strong ? 'border-t border-slate-300 font-semibold' : ''}>
      <th scope="row" className="py-1.5 pr-4 text-left font-normal text-slate-700">
        {label}
      </th>
      <td className="py-1.5 text-right tabular-nums">{children}</td>
    </tr>
  );
}

function InvoiceDocument({ invoice }: { invoice: InvoiceDto }) {
  const credit = invoice.documentType === 'credit_note';
  return (
    <article id={PAPER_ID} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-8 print:border-0 print:shadow-none">
      <header className="flex flex-col gap-3 border-b border-slate-200 pb-4 sm:flex-row sm:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{credit ? 'Credit note' : 'Tax invoice'}</p>
          <h1 className="text-2xl font-bold text-primary-900">{invoice.number}</h1>
          <p className="text-sm text-slate-600">
            Issued on <time dateTime={invoice.issuedAt}>{formatDate(invoice.issuedAt, SERVER_TIME_ZONE)}</time>
          </p>
          {invoice.refersTo && (
            <p className="text-sm text-slate-600">
              Against invoice{' '}
              <Link to={`/invoices/${invoice.refersTo.id}`} className="font-semibold text-primary-700 underline">
                {invoice.refersTo.number}
              </Link>
            </p>
          )}
        </div>
      </header>
      <div className="grid gap-4 border-b border-slate-200 py-4 sm:grid-cols-2">
        <Party title="From" party={invoice.supplier} />
        <Party title="To" party={invoice.recipient} />
      </div>
      <dl className="grid gap-1 py-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline text-slate-600">Place of supply: </dt>
          <dd className="inline font-medium">
            {invoice.placeOfSupplyName} ({invoice.placeOfSupply})
          </dd>
        </div>
        <div>
          <dt className="inline text-slate-600">SAC: </dt>
          <dd className="inline font-medium">{invoice.sac}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="inline text-slate-600">Description: </dt>
          <dd className="inline font-medium">{invoice.description}</dd>
        </div>
      </dl>
      <table className="w-full text-sm">
        <caption className="sr-only">Amounts</caption>
        <tbody>
          <Line label="Taxable value (platform fee)">{rupees(invoice.taxable)}</Line>
          {invoice.igst > 0 || (invoice.cgst === 0 && invoice.sgst === 0) ? (
            <Line label="IGST 18%">{rupees(invoice.igst)}</Line>
          ) : (
            <>
              <Line label="CGST 9%">{rupees(invoice.cgst)}</Line>
              <Line label={`${invoice.stateTaxName} 9%`}>{rupees(invoice.sgst)}</Line>
            </>
          )}
          <Line label={credit ? 'Total credited' : 'Total'} strong>
            {rupees(invoice.total)}
          </Line>
        </tbody>
      </table>
      <p className="mt-6 text-xs text-slate-600">
        Amounts in Indian rupees (INR). The fee and its GST were taken from the coach's share of the payment collected on their behalf; nothing is due.
      </p>
    </article>
  );
}

/** /invoices/{id}: a tax invoice or credit note to a coach for the platform's fee, printable on A4 (docs/product/tax.md). */
export default function InvoicePage() {
  const { id } = useParams();
  const invoice = useInvoice(id);
  usePageTitle(invoice.data ? `${invoice.data.documentType === 'credit_note' ? 'Credit note' : 'Tax invoice'} ${invoice.data.number}` : 'Invoice');
  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <style>{PRINT_CSS}</style>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Link to="/dashboard/earnings" className="text-sm font-semibold text-primary-700 underline">
          Back to earnings
        </Link>
        {invoice.data && (
          <Button variant="outline" onClick={() => window.print()}>
            Print
          </Button>
        )}
      </div>
      {invoice.isPending ? (
        <PaperSkeleton label="Loading the invoice…" />
      ) : invoice.isError ? (
        isApiError(invoice.error) && invoice.error.status === 404 ? (
          <ErrorState title="Invoice not found" message="There is no invoice here for your account." className="print:hidden" />
        ) : (
          <ErrorState
            title="The invoice could not be loaded"
            message={messageOf(invoice.error, 'Please check your connection and try again.')}
            onRetry={() => void invoice.refetch()}
            retrying={invoice.isRefetching}
          />
        )
      ) : (
        <InvoiceDocument invoice={invoice.data} />
      )}
    </div>
  );
}
