import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../../src/db/migrate';
import { ledgerEntries, payments, sessions, testGatewayPayments } from '../../src/db/schema';
import { api, bookingFixture, crashTestData, tokenFor } from './support';

/**
 * Payments survive a crash between the gateway's capture and our confirmation. Mentees book paid
 * sessions against a real server process and pay at the built-in test gateway (which, like Razorpay,
 * keeps its captures apart from ours); the server is killed with SIGKILL while payments are in flight,
 * some captured at the gateway but not yet confirmed here. After a restart the reconciliation pass
 * confirms each of them: no captured payment without its session, and no session paid twice.
 */
describe('payments across a SIGKILL', () => {
  const data = crashTestData('pay-crash');
  afterAll(() => data.cleanUp());

  it('confirms after a restart every payment the gateway captured, once', async () => {
    await data.create();
    let setup = await data.open();
    await runMigrations(setup);
    const { coach, windowStart, mentees } = await bookingFixture(setup.db, 12, { price: 900 });
    const coachToken = await tokenFor(setup.db, coach);
    await setup.close();

    const first = await data.start();
    let capturedAtGateway = 0;
    let slot = 0;
    let stop = false;
    const worker = async (index: number) => {
      const mentee = mentees[index]!;
      while (!stop && slot < 96) {
        const scheduledAt = new Date(windowStart.getTime() + slot++ * 30 * 60_000).toISOString();
        const booked = await api(first.baseUrl, 'POST', '/api/sessions', mentee.token, { mentorId: coach.id, duration: 30, scheduledAt }).catch(() => null);
        if (booked?.status !== 201) continue;
        const session = booked.json!.data as { id: string; payment: { orderId: string } };
        const paid = await api(first.baseUrl, 'POST', `/api/test-gateway/orders/${session.payment.orderId}/pay`, mentee.token).catch(() => null);
        if (paid?.status !== 200) continue;
        capturedAtGateway += 1;
        // Every other mentee closes the checkout before the callback: only the webhook or reconciliation can confirm.
        if (index % 2 === 0) await api(first.baseUrl, 'POST', `/api/sessions/${session.id}/payment`, mentee.token, paid.json!.data).catch(() => null);
      }
    };
    const load = Promise.allSettled(mentees.map((_, i) => worker(i)));
    const deadline = Date.now() + 60_000;
    while (capturedAtGateway < 30 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    await first.kill('SIGKILL');
    stop = true;
    await load;
    expect(capturedAtGateway).toBeGreaterThanOrEqual(30);

    // What the gateway captured, whatever our side had recorded when it died.
    setup = await data.open();
    const captured = await setup.db
      .select({ paymentId: testGatewayPayments.id, sessionId: payments.sessionId })
      .from(testGatewayPayments)
      .innerJoin(payments, eq(payments.orderId, testGatewayPayments.orderId))
      .where(eq(testGatewayPayments.status, 'captured'));
    await setup.close();
    expect(captured.length).toBeGreaterThanOrEqual(30);

    const second = await data.start();
    const scheduledIds = async () => {
      const ids = new Set<string>();
      for (let page = 1; ; page++) {
        const res = await api(second.baseUrl, 'GET', `/api/sessions?page=${page}&pageSize=50&status=scheduled`, coachToken);
        const rows = (res.json as unknown as { data: { id: string }[] }).data;
        rows.forEach((row) => ids.add(row.id));
        if (rows.length < 50) return ids;
      }
    };
    await expect
      .poll(async () => {
        const ids = await scheduledIds();
        return captured.filter((c) => !ids.has(c.sessionId!)).length;
      }, { timeout: 60_000, interval: 200 })
      .toBe(0);
    await second.kill('SIGTERM');

    setup = await data.open();
    const paymentRows = await setup.db.select().from(payments);
    const ledger = await setup.db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'payment'));
    const scheduled = await setup.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.status, 'scheduled'));
    await setup.close();
    const capturedIds = new Set(captured.map((c) => c.paymentId));
    // every capture recorded once, with one ledger row; nothing recorded that the gateway did not capture
    expect(paymentRows.filter((p) => p.status === 'captured').map((p) => p.gatewayPaymentId).sort()).toEqual([...capturedIds].sort());
    expect(ledger.map((e) => e.entryKey).sort()).toEqual([...capturedIds].map((id) => `payment:${id}`).sort());
    expect(scheduled.map((s) => s.id).sort()).toEqual(captured.map((c) => c.sessionId).sort());
  }, 180_000);
});
