import { financialYearRange, invoiceNumber, seriesKey, type InvoiceSeries } from '@ssb/domain';
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoiceCounters, invoices, ledgerEntries, payoutAccounts, users, withholdings } from '../../db/schema';

export type InvoiceRow = typeof invoices.$inferSelect;
export type WithholdingRow = typeof withholdings.$inferSelect;

/**
 * The next number of a series, in the caller's transaction: the counter row is raised by an upsert, which
 * holds its lock until the transaction ends, so concurrent bookings take numbers one after the other and a
 * booking that rolls back gives its number back (no gap, no duplicate; `invoices_series_seq` is unique too).
 */
export async function nextNumber(tx: Db, series: InvoiceSeries, financialYear: number): Promise<{ series: string; seq: number; number: string }> {
  const key = seriesKey(series, financialYear);
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ series: key, last: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.series, set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning({ last: invoiceCounters.last });
  const seq = row!.last;
  return { series: key, seq, number: invoiceNumber(series, financialYear, seq) };
}

export async function insertInvoice(tx: Db, row: typeof invoices.$inferInsert): Promise<InvoiceRow> {
  const [inserted] = await tx.insert(invoices).values(row).returning();
  return inserted!;
}

export async function insertWithholdings(tx: Db, rows: Array<typeof withholdings.$inferInsert>): Promise<void> {
  if (rows.length > 0) await tx.insert(withholdings).values(rows).onConflictDoNothing({ target: withholdings.ledgerKey });
}

export async function invoiceByLedgerKey(tx: Db, ledgerKey: string): Promise<InvoiceRow | null> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.ledgerKey, ledgerKey));
  return row ?? null;
}

export async function withholdingsByLedgerKeys(tx: Db, keys: string[]): Promise<WithholdingRow[]> {
  if (keys.length === 0) return [];
  return tx.select().from(withholdings).where(inArray(withholdings.ledgerKey, keys));
}

export async function invoiceById(db: Db, id: string): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row ?? null;
}

export async function invoicesOfCoach(db: Db, coachId: string, range?: { from: Date; to: Date }): Promise<InvoiceRow[]> {
  const when = range ? [gte(invoices.issuedAt, range.from), lt(invoices.issuedAt, range.to)] : [];
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.coachId, coachId), ...when))
    .orderBy(desc(invoices.issuedAt), desc(invoices.seq));
}

export async function invoicesBetween(db: Db, range: { from: Date; to: Date }): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(and(gte(invoices.issuedAt, range.from), lt(invoices.issuedAt, range.to)))
    .orderBy(invoices.documentType, invoices.seq);
}

export async function withholdingsBetween(db: Db, range: { from: Date; to: Date }, coachId?: string): Promise<WithholdingRow[]> {
  const coach = coachId ? [eq(withholdings.coachId, coachId)] : [];
  return db
    .select()
    .from(withholdings)
    .where(and(gte(withholdings.createdAt, range.from), lt(withholdings.createdAt, range.to), ...coach))
    .orderBy(withholdings.createdAt, withholdings.ledgerKey);
}

/** Σ of the ledger's rows of `kinds` written between the instants (the registers' check against the books). */
export async function ledgerSumsBetween(db: Db, range: { from: Date; to: Date }): Promise<Record<'platform_fee' | 'gst' | 'tcs' | 'tds', number>> {
  const rows = await db
    .select({ kind: ledgerEntries.kind, total: sql<number>`coalesce(sum(${ledgerEntries.amountPaise}), 0)::bigint`.mapWith(Number) })
    .from(ledgerEntries)
    .where(
      and(inArray(ledgerEntries.kind, ['platform_fee', 'gst', 'tcs', 'tds']), gte(ledgerEntries.createdAt, range.from), lt(ledgerEntries.createdAt, range.to)),
    )
    .groupBy(ledgerEntries.kind);
  const of = (kind: string) => rows.find((r) => r.kind === kind)?.total ?? 0;
  return { platform_fee: of('platform_fee'), gst: of('gst'), tcs: of('tcs'), tds: of('tds') };
}

/** What the platform knows of a coach for its papers: their name, and their payout account's address, state, GSTIN and PAN. */
export async function coachTaxParty(tx: Db, coachId: string) {
  const [row] = await tx
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      legalName: payoutAccounts.legalName,
      street: payoutAccounts.street,
      city: payoutAccounts.city,
      pinCode: payoutAccounts.pinCode,
      stateCode: payoutAccounts.stateCode,
      gstin: payoutAccounts.gstin,
      panLast4: payoutAccounts.panLast4,
    })
    .from(users)
    .leftJoin(payoutAccounts, eq(payoutAccounts.coachId, users.id))
    .where(eq(users.id, coachId));
  return row ?? null;
}

export type CoachTaxParty = NonNullable<Awaited<ReturnType<typeof coachTaxParty>>>;

/** The coach's gross through the platform so far in a financial year: every share divided (fee, GST, withholdings, earning), less reversals. */
export async function yearGross(tx: Db, coachId: string, financialYear: number): Promise<number> {
  const { from, to } = financialYearRange(financialYear);
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${ledgerEntries.amountPaise}), 0)::bigint`.mapWith(Number) })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.coachId, coachId),
        inArray(ledgerEntries.kind, ['platform_fee', 'gst', 'tcs', 'tds', 'coach_earning']),
        gte(ledgerEntries.createdAt, from),
        lt(ledgerEntries.createdAt, to),
      ),
    );
  return row?.total ?? 0;
}
