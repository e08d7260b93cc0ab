import {
  PAYMENT_MESSAGES as M,
  statementMonthRange,
  type AdminTransferDto,
  type CoachBalanceDto,
  type EarningsDto,
  type PageMeta,
  type PayoutDto,
  type RecordPayoutInput,
  type StatementDto,
  type StatementEntryDto,
} from '@ssb/domain';
import type { AppDeps } from '../../app-instance';
import type { CurrentUser } from '../../platform/auth';
import { Conflict, NotFound, PG_UNIQUE_VIOLATION, pgConstraint, pgErrorCode } from '../../platform/errors';
import { earningsCsv, earningsCsvFilename, statementCsv, statementCsvFilename } from './csv';
import { grossOf, personName, presentAdminTransfer, presentBalance, presentCoachTransfer, presentEarningLine, presentPayout } from './presenter';
import * as repo from './repository';
import { totalsOf } from './totals';
import { recordAdminAction } from '../audit';
import { coachBalance, coachBalances as balancesOfCoaches, lockCoachMoney, payableByHand } from '../payments';

type Deps = Pick<AppDeps, 'db' | 'config' | 'now'>;

/** How many of the coach's latest transfers the earnings page lists. */
const COACH_TRANSFERS_SHOWN = 20;

/** What the coach earned on: completed sessions and paid practice reviews sent, the latest first, each with its transfer. */
async function earningLines(deps: Deps, coachId: string, now: Date) {
  const [sessions, reviews, transfers] = await Promise.all([
    repo.earningLines(deps.db, coachId, now),
    repo.reviewEarningLines(deps.db, coachId, now),
    repo.transfersOfPurchases(deps.db, coachId),
  ]);
  const transferOf = new Map(transfers.map((t) => [t.sessionId ?? t.practiceReviewId, t]));
  const when = (line: repo.EarningLineRow) => (line.completedAt ?? line.scheduledAt).getTime();
  return [...sessions, ...reviews].sort((a, b) => when(b) - when(a)).map((line) => presentEarningLine(line, transferOf.get(line.sessionId) ?? null));
}

/** Transfers with the titles of what they paid for. */
async function withTitles<T>(deps: Deps, rows: repo.TransferRow[], present: (row: repo.TransferRow, title: string) => T): Promise<T[]> {
  const titles = await repo.purchaseTitles(deps.db, {
    sessionIds: rows.flatMap((r) => (r.sessionId ? [r.sessionId] : [])),
    reviewIds: rows.flatMap((r) => (r.practiceReviewId ? [r.practiceReviewId] : [])),
  });
  return rows.map((row) => present(row, titles.get(row.sessionId ?? row.practiceReviewId ?? '') ?? 'Session'));
}

/** GET /api/earnings: the signed-in coach's totals (pending, payable, on the way, paid out, owed), lines, payouts and transfers. */
export async function coachEarnings(deps: Deps, coach: CurrentUser): Promise<EarningsDto> {
  const now = deps.now();
  const [balance, lines, payouts, transfers] = await Promise.all([
    coachBalance(deps.db, coach.id, now),
    earningLines(deps, coach.id, now),
    repo.listPayouts(deps.db, { coachId: coach.id }),
    repo.listTransfers(deps.db, { coachId: coach.id }, { limit: COACH_TRANSFERS_SHOWN, offset: 0 }),
  ]);
  return {
    feePercent: deps.config.money.feePercent,
    totals: totalsOf(balance),
    sessions: lines,
    payouts: payouts.rows.map(presentPayout),
    transfers: await withTitles(deps, transfers.rows, presentCoachTransfer),
  };
}

/** GET /api/earnings.csv: the same session lines as a spreadsheet. */
export async function coachEarningsCsv(deps: Deps, coach: CurrentUser): Promise<{ filename: string; content: string }> {
  const now = deps.now();
  const lines = await earningLines(deps, coach.id, now);
  return { filename: earningsCsvFilename(now), content: earningsCsv(lines) };
}

const ENTRY_OF_CAUSE = (cause: string, net: number): StatementEntryDto['kind'] => (cause === 'reversal' || net < 0 ? 'reversal' : 'earning');

/**
 * GET /api/earnings/statement: one month (India's calendar) of the coach's balance: what it was at the start
 * (every share earned less what left for them), each share earned or taken back, each payout and transfer,
 * and what it was at the end; of that, what was still pending (at the month's end, or now for this month).
 */
export async function coachStatement(deps: Deps, coach: CurrentUser, month: string): Promise<StatementDto> {
  const { from, to } = statementMonthRange(month);
  const now = deps.now();
  const cut = now < to ? now : to;
  const [openingBalance, splits, moneyOut, closingPending] = await Promise.all([
    repo.balanceBefore(deps.db, coach.id, from),
    repo.splitsBetween(deps.db, coach.id, from, to),
    repo.moneyOutBetween(deps.db, coach.id, from, to),
    repo.pendingAt(deps.db, coach.id, to, cut),
  ]);
  const titles = await repo.purchaseTitles(deps.db, {
    sessionIds: [...splits.map((s) => s.sessionId), ...moneyOut.map((m) => m.sessionId)].filter((id): id is string => Boolean(id)),
    reviewIds: [...splits.map((s) => s.practiceReviewId), ...moneyOut.map((m) => m.practiceReviewId)].filter((id): id is string => Boolean(id)),
  });
  const titleOf = (ids: { sessionId: string | null; practiceReviewId: string | null }) => titles.get(ids.sessionId ?? ids.practiceReviewId ?? '') ?? 'Session';
  const moved = splits.filter((s) => s.fee !== 0 || s.gst !== 0 || s.tcs !== 0 || s.tds !== 0 || s.net !== 0);
  const papers = await repo.papersOfMovements(deps.db, coach.id, moved.map((s) => s.movement));
  const entries: StatementEntryDto[] = [
    ...moved.map((s) => {
      const pendingUntil = s.pendingUntil ? new Date(s.pendingUntil) : null;
      return {
        at: new Date(s.at).toISOString(),
        kind: ENTRY_OF_CAUSE(s.cause, s.net),
        title: titleOf(s),
        reference: null,
        gross: grossOf(s),
        fee: s.fee,
        gst: s.gst,
        tcs: s.tcs,
        tds: s.tds,
        invoice: papers.get(s.movement) ?? null,
        amount: s.net,
        payableFrom: s.net > 0 && pendingUntil && pendingUntil >= cut ? pendingUntil.toISOString() : null,
      };
    }),
    ...moneyOut.map((m) => ({
      at: m.at.toISOString(),
      kind: m.kind === 'payout' ? ('payout' as const) : m.amountPaise >= 0 ? ('transfer' as const) : ('transfer_failed' as const),
      title: m.kind === 'payout' ? 'Payout' : titleOf(m),
      reference: m.reference,
      gross: null,
      fee: null,
      gst: null,
      tcs: null,
      tds: null,
      invoice: null,
      amount: -m.amountPaise,
      payableFrom: null,
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  const sum = (kinds: StatementEntryDto['kind'][]) => entries.filter((e) => kinds.includes(e.kind)).reduce((total, e) => total + e.amount, 0);
  const earned = sum(['earning']);
  const reversed = sum(['reversal']);
  const paidOut = sum(['payout', 'transfer', 'transfer_failed']);
  const closingBalance = openingBalance + earned + reversed + paidOut;
  const column = (pick: (s: (typeof moved)[number]) => number) => moved.reduce((total, s) => total + pick(s), 0);
  return {
    month,
    coachName: personName(coach.firstName, coach.lastName),
    from: from.toISOString(),
    to: to.toISOString(),
    openingBalance,
    earned,
    reversed,
    paidOut,
    closingBalance,
    closingPending,
    owedToCoach: Math.max(closingBalance, 0),
    owedByCoach: Math.max(-closingBalance, 0),
    totals: {
      gross: column(grossOf),
      fee: column((s) => s.fee),
      gst: column((s) => s.gst),
      tcs: column((s) => s.tcs),
      tds: column((s) => s.tds),
      net: earned + reversed,
    },
    transferred: -sum(['transfer', 'transfer_failed']),
    entries,
  };
}

/** GET /api/earnings/statement.csv: the month's statement as a spreadsheet. */
export async function coachStatementCsv(deps: Deps, coach: CurrentUser, month: string): Promise<{ filename: string; content: string }> {
  return { filename: statementCsvFilename(month), content: statementCsv(await coachStatement(deps, coach, month)) };
}

/** GET /api/admin/payouts/balances: every coach who earned, what they may be paid by hand first, then what they owe. */
export async function coachBalances(deps: Deps): Promise<CoachBalanceDto[]> {
  const balances = await balancesOfCoaches(deps.db, deps.now());
  const coaches = new Map((await repo.userNames(deps.db, balances.map((b) => b.coachId))).map((u) => [u.id, u]));
  return balances
    .flatMap((b) => {
      const coach = coaches.get(b.coachId);
      return coach ? [presentBalance(coach, b)] : [];
    })
    .sort((a, b) => b.payableByHand - a.payableByHand || b.owed - a.owed || a.coachName.localeCompare(b.coachName) || a.coachId.localeCompare(b.coachId));
}

/** GET /api/admin/transfers: every transfer to a coach's linked account, newest first. */
export async function listTransfers(deps: Deps, page: { page: number; pageSize: number }): Promise<{ data: AdminTransferDto[]; meta: PageMeta }> {
  const { rows, total } = await repo.listTransfers(deps.db, {}, { limit: page.pageSize, offset: (page.page - 1) * page.pageSize });
  return { data: await withTitles(deps, rows, presentAdminTransfer), meta: { total, page: page.page, pageSize: page.pageSize } };
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
