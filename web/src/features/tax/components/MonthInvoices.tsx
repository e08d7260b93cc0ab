import { formatPaise, indiaMonthOf } from '@ssb/domain';
import { Link } from '../../../lib/router';
import { useMyInvoices } from '../api';

const paise = (rupees: number) => Math.round(rupees * 100);

/** A statement's month of the platform's papers to the coach: each invoice and credit note linked, with the fee and its GST (docs/product/tax.md). */
export function MonthInvoices({ month }: { month: string }) {
  const invoices = useMyInvoices();
  const rows = (invoices.data ?? []).filter((i) => indiaMonthOf(new Date(i.issuedAt)) === month);
  const sign = (documentType: string) => (documentType === 'credit_note' ? -1 : 1);
  const fee = rows.reduce((s, i) => s + sign(i.documentType) * paise(i.taxable), 0);
  const gst = rows.reduce((s, i) => s + sign(i.documentType) * paise(i.cgst + i.sgst + i.igst), 0);
  return (
    <section aria-labelledby="statement-invoices" className="mt-6 border-t border-slate-200 pt-3">
      <h2 id="statement-invoices" className="text-sm font-semibold text-slate-900">
        The platform's invoices to you
      </h2>
      {invoices.isPending ? (
        <p className="py-2 text-sm text-slate-600">Loading the invoices…</p>
      ) : invoices.isError ? (
        <p className="py-2 text-sm text-slate-600">The invoices could not be loaded. Reload the page to try again.</p>
      ) : rows.length === 0 ? (
        <p className="py-2 text-sm text-slate-600">No invoice was issued to you this month.</p>
      ) : (
        <>
          <ul className="divide-y divide-slate-100">
            {rows.map((i) => (
              <li key={i.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
                <Link to={i.url} className="font-semibold text-primary-700 underline">
                  {i.documentType === 'credit_note' ? 'Credit note' : 'Tax invoice'} {i.number}
                </Link>
                <span className="tabular-nums">{formatPaise(sign(i.documentType) * paise(i.total))}</span>
              </li>
            ))}
          </ul>
          <p className="text-sm text-slate-700">
            Platform fee {formatPaise(fee)} · GST on the fee {formatPaise(gst)}
          </p>
        </>
      )}
    </section>
  );
}
