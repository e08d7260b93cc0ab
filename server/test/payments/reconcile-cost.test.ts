import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sweepMoney } from '../../src/features/payments';
import { payments, sessions } from '../../src/db/schema';
import type { PaymentGateway } from '../../src/platform/payment-gateway';
import { testGateway } from '../../src/platform/payment-gateway/test-gateway';
import { createTestContext, type TestContext } from '../support/context';
import { createCoach, createMentee } from '../support/factories';
import { HOUR, holdSlot, MINUTE, NOW, payAtGateway } from '../money/support';
import { sessionRow } from '../sessions/support';

// docs/product/money.md "Confirming a payment": reconciliation reads the gateway's payments list, so its
// cost follows the payments made, not the orders left open; and a payment made hours after its order is found.

const calls = new Map<string, number>();
/** The built-in test gateway (silent: no webhooks), counting every call the product makes to it. */
function countingGateway(gateway: PaymentGateway): PaymentGateway {
  return new Proxy(gateway, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        calls.set(String(name), (calls.get(String(name)) ?? 0) + 1);
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ gateway: (db, config, now) => countingGateway(testGateway(db, config.secret, () => null, now)) });
});
beforeEach(() => {
  ctx.clock.set(NOW);
  calls.clear();
});
afterAll(() => ctx.close());

/** `n` abandoned checkouts: holds long expired, their orders never paid. */
async function abandonedOrders(n: number) {
  const coach = await createCoach(ctx.db);
  const mentee = await createMentee(ctx.db);
  const at = (i: number) => new Date(NOW.getTime() - 90 * MINUTE + i * 1000);
  const rows = await ctx.db
    .insert(sessions)
    .values(
      Array.from({ length: n }, (_, i) => ({
        mentorId: coach.id,
        menteeId: mentee.id,
        title: 'Mock interview',
        duration: 30,
        scheduledAt: new Date(NOW.getTime() + (48 + i) * HOUR),
        endsAt: new Date(NOW.getTime() + (48 + i) * HOUR + 30 * MINUTE),
        status: 'expired' as const,
        expiredAt: at(i),
        amountPaise: 150_000,
        meetingLink: `https://meet.example/${randomUUID()}`,
        createdAt: at(i),
      })),
    )
    .returning({ id: sessions.id });
  await ctx.db.insert(payments).values(rows.map((row, i) => ({ sessionId: row.id, gateway: 'test' as const, orderId: `order_abandoned_${randomUUID()}`, amountPaise: 150_000, createdAt: at(i) })));
}

/** Two sweeps a minute (MONEY_SWEEP_SECONDS 30): the gateway calls they make. */
async function callsInAMinute(): Promise<number> {
  calls.clear();
  await sweepMoney(ctx.app.deps);
  ctx.clock.advance(30_000);
  await sweepMoney(ctx.app.deps);
  return [...calls.values()].reduce((sum, n) => sum + n, 0);
}

describe('reconciliation', () => {
  it('costs the same with 1,000 abandoned orders as with 10: one payments-list page a sweep, no call per order', async () => {
    await abandonedOrders(10);
    await sweepMoney(ctx.app.deps); // the first pass of a server reads further back
    const withTen = await callsInAMinute();
    await abandonedOrders(990);
    const withThousand = await callsInAMinute();
    expect(withThousand).toBe(withTen);
    expect(calls.get('paymentsBetween')).toBe(2);
    expect(calls.get('orderPayments') ?? 0).toBe(0);
  });

  it('confirms a payment made three hours after its order, whose callback and webhook were lost', async () => {
    const { agent, session } = await holdSlot(ctx);
    ctx.clock.advance(3 * HOUR); // the hold lapsed long ago; the checkout tab was left open
    await sweepMoney(ctx.app.deps);
    expect((await sessionRow(ctx.db, session.id)).status).toBe('expired');
    await payAtGateway(agent, session.payment.orderId); // paid, but the page closed before the callback
    await sweepMoney(ctx.app.deps);
    const [payment] = (await ctx.db.select().from(payments)).filter((p) => p.sessionId === session.id);
    expect(payment!.status).toBe('captured');
    // The slot was still free: booked after all.
    expect((await sessionRow(ctx.db, session.id)).status).toBe('scheduled');
  });
});
