import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, type DatabaseHandle, type Db } from '../../src/db/client';
import { testDatabaseKind } from '../support/database';
import { authSessions, availabilityWindows, sessionTypes } from '../../src/db/schema';
import { hashToken } from '../../src/platform/auth';
import { createCoach, createMentee, type UserRow } from '../support/factories';

/** Process-level tests: the real server started as a child process (from source, through tsx). */

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

export type ServerProcess = {
  baseUrl: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  kill: (signal: NodeJS.Signals) => Promise<number | null>;
};

export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SEED: 'none', LOG_LEVEL: 'error', WEB_DIST: '/nonexistent', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/ready`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error('server did not become ready');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl,
    child,
    exited,
    kill: (signal) => {
      child.kill(signal);
      return exited;
    },
  };
}

/** A bearer token for `user`, stored as a real sign-in. */
export async function tokenFor(db: Db, user: UserRow): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.insert(authSessions).values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 86_400_000) });
  return token;
}

/** A coach open for the next two days from the next full hour, and `n` signed-in mentees. */
/**
 * A coach offering 30- and 60-minute session types, free unless `price` (rupees) is given: a free
 * booking is scheduled at once, a paid one waits for its payment.
 */
export async function bookingFixture(db: Db, mentees: number, options: { price?: number } = {}) {
  const coach = await createCoach(db, { hourlyRate: 1800 });
  await db.insert(sessionTypes).values([30, 60].map((minutes, position) => ({ coachId: coach.id, label: `${minutes} min`, minutes, price: options.price ?? 0, position })));
  const start = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 3_600_000);
  await db.insert(availabilityWindows).values({ coachId: coach.id, startsAt: start, endsAt: new Date(start.getTime() + 48 * 3_600_000) });
  const people = [];
  for (let i = 0; i < mentees; i++) {
    const mentee = await createMentee(db);
    people.push({ user: mentee, token: await tokenFor(db, mentee) });
  }
  return { coach, windowStart: start, mentees: people };
}

export async function api(baseUrl: string, method: string, url: string, token: string | null, body?: unknown) {
  const res = await fetch(baseUrl + url, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json().catch(() => null)) as { success: boolean; data?: Record<string, unknown>; error?: string } | null;
  return { status: res.status, json };
}

export async function countRows(db: Db, table: string): Promise<number> {
  const result = (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

/**
 * The data of a crash test, kept across the server processes it starts and kills: a data folder and,
 * on PostgreSQL, a database of its own. `open()` opens it from the test (only while no server runs, for
 * PGlite); `env()` is what a server process needs to use it; `cleanUp()` kills what still runs and
 * drops everything.
 */
export function crashTestData(name: string) {
  const kind = testDatabaseKind();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `ssb-${name}-`));
  const databaseName = `ssb_${name.replace(/-/g, '_')}_${randomBytes(4).toString('hex')}`;
  const running: ServerProcess[] = [];
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  const databaseUrl = () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${databaseName}`;
    return url.toString();
  };
  return {
    kind,
    dataDir,
    async create() {
      if (kind === 'postgres') await admin(`CREATE DATABASE ${databaseName}`);
    },
    open(): Promise<DatabaseHandle> {
      return kind === 'pglite' ? openPglite(dataDir) : openPostgres(databaseUrl(), 2);
    },
    env(): Record<string, string> {
      return kind === 'pglite' ? { DATA_DIR: dataDir } : { DATA_DIR: dataDir, DATABASE_URL: databaseUrl(), APP_SECRET: 'x'.repeat(40) };
    },
    async start(extraEnv: Record<string, string> = {}): Promise<ServerProcess> {
      const server = await startServer({ ...this.env(), ...extraEnv });
      running.push(server);
      return server;
    },
    async cleanUp() {
      for (const server of running) if (server.child.exitCode === null) await server.kill('SIGKILL');
      if (kind === 'postgres') await admin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
