/**
 * Test launcher for the browser tests: the real app (server code + the built web client) on
 * E2E_PORT with a fresh embedded database in E2E_DATA_DIR, plus a fixtures port (E2E_FIXTURE_PORT,
 * loopback only) through which tests put data in place that the public API cannot (a past
 * session, a discussion that started), and an in-process OpenID Connect provider standing in for
 * Google. This file is test code; production never loads it.
 */
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp, storageFor } from '../server/src/app';
import { loadPracticeBank } from '../server/src/features/practice';
import { loadConfig } from '../server/src/config';
import { openPglite, queryRows } from '../server/src/db/client';
import { runMigrations } from '../server/src/db/migrate';
import { users } from '../server/src/db/schema';
import { hashPassword } from '../server/src/platform/passwords';
import { startTestProvider, type TestAccount } from '../server/test/auth/oidc-test-provider';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_PORT);
const fixturePort = Number(process.env.E2E_FIXTURE_PORT);
const dataDir = process.env.E2E_DATA_DIR!;

// A real OpenID Connect provider in-process (the same one the server tests use), standing in for Google.
const google = await startTestProvider(`http://127.0.0.1:${port}/api/auth/google/callback`);

const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  PORT: String(port),
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  // E2E_WEB_DIST lets parallel runs test their own build (`vite build --outDir …`).
  WEB_DIST: process.env.E2E_WEB_DIST ?? path.join(root, 'web/dist'),
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  GOOGLE_ISSUER: google.issuer,
  GOOGLE_CLIENT_ID: google.state.clientId,
  GOOGLE_CLIENT_SECRET: google.state.clientSecret,
  // Board-day journeys run a day in minutes (x-practice-time-scale); others keep the board's timing.
  PRACTICE_TIME_SCALE_HEADER: 'true',
});

const database = await openPglite(dataDir);
await runMigrations(database);
// The studio's own practice sets, drawn ones too, before the first test: rendering the pictures
// (about a minute) while the first journeys run starved them of the machine (server/src/main.ts loads
// the drawn sets a minute after listening instead).
await loadPracticeBank({ db: database.db, storage: storageFor(config), now: () => new Date() });
const app = await buildApp({ config, db: database.db });
await app.listen({ port, host: '127.0.0.1' });

type Command =
  | { command: 'sql'; text: string; params?: unknown[] }
  | { command: 'googleAccount'; account: TestAccount }
  | { command: 'createUser'; user: Record<string, unknown> & { email: string; password: string } };

const passwordHashes = new Map<string, Promise<string>>();

async function run(body: Command): Promise<unknown> {
  if (body.command === 'googleAccount') {
    google.state.account = body.account;
    return { ok: true };
  }
  if (body.command === 'sql') {
    const chunks = body.text.split(/\$(\d+)/);
    const query = sql.empty();
    chunks.forEach((chunk, i) => {
      if (i % 2 === 0) query.append(sql.raw(chunk));
      else query.append(sql`${(body.params ?? [])[Number(chunk) - 1]}`);
    });
    return queryRows(database.db, query);
  }
  const { password, ...fields } = body.user;
  if (!passwordHashes.has(password)) passwordHashes.set(password, hashPassword(password));
  const [row] = await database.db
    .insert(users)
    .values({ emailVerifiedAt: new Date(), role: 'mentee', ...fields, passwordHash: await passwordHashes.get(password)! } as typeof users.$inferInsert)
    .returning({ id: users.id, email: users.email, role: users.role, firstName: users.firstName, lastName: users.lastName });
  return row;
}

createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk) => (raw += chunk));
  req.on('end', () => {
    // a stray request (not JSON) is answered with an error, never crashes the server under the whole run
    Promise.resolve()
      .then(() => run(JSON.parse(raw) as Command))
      .then((result) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ ok: true, result }));
      })
      .catch((error: Error) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ ok: false, error: error.message }));
      });
  });
}).listen(fixturePort, '127.0.0.1');

const stop = async () => {
  await google.close();
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
console.log(`e2e server on http://127.0.0.1:${port} (fixtures on ${fixturePort})`);
