import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { testDatabaseKind } from '../support/database';
import { createAdmin, createCoach, createMentee, TEST_PASSWORD } from '../support/factories';
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

  it('shows a write made through one server on the next request to the other (fresh read caches)', async () => {
    const coach = await createCoach(handle.db, { isVerified: false });
    const admin = await createAdmin(handle.db);
    const client = browser();
    await client(b.baseUrl, 'GET', '/api/health');
    const token = (await client(b.baseUrl, 'POST', '/api/auth/login', { email: admin.email, password: TEST_PASSWORD })).json.data!.token!;
    const verifiedOnA = async () => (await api(a.baseUrl, 'GET', `/api/coaches/${coach.id}`, null)).json!.data!.isVerified;
    const postsOnA = async () => ((await api(a.baseUrl, 'GET', '/api/blog?page=1&pageSize=50', null)).json!.data as unknown as { title: string }[]).map((p) => p.title);
    // A keeps the answers (asked twice).
    for (let i = 0; i < 2; i++) {
      expect(await verifiedOnA()).toBe(false);
      expect(await postsOnA()).not.toContain('Written on B');
    }
    for (let round = 0; round < 5; round++) {
      const isVerified = round % 2 === 0;
      expect((await api(b.baseUrl, 'PATCH', `/api/coaches/${coach.id}/verification`, token, { isVerified })).status).toBe(200);
      expect(await verifiedOnA()).toBe(isVerified);
    }
    expect((await api(b.baseUrl, 'POST', '/api/blog', token, { title: 'Written on B', content: 'Fresh on A at once.' })).status).toBe(201);
    expect(await postsOnA()).toContain('Written on B');
  });

  it('shows a write made through one server in the next search on the other, whose in-process search index is behind (decision 028)', async () => {
    const coach = await createCoach(handle.db, { firstName: 'Scaleoutsearch', isVerified: false });
    const admin = await createAdmin(handle.db);
    const client = browser();
    await client(b.baseUrl, 'GET', '/api/health');
    const token = (await client(b.baseUrl, 'POST', '/api/auth/login', { email: admin.email, password: TEST_PASSWORD })).json.data!.token!;
    let asked = 0;
    // A page size never asked before: the read cache never answers, the index (or SQL) does.
    const foundOnA = async () => {
      asked += 1;
      const { json } = await api(a.baseUrl, 'GET', `/api/coaches/search?query=scaleoutsearch&pageSize=${asked}`, null);
      return (json!.data as unknown as { id: string }[]).map((c) => c.id);
    };
    for (let round = 0; round < 4; round++) {
      const isVerified = round % 2 === 0;
      // A's index catches up with the last write (a search starts the rebuild; a few coaches take milliseconds).
      expect(await foundOnA()).toEqual(isVerified ? [] : [coach.id]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await foundOnA()).toEqual(isVerified ? [] : [coach.id]);
      expect((await api(b.baseUrl, 'PATCH', `/api/coaches/${coach.id}/verification`, token, { isVerified })).status).toBe(200);
      expect(await foundOnA()).toEqual(isVerified ? [coach.id] : []);
    }
  });

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
