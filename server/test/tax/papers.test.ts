import { indiaMonthOf, invoiceSchema, statementSchema, taxMonthSchema } from '@ssb/domain';
import { desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, ledgerEntries, payoutAccounts, withholdings } from '../../src/db/schema';
import { recordCompletion, recordKeptOnCancellation, reverseCompletion } from '../../src/features/payments/ledger';
import { createTestContext, type TestContext } from '../support/context';
import { createAdmin, createCoach, createMentee, signedInAgent, TEST_PASSWORD, type UserRow } from '../support/factories';
import { HOUR, insertSession, NOW } from '../sessions/support';

/**
 * The platform's papers (docs/product/tax.md, decision 033): a tax invoice per fee booked, numbered in the
 * transaction that books it without gap or duplicate, a credit note per reversal, TCS and TDS withheld in the
 * ledger, and the month's registers equal to the ledger. Runs on PGlite and PostgreSQL.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    env: {
      PLATFORM_LEGAL_NAME: 'SSB Academy Pvt Ltd',
      PLATFORM_GSTIN: '27AAPFU0939F1ZV',
      PLATFORM_STATE: '27',
      PLATFORM_ADDRESS: '1 FC Road, Pune 411004',
      TDS_THRESHOLD_RUPEES: '0',
    },
  });
  ctx.clock.set(NOW);
});
afterAll(() => ctx.close());

const PRICE = 250_000;

async function coachIn(stateCode: string | null, gstin: string | null = null): Promise<UserRow> {
  const coach = await createCoach(ctx.db, { firstName: 'Vikram', lastName: 'Singh' });
  if (stateCode) {
    await ctx.db
      .insert(payoutAccounts)
      .values({
        coachId: coach.id,
        legalName: 'Vikram Singh',
        panCipher: 'sealed',
        panLast4: '234F',
        method: 'upi',
        upiId: 'coach@okaxis',
        phone: '9876543210',
        street: '12 Residency Road',
        city: 'Bengaluru',
        pinCode: '560025',
        stateCode,
        gstin,
        status: 'active',
        submittedAt: NOW,
      });
  }
  return coach;
}

let hours = 0;
async function completed(coach: UserRow, amountPaise = PRICE) {
  hours += 2;
  const session = await insertSession(ctx.db, {
    mentorId: coach.id,
    menteeId: (await createMentee(ctx.db)).id,
    start: new Date(NOW.getTime() - 100 * HOUR + hours * HOUR),
    amountPaise,
    price: amountPaise / 100,
    status: 'completed',
  });
  await ctx.db.transaction((tx) => recordCompletion(tx, { id: session.id, mentorId: coach.id, amountPaise, endsAt: session.endsAt }, ctx.config.money));
  return session;
}

const papersOf = (coachId: string) => ctx.db.select().from(invoices).where(eq(invoices.coachId, coachId)).orderBy(desc(invoices.documentType), invoices.seq);
const ledgerOf = (sessionId: string) => ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.sessionId, sessionId));

describe('a tax invoice per fee booked', () => {
  it("a coach registered in another state: one invoice with IGST, TCS as CGST + SGST (the supply taken to be in the coach's state), TDS, and a ledger exact to the paisa", async () => {
    const coach = await coachIn('29', '29ABCDE1234F1Z5');
    const session = await completed(coach);
    const [paper, ...more] = await papersOf(coach.id);
    expect(more).toEqual([]);
    expect(paper).toMatchObject({
      documentType: 'tax_invoice',
      placeOfSupply: '29',
      sac: '998599',
      taxablePaise: 25_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 4_500,
      totalPaise: 29_500,
      supplierName: 'SSB Academy Pvt Ltd',
      supplierGstin: '27AAPFU0939F1ZV',
      recipientGstin: '29ABCDE1234F1Z5',
      recipientState: '29',
    });
    expect(paper!.number).toMatch(/^SSB\/\d{2}-\d{2}\/\d{6}$/);
    const rows = await ledgerOf(session.id);
    const amount = (kind: string) => rows.find((r) => r.kind === kind)?.amountPaise;
    // 0.5% TCS of ₹2,500 is ₹12.50; 0.1% TDS is ₹2.50; the coach gets the rest.
    expect([amount('platform_fee'), amount('gst'), amount('tcs'), amount('tds'), amount('coach_earning')]).toEqual([
      25_000,
      4_500,
      1_250,
      250,
      250_000 - 25_000 - 4_500 - 1_250 - 250,
    ]);
    expect(rows.reduce((sum, r) => sum + r.amountPaise, 0)).toBe(PRICE);
    const withheld = await ctx.db.select().from(withholdings).where(eq(withholdings.coachId, coach.id));
    expect(withheld.map((w) => [w.kind, w.cgstPaise, w.sgstPaise, w.igstPaise, w.amountPaise])).toEqual(
      expect.arrayContaining([
        ['tcs', 625, 625, 0, 1_250],
        ['tds', 0, 0, 0, 250],
      ]),
    );
  });

  it('an unregistered coach in the platform state: CGST + SGST, no TCS, place of supply their payout state', async () => {
    const coach = await coachIn('27');
    await completed(coach);
    const [paper] = await papersOf(coach.id);
    expect(paper).toMatchObject({ placeOfSupply: '27', cgstPaise: 2_250, sgstPaise: 2_250, igstPaise: 0, recipientGstin: null });
    expect((await ctx.db.select().from(withholdings).where(eq(withholdings.coachId, coach.id))).map((w) => w.kind)).toEqual(['tds']);
  });

  it('a late cancellation that keeps a payment invoices its fee too; a retried completion issues nothing more', async () => {
    const coach = await coachIn(null);
    const session = await completed(coach);
    await ctx.db.transaction((tx) =>
      recordCompletion(tx, { id: session.id, mentorId: coach.id, amountPaise: PRICE, endsAt: session.endsAt }, ctx.config.money),
    );
    const other = await insertSession(ctx.db, { mentorId: coach.id, menteeId: (await createMentee(ctx.db)).id, start: NOW, status: 'cancelled' });
    await ctx.db.transaction((tx) => recordKeptOnCancellation(tx, { id: other.id, mentorId: coach.id, endsAt: other.endsAt }, 125_000, ctx.config.money));
    const papers = await papersOf(coach.id);
    expect(papers.map((p) => [p.sessionId, p.taxablePaise, p.placeOfSupply])).toEqual([
      [session.id, 25_000, '27'],
      [other.id, 12_500, '27'],
    ]);
  });
});

describe('a credit note per reversal', () => {
  it('a completion disputed and refunded: one credit note referring to the invoice, TCS and TDS taken back, the ledger nets to zero', async () => {
    const coach = await coachIn('29', '29ABCDE1234F1Z5');
    const session = await completed(coach);
    const money = { id: session.id, mentorId: coach.id, amountPaise: PRICE, endsAt: session.endsAt };
    await ctx.db.transaction((tx) => reverseCompletion(tx, money));
    await ctx.db.transaction((tx) => reverseCompletion(tx, money));
    const [invoice, credit, ...more] = await papersOf(coach.id);
    expect(more).toEqual([]);
    expect(credit).toMatchObject({ documentType: 'credit_note', invoiceId: invoice!.id, taxablePaise: 25_000, igstPaise: 4_500, totalPaise: 29_500 });
    expect(credit!.number).toMatch(/^SCN\/\d{2}-\d{2}\/\d{6}$/);
    const rows = await ledgerOf(session.id);
    for (const kind of ['platform_fee', 'gst', 'tcs', 'tds', 'coach_earning'])
      expect(rows.filter((r) => r.kind === kind).reduce((s, r) => s + r.amountPaise, 0)).toBe(0);
    const withheld = await ctx.db.select().from(withholdings).where(eq(withholdings.coachId, coach.id));
    expect(withheld.reduce((s, w) => s + w.amountPaise, 0)).toBe(0);
    // Completed again by an admin: a new invoice, its own number.
    await ctx.db.transaction((tx) => recordCompletion(tx, money, ctx.config.money, { payableAtOnce: true }));
    expect((await papersOf(coach.id)).map((p) => p.documentType)).toEqual(['tax_invoice', 'tax_invoice', 'credit_note']);
  });
});

describe('the series under concurrency', () => {
  it('100 concurrent completions take 100 numbers with no gap and no duplicate; a rolled-back booking gives its number back', async () => {
    const coach = await coachIn('27');
    const mentee = await createMentee(ctx.db);
    const sessions = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        insertSession(ctx.db, {
          mentorId: coach.id,
          menteeId: mentee.id,
          start: new Date(NOW.getTime() - 1000 * HOUR + i * HOUR),
          amountPaise: 90_000,
          status: 'completed',
        }),
      ),
    );
    const failed = await ctx.db
      .transaction(async (tx) => {
        await recordCompletion(tx, { id: sessions[0]!.id, mentorId: coach.id, amountPaise: 90_000, endsAt: sessions[0]!.endsAt }, ctx.config.money);
        throw new Error('rolled back');
      })
      .catch((e: Error) => e.message);
    expect(failed).toBe('rolled back');
    const before = await ctx.db.select({ seq: invoices.seq }).from(invoices).where(eq(invoices.documentType, 'tax_invoice'));
    await Promise.all(
      sessions.map((s) =>
        ctx.db.transaction((tx) => recordCompletion(tx, { id: s.id, mentorId: coach.id, amountPaise: 90_000, endsAt: s.endsAt }, ctx.config.money)),
      ),
    );
    const papers = await ctx.db
      .select()
      .from(invoices)
      .where(
        inArray(
          invoices.sessionId,
          sessions.map((s) => s.id),
        ),
      );
    expect(papers).toHaveLength(100);
    const seqs = papers.map((p) => p.seq).sort((a, b) => a - b);
    const all = [...before.map((b) => b.seq), ...seqs].sort((a, b) => a - b);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual(Array.from({ length: all.length }, (_, i) => i + 1));
    expect(new Set(papers.map((p) => p.number)).size).toBe(100);
  });
});

describe('the API and the registers', () => {
  it('the coach lists and opens their invoices; another coach gets 404, an admin may open it', async () => {
    const coach = await coachIn('29', '29ABCDE1234F1Z5');
    await completed(coach);
    const agent = await signedInAgent(ctx, coach);
    const list = await agent.get('/api/earnings/invoices');
    expect(list.statusCode).toBe(200);
    const [first] = invoiceSchema.array().parse(list.json().data);
    expect(first).toMatchObject({
      documentType: 'tax_invoice',
      placeOfSupply: '29',
      placeOfSupplyName: 'Karnataka',
      sac: '998599',
      taxable: 250,
      cgst: 0,
      sgst: 0,
      igst: 45,
      total: 295,
    });
    expect((await agent.get(`/api/invoices/${first!.id}`)).json().data).toEqual(first);
    expect((await (await signedInAgent(ctx, await createCoach(ctx.db))).get(`/api/invoices/${first!.id}`)).statusCode).toBe(404);
    expect((await (await signedInAgent(ctx, await createAdmin(ctx.db))).get(`/api/invoices/${first!.id}`)).json().data.number).toBe(first!.number);
  });

  it('a coach who deletes their account keeps their papers on record, with the name and address they were issued to', async () => {
    const coach = await coachIn('29', '29ABCDE1234F1Z5');
    await completed(coach);
    const [issued] = await papersOf(coach.id);
    const agent = await signedInAgent(ctx, coach);
    expect((await agent.request('DELETE', '/api/users/me', { confirm: 'DELETE', password: TEST_PASSWORD })).statusCode).toBe(200);
    expect(await papersOf(coach.id)).toEqual([issued]);
    const asAdmin = await (await signedInAgent(ctx, await createAdmin(ctx.db))).get(`/api/invoices/${issued!.id}`);
    expect(asAdmin.json().data).toMatchObject({ number: issued!.number, recipient: { name: 'Vikram Singh', gstin: '29ABCDE1234F1Z5' } });
  });

  it("the month's invoice register less its credit notes equals the ledger's fee and GST; the CSVs carry the same totals", async () => {
    const admin = await signedInAgent(ctx, await createAdmin(ctx.db));
    const month = indiaMonthOf(new Date());
    const res = await admin.get(`/api/admin/tax?month=${month}`);
    expect(res.statusCode).toBe(200);
    const data = taxMonthSchema.parse(res.json().data);
    expect(data.ledger.matches).toBe(true);
    const reg = (name: string) => data.registers.find((r) => r.register === name)!;
    expect(reg('invoices').rows).toBeGreaterThanOrEqual(100);
    expect(reg('credit-notes').rows).toBe(1);
    expect(Math.round((reg('invoices').taxable - reg('credit-notes').taxable) * 100)).toBe(Math.round(data.ledger.fee * 100));
    expect(reg('tcs').total).toBe(data.ledger.tcs);
    const csv = await admin.get(`/api/admin/tax/registers/invoices?month=${month}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toContain('Place of supply');
    expect(lines).toHaveLength(reg('invoices').rows + 2);
    expect(lines.at(-1)!.split(',').slice(-5).map(Number)).toEqual([
      reg('invoices').taxable,
      reg('invoices').cgst,
      reg('invoices').sgst,
      reg('invoices').igst,
      reg('invoices').total,
    ]);
    const tds = (await admin.get(`/api/admin/tax/registers/tds?month=${month}`)).body.trim().split('\r\n');
    expect(Number(tds.at(-1)!.split(',')[4])).toBe(reg('tds').total);
  });
});

describe("the coach's monthly statement", () => {
  it('splits each session into gross, fee, GST, TCS, TDS and net with its invoice or credit note; the totals and the CSV match the ledger', async () => {
    const coach = await coachIn('29', '29ABCDE1234F1Z5');
    const kept = await completed(coach);
    const disputed = await completed(coach, 100_000);
    await ctx.db.transaction((tx) =>
      reverseCompletion(tx, {
        id: disputed.id,
        mentorId: coach.id,
        amountPaise: 100_000,
        endsAt: disputed.endsAt,
      }),
    );
    const month = indiaMonthOf(new Date());
    const agent = await signedInAgent(ctx, coach);
    const res = await agent.get('/api/earnings/statement', {
      query: { month },
    });
    expect(res.statusCode).toBe(200);
    const statement = statementSchema.parse(res.json().data);
    const papers = await papersOf(coach.id);
    const numberOf = (sessionId: string, documentType: string) => papers.find((p) => p.sessionId === sessionId && p.documentType === documentType)!.number;
    expect(statement.entries.map((e) => [e.kind, e.gross, e.fee, e.gst, e.tcs, e.tds, e.amount, e.invoice?.number])).toEqual([
      ['earning', 250_000, 25_000, 4_500, 1_250, 250, 219_000, numberOf(kept.id, 'tax_invoice')],
      ['earning', 100_000, 10_000, 1_800, 500, 100, 87_600, numberOf(disputed.id, 'tax_invoice')],
      ['reversal', -100_000, -10_000, -1_800, -500, -100, -87_600, numberOf(disputed.id, 'credit_note')],
    ]);
    expect(statement.totals).toEqual({
      gross: 250_000,
      fee: 25_000,
      gst: 4_500,
      tcs: 1_250,
      tds: 250,
      net: 219_000,
    });
    expect(statement.totals.net).toBe(statement.earned + statement.reversed);
    expect(statement).toMatchObject({
      closingBalance: 219_000,
      owedToCoach: 219_000,
      owedByCoach: 0,
      transferred: 0,
    });
    // The ledger's own sums for the coach agree with the totals, kind by kind.
    const rows = await ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.coachId, coach.id));
    const ledger = (kind: string) => rows.filter((r) => r.kind === kind).reduce((s, r) => s + r.amountPaise, 0);
    expect([ledger('platform_fee'), ledger('gst'), ledger('tcs'), ledger('tds'), ledger('coach_earning')]).toEqual([25_000, 4_500, 1_250, 250, 219_000]);

    const csv = await agent.get('/api/earnings/statement.csv', {
      query: { month },
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const header = lines[0]!.split(',');
    expect(header).toEqual(
      expect.arrayContaining(['Invoice or credit note', 'Gross (INR)', 'Platform fee (INR)', 'GST on fee (INR)', 'TCS (INR)', 'TDS (INR)', 'Net amount (INR)']),
    );
    const cell = (line: string | undefined, name: string) => line!.split(',')[header.indexOf(name)];
    const earned = lines.find((l) => l.includes(numberOf(kept.id, 'tax_invoice')));
    expect(['Gross (INR)', 'Platform fee (INR)', 'GST on fee (INR)', 'TCS (INR)', 'TDS (INR)', 'Net amount (INR)'].map((n) => cell(earned, n))).toEqual([
      '2500.00',
      '250.00',
      '45.00',
      '12.50',
      '2.50',
      '2190.00',
    ]);
    const totals = lines.find((l) => l.includes('Month totals'));
    expect(['Gross (INR)', 'Platform fee (INR)', 'GST on fee (INR)', 'TCS (INR)', 'TDS (INR)', 'Net amount (INR)'].map((n) => cell(totals, n))).toEqual([
      '2500.00',
      '250.00',
      '45.00',
      '12.50',
      '2.50',
      '2190.00',
    ]);
    expect(
      cell(
        lines.find((l) => l.includes('Owed to you')),
        'Net amount (INR)',
      ),
    ).toBe('2190.00');
  });
});
