import { formatDate, formatPaise, type RefundDto } from '@ssb/domain';
import { Badge } from '../../../components/ui/Badge';
import { cn } from '../../../lib/cn';
import { REFUND_REASON, REFUND_STATUS, refundProgress } from './refunds';

/** A payment's refunds with their progress (decided, sent, processed, failed, refunded by hand). */
export function RefundList({ refunds, className }: { refunds: readonly RefundDto[]; className?: string }) {
  if (refunds.length === 0) return null;
  return (
    <ul className={cn('divide-y divide-slate-100', className)} aria-label="Refunds">
      {refunds.map((refund) => {
        const status = REFUND_STATUS[refund.status];
        return (
          <li key={refund.id} className="flex flex-wrap items-start justify-between gap-2 py-2">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">Refund of {formatPaise(refund.amount)}</p>
              <p className="text-sm text-slate-600">
                {REFUND_REASON[refund.reason]} · {formatDate(refund.createdAt)}
              </p>
              <p className="text-sm text-slate-600">{refundProgress(refund)}</p>
            </div>
            <Badge tone={status.tone}>{status.label}</Badge>
          </li>
        );
      })}
    </ul>
  );
}
