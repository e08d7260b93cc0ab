import { PAYMENT_MESSAGES, paymentSchema, receiptSchema } from '@ssb/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, refunds } from '../../src/db/schema';
import { createTestContext, type TestContext } from '../support/context';
import { createAdmin, createCoach, createMentee, signedInAgent, type UserRow } from '../support/factories';
import { HOUR, insertSession, NOW } from '../sessions/support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { PLATFORM_LEGAL_NAME: 'SSB Academy Pvt Ltd', PLATFORM_GSTIN: '27AAPFU0939F1ZV', CONTACT_EMAIL: 'billing@ssb.test' } });
  ctx.clock.set(NOW);
});
afterAll(() => ctx.close());

let hoursAhead = 0;
let receiptSeq = 5000;

/** A booked session with its payment, put in place directly: captured (with a receipt number) unless told otherwise. */
async function paidSession(
  mentee: UserRow,
  coach: UserRow,
  fields: { status?: 'created' | 'captured' | 'failed'; amountPaise?: number; createdAt?: Date; capturedAt?: Date; title?: string } = {},
) {
  hoursAhead += 2;
  const amountPaise = fields.amountPaise ?? 200_000;
  const status = fields.status ?? 'captured';
  const session = await insertSession(ctx.db, {
    mentorId: coach.id,
    menteeId: mentee.id,
    start: new Date(NOW.getTime() + hoursAhead * HOUR),
    amountPaise,
    price: amountPaise / 100,
    ...(fields.title ? { title: fields.title } : {}),
    ...(status === 'captured' ? {} : { status: 'pending_payment' as const, holdExpiresAt: new Date(NOW.getTime() + 10 * 60_000) }),
  });
  const captured = status === 'captured';
  const [payment] = await ctx.db
    .insert(payments)
    .values({
      sessionId: session.id,
      gateway: 'test',
      orderId: `order_${session.id.replace(/-/g, '').slice(0, 14)}`,
      amountPaise,
      status,
      gatewayPaymentId: captured ? `pay_${session.id.replace(/-/g, '').slice(0, 14)}` : null,
      receiptSeq: captured ? ++receiptSeq : null,
      capturedAt: captured ? (fields.capturedAt ?? NOW) : null,
      createdAt: fields.createdAt ?? NOW,
    })
    .returning();
  return { session, payment: payment! };
}

async function refund(payment: typeof payments.$inferSelect, amountPaise: number, fields: Partial<typeof refunds.$inferInsert> = {}) {
  const [row] = await ctx.db
    .insert(refunds)
    .values({
      paymentId: payment.id,
      sessionId: payment.sessionId,
      gatewayPaymentId: payment.gatewayPaymentId!,
      amountPaise,
      reason: 'mentee_cancelled',
      idempotencyKey: `test:${Math.random()}`,
      ...fields,
    })
    .returning();
  return row!;
}

const minutesAfter = (n: number) => new Date(NOW.getTime() + n * 60_000);

describe('who may read payments', () => {
  it.each(['/api/payments', '/api/admin/payments', '/api/admin/refunds', `/api/payments/9b2b3c1e-0000-4000-8000-000000000000/receipt`])(
    '%s asks an anonymous caller to sign in',
    async (url) => expect((await ctx.agent().get(url)).statusCode).toBe(401),
  );

  it.each(['/api/admin/payments', '/api/admin/refunds'])('%s refuses mentees and coaches with 403', async (url) => {
    for (const user of [await createMentee(ctx.db), await createCoach(ctx.db)]) {
      expect((await (await signedInAgent(ctx, user)).get(url)).statusCode).toBe(403);
    }
  });
});

describe('GET /api/payments', () => {
  it('is an empty page for someone who never paid', async () => {
    const res = await (await signedInAgent(ctx, await createMentee(ctx.db))).get('/api/payments');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: [], meta: { total: 0, page: 1, pageSize: 20 } });
  });

  it("lists only the caller's own payments as a mentee, newest first, with refunds and receipt links", async () => {
    const mentee = await createMentee(ctx.db, { firstName: 'Asha', lastName: 'Rao' });
    const coach = await createCoach(ctx.db, { firstName: 'Vikram', lastName: 'Singh' });
    const older = await paidSession(mentee, coach, { createdAt: minutesAfter(-30), title: 'Older' });
    const pending = await paidSession(mentee, coach, { status: 'created', createdAt: minutesAfter(-10), title: 'Pending' });
    const newest = await paidSession(mentee, coach, { createdAt: minutesAfter(-5), title: 'Newest' });
    const r1 = await refund(newest.payment, 100_000, { status: 'processed', processedAt: NOW, createdAt: minutesAfter(-4) });
    await refund(newest.payment, 50_000, { status: 'failed', createdAt: minutesAfter(-3), lastError: 'Gateway down', idempotencyKey: 'k-failed' });
    const r3 = await refund(newest.payment, 20_000, { status: 'pending', createdAt: minutesAfter(-2), idempotencyKey: 'k-pending' });
    // Someone else's payment, and the coach's side of this mentee's sessions, are not the mentee's to see.
    await paidSession(await createMentee(ctx.db), coach);

    const res = await (await signedInAgent(ctx, mentee)).get('/api/payments');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ total: 3, page: 1, pageSize: 20 });
    const list = body.data.map((p: unknown) => paymentSchema.parse(p));
    expect(list.map((p: { sessionTitle: string }) => p.sessionTitle)).toEqual(['Newest', 'Pending', 'Older']);
    expect(list[0]).toEqual({
      id: newest.payment.id,
      purchase: 'session',
      link: `/sessions/${newest.session.id}`,
      sessionId: newest.session.id,
      sessionTitle: 'Newest',
      scheduledAt: newest.session.scheduledAt.toISOString(),
      sessionStatus: 'scheduled',
      coachName: 'Vikram Singh',
      menteeName: 'Asha Rao',
      gateway: 'test',
      orderId: newest.payment.orderId,
      paymentId: newest.payment.gatewayPaymentId,
      amount: 200_000,
      status: 'captured',
      paidAt: NOW.toISOString(),
      createdAt: minutesAfter(-5).toISOString(),
      receiptNumber: `SSB-2031-${String(newest.payment.receiptSeq).padStart(6, '0')}`,
      receiptUrl: `/payments/${newest.payment.id}/receipt`,
      // The failed refund is still owed to the mentee: it counts, as on the session's payment.
      refundedAmount: 170_000,
      refunds: [
        { id: r1.id, amount: 100_000, status: 'processed', reason: 'mentee_cancelled', createdAt: minutesAfter(-4).toISOString(), processedAt: NOW.toISOString() },
        expect.objectContaining({ amount: 50_000, status: 'failed' }),
        { id: r3.id, amount: 20_000, status: 'decided', reason: 'mentee_cancelled', createdAt: minutesAfter(-2).toISOString(), processedAt: null },
      ],
    });
    expect(list[1]).toMatchObject({ id: pending.payment.id, status: 'created', paymentId: null, paidAt: null, receiptNumber: null, receiptUrl: null, refundedAmount: 0, refunds: [] });
    expect(list[2]).toMatchObject({ id: older.payment.id, refunds: [] });

    const coachView = (await (await signedInAgent(ctx, coach)).get('/api/payments')).json();
    expect(coachView.data).toEqual([]);
  });

  it('pages', async () => {
    const mentee = await createMentee(ctx.db);
    const coach = await createCoach(ctx.db);
    for (let i = 0; i < 3; i++) await paidSession(mentee, coach, { createdAt: minutesAfter(i), title: `S${i}` });
    const agent = await signedInAgent(ctx, mentee);
    const page2 = (await agent.get('/api/payments', { query: { page: '2', pageSize: '2' } })).json();
    expect(page2.meta).toEqual({ total: 3, page: 2, pageSize: 2 });
    expect(page2.data.map((p: { sessionTitle: string }) => p.sessionTitle)).toEqual(['S0']);
  });
});

describe('GET /api/payments/:id/receipt', () => {
  it('gives the mentee who paid the receipt, with the platform from config', async () => {
    const mentee = await createMentee(ctx.db, { firstName: 'Asha', lastName: 'Rao' });
    const coach = await createCoach(ctx.db, { firstName: 'Vikram', lastName: 'Singh' });
    const { session, payment } = await paidSession(mentee, coach, { amountPaise: 250_000, capturedAt: minutesAfter(1) });
    const r = await refund(payment, 125_000, { status: 'initiated' });
    const res = await (await signedInAgent(ctx, mentee)).get(`/api/payments/${payment.id}/receipt`);
    expect(res.statusCode).toBe(200);
    expect(receiptSchema.parse(res.json().data)).toEqual({
      documentType: 'payment_receipt',
      title: 'Payment receipt (not a tax invoice)',
      number: `SSB-2031-${String(payment.receiptSeq).padStart(6, '0')}`,
      issuedAt: minutesAfter(1).toISOString(),
      platform: { legalName: 'SSB Academy Pvt Ltd', gstin: '27AAPFU0939F1ZV', email: 'billing@ssb.test' },
      mentee: { name: 'Asha Rao', email: mentee.email },
      coach: { name: 'Vikram Singh', gstin: null },
      session: { id: session.id, title: session.title, scheduledAt: session.scheduledAt.toISOString(), duration: 60, sessionType: 'general_mentoring' },
      review: null,
      gateway: 'test',
      method: null,
      paymentId: payment.gatewayPaymentId,
      orderId: payment.orderId,
      amount: 250_000,
      currency: 'INR',
      refunds: [expect.objectContaining({ id: r.id, amount: 125_000, status: 'sent' })],
    });
  });

  it('gives admins any receipt', async () => {
    const { payment } = await paidSession(await createMentee(ctx.db), await createCoach(ctx.db));
    const res = await (await signedInAgent(ctx, await createAdmin(ctx.db))).get(`/api/payments/${payment.id}/receipt`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.paymentId).toBe(payment.gatewayPaymentId);
  });

  it("answers 404 'Payment not found' to the coach, other people, unknown and malformed ids, and payments not captured", async () => {
    const mentee = await createMentee(ctx.db);
    const coach = await createCoach(ctx.db);
    const { payment } = await paidSession(mentee, coach);
    const unpaid = await paidSession(mentee, coach, { status: 'created' });
    const failed = await paidSession(mentee, coach, { status: 'failed' });
    const cases: [UserRow, string][] = [
      [coach, payment.id],
      [await createMentee(ctx.db), payment.id],
      [mentee, '9b2b3c1e-0000-4000-8000-000000000000'],
      [mentee, 'not-a-uuid'],
      [mentee, unpaid.payment.id],
      [mentee, failed.payment.id],
    ];
    for (const [viewer, id] of cases) {
      const res = await (await signedInAgent(ctx, viewer)).get(`/api/payments/${id}/receipt`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(PAYMENT_MESSAGES.paymentNotFound);
    }
  });

  it("defaults to the legal name 'SSB Academy' and no GSTIN", async () => {
    const other = await createTestContext();
    try {
      const mentee = await createMentee(other.db);
      const session = await insertSession(other.db, { mentorId: (await createCoach(other.db)).id, menteeId: mentee.id, start: NOW, amountPaise: 100_000 });
      const [payment] = await other.db
        .insert(payments)
        .values({ sessionId: session.id, gateway: 'razorpay', orderId: 'order_DEFAULTS01', amountPaise: 100_000, status: 'captured', gatewayPaymentId: 'pay_DEFAULTS01', receiptSeq: 1001, capturedAt: NOW })
        .returning();
      const res = await (await signedInAgent(other, mentee)).get(`/api/payments/${payment!.id}/receipt`);
      expect(res.json().data.platform).toEqual({ legalName: 'SSB Academy', gstin: null, email: other.config.contact.email });
      expect(res.json().data.number).toBe('SSB-2031-001001');
    } finally {
      await other.close();
    }
  });
});

describe('GET /api/admin/payments', () => {
  it("lists everyone's payments, newest first, paged", async () => {
    const fresh = await createTestContext();
    try {
      const admin = await signedInAgent(fresh, await createAdmin(fresh.db));
      expect((await admin.get('/api/admin/payments')).json()).toEqual({ success: true, data: [], meta: { total: 0, page: 1, pageSize: 20 } });
      const coach = await createCoach(fresh.db);
      const titles: string[] = [];
      for (let i = 0; i < 3; i++) {
        const mentee = await createMentee(fresh.db);
        const session = await insertSession(fresh.db, { mentorId: coach.id, menteeId: mentee.id, start: new Date(NOW.getTime() + i * HOUR), title: `Paid ${i}`, amountPaise: 100_000 });
        await fresh.db.insert(payments).values({ sessionId: session.id, gateway: 'test', orderId: `order_ADMIN${i}xxxx`, amountPaise: 100_000, createdAt: minutesAfter(i) });
        titles.unshift(`Paid ${i}`);
      }
      const res = await admin.get('/api/admin/payments', { query: { pageSize: '2' } });
      expect(res.json().meta).toEqual({ total: 3, page: 1, pageSize: 2 });
      expect(res.json().data.map((p: { sessionTitle: string }) => p.sessionTitle)).toEqual(titles.slice(0, 2));
    } finally {
      await fresh.close();
    }
  });
});

describe('GET /api/admin/refunds', () => {
  it('lists refunds, failed ones first and then newest, and narrows by status: decided (not yet at the gateway), sent, processed, failed, refunded by hand', async () => {
    const fresh = await createTestContext();
    try {
      const admin = await signedInAgent(fresh, await createAdmin(fresh.db));
      expect((await admin.get('/api/admin/refunds')).json()).toEqual({ success: true, data: [], meta: { total: 0, page: 1, pageSize: 20 } });
      const mentee = await createMentee(fresh.db, { firstName: 'Asha', lastName: 'Rao' });
      const session = await insertSession(fresh.db, { mentorId: (await createCoach(fresh.db)).id, menteeId: mentee.id, start: NOW, title: 'Refunded one', amountPaise: 500_000 });
      const [payment] = await fresh.db
        .insert(payments)
        .values({ sessionId: session.id, gateway: 'test', orderId: 'order_REFUNDS001', amountPaise: 500_000, status: 'captured', gatewayPaymentId: 'pay_REFUNDS001', receiptSeq: 1, capturedAt: NOW })
        .returning();
      const add = async (key: string, status: 'pending' | 'initiated' | 'processed' | 'failed' | 'refunded_by_hand', minute: number, lastError: string | null = null) => {
        const [row] = await fresh.db
          .insert(refunds)
          .values({ paymentId: payment!.id, sessionId: session.id, gatewayPaymentId: 'pay_REFUNDS001', amountPaise: 10_000, reason: 'coach_cancelled', idempotencyKey: key, status, lastError, createdAt: minutesAfter(minute) })
          .returning();
        return row!;
      };
      const failedOld = await add('a', 'failed', 1, 'Bad request: refund amount too high');
      const processed = await add('b', 'processed', 2);
      const pending = await add('c', 'pending', 3);
      const failedNew = await add('d', 'failed', 4, 'Gateway timeout');
      const initiated = await add('e', 'initiated', 5);
      const byHand = await add('f', 'refunded_by_hand', 0);

      const all = (await admin.get('/api/admin/refunds')).json();
      expect(all.meta).toEqual({ total: 6, page: 1, pageSize: 20 });
      expect(all.data.map((r: { id: string }) => r.id)).toEqual([failedNew.id, failedOld.id, initiated.id, pending.id, processed.id, byHand.id]);
      expect(all.data.map((r: { status: string }) => r.status)).toEqual(['failed', 'failed', 'sent', 'decided', 'processed', 'refunded_by_hand']);
      expect(all.data[0]).toEqual({
        id: failedNew.id,
        amount: 10_000,
        status: 'failed',
        reason: 'coach_cancelled',
        createdAt: minutesAfter(4).toISOString(),
        processedAt: null,
        sessionId: session.id,
        link: `/sessions/${session.id}`,
        menteeName: 'Asha Rao',
        sessionTitle: 'Refunded one',
        lastError: 'Gateway timeout',
        attempts: 0,
        manualReference: null,
      });
      for (const [status, ids] of [['decided', [pending.id]], ['sent', [initiated.id]], ['processed', [processed.id]], ['refunded_by_hand', [byHand.id]]] as const) {
        const only = (await admin.get('/api/admin/refunds', { query: { status } })).json();
        expect(only.data.map((r: { id: string; status: string }) => [r.id, r.status]), status).toEqual(ids.map((id) => [id, status]));
      }
      expect((await admin.get('/api/admin/refunds', { query: { status: 'initiated' } })).statusCode).toBe(400);
      expect((await admin.get('/api/admin/refunds', { query: { status: 'failed' } })).json().meta.total).toBe(2);
      expect((await admin.get('/api/admin/refunds', { query: { status: 'refunded' } })).statusCode).toBe(400);
    } finally {
      await fresh.close();
    }
  });
});
