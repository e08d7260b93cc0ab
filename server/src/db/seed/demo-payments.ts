// The demo's paid history: every seeded session with a price was paid through the built-in test
// gateway, and every completed one divided into fee, GST and the coach's share, so the demo coach's
// Earnings page and the demo aspirant's Payments page and receipts show real rows (in test mode).

import { randomBytes } from 'node:crypto';
import { DEFAULT_PLATFORM_FEE_PERCENT, earningPendingUntil, rupeesToPaise, splitEarning } from '@ssb/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { ledgerEntries, payments, sessions, testGatewayOrders, testGatewayPayments } from '../schema';

type SeededSession = typeof sessions.$inferSelect;

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const gatewayId = (prefix: string) => `${prefix}_${Array.from(randomBytes(14), (byte) => BASE62[byte % 62]).join('')}`;

export async function seedDemoPayments(db: Db, seeded: SeededSession[], feePercent = DEFAULT_PLATFORM_FEE_PERCENT): Promise<void> {
  const paid = [...seeded].filter((s) => (s.price ?? 0) > 0).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  for (const session of paid) {
    const amount = rupeesToPaise(session.price!);
    const orderId = gatewayId('order');
    const paymentId = gatewayId('pay');
    const capturedAt = session.createdAt;
    await db.update(sessions).set({ amountPaise: amount }).where(sql`${sessions.id} = ${session.id}`);
    await db.insert(testGatewayOrders).values({ id: orderId, amountPaise: amount, currency: 'INR', receipt: session.id, status: 'paid', createdAt: capturedAt });
    await db.insert(testGatewayPayments).values({ id: paymentId, orderId, amountPaise: amount, status: 'captured', createdAt: capturedAt });
    const [payment] = await db
      .insert(payments)
      .values({
        sessionId: session.id,
        gateway: 'test',
        orderId,
        amountPaise: amount,
        status: 'captured',
        gatewayPaymentId: paymentId,
        receiptSeq: sql`nextval('payments_receipt_seq')`,
        capturedAt,
        createdAt: capturedAt,
        updatedAt: capturedAt,
      })
      .returning();
    const base = { sessionId: session.id, coachId: session.mentorId };
    await db.insert(ledgerEntries).values({ ...base, entryKey: `payment:${paymentId}`, kind: 'payment', cause: 'payment', amountPaise: amount, paymentId: payment!.id, createdAt: capturedAt });
    if (session.status === 'completed') {
      const split = splitEarning(amount, feePercent);
      const key = `completion:${session.id}:1`;
      const at = session.completedAt ?? capturedAt;
      await db.insert(ledgerEntries).values([
        { ...base, entryKey: `${key}:fee`, kind: 'platform_fee', cause: 'completion', amountPaise: split.fee, createdAt: at },
        { ...base, entryKey: `${key}:gst`, kind: 'gst', cause: 'completion', amountPaise: split.gst, createdAt: at },
        { ...base, entryKey: `${key}:earning`, kind: 'coach_earning', cause: 'completion', amountPaise: split.net, pendingUntil: earningPendingUntil(session.endsAt), createdAt: at },
      ]);
    }
  }
}
