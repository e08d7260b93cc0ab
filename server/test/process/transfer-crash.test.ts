import { randomBytes } from 'node:crypto';
import { splitEarning } from '@ssb/domain';
import { and, eq, gt, inArray, or } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../../src/db/migrate';
import type { Db } from '../../src/db/client';
import { ledgerEntries, payments, sessions, testGatewayAccounts, testGatewayOrders, testGatewayPayments, testGatewayTransfers, transfers } from '../../src/db/schema';
import { coachBalance } from '../../src/features/payments';
import { loadConfig } from '../../src/config';
import { recordCompletion } from '../../src/features/payments/ledger';
import { createCoach, createMentee } from '../support/factories';
import { activePayoutAccountRow } from '../payments/support';
import { crashTestData } from './support';

/**
 * Transfers survive a crash between the gateway and our records (docs/decisions/030). A coach with an
 * active Route account has many paid sessions completed days ago, their earnings payable and their
 * transfers booked; the server's sweep (every second) creates them at the built-in test gateway (which
 * keeps its transfers apart from ours, like Razorpay) and releases them, and is killed with SIGKILL while
 * it does. After restarts every transfer exists at the gateway once, is released once, and the ledger
 * pays the coach exactly their earnings.
 */
const SESSIONS = 40;
const PRICE = 90_000;
const HOUR = 3_600_000;

async function completedPaidSessions(db: Db) {
  const coach = await createCoach(db, { hourlyRate: 1800 });
  const mentee = await createMentee(db);
  const accountId = `acc_${randomBytes(7).toString('hex')}`;
  await db.insert(testGatewayAccounts).values({ id: accountId, email: coach.email, legalName: 'Crash Coach', referenceId: coach.id, status: 'activated' });
  const now = new Date();
  await activePayoutAccountRow(db, coach.id, accountId, now);
  const net = splitEarning(PRICE, 10).net;
  for (let i = 0; i < SESSIONS; i++) {
    const scheduledAt = new Date(Math.floor(now.getTime() / HOUR) * HOUR - (72 + i) * HOUR);
    const endsAt = new Date(scheduledAt.getTime() + 30 * 60_000);
    const [session] = await db
      .insert(sessions)
      .values({ mentorId: coach.id, menteeId: mentee.id, title: 'Mock interview', duration: 30, scheduledAt, endsAt, status: 'completed', completedAt: endsAt, amountPaise: PRICE, price: PRICE / 100, meetingLink: `https://meet.example/crash-${i}-${accountId}` })
      .returning();
    const orderId = `order_${randomBytes(7).toString('hex')}`;
    const gatewayPaymentId = `pay_${randomBytes(7).toString('hex')}`;
    await db.insert(testGatewayOrders).values({ id: orderId, amountPaise: PRICE, currency: 'INR', status: 'paid' });
    await db.insert(testGatewayPayments).values({ id: gatewayPaymentId, orderId, amountPaise: PRICE, status: 'captured', createdAt: scheduledAt });
    const [payment] = await db
      .insert(payments)
      .values({ sessionId: session!.id, gateway: 'test', orderId, amountPaise: PRICE, status: 'captured', gatewayPaymentId, capturedAt: scheduledAt, createdAt: scheduledAt })
      .returning();
    await db.insert(ledgerEntries).values({ entryKey: `payment:${gatewayPaymentId}`, kind: 'payment', cause: 'payment', amountPaise: PRICE, sessionId: session!.id, paymentId: payment!.id, coachId: coach.id });
    await recordCompletion(db, { id: session!.id, mentorId: coach.id, amountPaise: PRICE, endsAt }, { ...loadConfig({ DATA_DIR: '/tmp' }).money, feePercent: 10 });
    await db.insert(transfers).values({ paymentId: payment!.id, sessionId: session!.id, coachId: coach.id, gatewayAccountId: accountId, amountPaise: net, nextAttemptAt: scheduledAt });
  }
  return { coach, net };
}

describe('transfers across a SIGKILL', () => {
  const data = crashTestData('transfer-crash');
  afterAll(() => data.cleanUp());

  it('creates and releases each transfer once, and the ledger pays the coach exactly their earnings', async () => {
    await data.create();
    let db = await data.open();
    await runMigrations(db);
    const { coach, net } = await completedPaidSessions(db.db);
    await db.close();

    const env = { MONEY_SWEEP_SECONDS: '1' };
    // Killed twice while the sweep works through the transfers, then left to finish.
    for (const after of [700, 1500]) {
      const server = await data.start(env);
      await new Promise((r) => setTimeout(r, after));
      await server.kill('SIGKILL');
    }
    let done = false;
    for (let round = 0; round < 15 && !done; round++) {
      // A transfer a killed process had claimed waits out its claim (ten minutes) before another sweep
      // takes it: that wait is skipped here, as if the restart came that much later.
      db = await data.open();
      await db.db
        .update(transfers)
        .set({ nextAttemptAt: new Date() })
        .where(and(gt(transfers.nextAttemptAt, new Date()), or(inArray(transfers.status, ['booked', 'on_hold']), eq(transfers.gatewayReleased, false))));
      await db.close();
      const server = await data.start(env);
      await new Promise((r) => setTimeout(r, 3000));
      await server.kill('SIGTERM');
      db = await data.open();
      const rows = await db.db.select({ status: transfers.status, told: transfers.gatewayReleased }).from(transfers);
      // Released and told to the gateway (it settles them on its own cycle, followed later).
      done = rows.every((row) => row.status === 'released' && row.told);
      if (!done) await db.close();
    }
    expect(done).toBe(true);

    const ours = await db.db.select().from(transfers);
    const atGateway = await db.db.select().from(testGatewayTransfers);
    const paid = await db.db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'transfer'));
    const balance = await coachBalance(db.db, coach.id, new Date());
    await db.close();
    expect(ours).toHaveLength(SESSIONS);
    // one transfer at the gateway per payment, released and settled, of the coach's net
    expect(atGateway).toHaveLength(SESSIONS);
    expect(new Set(atGateway.map((t) => t.paymentId)).size).toBe(SESSIONS);
    expect(atGateway.every((t) => !t.onHold && t.amountPaise === net && t.amountReversed === 0)).toBe(true);
    expect(ours.every((t) => t.releasedPaise === net && t.reversedPaise === 0)).toBe(true);
    expect(new Set(ours.map((t) => t.gatewayTransferId))).toEqual(new Set(atGateway.map((t) => t.id)));
    // released once each: one ledger row per transfer, and the coach paid exactly what they earned
    expect(paid).toHaveLength(SESSIONS);
    expect(new Set(paid.map((e) => e.transferId)).size).toBe(SESSIONS);
    expect(balance).toMatchObject({ net: SESSIONS * net, transferred: SESSIONS * net, pending: 0, balance: 0, onTheWay: SESSIONS * net, inTransfers: 0 });
  }, 240_000);
});
