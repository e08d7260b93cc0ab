import { PAYOUT_ACCOUNT_STATUS_LABELS, type PayoutAccountStatus } from '@ssb/domain';
import { Badge, type BadgeTone } from '../../../components/ui/Badge';

const TONES: Record<PayoutAccountStatus, BadgeTone> = {
  not_started: 'neutral',
  under_review: 'warning',
  active: 'success',
  needs_clarification: 'danger',
  suspended: 'danger',
};

export function PayoutStatusBadge({ status }: { status: PayoutAccountStatus }) {
  return <Badge tone={TONES[status]}>{PAYOUT_ACCOUNT_STATUS_LABELS[status]}</Badge>;
}
