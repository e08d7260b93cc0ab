// Sign-in under a flood (issue 14): real users' sign-in latency while 300 connections send sign-ins
// with unknown emails, against the same with no flood. Budget: a returning user's median under 0.5 s.
//
// Interface for bench/run.mjs:    export async function run({ baseline }) -> { rows, result, notes }
// Alone:                          node bench/signin-flood.mjs   (needs `npm run build` first)
//
// The server runs behind one pretend proxy (TRUST_PROXY=1), so each request names its client address
// in X-Forwarded-For. Phases, on one fresh data folder:
//   quiet   20 sign-ins of returning users (browsers holding their device cookie) and 20 of a new
//           browser, taking turns, one at a time, nothing else running
//   single  300 concurrent unknown-email sign-ins from ONE address: how many passwords get checked
//           (the rest: 429 from the per-address limit or 503 from the full hashing line)
//   flood   300 connections of unknown-email sign-ins from a new address each (autocannon, in its own
//           process: signin-flood-load.mjs), from 3 s
//           before until after the same 20 + 20 sign-ins as in `quiet`
// "Returning users" are 5 accounts taking turns, since one account's earlier browsers get 10
// sign-ins in 10 minutes before they are counted like any other (docs/product/sign-in-limits.md).
import { fork } from 'node:child_process';
import { randomBytes, scrypt } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAppServer, summarize, withMigratedDatabase, writeResult } from './lib.mjs';

const PASSWORD = 'Returning#2026';
const USERS = 5;
const SAMPLES = 20;
const FLOOD_CONNECTIONS = 300;
/** The flood's longest run; it is stopped as soon as the real users' sign-ins are measured. */
const FLOOD_MAX_SECONDS = 120;
const BUDGET_MEDIAN_MS = 500;
const SERVER_ENV = { TRUST_PROXY: '1', APP_SECRET: 'signin-flood-bench-secret-0123456789abcdef' };
const email = (i) => `returning-${i}@bench.test`;

/** The server's own stored format (platform/passwords.ts): scrypt$N$r$p$salt$hash, base64url. */
function hashPassword(password) {
  const salt = randomBytes(16);
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(['scrypt', 2 ** 15, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$')),
    ),
  );
}

const percentile = (values, p) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
};
const statusCounts = (statuses) => statuses.reduce((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

let addressCounter = 0;
/** A new client address each call (10.x.y.z), as many different people would have. */
const newAddress = () => {
  const n = ++addressCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

/** One sign-in as a browser would send it (CSRF cookie echoed); returns status, time and the device cookie. */
async function signIn(baseUrl, { address, email: to, password, device }) {
  const cookie = ['ssb_csrf=bench', ...(device ? [`ssb_device=${device}`] : [])].join('; ');
  const t0 = performance.now();
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': 'bench', cookie, 'x-forwarded-for': address },
    body: JSON.stringify({ email: to, password }),
  });
  await res.arrayBuffer();
  const ms = performance.now() - t0;
  const set = res.headers.getSetCookie().find((c) => c.startsWith('ssb_device='));
  return { status: res.status, ms, device: set ? set.slice('ssb_device='.length).split(';')[0] : undefined };
}

/**
 * SAMPLES sign-ins of returning users (their device cookies, the accounts taking turns) and SAMPLES
 * of a new browser (no cookie; a new address each, as different people), taking turns, one at a time.
 */
async function measureRealUsers(baseUrl, devices, round) {
  const returning = [];
  const fresh = [];
  for (let i = 0; i < SAMPLES; i++) {
    const user = (round * SAMPLES + i) % USERS;
    returning.push(await signIn(baseUrl, { address: newAddress(), email: email(user + 1), password: PASSWORD, device: devices[user] }));
    fresh.push(await signIn(baseUrl, { address: newAddress(), email: email(user + 1), password: PASSWORD }));
  }
  const describe = (list) => {
    const ok = list.filter((r) => r.status === 200).map((r) => r.ms);
    return { statuses: statusCounts(list.map((r) => r.status)), medianMs: percentile(ok, 50), p90Ms: percentile(ok, 90), worstMs: percentile(ok, 100) };
  };
  return { returningBrowser: describe(returning), newBrowser: describe(fresh) };
}

export async function benchSignInFlood() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ssb-bench-signin-'));
  const hash = await hashPassword(PASSWORD);
  await withMigratedDatabase({ dataDir }, (exec) =>
    exec(
      Array.from(
        { length: USERS },
        (_, i) =>
          `insert into users (email, password_hash, first_name, last_name, role, email_verified_at) values ('${email(i + 1)}', '${hash}', 'Returning', 'User ${i + 1}', 'mentee', now());`,
      ).join('\n'),
    ),
  );
  const server = await startAppServer({ dataDir, env: SERVER_ENV });
  try {
    const { baseUrl } = server;
    // Each returning user signs in once first: that browser now holds the device cookie.
    const devices = [];
    for (let i = 0; i < USERS; i++) {
      const first = await signIn(baseUrl, { address: newAddress(), email: email(i + 1), password: PASSWORD });
      if (first.status !== 200 || !first.device) throw new Error(`the first sign-in of ${email(i + 1)} answered ${first.status}`);
      devices.push(first.device);
    }

    console.log('  quiet: real users only');
    const quiet = await measureRealUsers(baseUrl, devices, 0);

    console.log(`  single address: ${FLOOD_CONNECTIONS} concurrent unknown-email sign-ins`);
    const oneAddress = newAddress();
    const t0 = performance.now();
    const single = await Promise.all(
      Array.from({ length: FLOOD_CONNECTIONS }, (_, i) => signIn(baseUrl, { address: oneAddress, email: `sprayed-${i}@bench.test`, password: 'Summer#2026' })),
    );
    const singleAddress = { statuses: statusCounts(single.map((r) => r.status)), wallMs: Math.round(performance.now() - t0), passwordsChecked: single.filter((r) => r.status === 401).length };

    console.log(`  flood: ${FLOOD_CONNECTIONS} connections from many addresses, real users meanwhile`);
    const floodProcess = fork(fileURLToPath(new URL('./signin-flood-load.mjs', import.meta.url)), [
      JSON.stringify({ url: baseUrl, connections: FLOOD_CONNECTIONS, durationSeconds: FLOOD_MAX_SECONDS }),
    ]);
    const flood = new Promise((resolve, reject) => {
      floodProcess.once('message', resolve);
      floodProcess.once('exit', (code) => code !== 0 && reject(new Error(`the flood process exited with ${code}`)));
    });
    // Let the flood fill the queue before measuring.
    await new Promise((r) => setTimeout(r, 3000));
    const during = await measureRealUsers(baseUrl, devices, 1);
    floodProcess.send('stop');
    const floodResult = await flood;
    const floodStatuses = Object.fromEntries(
      Object.entries(floodResult.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count]),
    );
    return { quiet, singleAddress, flood: { ...summarize(floodResult), statuses: floodStatuses }, during };
  } finally {
    await server.stop();
  }
}

export async function run() {
  const result = await benchSignInFlood();
  const q = result.quiet.returningBrowser;
  const d = result.during.returningBrowser;
  const dn = result.during.newBrowser;
  const withinBudget = d.medianMs !== null && d.medianMs < BUDGET_MEDIAN_MS;
  return {
    result: { ...result, budgetMedianMs: BUDGET_MEDIAN_MS, withinBudget },
    rows: [[`sign-in flood, ${FLOOD_CONNECTIONS} connections, many addresses`, result.flood.requestsPerSecond, result.flood.latencyP50Ms, result.flood.latencyP99Ms, '–']],
    notes: [
      `returning user's sign-in: median ${q.medianMs} ms / p90 ${q.p90Ms} ms quiet, median ${d.medianMs} ms / p90 ${d.p90Ms} ms during the flood (${JSON.stringify(d.statuses)}); budget median < ${BUDGET_MEDIAN_MS} ms ${withinBudget ? '✓' : '✗'}`,
      `new browser's sign-in during the flood: ${JSON.stringify(dn.statuses)}, median ${dn.medianMs} ms of those accepted (quiet: ${result.quiet.newBrowser.medianMs} ms)`,
      `${FLOOD_CONNECTIONS} concurrent unknown-email sign-ins from one address: ${result.singleAddress.passwordsChecked} passwords checked, ${JSON.stringify(result.singleAddress.statuses)}`,
    ],
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = await run();
  writeResult('signin-flood', out.result);
  console.log(JSON.stringify(out.result, null, 2));
  for (const note of out.notes) console.log(`- ${note}`);
}
