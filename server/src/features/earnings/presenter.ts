import type { AdminTransferDto, CoachBalanceDto, CoachTransferDto, EarningLineDto, PayoutDto, TransferState } from '@ssb/domain';
import { payableByHand, type CoachBalance } from '../payments';
import type { EarningLineRow, PayoutRow, TransferRow } from './repository';
import { totalsOf } from './totals';

export const personName = (firstName: string, lastName: string) => `${firstName} ${lastName}`.trim() || 'Former member';

type TransferAmounts = Pick<TransferRow, 'status' | 'amountPaise' | 'reversedPaise' | 'releasedPaise'>;

const STATE_OF: Record<TransferRow['status'], TransferState> = {
  booked: 'held',
  on_hold: 'held',
  released: 'on_the_way',
  processed: 'paid_out',
  reversed: 'reversed',
  failed: 'failed',
};

/** A transfer in the coach's words, and the amount that matters in that state: released, held, reversed or refused. */
export function transferState(row: TransferAmounts): { status: TransferState; amount: number } {
  const status = STATE_OF[row.status];
  if (status === 'on_the_way' || status === 'paid_out') return { status, amount: row.releasedPaise };
  if (status === 'held') return { status, amount: row.amountPaise - row.reversedPaise - row.releasedPaise };
  if (status === 'reversed') return { status, amount: row.reversedPaise };
  return { status, amount: row.amountPaise - row.reversedPaise };
}

/** What the mentee paid: every row of a split (fee, GST, TCS, TDS, the coach's net) adds to it. */
export const grossOf = (split: { fee: number; gst: number; tcs: number; tds: number; net: number }) => split.fee + split.gst + split.tcs + split.tds + split.net;

export function presentEarningLine(row: EarningLineRow, transfer: TransferAmounts | null = null): EarningLineDto {
  return {
    purchase: row.purchase,
    sessionId: row.sessionId,
    title: row.title,
    menteeName: personName(row.menteeFirstName, row.menteeLastName),
    scheduledAt: row.scheduledAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    gross: grossOf(row),
    fee: row.fee,
    gst: row.gst,
    net: row.net,
    payableFrom: row.pending > 0 && row.pendingUntil ? new Date(row.pendingUntil).toISOString() : null,
    transfer: transfer ? transferState(transfer) : null,
  };
}

export function presentPayout(row: PayoutRow): PayoutDto {
  return {
    id: row.id,
    coachId: row.coachId,
    coachName: personName(row.coachFirstName, row.coachLastName),
    amount: row.amountPaise,
    reference: row.reference,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentCoachTransfer(row: TransferRow, title: string): CoachTransferDto {
  return {
    id: row.id,
    title,
    ...transferState(row),
    createdAt: row.createdAt.toISOString(),
    releasedAt: row.releasedAt?.toISOString() ?? null,
    processedAt: row.processedAt?.toISOString() ?? null,
  };
}

export function presentAdminTransfer(row: TransferRow, title: string): AdminTransferDto {
  return {
    ...presentCoachTransfer(row, title),
    coachId: row.coachId,
    coachName: personName(row.coachFirstName, row.coachLastName),
    reversedAmount: row.reversedPaise,
    lastError: row.lastError,
  };
}

export function presentBalance(coach: { id: string; firstName: string; lastName: string; email: string }, balance: CoachBalance): CoachBalanceDto {
  return {
    coachId: coach.id,
    coachName: personName(coach.firstName, coach.lastName),
    email: coach.email,
    ...totalsOf(balance),
    payableByHand: payableByHand(balance),
  };
}
