import { formatPaise, GST_ON_FEE_PERCENT, type EarningTotalsDto } from '@ssb/domain';
import { cn } from '../../../lib/cn';

const CARDS: { key: keyof EarningTotalsDto; label: string; hint: string }[] = [
  { key: 'gross', label: 'Gross', hint: 'Paid by mentees for completed sessions and sent reviews' },
  { key: 'fee', label: 'Platform fee', hint: 'Kept by SSB Academy' },
  { key: 'gst', label: 'GST on fee', hint: `${GST_ON_FEE_PERCENT}% of the platform fee` },
  { key: 'net', label: 'Net', hint: 'Your share' },
  { key: 'paid', label: 'Paid', hint: 'Paid out to you so far' },
  { key: 'payable', label: 'Payable', hint: 'Owed to you, not yet paid out' },
];

/** The coach's totals in paise, one card each; "Payable" stands out: it is what is still owed. */
export function EarningsTotals({ totals }: { totals: EarningTotalsDto }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {CARDS.map((card) => (
        <div
          key={card.key}
          className={cn('rounded-xl border bg-white p-4', card.key === 'payable' ? 'border-primary-300 bg-primary-50' : 'border-slate-200')}
        >
          <dt className="text-sm font-medium text-slate-600">{card.label}</dt>
          <dd className="mt-1 text-xl font-bold text-slate-900 tabular-nums">{formatPaise(totals[card.key])}</dd>
          <dd className="mt-1 text-xs text-slate-600">{card.hint}</dd>
        </div>
      ))}
    </dl>
  );
}
