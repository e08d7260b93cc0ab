import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { testDatabaseKind } from '../support/database';
import { createMentee, TEST_PASSWORD } from '../support/factories';
import { api, bookingFixture, startServer, type ServerProcess } from './support';

/**
 * Issue 8 "Scale-out": two server processes on different ports share one PostgreSQL. Sign-ins,
 * rate limits, CSRF and the one-booking-per-slot rule hold across both.
 */
describe.skipIf(testDatabaseKind() !== 'postgres')('two servers on one PostgreSQL', () => {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `ssb_scale_${randomBytes(4).toString('hex')}`;
  let url: string;
  let handle: DatabaseHandle;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(adminUrl);
    u.pathname = `/${name}`;
    url = u.toString();
    handle = await openPostgres(url, 4);
    await runMigrations(handle);
    const env = { DATABASE_URL: url, APP_SECRET: 'x'.repeat(40), DATA_DIR: `/tmp/${name}` };
    [a, b] = await Promise.all([startServer(env), startServer(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map((s) => s.kill('SIGTERM')));
    await handle?.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  /** A minimal browser: one cookie jar, CSRF header echoed on writes, against any server. */
  function browser() {
    const jar = new Map<string, string>();
    return async (base: string, method: string, path: string, body?: unknown, withCsrf = true) => {
      const headers: Record<string, string> = {};
      if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      if (method !== 'GET' && withCsrf && jar.has('ssb_csrf')) headers['x-csrf-token'] = jar.get('ssb_csrf')!;
      if (body !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const [k, v] = pair!.split('=');
        if (k && v !== undefined) jar.set(k.trim(), v);
      }
      return { status: res.status, json: (await res.json()) as { data?: { token?: string }; error?: string } };
    };
  }

  it('accepts on one server a sign-in made on the other, by cookie and by bearer token', async () => {
    const user = await createMentee(handle.db);
    const client = browser();
    await client(a.baseUrl, 'GET', '/api/health');
    const login = await client(a.baseUrl, 'POST', '/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(login.status).toBe(200);
    expect((await client(b.baseUrl, 'GET', '/api/users/profile')).status).toBe(200);
    const byBearer = await api(b.baseUrl, 'GET', '/api/users/profile', login.json.data!.token!);
    expect(byBearer.status).toBe(200);
  });

  it('holds CSRF across both: a cookie from one is checked by the other', async () => {
    const client = browser();
    await client(a.baseUrl, 'GET', '/api/health');
    const refused = await client(b.baseUrl, 'POST', '/api/auth/forgot-password', { email: 'nobody@example.test' }, false);
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe('Invalid CSRF token');
    const accepted = await client(b.baseUrl, 'POST', '/api/auth/forgot-password', { email: 'nobody@example.test' });
    expect(accepted.status).toBe(200);
  });

  it('counts login attempts against one limit across both servers', async () => {
    const user = await createMentee(handle.db);
    const client = browser();
    await client(a.baseUrl, 'GET', '/api/health');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const server = i % 2 === 0 ? a : b;
      statuses.push((await client(server.baseUrl, 'POST', '/api/auth/login', { email: user.email, password: 'wrong-password' })).status);
    }
    // 10 attempts a minute per address and email, whichever server answers.
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('gives exactly one success to 100 concurrent bookings of one slot split between the servers', async () => {
    const { coach, windowStart, mentees } = await bookingFixture(handle.db, 100);
    const scheduledAt = new Date(windowStart.getTime() + 60 * 60_000).toISOString();
    const results = await Promise.all(
      mentees.map((m, i) => api(i % 2 ? a.baseUrl : b.baseUrl, 'POST', '/api/sessions', m.token, { mentorId: coach.id, duration: 60, scheduledAt })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    expect(results.filter((r) => r.status === 409).every((r) => r.json?.error === 'This slot was just taken')).toBe(true);
  }, 60_000);
});
