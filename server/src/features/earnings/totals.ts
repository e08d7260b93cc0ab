import type { EarningTotalsDto } from '@ssb/domain';

/** A coach's ledger sums in paise: fees, GST on them, the coach's share, and what was paid out. */
export type CoachSums = { fee: number; gst: number; net: number; paid: number };

/** The totals a coach and the admins see: gross is what the mentees paid for completed sessions. */
export function totalsOf(sums: CoachSums): EarningTotalsDto {
  return {
    gross: sums.fee + sums.gst + sums.net,
    fee: sums.fee,
    gst: sums.gst,
    net: sums.net,
    paid: sums.paid,
    payable: sums.net - sums.paid,
  };
}
