import { formatPaise, type EarningTotalsDto } from '@ssb/domain';
import { cn } from '../../../lib/cn';

type Figure = 'pending' | 'payable' | 'onTheWay' | 'paidOut' | 'owed';

const CARDS: { key: Figure; label: string; hint: string }[] = [
  { key: 'pending', label: 'Pending', hint: 'Completed, inside the 24-hour window for no-show reports' },
  { key: 'payable', label: 'Payable', hint: 'Yours now, not yet paid out' },
  { key: 'onTheWay', label: 'On the way', hint: 'Sent to your account, not yet in your bank' },
  { key: 'paidOut', label: 'Paid out', hint: 'In your bank so far' },
  { key: 'owed', label: 'Owed', hint: 'Taken from your next earnings' },
];

/** The sentence that goes with an amount the coach owes (docs/product/money.md "Earnings"): never hidden. */
export const owedSentence = (owed: number) => `You owe ${formatPaise(owed)} from a refund after a payout; it is taken from your next earnings.`;

/**
 * The coach's money in paise: pending, payable, on the way, paid out, and what they owe when they owe
 * something; under them, how the net share was worked out from what the mentees paid.
 */
export function EarningsTotals({ totals }: { totals: EarningTotalsDto }) {
  const cards = CARDS.filter((card) => card.key !== 'owed' || totals.owed > 0);
  return (
    <div className="flex flex-col gap-3">
      {totals.owed > 0 && (
        <p role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {owedSentence(totals.owed)}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {cards.map((card) => (
          <div
            key={card.key}
            className={cn(
              'rounded-xl border bg-white p-4',
              card.key === 'payable' && 'border-primary-300 bg-primary-50',
              card.key === 'owed' && 'border-amber-300 bg-amber-50',
              card.key !== 'payable' && card.key !== 'owed' && 'border-slate-200',
            )}
          >
            <dt className="text-sm font-medium text-slate-600">{card.label}</dt>
            <dd className="mt-1 text-xl font-bold text-slate-900 tabular-nums">{formatPaise(totals[card.key])}</dd>
            <dd className="mt-1 text-xs text-slate-600">{card.hint}</dd>
          </div>
        ))}
      </dl>
      <dl aria-label="Earned in all" className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        {(
          [
            ['Gross', totals.gross],
            ['Platform fee', totals.fee],
            ['GST on fee', totals.gst],
            ['Net', totals.net],
          ] as const
        ).map(([label, paise]) => (
          <div key={label} className="flex gap-1">
            <dt>{label}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">{formatPaise(paise)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
