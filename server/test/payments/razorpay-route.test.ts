import { eq } from 'drizzle-orm';
import nock from 'nock';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sweepMoney } from '../../src/features/payments';
import { ledgerEntries, transfers } from '../../src/db/schema';
import { createTestContext, type TestContext } from '../support/context';
import { activePayoutAccountRow } from './support';
import { signedInAgent, type UserRow } from '../support/factories';
import { at, capturedEvent, deliverWebhook, holdSlot, MINUTE, NOW } from '../money/support';

// Razorpay Route at the HTTP boundary (https://razorpay.com/docs/api/payments/route/transfers/): the
// official SDK makes real requests, nock answers them with the documented shapes and checks what was asked.
const KEY_ID = 'rzp_test_K3yId0000002';
const KEY_SECRET = 'key-secret-for-route-tests';
const WEBHOOK_SECRET = 'webhook-secret-for-route-tests';
const API = 'https://api.razorpay.com';
const basicAuth = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;
const NET = 176_400;

let ctx: TestContext;
beforeAll(async () => {
  nock.disableNetConnect();
  nock.enableNetConnect(/127\.0\.0\.1|localhost/);
  ctx = await createTestContext({ env: { RAZORPAY_KEY_ID: KEY_ID, RAZORPAY_KEY_SECRET: KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET } });
});
beforeEach(() => {
  ctx.clock.set(NOW);
  // Reconciliation reads the payments list on every sweep; nothing is lost in these tests.
  nock(API, { reqheaders: { authorization: basicAuth } }).persist().get('/v1/payments').query(true).reply(200, { entity: 'collection', count: 0, items: [] });
});
afterEach(() => {
  expect(nock.pendingMocks().filter((mock) => !mock.includes('/v1/payments?'))).toEqual([]);
  nock.cleanAll();
});
afterAll(async () => {
  await ctx.close();
  nock.enableNetConnect();
});

const api = () => nock(API, { reqheaders: { authorization: basicAuth } });
let ids = 0;
const nextId = (prefix: string) => `${prefix}_Rzp${String(++ids).padStart(11, '0')}`;

/** Razorpay's transfer entity. */
const transferEntity = (t: { id: string; source: string; recipient: string; amount: number; transferId: string; onHold: boolean; reversed?: number; settlement?: string }) => ({
  id: t.id,
  entity: 'transfer',
  status: t.reversed ? (t.reversed >= t.amount ? 'reversed' : 'partially_reversed') : 'processed',
  source: t.source,
  recipient: t.recipient,
  amount: t.amount,
  currency: 'INR',
  amount_reversed: t.reversed ?? 0,
  fees: 0,
  tax: 0,
  notes: { transfer_id: t.transferId },
  linked_account_notes: [],
  on_hold: t.onHold,
  on_hold_until: null,
  settlement_status: t.settlement ?? (t.onHold ? 'on_hold' : 'pending'),
  recipient_settlement_id: null,
  created_at: 1_900_000_100,
  processed_at: 1_900_000_101,
  error: { code: null, description: null, reason: null, field: null, step: null, id: t.id, source: null, metadata: null },
});

const activeAccount = (coach: UserRow, accountId: string) => activePayoutAccountRow(ctx.db, coach.id, accountId, NOW);

/** A session of a coach with an active Route account, paid (Razorpay's webhook), and its transfer created on hold. */
async function paidAndHeld(start = at(25)) {
  const orderId = nextId('order');
  api()
    .post('/v1/orders')
    .reply(200, (_uri, body) => ({ id: orderId, entity: 'order', amount: (body as { amount: number }).amount, currency: 'INR', status: 'created', notes: [] }));
  const booked = await holdSlot(ctx, start);
  const accountId = nextId('acc');
  await activeAccount(booked.coach, accountId);
  const paymentId = nextId('pay');
  expect((await deliverWebhook(ctx, 'payment.captured', capturedEvent(orderId, paymentId, 200_000))).statusCode).toBe(200);
  const [booking] = await ctx.db.select().from(transfers).where(eq(transfers.sessionId, booked.session.id));
  const transferId = nextId('trf');
  let asked: unknown = null;
  api().get(`/v1/payments/${paymentId}/transfers`).reply(200, { entity: 'collection', count: 0, items: [] });
  api()
    .post(`/v1/payments/${paymentId}/transfers`, (body) => {
      asked = body;
      return true;
    })
    .reply(200, { entity: 'collection', count: 1, items: [transferEntity({ id: transferId, source: paymentId, recipient: accountId, amount: NET, transferId: booking!.id, onHold: true })] });
  await sweepMoney(ctx.app.deps);
  expect(asked).toEqual({ transfers: [{ account: accountId, amount: NET, currency: 'INR', notes: { transfer_id: booking!.id }, on_hold: true }] });
  const [held] = await ctx.db.select().from(transfers).where(eq(transfers.sessionId, booked.session.id));
  expect(held).toMatchObject({ status: 'on_hold', gatewayTransferId: transferId });
  return { ...booked, accountId, paymentId, transferId, ourId: booking!.id };
}

describe('Razorpay Route through its SDK', () => {
  it('holds the transfer, releases it with PATCH on_hold false once payable, and follows it to settlement', async () => {
    const held = await paidAndHeld();
    // Razorpay's webhook for the transfer made: nothing changes (it is on hold already).
    const processed = transferEntity({ id: held.transferId, source: held.paymentId, recipient: held.accountId, amount: NET, transferId: held.ourId, onHold: true });
    expect((await deliverWebhook(ctx, 'transfer.processed', { transfer: { entity: processed } })).statusCode).toBe(200);

    ctx.clock.set(new Date(at(25).getTime() + 5 * MINUTE));
    expect((await (await signedInAgent(ctx, held.coach)).put(`/api/sessions/${held.session.id}`, { status: 'completed' })).statusCode).toBe(200);
    ctx.clock.set(new Date(at(26 + 24).getTime() + 2000));
    let released: unknown = null;
    api()
      .patch(`/v1/transfers/${held.transferId}`, (body) => {
        released = body;
        return true;
      })
      .reply(200, transferEntity({ id: held.transferId, source: held.paymentId, recipient: held.accountId, amount: NET, transferId: held.ourId, onHold: false }));
    await sweepMoney(ctx.app.deps);
    expect(released).toEqual({ on_hold: false });
    const ledger = await ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.sessionId, held.session.id));
    expect(ledger.filter((e) => e.kind === 'transfer').map((e) => e.amountPaise)).toEqual([NET]);

    ctx.clock.advance(16 * MINUTE);
    api().get(`/v1/transfers/${held.transferId}`).reply(200, transferEntity({ id: held.transferId, source: held.paymentId, recipient: held.accountId, amount: NET, transferId: held.ourId, onHold: false, settlement: 'settled' }));
    await sweepMoney(ctx.app.deps);
    const [done] = await ctx.db.select().from(transfers).where(eq(transfers.sessionId, held.session.id));
    expect(done!.status).toBe('processed');
  });

  it('reverses the held transfer with POST /reversals before it refunds the payment', async () => {
    const held = await paidAndHeld(at(28));
    expect((await (await signedInAgent(ctx, held.coach)).delete(`/api/sessions/${held.session.id}`)).statusCode).toBe(200);
    const order: string[] = [];
    api()
      .get(`/v1/payments/${held.paymentId}/refunds`)
      .query(true)
      .reply(200, () => {
        order.push('refunds lookup');
        return { entity: 'collection', count: 0, items: [] };
      });
    api()
      .get(`/v1/transfers/${held.transferId}`)
      .reply(200, transferEntity({ id: held.transferId, source: held.paymentId, recipient: held.accountId, amount: NET, transferId: held.ourId, onHold: true }));
    let reversal: unknown = null;
    api()
      .post(`/v1/transfers/${held.transferId}/reversals`, (body) => {
        reversal = body;
        order.push('reversal');
        return true;
      })
      .reply(200, { id: nextId('rvrsl'), entity: 'reversal', transfer_id: held.transferId, amount: NET, currency: 'INR', notes: [], initiator_id: 'Ghj0y8kN9oh4Hb', customer_refund_id: null, created_at: 1_900_000_200 });
    api()
      .post(`/v1/payments/${held.paymentId}/refund`, () => {
        order.push('refund');
        return true;
      })
      .reply(200, (_uri, body) => ({ id: nextId('rfnd'), entity: 'refund', amount: (body as { amount: number }).amount, currency: 'INR', payment_id: held.paymentId, receipt: (body as { receipt: string }).receipt, status: 'pending' }));
    await sweepMoney(ctx.app.deps);
    expect(reversal).toEqual({ amount: NET });
    expect(order).toEqual(['refunds lookup', 'reversal', 'refund']);
    const [row] = await ctx.db.select().from(transfers).where(eq(transfers.sessionId, held.session.id));
    expect(row).toMatchObject({ status: 'reversed', gatewayReversedPaise: NET });
  });

  it('transfer.failed from Razorpay marks the transfer failed', async () => {
    const held = await paidAndHeld(at(27));
    const failed = { ...transferEntity({ id: held.transferId, source: held.paymentId, recipient: held.accountId, amount: NET, transferId: held.ourId, onHold: true }), status: 'failed' };
    expect((await deliverWebhook(ctx, 'transfer.failed', { transfer: { entity: failed } })).statusCode).toBe(200);
    const [row] = await ctx.db.select().from(transfers).where(eq(transfers.sessionId, held.session.id));
    expect(row!.status).toBe('failed');
  });
});
