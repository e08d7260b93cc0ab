import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerEntries as l, transfers, users } from '../../db/schema';

/**
 * One coach's money from the ledger and their transfers, in paise (docs/product/money.md "Earnings").
 * `balance` is what they earned past its dispute window less what left the platform for them (manual
 * payouts and released transfers); below zero it is an amount they owe, set against their next earnings.
 */
export interface CoachBalance {
  fee: number;
  gst: number;
  /** Every earning, pending or not. */
  net: number;
  /** Earnings whose dispute window is still open: never paid out. */
  pending: number;
  /** Manual payouts recorded by admins. */
  payouts: number;
  /** Transfers released to the coach's linked account (less those reversed after release). */
  transferred: number;
  /** Released transfers not yet settled to the coach's bank. */
  onTheWay: number;
  /** Transfers still held at the gateway (their earnings pending, or about to be released by the sweep). */
  inTransfers: number;
  balance: number;
}

/** Σ amount of a kind (bigint in SQL: platform-wide sums outgrow an int). */
const sumWhere = (condition: ReturnType<typeof sql>) => sql<number>`coalesce(sum(${l.amountPaise}) filter (where ${condition}), 0)::bigint`.mapWith(Number);

const ledgerSums = (now: Date) => ({
  fee: sumWhere(sql`${l.kind} = 'platform_fee'`),
  gst: sumWhere(sql`${l.kind} = 'gst'`),
  net: sumWhere(sql`${l.kind} = 'coach_earning'`),
  pending: sumWhere(sql`${l.kind} = 'coach_earning' and ${l.pendingUntil} >= ${now.toISOString()}::timestamptz`),
  payouts: sumWhere(sql`${l.kind} = 'payout'`),
  transferred: sumWhere(sql`${l.kind} = 'transfer'`),
});

const COACH_KINDS = ['platform_fee', 'gst', 'coach_earning', 'payout', 'transfer'] as const;

/** Held and on-the-way transfer amounts per coach. */
const transferSums = {
  onTheWay: sql<number>`coalesce(sum(${transfers.releasedPaise}) filter (where ${transfers.status} = 'released'), 0)::bigint`.mapWith(Number),
  inTransfers: sql<number>`coalesce(sum(${transfers.amountPaise} - ${transfers.reversedPaise} - ${transfers.releasedPaise}) filter (where ${transfers.status} in ('booked', 'on_hold')), 0)::bigint`.mapWith(Number),
};

function balanceOf(ledger: Omit<CoachBalance, 'onTheWay' | 'inTransfers' | 'balance'>, held: { onTheWay: number; inTransfers: number }): CoachBalance {
  return { ...ledger, ...held, balance: ledger.net - ledger.pending - ledger.payouts - ledger.transferred };
}

/** One coach's balance at `now`. Inside a payout's or a release's transaction, after `lockCoachMoney`. */
export async function coachBalance(db: Db, coachId: string, now: Date): Promise<CoachBalance> {
  const [[ledger], [held]] = await Promise.all([
    db.select(ledgerSums(now)).from(l).where(and(eq(l.coachId, coachId), inArray(l.kind, COACH_KINDS))),
    db.select(transferSums).from(transfers).where(eq(transfers.coachId, coachId)),
  ]);
  return balanceOf(ledger ?? { fee: 0, gst: 0, net: 0, pending: 0, payouts: 0, transferred: 0 }, held ?? { onTheWay: 0, inTransfers: 0 });
}

/** Every coach who ever earned, with their balances (for the admins' payout list). */
export async function coachBalances(db: Db, now: Date): Promise<Array<CoachBalance & { coachId: string }>> {
  const [ledger, held] = await Promise.all([
    db
      .select({ coachId: l.coachId, ...ledgerSums(now) })
      .from(l)
      .where(inArray(l.kind, COACH_KINDS))
      .groupBy(l.coachId)
      .having(sql`count(*) filter (where ${l.kind} = 'coach_earning') > 0`),
    db.select({ coachId: transfers.coachId, ...transferSums }).from(transfers).groupBy(transfers.coachId),
  ]);
  const heldOf = new Map(held.map((row) => [row.coachId, row]));
  return ledger.map(({ coachId, ...sums }) => ({ coachId: coachId!, ...balanceOf(sums, heldOf.get(coachId!) ?? { onTheWay: 0, inTransfers: 0 }) }));
}

/**
 * Locks the coach's row for the rest of the transaction: payouts, transfer releases and reversals of one
 * coach are decided one after the other, so together they never pay out more than the balance.
 */
export async function lockCoachMoney(db: Db, coachId: string) {
  const [row] = await db
    .select({ id: users.id, role: users.role, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, coachId))
    .for('update');
  return row ?? null;
}

/** What an admin may still pay by hand: the balance less what held transfers will bring the coach. */
export const payableByHand = (balance: CoachBalance) => Math.max(0, balance.balance - balance.inTransfers);
