import type { EarningTotalsDto } from '@ssb/domain';
import type { CoachBalance } from '../payments';

/**
 * The totals a coach and the admins see, from the coach's balance (payments/balance.ts): gross is what the
 * mentees paid for what was earned; what is payable is the balance above zero, and below zero it is owed
 * (set against the next earnings); paid out is what left the platform and reached the bank.
 */
export function totalsOf(balance: CoachBalance): EarningTotalsDto {
  return {
    gross: balance.fee + balance.gst + balance.net,
    fee: balance.fee,
    gst: balance.gst,
    net: balance.net,
    pending: balance.pending,
    payable: Math.max(0, balance.balance),
    onTheWay: balance.onTheWay,
    paidOut: balance.payouts + balance.transferred - balance.onTheWay,
    owed: Math.max(0, -balance.balance),
    inTransfers: balance.inTransfers,
  };
}
