import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import sharp from 'sharp';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { users } from '../../src/db/schema';
import { testDatabaseKind } from '../support/database';
import { api, bookingFixture, startServer, tokenFor, type ServerProcess } from './support';
import { createMentee } from '../support/factories';

/**
 * Issue 8 "Crash": under a write load the embedded server is killed with SIGKILL and restarted
 * on the same data folder; every write that was answered with success must still be there.
 * With SIGTERM, requests already in flight finish before the process exits.
 */
describe.skipIf(testDatabaseKind() === 'postgres')('the embedded server under a crash', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ssb-crash-'));
  const running: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of running) if (server.child.exitCode === null) await server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged booking and profile save after SIGKILL, and reopens cleanly', async () => {
    const setup = await openPglite(dataDir);
    await runMigrations(setup);
    const { coach, windowStart, mentees } = await bookingFixture(setup.db, 12);
    await setup.close();

    const first = await startServer({ DATA_DIR: dataDir });
    running.push(first);

    const acknowledgedBookings: { id: string; token: string }[] = [];
    const acknowledgedSaves = new Map<string, number>();
    const statuses: string[] = [];
    let slot = 0;
    let stop = false;
    const worker = async (index: number) => {
      const mentee = mentees[index]!;
      let save = 0;
      while (!stop) {
        const mySlot = slot++;
        const scheduledAt = new Date(windowStart.getTime() + mySlot * 30 * 60_000).toISOString();
        const booking = api(first.baseUrl, 'POST', '/api/sessions', mentee.token, { mentorId: coach.id, duration: 30, scheduledAt }).then((r) => {
          if (r.status === 201) acknowledgedBookings.push({ id: String(r.json!.data!.id), token: mentee.token });
          else statuses.push(`${r.status} ${r.json?.error}`);
        });
        const seq = ++save;
        const profile = api(first.baseUrl, 'PUT', '/api/users/profile', mentee.token, { bio: `save ${seq}` }).then((r) => {
          if (r.status === 200) acknowledgedSaves.set(mentee.user.id, seq);
        });
        await Promise.allSettled([booking, profile]);
      }
    };
    const load = Promise.allSettled(mentees.map((_, i) => worker(i)));
    // Kill it mid-load: once enough writes were acknowledged (and more are on their way).
    const deadline = Date.now() + 30_000;
    while ((acknowledgedBookings.length < 20 || acknowledgedSaves.size < 8) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    await first.kill('SIGKILL');
    stop = true;
    await load;
    expect(acknowledgedBookings.length, statuses.slice(0, 5).join('; ')).toBeGreaterThan(5);
    expect(acknowledgedSaves.size).toBeGreaterThan(5);

    const second = await startServer({ DATA_DIR: dataDir });
    running.push(second);
    for (const booking of acknowledgedBookings) {
      const res = await api(second.baseUrl, 'GET', `/api/sessions/${booking.id}`, booking.token);
      expect(res.status, `booking ${booking.id} lost`).toBe(200);
    }
    for (const mentee of mentees) {
      const acked = acknowledgedSaves.get(mentee.user.id);
      if (!acked) continue;
      const res = await api(second.baseUrl, 'GET', '/api/users/profile', mentee.token);
      const saved = Number(String(res.json!.data!.bio).replace('save ', ''));
      expect(saved, `profile save ${acked} of ${mentee.user.email} lost`).toBeGreaterThanOrEqual(acked);
    }
    await second.kill('SIGTERM');

    // The folder also opens directly, with the users intact.
    const reopened = await openPglite(dataDir);
    const [row] = await reopened.db.select({ id: users.id }).from(users).where(eq(users.id, coach.id));
    expect(row?.id).toBe(coach.id);
    await reopened.close();
  }, 120_000);

  it('lets an in-flight request finish on SIGTERM, refuses new ones, then exits with 0', async () => {
    const setup = await openPglite(dataDir);
    const mentee = await createMentee(setup.db);
    const token = await tokenFor(setup.db, mentee);
    await setup.close();
    const server = await startServer({ DATA_DIR: dataDir });
    running.push(server);

    // An avatar upload whose body arrives in two halves, with SIGTERM in between: the server has
    // started handling it when the signal comes, so it must finish it.
    const image = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#2d4a3e' } }).png().toBuffer();
    const boundary = 'ssbboundary';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const body = Buffer.concat([head, image, tail]);
    const half = Math.floor(body.length / 2);
    const { port } = new URL(server.baseUrl);
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, method: 'POST', path: '/api/users/upload', headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': body.length } },
        (res) => {
          let text = '';
          res.on('data', (c) => (text += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      req.write(body.subarray(0, half));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => req.end(body.subarray(half)), 300);
      }, 500);
    });

    const answer = await response;
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body).data.url).toMatch(/profiles\/.+\/avatar\.jpg\?v=\d+/);
    expect(await server.exited).toBe(0);
    await expect(fetch(`${server.baseUrl}/api/health`)).rejects.toThrow();
  }, 60_000);
});
