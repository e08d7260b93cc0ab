import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { Agent, createServer } from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pushSubscriptions } from '../../src/db/schema';
import { sendDueReminders } from '../../src/features/sessions/reminders';
import { createPushSender } from '../../src/platform/web-push';
import { createTestContext, type TestContext } from '../support/context';
import { createCoach, createMentee, signedInAgent } from '../support/factories';
import { at, HOUR, insertSession, NOW } from '../sessions/support';

/**
 * Web Push against a push service on this machine (HTTPS with a certificate made for the test, which
 * the server's push sender is told to trust): what the server posts is a real Web Push request
 * (VAPID-signed, encrypted with aes128gcm for the browser's keys), made by the web-push library.
 */
const certDir = mkdtempSync(path.join(os.tmpdir(), 'ssb-push-'));
execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', path.join(certDir, 'key.pem'), '-out', path.join(certDir, 'cert.pem')], { stdio: 'ignore' });
const cert = readFileSync(path.join(certDir, 'cert.pem'));
const received: { path: string; headers: IncomingMessage['headers']; bytes: number }[] = [];
const goneEndpoints = new Set<string>();
const pushService = createServer({ key: readFileSync(path.join(certDir, 'key.pem')), cert }, (req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    received.push({ path: req.url ?? '', headers: req.headers, bytes: Buffer.concat(chunks).length });
    res.writeHead(goneEndpoints.has(req.url ?? '') ? 410 : 201).end();
  });
});

let ctx: TestContext;
let origin = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  ctx = await createTestContext({ env: { PUSH_SERVICES: origin }, push: (config) => createPushSender(config, { agent: new Agent({ ca: cert }) }) });
  ctx.clock.set(NOW);
});
afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => pushService.close(() => resolve()));
});

/** A browser's subscription as PushSubscription.toJSON() gives it, at the local push service. */
function browserSubscription(name: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { endpoint: `${origin}/push/${name}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') } };
}

describe('reminders as push notifications', () => {
  it('gives the VAPID key, keeps a browser’s subscription, and pushes the 1 h reminder to both people', async () => {
    const key = (await ctx.agent().get('/api/notifications/push-key')).json().data.publicKey as string;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);

    const coach = await createCoach(ctx.db);
    const mentee = await createMentee(ctx.db);
    await insertSession(ctx.db, { mentorId: coach.id, menteeId: mentee.id, start: at(30), createdAt: NOW });
    const menteeAgent = await signedInAgent(ctx, mentee);
    expect((await menteeAgent.post('/api/notifications/push-subscriptions', browserSubscription('mentee-phone'))).statusCode).toBe(200);
    expect((await (await signedInAgent(ctx, coach)).post('/api/notifications/push-subscriptions', browserSubscription('coach-laptop'))).statusCode).toBe(200);

    received.length = 0;
    ctx.clock.set(new Date(at(30).getTime() - HOUR));
    await sendDueReminders(ctx.app.deps, ctx.app.log);
    expect(received.map((r) => r.path).sort()).toEqual(['/push/coach-laptop', '/push/mentee-phone']);
    for (const push of received) {
      expect(push.headers['content-encoding']).toBe('aes128gcm');
      expect(push.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${key}$`));
      expect(Number(push.headers.ttl)).toBe(3600);
      expect(push.bytes).toBeGreaterThan(100);
    }
    // Once: a second pass finds the reminder sent.
    received.length = 0;
    await sendDueReminders(ctx.app.deps, ctx.app.log);
    expect(received).toEqual([]);
  });

  it('forgets a browser the push service says is gone, and one its person turned off', async () => {
    ctx.clock.set(NOW);
    const coach = await createCoach(ctx.db);
    const mentee = await createMentee(ctx.db);
    await insertSession(ctx.db, { mentorId: coach.id, menteeId: mentee.id, start: at(50), createdAt: NOW });
    const agent = await signedInAgent(ctx, mentee);
    const old = browserSubscription('old-phone');
    const current = browserSubscription('new-phone');
    await agent.post('/api/notifications/push-subscriptions', old);
    await agent.post('/api/notifications/push-subscriptions', current);
    goneEndpoints.add('/push/old-phone');

    received.length = 0;
    ctx.clock.set(new Date(at(50).getTime() - 24 * HOUR));
    await sendDueReminders(ctx.app.deps, ctx.app.log);
    // (The first test's session is due a reminder at this hour too: only this mentee's browsers are looked at.)
    const mine = () => received.map((r) => r.path).filter((p) => p.endsWith('-phone') && !p.includes('mentee'));
    expect(mine().sort()).toEqual(['/push/new-phone', '/push/old-phone']);
    const kept = await ctx.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, mentee.id));
    expect(kept).toEqual([{ endpoint: current.endpoint }]);

    expect((await agent.request('DELETE', '/api/notifications/push-subscriptions', { endpoint: current.endpoint })).statusCode).toBe(200);
    received.length = 0;
    ctx.clock.set(new Date(at(50).getTime() - HOUR));
    await sendDueReminders(ctx.app.deps, ctx.app.log);
    expect(mine()).toEqual([]);
  });

  it('refuses an address that is not a known push service, and a malformed subscription', async () => {
    const agent = await signedInAgent(ctx, await createMentee(ctx.db));
    const elsewhere = { ...browserSubscription('x'), endpoint: 'https://internal.example.test/admin' };
    const refused = await agent.post('/api/notifications/push-subscriptions', elsewhere);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe("This browser's push service is not supported");
    const malformed = await agent.post('/api/notifications/push-subscriptions', { endpoint: `${origin}/push/y`, keys: { p256dh: 'short', auth: 'x' } });
    expect(malformed.statusCode).toBe(400);
    expect((await ctx.agent().post('/api/notifications/push-subscriptions', browserSubscription('anon'))).statusCode).toBe(401);
  });
});
