import { PAYOUT_ACCOUNT_STATUSES, needsGetPaidStep } from '@ssb/domain';
import { Link } from '../../../lib/router';
import { buttonClasses } from '../../../components/ui/Button';
import { useAuth } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { PAYOUT_ACCOUNT_PATH, usePayoutAccount } from './api';
import { PayoutStatusBadge } from './PayoutStatusBadge';

const WORDS = {
  not_started: { title: 'Get paid', text: 'Add your bank account or UPI id, PAN and state so your earnings can be sent to you.', action: 'Set up payouts' },
  under_review: { title: 'Get paid: your payout account is under review', text: 'We pay into it once the review is done; until then your earnings wait here.', action: 'See your payout account' },
  needs_clarification: { title: 'Get paid: your payout account needs a correction', text: '', action: 'Correct your details' },
  suspended: { title: 'Get paid: your payout account is suspended', text: '', action: 'See your payout account' },
} as const;

/**
 * The "Get paid" step on a coach's dashboard, Earnings and onboarding, until their payout account is
 * active (docs/product/money.md "Payout account"). Nothing for others, while loading, on an error
 * (the page has its own content) or once the account is active.
 */
export function GetPaidCard({ className }: { className?: string }) {
  const { role } = useAuth();
  const mine = usePayoutAccount(role === 'mentor');
  const status = mine.data?.status;
  if (role !== 'mentor' || !status || !PAYOUT_ACCOUNT_STATUSES.includes(status) || !needsGetPaidStep(status)) return null;
  const words = WORDS[status];
  return (
    <section aria-labelledby="get-paid-heading" className={cn('flex flex-col gap-3 rounded-2xl border border-accent-300 bg-accent-50 p-5 sm:flex-row sm:items-center sm:justify-between', className)}>
      <div className="flex flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="get-paid-heading" className="text-base font-semibold text-primary-900">
            {words.title}
          </h2>
          {status !== 'not_started' && <PayoutStatusBadge status={status} />}
        </div>
        <p className="text-sm text-slate-700">{mine.data?.reason || words.text}</p>
      </div>
      <Link to={PAYOUT_ACCOUNT_PATH} className={cn(buttonClasses({ variant: 'accent', size: 'sm' }), 'shrink-0')}>
        {words.action}
      </Link>
    </section>
  );
}
