import { indiaMonthOf } from '@ssb/domain';
import { useState } from 'react';
import { ErrorState } from '../../../components/ui/ErrorState';
import { messageOf } from '../../../lib/api';
import { useTaxMonth } from '../api';

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The admin console's "Tax" tab: a month's registers for the accountant, their totals, CSV downloads, and the check against the ledger (docs/product/tax.md). */
export function TaxTab() {
  const [month, setMonth] = useState(() => indiaMonthOf(new Date()));
  const tax = useTaxMonth(month);
  return (
    <section className="mt-4 space-y-4" aria-label="Tax registers">
      <label className="flex items-center gap-2 text-sm font-medium text-slate-900">
        Month
        <input
          type="month"
          value={month}
          onChange={(e) => e.target.value && setMonth(e.target.value)}
          className="rounded-md border border-slate-300 px-2 py-1"
        />
      </label>
      {tax.isPending ? (
        <p className="text-sm text-slate-600">Loading the registers…</p>
      ) : tax.isError ? (
        <ErrorState
          title="The registers could not be loaded"
          message={messageOf(tax.error, 'Please check your connection and try again.')}
          onRetry={() => void tax.refetch()}
        />
      ) : (
        <>
          <p className={tax.data.ledger.matches ? 'text-sm text-emerald-800' : 'text-sm font-semibold text-red-700'}>
            {tax.data.ledger.matches
              ? `The registers match the ledger: fee ${rupees(tax.data.ledger.fee)}, GST ${rupees(tax.data.ledger.gst)}, TCS ${rupees(tax.data.ledger.tcs)}, TDS ${rupees(tax.data.ledger.tds)}.`
              : 'The registers do not match the ledger for this month: tell the developers before filing.'}
          </p>
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead>
                <tr className="text-left text-slate-600">
                  <th className="py-2 pr-3">Register</th>
                  <th className="py-2 pr-3 text-right">Rows</th>
                  <th className="py-2 pr-3 text-right">Taxable value</th>
                  <th className="py-2 pr-3 text-right">Tax</th>
                  <th className="py-2 pr-3">Download</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {tax.data.registers.map((r) => (
                  <tr key={r.register}>
                    <td className="py-2 pr-3 font-medium">{r.title}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{r.rows}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{rupees(r.taxable)}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">
                      {rupees(r.register === 'invoices' || r.register === 'credit-notes' ? r.total - r.taxable : r.total)}
                    </td>
                    <td className="py-2 pr-3">
                      <a href={r.url} download className="font-semibold text-primary-700 underline">
                        CSV
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
