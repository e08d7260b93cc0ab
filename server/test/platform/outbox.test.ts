import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { mailOutbox, sessions } from '../../src/db/schema';
import { createMailer, type Mail } from '../../src/platform/mailer';
import { createMailOutbox, enqueueMails, OUTBOX_MAX_ATTEMPTS, retryDelayMs, type OutboxMail } from '../../src/platform/outbox';
import { createTestContext, type TestContext } from '../support/context';
import { createCoach, createMentee, signedInAgent } from '../support/factories';
import { addSessionType, addWindow, at, bookingBody, NOW } from '../sessions/support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
beforeEach(() => {
  ctx.clock.set(NOW);
  ctx.mails.length = 0;
});
afterAll(() => ctx.close());

const delivered = () => ctx.app.deps.outbox.drain();
const rowsAbout = (sessionId: string) => ctx.db.select().from(mailOutbox).where(eq(mailOutbox.reference, `session:${sessionId}`));

/** A coach whose hour is free: the booking is scheduled at once, its mails written in its own transaction. */
async function freeCoach() {
  const coach = await createCoach(ctx.db);
  await addSessionType(ctx.db, coach.id, { minutes: 60, price: 0 });
  await addWindow(ctx.db, coach.id, at(24), at(28));
  return coach;
}

async function bookedSession() {
  const coach = await freeCoach();
  const mentee = await createMentee(ctx.db);
  const agent = await signedInAgent(ctx, mentee);
  const res = await agent.post('/api/sessions', bookingBody(coach.id, at(24)));
  expect(res.statusCode).toBe(201);
  return { coach, mentee, agent, sessionId: (res.json().data as { id: string }).id };
}

/** A mailer that fails while `failing` is set, and records what it sent. */
function flakyMailer() {
  const state = { failing: true, sent: [] as Mail[] };
  const original = ctx.app.deps.mailer.send;
  ctx.app.deps.mailer.send = async (mail) => {
    if (state.failing) throw new Error('SMTP down');
    state.sent.push(mail);
  };
  return { state, restore: () => (ctx.app.deps.mailer.send = original) };
}

describe('POST /api/sessions: mails through the outbox', () => {
  it('writes the two invitations to the outbox with the booking and sends them after the commit', async () => {
    const { coach, mentee, sessionId } = await bookedSession();
    await delivered();
    const rows = await rowsAbout(sessionId);
    expect(rows.map((r) => (r.mail as OutboxMail).to).sort()).toEqual([coach.email, mentee.email].sort());
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1 && r.sentAt !== null)).toBe(true);
    expect(ctx.mails.map((m) => m.id).sort()).toEqual(rows.map((r) => r.id).sort());
  });

  it('stores neither the booking nor its mails when the transaction fails after the mails were written', async () => {
    const coach = await freeCoach();
    const agent = await signedInAgent(ctx, await createMentee(ctx.db));
    // A failure after the outbox insert, inside the booking's transaction.
    await ctx.db.execute(
      sql.raw(`create function outbox_test_fail() returns trigger language plpgsql as $$ begin
        if new.mail->>'to' = '${coach.email}' then raise exception 'failing on purpose'; end if; return new; end $$`),
    );
    await ctx.db.execute(sql`create trigger outbox_test_fail after insert on mail_outbox for each row execute function outbox_test_fail()`);
    try {
      const res = await agent.post('/api/sessions', bookingBody(coach.id, at(24)));
      expect(res.statusCode).toBe(500);
    } finally {
      await ctx.db.execute(sql`drop trigger outbox_test_fail on mail_outbox`);
      await ctx.db.execute(sql`drop function outbox_test_fail()`);
    }
    expect(await ctx.db.select().from(sessions).where(eq(sessions.mentorId, coach.id))).toEqual([]);
    const mailsToCoach = await ctx.db.select().from(mailOutbox).where(sql`${mailOutbox.mail}->>'to' = ${coach.email}`);
    expect(mailsToCoach).toEqual([]);
    await delivered();
    expect(ctx.mails).toEqual([]);
  });

  it('writes no mail for a booking refused because the slot is taken', async () => {
    const { coach } = await bookedSession();
    await delivered();
    const before = await ctx.db.select({ id: mailOutbox.id }).from(mailOutbox);
    const other = await signedInAgent(ctx, await createMentee(ctx.db));
    expect((await other.post('/api/sessions', bookingBody(coach.id, at(24)))).statusCode).toBe(409);
    expect(await ctx.db.select({ id: mailOutbox.id }).from(mailOutbox)).toHaveLength(before.length);
  });
});

describe('DELETE /api/sessions/:id: mails through the outbox', () => {
  it('writes the two cancellations to the outbox with the cancellation', async () => {
    const { agent, sessionId } = await bookedSession();
    expect((await agent.delete(`/api/sessions/${sessionId}`)).statusCode).toBe(200);
    await delivered();
    const rows = await rowsAbout(sessionId);
    const cancellations = rows.filter((r) => (r.mail as OutboxMail).icalEvent?.method === 'CANCEL');
    expect(cancellations).toHaveLength(2);
    expect(cancellations.every((r) => r.status === 'sent')).toBe(true);
  });
});

describe('the outbox deliverer', () => {
  it('retries a failing mailer after growing waits and marks the row failed after the last attempt', async () => {
    const mailer = flakyMailer();
    try {
      const { sessionId } = await bookedSession();
      await delivered();
      let rows = await rowsAbout(sessionId);
      expect(rows.map((r) => [r.status, r.attempts, r.lastError])).toEqual([
        ['pending', 1, 'SMTP down'],
        ['pending', 1, 'SMTP down'],
      ]);
      expect(rows[0]!.nextAttemptAt.getTime()).toBe(NOW.getTime() + retryDelayMs(1));

      // Not due yet: nothing is tried.
      ctx.clock.advance(retryDelayMs(1) - 1000);
      await delivered();
      expect((await rowsAbout(sessionId)).map((r) => r.attempts)).toEqual([1, 1]);

      for (let attempt = 2; attempt <= OUTBOX_MAX_ATTEMPTS; attempt++) {
        ctx.clock.set(rows[0]!.nextAttemptAt);
        await delivered();
        rows = await rowsAbout(sessionId);
        expect(rows.map((r) => r.attempts)).toEqual([attempt, attempt]);
        if (attempt < OUTBOX_MAX_ATTEMPTS) {
          expect(rows[0]!.nextAttemptAt.getTime()).toBe(ctx.clock.now().getTime() + retryDelayMs(attempt));
          expect(retryDelayMs(attempt)).toBeGreaterThan(retryDelayMs(attempt - 1));
        }
      }
      expect(rows.map((r) => r.status)).toEqual(['failed', 'failed']);

      // A failed row is kept for an admin and never sent on its own again.
      mailer.state.failing = false;
      ctx.clock.advance(30 * 24 * 3_600_000);
      await delivered();
      expect(mailer.state.sent).toEqual([]);
      expect((await rowsAbout(sessionId)).map((r) => [r.status, r.attempts])).toEqual([
        ['failed', OUTBOX_MAX_ATTEMPTS],
        ['failed', OUTBOX_MAX_ATTEMPTS],
      ]);
    } finally {
      mailer.restore();
    }
  });

  it('sends a mail that failed once on the next attempt, and only once', async () => {
    const mailer = flakyMailer();
    try {
      const { sessionId } = await bookedSession();
      await delivered();
      mailer.state.failing = false;
      ctx.clock.advance(retryDelayMs(1));
      await delivered();
      await delivered();
      const rows = await rowsAbout(sessionId);
      expect(rows.map((r) => [r.status, r.attempts, r.lastError])).toEqual([
        ['sent', 2, null],
        ['sent', 2, null],
      ]);
      expect(mailer.state.sent.map((m) => m.id).sort()).toEqual(rows.map((r) => r.id).sort());
    } finally {
      mailer.restore();
    }
  });

  it('sends each row exactly once when two deliverers work at the same time', async () => {
    const mails: OutboxMail[] = Array.from({ length: 30 }, (_, i) => ({ to: `person${i}@example.test`, subject: `Mail ${i}`, text: 'Hello', html: '<p>Hello</p>' }));
    await ctx.db.transaction((tx) => enqueueMails(tx, mails, { now: NOW, reference: 'two-deliverers' }));
    const ids = (await ctx.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.reference, 'two-deliverers'))).map((r) => r.id);
    expect(ids).toHaveLength(30);

    const sends: string[] = [];
    const deliverer = () =>
      createMailOutbox({
        db: ctx.db,
        now: ctx.clock.now,
        log: ctx.app.log,
        mailer: () => ({
          async send(mail) {
            // Yield while "sending", so the other deliverer gets its turn.
            await new Promise((resolve) => setImmediate(resolve));
            sends.push(mail.id!);
          },
        }),
      });
    const [a, b] = [deliverer(), deliverer()];
    await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
    await Promise.all([a.stop(), b.stop()]);

    // The app's own deliverer may have taken some of them too.
    const everySend = [...sends, ...ctx.mails.map((m) => m.id!)].filter((id) => ids.includes(id));
    expect(everySend.sort()).toEqual([...ids].sort());
    const rows = await ctx.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('sends what was left in the outbox as soon as it starts', async () => {
    await ctx.db.transaction((tx) =>
      enqueueMails(tx, [{ to: 'left@example.test', subject: 'Left over', text: 'Hi', html: '<p>Hi</p>' }], { now: NOW, reference: 'left-over' }),
    );
    const sent: Mail[] = [];
    const outbox = createMailOutbox({ db: ctx.db, now: ctx.clock.now, log: ctx.app.log, mailer: () => ({ send: async (mail) => void sent.push(mail) }) });
    outbox.start();
    await outbox.drain();
    await outbox.stop();
    const [row] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.reference, 'left-over'));
    expect(row!.status).toBe('sent');
    expect([...sent, ...ctx.mails].filter((m) => m.id === row!.id)).toHaveLength(1);
  });
});

describe('the .eml outbox folder', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ssb-eml-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const mailer = () => createMailer(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), ctx.app.log);
  const folder = path.join(dataDir, 'outbox');
  const mail: Mail = { to: 'asha@example.test', subject: 'Session booked', text: 'Hello', html: '<p>Hello</p>' };

  it('writes a mail with an outbox id once, named by that id, however often it is sent', async () => {
    const id = '0b7e6a53-52b8-4c8e-9a57-6f2f4f3f5d11';
    const date = new Date('2031-03-10T04:00:00.000Z');
    await mailer().send({ ...mail, id, date });
    await mailer().send({ ...mail, id, date });
    const files = readdirSync(folder).filter((f) => f.includes(id));
    expect(files).toEqual([`${date.getTime()}-${id}-asha@example.test.eml`]);
    const text = readFileSync(path.join(folder, files[0]!), 'utf8');
    expect(text).toContain(`Message-ID: <${id}@ssbacademy.in>`);
    // No temporary file is left behind.
    expect(readdirSync(folder).filter((f) => !f.endsWith('.eml'))).toEqual([]);
  });
});
