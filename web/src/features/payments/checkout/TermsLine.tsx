import { Link } from '../../../lib/router';
import { cn } from '../../../lib/cn';
import { cancellationTermsLine } from './terms';

export const REFUND_POLICY_PATH = '/refunds';

/** The cancellation terms in one line, with a link to the full policy. */
export function TermsLine({ className }: { className?: string }) {
  return (
    <p className={cn('text-sm text-slate-600', className)}>
      {cancellationTermsLine()}{' '}
      <Link to={REFUND_POLICY_PATH} target="_blank" className="font-semibold text-primary-700 underline">
        Terms<span className="sr-only"> (opens in a new tab)</span>
      </Link>
    </p>
  );
}
