import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../../src/db/migrate';
import { mailOutbox, sessions } from '../../src/db/schema';
import { api, bookingFixture, crashTestData, tokenFor } from './support';

/**
 * Booking mail survives a crash: sessions are booked against a real server process, which is
 * killed with SIGKILL while bookings are in flight and started again on the same data. Every
 * stored booking then gets its two invitations exactly once, however far its request had got.
 */
describe('booking mail across a SIGKILL', () => {
  const data = crashTestData('mail-crash');
  const outboxDir = path.join(data.dataDir, 'outbox');
  afterAll(() => data.cleanUp());

  /** Each .eml file in the outbox folder as (session id, recipient). */
  function mailFiles() {
    let names: string[];
    try {
      names = readdirSync(outboxDir).filter((name) => name.endsWith('.eml'));
    } catch {
      return [];
    }
    return names.map((name) => {
      const raw = readFileSync(path.join(outboxDir, name), 'utf8').replace(/=\r?\n/g, '');
      return {
        sessionId: /\/sessions\/([0-9a-f-]{36})/.exec(raw)?.[1] ?? '?',
        to: (/^To: (.+)$/m.exec(raw)?.[1] ?? '?').trim(),
        booked: /^Subject: Session booked/m.test(raw),
      };
    });
  }

  it('sends every stored booking its two invitations exactly once after a restart, and nothing for bookings not stored', async () => {
    await data.create();
    let setup = await data.open();
    await runMigrations(setup);
    const { coach, windowStart, mentees } = await bookingFixture(setup.db, 12);
    const coachToken = await tokenFor(setup.db, coach);
    await setup.close();

    const first = await data.start();
    const acknowledged: string[] = [];
    let slot = 0;
    let stop = false;
    const worker = async (index: number) => {
      const mentee = mentees[index]!;
      while (!stop && slot < 96) {
        const scheduledAt = new Date(windowStart.getTime() + slot++ * 30 * 60_000).toISOString();
        const res = await api(first.baseUrl, 'POST', '/api/sessions', mentee.token, { mentorId: coach.id, duration: 30, scheduledAt }).catch(() => null);
        if (res?.status === 201) acknowledged.push(String(res.json!.data!.id));
      }
    };
    const load = Promise.allSettled(mentees.map((_, i) => worker(i)));
    // Killed while bookings are in flight: some are committed but not yet answered, or answered
    // with their mails not yet sent.
    const deadline = Date.now() + 60_000;
    while (acknowledged.length < 40 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await first.kill('SIGKILL');
    stop = true;
    await load;
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);

    const second = await data.start();
    // The stored bookings, as the restarted server sees them.
    const stored = new Map<string, string>();
    for (let page = 1; ; page++) {
      const res = await api(second.baseUrl, 'GET', `/api/sessions?page=${page}&pageSize=50`, coachToken);
      expect(res.status).toBe(200);
      const rows = (res.json as unknown as { data: { id: string; mentee: { id: string } }[] }).data;
      for (const row of rows) stored.set(row.id, row.mentee.id);
      if (rows.length < 50) break;
    }
    for (const id of acknowledged) expect(stored.has(id), `acknowledged booking ${id} lost`).toBe(true);
    const emailOf = new Map(mentees.map((m) => [m.user.id, m.user.email]));
    const expected = [...stored].flatMap(([id, menteeId]) => [`${id} ${coach.email}`, `${id} ${emailOf.get(menteeId)}`]).sort();

    // The restarted server sends what was left; wait until every expected mail is there.
    await expect
      .poll(() => new Set(mailFiles().map((m) => `${m.sessionId} ${m.to}`)).size, { timeout: 60_000, interval: 100 })
      .toBeGreaterThanOrEqual(expected.length);
    await second.kill('SIGTERM');

    const files = mailFiles();
    expect(files.every((m) => m.booked)).toBe(true);
    expect(files.map((m) => `${m.sessionId} ${m.to}`).sort()).toEqual(expected);

    setup = await data.open();
    const outboxRows = await setup.db.select({ status: mailOutbox.status }).from(mailOutbox);
    const sessionCount = (await setup.db.select({ id: sessions.id }).from(sessions)).length;
    await setup.close();
    expect(sessionCount).toBe(stored.size);
    expect(outboxRows).toHaveLength(expected.length);
    expect(outboxRows.every((row) => row.status === 'sent')).toBe(true);
  }, 180_000);
});
