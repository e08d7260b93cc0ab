import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema';
import { enqueueMails, retryDelayMs } from '../../src/platform/outbox';
import { createTestContext, type TestContext } from '../support/context';
import { createAdmin, createMentee, signedInAgent } from '../support/factories';
import { NOW } from '../sessions/support';

/**
 * The outbox against a real SMTP server on this machine (smtp-server, nodemailer's own): a server that
 * answers "try later" is tried again later, an address it refuses fails at once and shows to admins.
 */
const state = { tryLater: false, received: [] as string[] };
const REFUSED = 'nobody@refused.example.test';

function smtpError(message: string, responseCode: number) {
  return Object.assign(new Error(message), { responseCode });
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onMailFrom(_address, _session, callback) {
    callback(state.tryLater ? smtpError('Server busy, try again later', 451) : undefined);
  },
  onRcptTo(address, _session, callback) {
    callback(address.address === REFUSED ? smtpError('Mailbox unavailable', 550) : undefined);
  },
  onData(stream, _session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    stream.on('end', () => {
      state.received.push(raw);
      callback();
    });
  },
});

let ctx: TestContext;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  ctx = await createTestContext({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` }, realMailer: true });
  ctx.clock.set(NOW);
});
afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

/** A mail in the outbox, as a feature would write it; answers its row. Each test uses its own subject. */
async function queue(to: string, subject: string) {
  await ctx.db.transaction((tx) => enqueueMails(tx, [{ to, subject, text: 'Hello', html: '<p>Hello</p>' }], { now: ctx.clock.now(), reference: 'test' }));
  return (await ctx.db.select().from(mailOutbox)).find((r) => (r.mail as { subject: string }).subject === subject)!;
}
const rowOf = async (id: string) => (await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;
const receivedWith = (subject: string) => state.received.filter((raw) => raw.includes(`Subject: ${subject}`));

describe('mail delivery through SMTP', () => {
  it('tries again after a server that says "try later", and delivers once when it is back', async () => {
    state.tryLater = true;
    const row = await queue('asha@example.test', 'Retried once');
    await ctx.app.deps.outbox.drain();
    const waiting = await rowOf(row.id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting.lastError).toMatch(/451/);
    expect(receivedWith('Retried once')).toEqual([]);

    state.tryLater = false;
    await ctx.app.deps.outbox.drain();
    expect(receivedWith('Retried once')).toEqual([]); // not due yet
    ctx.clock.advance(retryDelayMs(1));
    await ctx.app.deps.outbox.drain();
    await ctx.app.deps.outbox.drain();
    expect(await rowOf(row.id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(receivedWith('Retried once')).toHaveLength(1);
    expect(receivedWith('Retried once')[0]).toContain(`Message-ID: <${row.id}@`);
  });

  it('fails a refused address at once, shows it to admins, and sends it again when an admin asks', async () => {
    const row = await queue(REFUSED, 'Refused address');
    await ctx.app.deps.outbox.drain();
    const failed = await rowOf(row.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed.lastError).toMatch(/550/);

    const admin = await signedInAgent(ctx, await createAdmin(ctx.db));
    const list = (await admin.get('/api/admin/mail/failed')).json();
    expect(list.data.find((m: { id: string }) => m.id === row.id)).toMatchObject({
      to: REFUSED,
      subject: 'Refused address',
      reference: 'test',
      attempts: 1,
      failedAt: ctx.clock.now().toISOString(),
    });
    expect((await (await signedInAgent(ctx, await createMentee(ctx.db))).get('/api/admin/mail/failed')).statusCode).toBe(403);

    const retried = await admin.post(`/api/admin/mail/${row.id}/retry`);
    expect(retried.json()).toEqual({ success: true, data: { id: row.id, status: 'pending' } });
    await ctx.app.deps.outbox.drain();
    expect(await rowOf(row.id)).toMatchObject({ status: 'failed', attempts: 1 });

    const sent = await queue('ravi@example.test', 'Delivered fine');
    await ctx.app.deps.outbox.drain();
    const again = await admin.post(`/api/admin/mail/${sent.id}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Only a failed mail can be sent again');
    expect((await admin.post('/api/admin/mail/7d1c1c9e-2f5a-4b8e-9a57-1d1f0a4b3c21/retry')).statusCode).toBe(404);
  });
});
