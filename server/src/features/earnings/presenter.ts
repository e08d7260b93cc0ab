import type { CoachBalanceDto, EarningLineDto, PayoutDto } from '@ssb/domain';
import type { BalanceRow, EarningLineRow, PayoutRow } from './repository';
import { totalsOf } from './totals';

export const personName = (firstName: string, lastName: string) => `${firstName} ${lastName}`.trim() || 'Former member';

export function presentEarningLine(row: EarningLineRow): EarningLineDto {
  return {
    purchase: row.purchase,
    sessionId: row.sessionId,
    title: row.title,
    menteeName: personName(row.menteeFirstName, row.menteeLastName),
    scheduledAt: row.scheduledAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    gross: row.fee + row.gst + row.net,
    fee: row.fee,
    gst: row.gst,
    net: row.net,
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

export function presentBalance(row: BalanceRow): CoachBalanceDto {
  return { coachId: row.coachId, coachName: personName(row.firstName, row.lastName), email: row.email, ...totalsOf(row) };
}
