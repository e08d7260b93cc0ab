import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { payoutAccounts, users } from '../../../db/schema';

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;
export type PayoutAccountWrite = typeof payoutAccounts.$inferInsert;
export type PayoutAccountStatusValue = PayoutAccountRow['status'];

export async function findByCoach(db: Db, coachId: string): Promise<PayoutAccountRow | null> {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.coachId, coachId)).limit(1);
  return row ?? null;
}

/** The row locked for a change: two saves (or a save and a webhook) at once go one after the other. */
export async function lockByCoach(tx: Db, coachId: string): Promise<PayoutAccountRow | null> {
  const [row] = await tx.select().from(payoutAccounts).where(eq(payoutAccounts.coachId, coachId)).for('update').limit(1);
  return row ?? null;
}

export async function findByGatewayAccount(tx: Db, gatewayAccountId: string, options: { lock?: boolean } = {}): Promise<PayoutAccountRow | null> {
  const query = tx.select().from(payoutAccounts).where(eq(payoutAccounts.gatewayAccountId, gatewayAccountId)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Writes the coach's details (a first save or a change); the caller has locked the row if there was one. */
export async function upsert(tx: Db, values: PayoutAccountWrite): Promise<PayoutAccountRow> {
  const { coachId: _coachId, createdAt: _createdAt, ...changes } = values;
  const [row] = await tx.insert(payoutAccounts).values(values).onConflictDoUpdate({ target: payoutAccounts.coachId, set: changes }).returning();
  return row!;
}

export async function update(tx: Db, coachId: string, changes: Partial<PayoutAccountWrite>): Promise<PayoutAccountRow | null> {
  const [row] = await tx.update(payoutAccounts).set(changes).where(eq(payoutAccounts.coachId, coachId)).returning();
  return row ?? null;
}

/** The one account transfers may go to: active, and known to the gateway. */
export async function active(db: Db, coachId: string): Promise<{ gatewayAccountId: string } | null> {
  const [row] = await db
    .select({ gatewayAccountId: payoutAccounts.gatewayAccountId })
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.coachId, coachId), eq(payoutAccounts.status, 'active'), isNotNull(payoutAccounts.gatewayAccountId)))
    .limit(1);
  return row?.gatewayAccountId ? { gatewayAccountId: row.gatewayAccountId } : null;
}

export type AdminRow = PayoutAccountRow & { firstName: string; lastName: string; email: string };

const adminColumns = { account: payoutAccounts, firstName: users.firstName, lastName: users.lastName, email: users.email };

export async function list(db: Db, filter: { status?: PayoutAccountStatusValue }, page: { limit: number; offset: number }): Promise<{ rows: AdminRow[]; total: number }> {
  const where = filter.status ? eq(payoutAccounts.status, filter.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(adminColumns)
      .from(payoutAccounts)
      .innerJoin(users, eq(users.id, payoutAccounts.coachId))
      .where(where)
      .orderBy(desc(payoutAccounts.updatedAt), payoutAccounts.coachId)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(payoutAccounts).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r.account, firstName: r.firstName, lastName: r.lastName, email: r.email })), total: Number(total?.n ?? 0) };
}

export async function adminRow(db: Db, coachId: string): Promise<AdminRow | null> {
  const [r] = await db.select(adminColumns).from(payoutAccounts).innerJoin(users, eq(users.id, payoutAccounts.coachId)).where(eq(payoutAccounts.coachId, coachId)).limit(1);
  return r ? { ...r.account, firstName: r.firstName, lastName: r.lastName, email: r.email } : null;
}

export async function coach(db: Db, coachId: string): Promise<{ id: string; email: string; firstName: string; role: string | null } | null> {
  const [row] = await db.select({ id: users.id, email: users.email, firstName: users.firstName, role: users.role }).from(users).where(eq(users.id, coachId)).limit(1);
  return row ?? null;
}
