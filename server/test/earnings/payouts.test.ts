import { coachBalanceSchema, PAYMENT_MESSAGES, payoutSchema } from '@ssb/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, payouts } from '../../src/db/schema';
import { createTestContext, type TestContext } from '../support/context';
import { createAdmin, createCoach, createMentee, signedInAgent, type UserRow } from '../support/factories';
import type { Agent } from '../support/agent';
import { NOW } from '../sessions/support';
import { completedSession, paidOut } from './fixtures';

let ctx: TestContext;
let admin: Agent;
let adminUser: UserRow;
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(NOW);
  adminUser = await createAdmin(ctx.db);
  admin = await signedInAgent(ctx, adminUser);
});
afterAll(() => ctx.close());

/** A coach owed the coach's share of one ₹`rupees` session (₹2,000 leaves 176,400 paise at a 10% fee). */
async function coachOwed(rupees = 2000) {
  const coach = await createCoach(ctx.db);
  const mentee = await createMentee(ctx.db);
  const { split } = await completedSession(ctx.db, coach.id, mentee.id, rupees * 100);
  return { coach, net: split.net };
}

const paidTo = async (coachId: string) => {
  const [row] = await ctx.db
    .select({ n: sql<number>`coalesce(sum(${ledgerEntries.amountPaise}), 0)::int` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.coachId, coachId), eq(ledgerEntries.kind, 'payout')));
  return Number(row!.n);
};

describe('who may see and record payouts', () => {
  const calls: [string, (a: Agent) => ReturnType<Agent['get']>][] = [
    ['GET /api/admin/payouts/balances', (a) => a.get('/api/admin/payouts/balances')],
    ['GET /api/admin/payouts', (a) => a.get('/api/admin/payouts')],
    ['POST /api/admin/payouts', (a) => a.post('/api/admin/payouts', { coachId: adminUser.id, amount: 100, reference: 'X' })],
  ];

  it.each(calls)('%s asks an anonymous caller to sign in', async (_, call) => {
    expect((await call(ctx.agent())).statusCode).toBe(401);
  });

  it.each(calls)('%s refuses coaches and mentees with 403', async (_, call) => {
    for (const user of [await createCoach(ctx.db), await createMentee(ctx.db)]) {
      expect((await call(await signedInAgent(ctx, user))).statusCode).toBe(403);
    }
  });
});

describe('GET /api/admin/payouts/balances', () => {
  it('lists every coach who earned with their totals, the most payable by hand first', async () => {
    const small = await coachOwed(1000);
    const large = await coachOwed(5000);
    const settled = await coachOwed(3000);
    await paidOut(ctx.db, settled.coach.id, settled.net, 'UTR-SETTLED');
    const idle = await createCoach(ctx.db);

    const res = await admin.get('/api/admin/payouts/balances');
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.map((r: unknown) => coachBalanceSchema.parse(r));
    const ours = rows.filter((r: { coachId: string }) => [small, large, settled].some((c) => c.coach.id === r.coachId));
    expect(ours.map((r: { coachId: string }) => r.coachId)).toEqual([large.coach.id, small.coach.id, settled.coach.id]);
    expect(rows.some((r: { coachId: string }) => r.coachId === idle.id)).toBe(false);
    expect(ours[0]).toEqual({
      coachId: large.coach.id,
      coachName: `${large.coach.firstName} ${large.coach.lastName}`,
      email: large.coach.email,
      gross: 500_000,
      fee: 50_000,
      gst: 9_000,
      net: 441_000,
      pending: 0,
      payable: 441_000,
      onTheWay: 0,
      paidOut: 0,
      owed: 0,
      inTransfers: 0,
      payableByHand: 441_000,
    });
    expect(ours[2]).toMatchObject({ net: settled.net, paidOut: settled.net, payable: 0, payableByHand: 0 });
    // Sorted by what may be paid by hand across everyone listed.
    const payables = rows.map((r: { payableByHand: number }) => r.payableByHand);
    expect(payables).toEqual([...payables].sort((a, b) => b - a));
  });
});

describe('POST /api/admin/payouts', () => {
  it('records a payout with its ledger row and answers 201 with it; the coach sees it paid', async () => {
    const { coach, net } = await coachOwed();
    const res = await admin.post('/api/admin/payouts', { coachId: coach.id, amount: 100_000, reference: ' UTR123 ', note: 'March' });
    expect(res.statusCode).toBe(201);
    const payout = payoutSchema.parse(res.json().data);
    expect(payout).toEqual({
      id: payout.id,
      coachId: coach.id,
      coachName: `${coach.firstName} ${coach.lastName}`,
      amount: 100_000,
      reference: 'UTR123',
      note: 'March',
      createdAt: NOW.toISOString(),
    });
    const [row] = await ctx.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(row!.recordedBy).toBe(adminUser.id);
    const entries = await ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.payoutId, payout.id));
    expect(entries).toEqual([expect.objectContaining({ entryKey: `payout:${payout.id}`, kind: 'payout', amountPaise: 100_000, coachId: coach.id })]);

    const earnings = (await (await signedInAgent(ctx, coach)).get('/api/earnings')).json().data;
    expect(earnings.totals).toMatchObject({ net, paidOut: 100_000, payable: net - 100_000 });
    expect(earnings.payouts).toEqual([payout]);
  });

  it('pays out exactly what is owed, and refuses a paisa more with 409', async () => {
    const { coach, net } = await coachOwed();
    const tooMuch = await admin.post('/api/admin/payouts', { coachId: coach.id, amount: net + 1, reference: 'UTR-A' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ error: PAYMENT_MESSAGES.payoutTooMuch, fields: { amount: PAYMENT_MESSAGES.payoutTooMuch } });
    expect(await paidTo(coach.id)).toBe(0);

    expect((await admin.post('/api/admin/payouts', { coachId: coach.id, amount: net, reference: 'UTR-A' })).statusCode).toBe(201);
    const again = await admin.post('/api/admin/payouts', { coachId: coach.id, amount: 1, reference: 'UTR-B' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(PAYMENT_MESSAGES.payoutTooMuch);
    expect(await paidTo(coach.id)).toBe(net);
  });

  it('refuses a reference already recorded for the coach, but not for another coach', async () => {
    const one = await coachOwed();
    const two = await coachOwed();
    expect((await admin.post('/api/admin/payouts', { coachId: one.coach.id, amount: 1_000, reference: 'UTR-DUP' })).statusCode).toBe(201);
    const dup = await admin.post('/api/admin/payouts', { coachId: one.coach.id, amount: 2_000, reference: 'UTR-DUP' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ error: PAYMENT_MESSAGES.payoutReferenceTaken, fields: { reference: PAYMENT_MESSAGES.payoutReferenceTaken } });
    expect(await paidTo(one.coach.id)).toBe(1_000);
    expect((await admin.post('/api/admin/payouts', { coachId: two.coach.id, amount: 1_000, reference: 'UTR-DUP' })).statusCode).toBe(201);
  });

  it('answers 404 for an unknown coach, or someone who is not a coach', async () => {
    for (const coachId of ['9b2b3c1e-0000-4000-8000-000000000000', (await createMentee(ctx.db)).id, adminUser.id]) {
      const res = await admin.post('/api/admin/payouts', { coachId, amount: 100, reference: 'UTR-404' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(PAYMENT_MESSAGES.payoutCoachNotFound);
    }
  });

  it('validates the amount (whole paise above 0) and the reference', async () => {
    const { coach } = await coachOwed();
    for (const [body, field, message] of [
      [{ coachId: coach.id, amount: 0, reference: 'R' }, 'amount', PAYMENT_MESSAGES.amountWhole],
      [{ coachId: coach.id, amount: 10.5, reference: 'R' }, 'amount', PAYMENT_MESSAGES.amountWhole],
      [{ coachId: coach.id, amount: 100, reference: '   ' }, 'reference', PAYMENT_MESSAGES.referenceRequired],
    ] as const) {
      const res = await admin.post('/api/admin/payouts', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[field]).toBe(message);
    }
    expect(await paidTo(coach.id)).toBe(0);
  });

  it('never pays out more than is owed when ten payouts that each fit race', async () => {
    const { coach, net } = await coachOwed(); // 176,400 paise owed
    const amount = 50_000; // three fit (150,000), a fourth would not
    const admins = await Promise.all(Array.from({ length: 10 }, async () => signedInAgent(ctx, await createAdmin(ctx.db))));
    await Promise.all(admins.map((a) => a.ensureCsrf()));
    const answers = await Promise.all(admins.map((a, i) => a.post('/api/admin/payouts', { coachId: coach.id, amount, reference: `UTR-RACE-${i}` })));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(Math.floor(net / amount));
    expect(codes.filter((c) => c === 409)).toHaveLength(10 - Math.floor(net / amount));
    for (const r of answers.filter((x) => x.statusCode === 409)) expect(r.json().error).toBe(PAYMENT_MESSAGES.payoutTooMuch);
    expect(await paidTo(coach.id)).toBe(Math.floor(net / amount) * amount);
    expect(await paidTo(coach.id)).toBeLessThanOrEqual(net);
    expect(await ctx.db.select().from(payouts).where(eq(payouts.coachId, coach.id))).toHaveLength(3);
  });
});

describe('GET /api/admin/payouts', () => {
  it('pages every payout, newest first', async () => {
    const fresh = await createTestContext();
    try {
      fresh.clock.set(NOW);
      const agent = await signedInAgent(fresh, await createAdmin(fresh.db));
      expect((await agent.get('/api/admin/payouts')).json()).toEqual({ success: true, data: [], meta: { total: 0, page: 1, pageSize: 12 } });
      const coach = await createCoach(fresh.db);
      const mentee = await createMentee(fresh.db);
      await completedSession(fresh.db, coach.id, mentee.id, 500_000);
      for (let i = 0; i < 3; i++) await paidOut(fresh.db, coach.id, 1_000 * (i + 1), `UTR-${i}`, new Date(NOW.getTime() + i * 60_000));
      const page1 = (await agent.get('/api/admin/payouts', { query: { pageSize: '2' } })).json();
      expect(page1.meta).toEqual({ total: 3, page: 1, pageSize: 2 });
      expect(page1.data.map((p: { reference: string }) => p.reference)).toEqual(['UTR-2', 'UTR-1']);
      expect(page1.data[0]).toMatchObject({ coachId: coach.id, coachName: `${coach.firstName} ${coach.lastName}`, amount: 3_000 });
      const page2 = (await agent.get('/api/admin/payouts', { query: { pageSize: '2', page: '2' } })).json();
      expect(page2.data.map((p: { reference: string }) => p.reference)).toEqual(['UTR-0']);
    } finally {
      await fresh.close();
    }
  });
});
