// Shared bench helpers: start servers as child processes, prepare databases, run autocannon, write results.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { SERVER_NODE_FLAGS } from '../server/node-flags.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const resultsDir = path.join(root, 'bench/results');

export const freePort = () =>
  new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

async function waitFor(url, child, timeoutMs = 60_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before answering ${url}`);
    try {
      const res = await fetch(url);
      if (res.ok) return Date.now() - start;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Starts a node script (with `nodeFlags`) as a child process and waits until `readyPath` answers 200. */
export async function startProcess(script, { env = {}, readyPath = '/', args = [], nodeFlags = [], onSpawn } = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeFlags, script, ...args], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  onSpawn?.(child);
  const baseUrl = `http://127.0.0.1:${port}`;
  const startedIn = await waitFor(baseUrl + readyPath, child);
  return {
    baseUrl,
    startedIn,
    child,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/**
 * The built web client the bench serves: `web/dist`, or BENCH_WEB_DIST (a build of your own,
 * `vite build --outDir …`, while someone else rebuilds web/dist).
 */
export const webDist = () => path.resolve(root, process.env.BENCH_WEB_DIST ?? 'web/dist');

/** The built product server on a fresh (or given) data folder; BENCH_SERVER_ENTRY picks another server build. */
export function startAppServer({ dataDir = mkdtempSync(path.join(os.tmpdir(), 'ssb-bench-')), env = {}, onSpawn } = {}) {
  return startProcess(path.resolve(root, process.env.BENCH_SERVER_ENTRY ?? 'server/dist/main.js'), {
    onSpawn,
    nodeFlags: SERVER_NODE_FLAGS,
    env: { DATA_DIR: dataDir, SEED: 'none', NODE_ENV: 'production', WEB_DIST: webDist(), ...env },
    readyPath: '/api/ready',
  }).then((s) => ({ ...s, dataDir }));
}

/** autocannon with the defaults used across the bench: 50 connections, 10 s. `onInstance` gets the running instance (to stop it early). */
export function load({ onInstance, ...opts }) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ connections: 50, duration: 10, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
    onInstance?.(instance);
  });
}

export const summarize = (r) => ({
  requestsPerSecond: Math.round(r.requests.average),
  latencyP50Ms: r.latency.p50,
  latencyP99Ms: r.latency.p99,
  non2xx: r.non2xx,
  errors: r.errors,
  timeouts: r.timeouts,
  total: r.requests.total,
});

export function writeResult(name, data) {
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}.json`);
  writeFileSync(file, JSON.stringify({ name, at: new Date().toISOString(), machine: machineInfo(), ...data }, null, 2) + '\n');
  return file;
}

export const machineInfo = () => ({ cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version });

const MIGRATIONS = path.join(root, 'server/drizzle');

/**
 * Migrates a fresh database with the server's own migrations, then hands `fill(exec)` a way to run
 * SQL text on it and returns what `fill` returns. PGlite when `dataDir` is given (the server must
 * not be running on it), PostgreSQL when `databaseUrl` is given.
 */
export async function withMigratedDatabase({ dataDir, databaseUrl }, fill) {
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
    try {
      await migrate(drizzle({ client: pool }), { migrationsFolder: MIGRATIONS });
      return await fill((sql) => pool.query(sql));
    } finally {
      await pool.end();
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions: { pg_trgm, btree_gist } });
  try {
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS });
    return await fill((sql) => client.exec(sql));
  } finally {
    await client.close();
  }
}

/** Runs SQL as a one-off client of the PostgreSQL server at `serverUrl`. */
async function adminQuery(serverUrl, sql) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (const statement of [].concat(sql)) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * Creates the empty PostgreSQL database `name` on the server at `serverUrl` (dropping any left
 * over), runs `use(urlOfThatDatabase)`, and drops it again whatever happens.
 */
export async function withScratchPostgresDatabase(serverUrl, name, use) {
  await adminQuery(serverUrl, [`drop database if exists ${name} with (force)`, `create database ${name}`]);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await use(url.toString());
  } finally {
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  }
}

/** Bytes a browser downloads for `/`'s initial JavaScript as served: every script and modulepreload the HTML names, gzipped. */
export async function initialJavaScript(baseUrl) {
  const html = await (await fetch(baseUrl + '/')).text();
  const srcs = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g), ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  // A server-rendered page names the boot script, which adds the scripts of this list once the page
  // is on screen (docs/decisions/026): they are initial JavaScript all the same.
  const listed = /<script type="application\/json" id="app-scripts">([^<]*)<\/script>/.exec(html);
  if (listed) {
    const { entry, chunks } = JSON.parse(listed[1]);
    srcs.push(entry, ...chunks);
  }
  const files = [...new Set(srcs)];
  let bytes = 0;
  for (const file of files) {
    bytes += await new Promise((resolve, reject) => {
      http
        .get(new URL(file, baseUrl), { headers: { 'accept-encoding': 'gzip' } }, (res) => {
          let n = 0;
          res.on('data', (chunk) => (n += chunk.length));
          res.on('end', () => resolve(n));
        })
        .on('error', reject);
    });
  }
  return { scripts: files.length, gzipKb: +(bytes / 1024).toFixed(1) };
}

/** Where PostgreSQL's programs are: PGBIN, else Debian's PostgreSQL 15, else the PATH. */
const pgProgram = (name) => {
  const dirs = [process.env.PGBIN, '/usr/lib/postgresql/15/bin'].filter(Boolean);
  const found = dirs.map((d) => path.join(d, name)).find((p) => existsSync(p));
  return found ?? name;
};

function runProgram(file, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${file} ${args.join(' ')} exited with ${code}:\n${out}`))));
  });
}

/**
 * What the PostgreSQL server at `serverUrl` does with `pgbench -N` (simple updates: one UPDATE of an account, a
 * SELECT, an INSERT into the history, in one transaction) with `clients` connections for `seconds`, on a scratch
 * database of scale 10 (a million accounts). The yardstick of the write benchmarks: a booking measured beside it,
 * in the same run, is reported as a fraction of it, which a noisy machine moves much less than either figure.
 */
export async function pgbenchSimpleUpdates(serverUrl, { clients = 50, seconds = 10, scale = 10 } = {}) {
  return withScratchPostgresDatabase(serverUrl, `ssb_bench_pgbench_${process.pid}`, async (url) => {
    await runProgram(pgProgram('pgbench'), ['-i', '-q', '-s', String(scale), url]);
    const out = await runProgram(pgProgram('pgbench'), [
      '-N',
      '-n',
      '-c',
      String(clients),
      '-j',
      String(Math.min(clients, os.cpus().length)),
      '-T',
      String(seconds),
      url,
    ]);
    const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1]);
    const latencyAverageMs = Number(/latency average = ([\d.]+) ms/.exec(out)?.[1]);
    if (!Number.isFinite(tps)) throw new Error(`pgbench gave no tps:\n${out}`);
    return { clients, seconds, scale, transactionsPerSecond: Math.round(tps), latencyAverageMs };
  });
}
