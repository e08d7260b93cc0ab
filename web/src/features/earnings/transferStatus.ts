import type { BadgeTone } from '../../components/ui/Badge';
import type { TransferState } from '@ssb/domain';

/** A transfer's state in words (docs/product/money.md "Earnings"), for the coach's page and the admins' console. */
export const TRANSFER_STATUS: Record<TransferState, { label: string; tone: BadgeTone }> = {
  held: { label: 'Held until payable', tone: 'neutral' },
  on_the_way: { label: 'On the way', tone: 'primary' },
  paid_out: { label: 'Paid out', tone: 'success' },
  reversed: { label: 'Reversed', tone: 'warning' },
  failed: { label: 'Failed', tone: 'danger' },
};
