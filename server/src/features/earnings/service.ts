import { PAYMENT_MESSAGES as M, type CoachBalanceDto, type EarningsDto, type PageMeta, type PayoutDto, type RecordPayoutInput } from '@ssb/domain';
import type { AppDeps } from '../../app-instance';
import type { CurrentUser } from '../../platform/auth';
import { Conflict, NotFound, PG_UNIQUE_VIOLATION, pgConstraint, pgErrorCode } from '../../platform/errors';
import { earningsCsv, earningsCsvFilename } from './csv';
import { presentBalance, presentEarningLine, presentPayout } from './presenter';
import * as repo from './repository';
import { totalsOf } from './totals';
import { recordAdminAction } from '../audit';
import { coachBalance, lockCoachMoney, payableByHand } from '../payments';

type Deps = Pick<AppDeps, 'db' | 'config' | 'now'>;

/** What the coach earned on: completed sessions and paid practice reviews sent, the latest first. */
async function earningLines(deps: Deps, coachId: string): Promise<repo.EarningLineRow[]> {
  const [sessions, reviews] = await Promise.all([repo.earningLines(deps.db, coachId), repo.reviewEarningLines(deps.db, coachId)]);
  const when = (line: repo.EarningLineRow) => (line.completedAt ?? line.scheduledAt).getTime();
  return [...sessions, ...reviews].sort((a, b) => when(b) - when(a));
}

/** GET /api/earnings: the signed-in coach's totals, what they earned on, and payouts. */
export async function coachEarnings(deps: Deps, coach: CurrentUser): Promise<EarningsDto> {
  const [sums, lines, payouts] = await Promise.all([repo.coachSums(deps.db, coach.id), earningLines(deps, coach.id), repo.listPayouts(deps.db, { coachId: coach.id })]);
  return {
    feePercent: deps.config.money.feePercent,
    totals: totalsOf(sums),
    sessions: lines.map(presentEarningLine),
    payouts: payouts.rows.map(presentPayout),
  };
}

/** GET /api/earnings.csv: the same session lines as a spreadsheet. */
export async function coachEarningsCsv(deps: Deps, coach: CurrentUser): Promise<{ filename: string; content: string }> {
  const lines = await earningLines(deps, coach.id);
  return { filename: earningsCsvFilename(deps.now()), content: earningsCsv(lines.map(presentEarningLine)) };
}

export async function coachBalances(deps: Deps): Promise<CoachBalanceDto[]> {
  return (await repo.balances(deps.db)).map(presentBalance);
}

export async function listPayouts(deps: Deps, page: { page: number; pageSize: number }): Promise<{ data: PayoutDto[]; meta: PageMeta }> {
  const { rows, total } = await repo.listPayouts(deps.db, {}, { limit: page.pageSize, offset: (page.page - 1) * page.pageSize });
  return { data: rows.map(presentPayout), meta: { total: total ?? rows.length, page: page.page, pageSize: page.pageSize } };
}

const referenceTaken = () => new Conflict(M.payoutReferenceTaken, { reference: M.payoutReferenceTaken });

/**
 * POST /api/admin/payouts: records money an admin sent a coach. The coach's row is locked (the lock
 * transfer releases take too) while what is payable now is summed from the ledger and the payout
 * written, so payouts recorded at the same time are checked one after the other and together never
 * exceed what is payable: never a pending earning, never below a zero balance.
 */
export async function recordPayout(deps: Deps, admin: CurrentUser, input: RecordPayoutInput): Promise<PayoutDto> {
  try {
    return await deps.db.transaction(async (tx) => {
      const coach = await lockCoachMoney(tx, input.coachId);
      if (!coach || coach.role !== 'mentor') throw new NotFound(M.payoutCoachNotFound);
      if (await repo.payoutWithReference(tx, coach.id, input.reference)) throw referenceTaken();
      // Only what is payable now (past its dispute window, not owed back, not coming by a held transfer).
      const payable = payableByHand(await coachBalance(tx, coach.id, deps.now()));
      if (input.amount > payable) throw new Conflict(M.payoutTooMuch, { amount: M.payoutTooMuch });
      const payout = await repo.insertPayout(tx, {
        coachId: coach.id,
        amountPaise: input.amount,
        reference: input.reference,
        note: input.note || null,
        recordedBy: admin.id,
        createdAt: deps.now(),
      });
      await recordAdminAction(tx, {
        adminId: admin.id,
        action: 'payout.record',
        target: { type: 'coach', id: coach.id },
        before: { payablePaise: payable },
        after: { payablePaise: payable - input.amount, payoutPaise: input.amount, reference: input.reference },
        now: payout.createdAt,
      });
      return presentPayout({ ...payout, coachFirstName: coach.firstName, coachLastName: coach.lastName });
    });
  } catch (error) {
    // The lock makes the check above decisive; the unique index stays the last word.
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION && pgConstraint(error) === 'payouts_coach_reference_key') throw referenceTaken();
    throw error;
  }
}
