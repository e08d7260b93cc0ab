// Booking under load (issues 5 and 39): throughput of bookings of distinct slots by many mentees, paid (each a
// hold: a ₹2,000/h coach, a gateway order, the pay mail) and free (a ₹0 coach, booked at once, two mails), and the
// contention case (100 concurrent requests for one slot: exactly 1 x 201, 99 x 409, 0 errors). On PostgreSQL,
// `pgbench -N` with as many clients runs in the same run, just before, and each throughput is also given as a
// fraction of it (the machine is noisy; the fraction moves much less than either figure).
//
// Interface for bench/run.mjs:    export async function run({ baseline }) -> { rows, result, notes }
// Reusable pieces:
//   bookingSeedSql({ coaches, mentees, windowStart, freeCoaches })  SQL: coaches with one 13-day window (then
//                                                          `freeCoaches` more at ₹0), mentees with bearer sign-ins
//                                                          (token `bench-booking-<i>`)
//   prepareBookingData({ dataDir | databaseUrl, coaches, mentees })  -> { windowStart, coachIds, tokens }
//   benchBooking({ baseUrl, coachIds, tokens, windowStart, requests, concurrency, fromDay })
//        -> { requests, created, conflicts, errors, requestsPerSecond, latencyP50Ms, latencyP99Ms, ... }
//   benchContention({ baseUrl, coachId, tokens, scheduledAt, concurrency = 100 })
//        -> { requests, created, conflicts, errors, otherStatuses, wallMs, latencyP50Ms, latencyP99Ms }
// Alone:                          node bench/booking.mjs   (needs `npm run build` first; BENCH_DATABASE_URL adds PostgreSQL)
//
// Requests authenticate with `Authorization: Bearer` only (no cookies), which the API exempts from CSRF, so the
// bench needs no browser-like session.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pgbenchSimpleUpdates, startAppServer, withMigratedDatabase, withScratchPostgresDatabase } from './lib.mjs';

const SERVER_ENV = { APP_SECRET: process.env.APP_SECRET ?? 'booking-bench-secret-0123456789abcdef0123' };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SLOT_MINUTES = 30;

/** Deterministic ids: coach i and mentee i (1-based) get fixed UUIDs, so the bench needs no lookups. */
export const coachId = (i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
export const menteeId = (i) => `00000000-0000-4000-9000-${String(i).padStart(12, '0')}`;
export const menteeToken = (i) => `bench-booking-${i}`;

/**
 * Coaches 1..`coaches` (₹2,000 an hour) and `freeCoaches` more after them (₹0: booked at once, no payment), each
 * with one availability window [windowStart, +13 days), and mentees each signed in with the bearer token
 * `bench-booking-<i>` (stored as its SHA-256, as the server does).
 */
export function bookingSeedSql({ coaches, mentees, windowStart, freeCoaches = 0 }) {
  const start = new Date(windowStart).toISOString();
  const all = Number(coaches) + Number(freeCoaches);
  return `
insert into users (id, email, first_name, last_name, role, email_verified_at, is_verified, hourly_rate, title)
select ('00000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, 'bench-booking-coach-' || i || '@bench.test',
       'Coach', 'Number ' || i, 'mentor', now(), true, case when i <= ${Number(coaches)} then 2000 else 0 end, 'Bench coach'
from generate_series(1, ${all}) as i;
insert into availability_windows (coach_id, starts_at, ends_at)
select ('00000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, '${start}'::timestamptz, '${start}'::timestamptz + interval '13 days'
from generate_series(1, ${all}) as i;
insert into users (id, email, first_name, last_name, role, email_verified_at)
select ('00000000-0000-4000-9000-' || lpad(i::text, 12, '0'))::uuid, 'bench-booking-mentee-' || i || '@bench.test',
       'Mentee', 'Number ' || i, 'mentee', now()
from generate_series(1, ${Number(mentees)}) as i;
insert into auth_sessions (user_id, token_hash, expires_at)
select ('00000000-0000-4000-9000-' || lpad(i::text, 12, '0'))::uuid,
       encode(sha256(convert_to('bench-booking-' || i, 'UTF8')), 'hex'), now() + interval '1 day'
from generate_series(1, ${Number(mentees)}) as i;`;
}

/** Migrates a fresh database (PGlite folder or PostgreSQL URL; the server must not be running) and seeds it. */
export async function prepareBookingData({ dataDir, databaseUrl, coaches = 20, mentees = 200, freeCoaches = 0 }) {
  // Whole hours from an hour ahead: every slot the bench books is in the future for the whole run.
  const windowStart = new Date(Math.ceil((Date.now() + HOUR) / HOUR) * HOUR);
  const text = bookingSeedSql({ coaches, mentees, windowStart, freeCoaches });
  await withMigratedDatabase({ dataDir, databaseUrl }, (exec) => exec(text));
  return {
    windowStart,
    coachIds: Array.from({ length: coaches }, (_, i) => coachId(i + 1)),
    freeCoachIds: Array.from({ length: freeCoaches }, (_, i) => coachId(coaches + i + 1)),
    tokens: Array.from({ length: mentees }, (_, i) => menteeToken(i + 1)),
  };
}

function book(baseUrl, token, body) {
  const t0 = performance.now();
  return fetch(`${baseUrl}/api/sessions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
    .then(async (res) => {
      await res.arrayBuffer();
      return { status: res.status, ms: performance.now() - t0 };
    })
    .catch(() => ({ status: 0, ms: performance.now() - t0 }));
}

/** Runs `count` jobs with at most `concurrency` in flight; returns their results in order. */
async function pool(count, concurrency, job) {
  const results = new Array(count);
  let next = 0;
  const workers = Array.from({ length: Math.min(concurrency, count) }, async () => {
    while (next < count) {
      const i = next++;
      results[i] = await job(i);
    }
  });
  await Promise.all(workers);
  return results;
}

const percentile = (sorted, p) => (sorted.length ? +sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(1) : 0);

function tally(results, wallMs) {
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  const count = (s) => results.filter((r) => r.status === s).length;
  const otherStatuses = {};
  for (const r of results) if (r.status !== 201 && r.status !== 409) otherStatuses[r.status] = (otherStatuses[r.status] ?? 0) + 1;
  return {
    requests: results.length,
    created: count(201),
    conflicts: count(409),
    errors: results.length - count(201) - count(409),
    otherStatuses,
    wallMs: Math.round(wallMs),
    requestsPerSecond: Math.round((results.length / wallMs) * 1000),
    latencyP50Ms: percentile(ms, 50),
    latencyP99Ms: percentile(ms, 99),
  };
}

/**
 * Throughput: `requests` bookings of distinct 30-minute slots, `concurrency` in flight. Request k books coach
 * k mod C at slot floor(k / C) (from `fromDay` days after the window opens) for mentee k mod M; with M a multiple
 * of C no two requests collide for a coach or a mentee, so every answer should be 201. Two runs with the same
 * mentees need days far enough apart (1,000 requests on 20 coaches fill 25 hours).
 */
export async function benchBooking({ baseUrl, coachIds, tokens, windowStart, requests = 2000, concurrency = 50, fromDay = 1 }) {
  const C = coachIds.length;
  const M = tokens.length;
  if (M % C !== 0) throw new Error('benchBooking needs the number of mentees to be a multiple of the number of coaches');
  const first = new Date(windowStart).getTime() + fromDay * DAY;
  const bodyOf = (k) => ({
    mentorId: coachIds[k % C],
    scheduledAt: new Date(first + Math.floor(k / C) * SLOT_MINUTES * 60_000).toISOString(),
    duration: SLOT_MINUTES,
  });
  const t0 = performance.now();
  const results = await pool(requests, concurrency, (k) => book(baseUrl, tokens[k % M], bodyOf(k)));
  return { concurrency, ...tally(results, performance.now() - t0) };
}

/** Contention: `concurrency` different mentees ask for the same slot at once. Expect 1 x 201 and the rest 409. */
export async function benchContention({ baseUrl, coachId: mentorId, tokens, scheduledAt, concurrency = 100, duration = 60 }) {
  if (tokens.length < concurrency) throw new Error(`benchContention needs ${concurrency} mentee tokens`);
  const body = { mentorId, scheduledAt: new Date(scheduledAt).toISOString(), duration };
  const t0 = performance.now();
  const results = await Promise.all(tokens.slice(0, concurrency).map((token) => book(baseUrl, token, body)));
  const out = tally(results, performance.now() - t0);
  return { ...out, ok: out.created === 1 && out.conflicts === concurrency - 1 && out.errors === 0 };
}

async function suite(app, data, { requests, concurrency }) {
  // Warm-up: a few bookings far from the measured slots (last day of the window), paid and free.
  const late = new Date(data.windowStart).getTime() + 12 * DAY;
  const warm = [...data.coachIds.slice(0, 5), ...data.freeCoachIds.slice(0, 5)];
  await Promise.all(warm.map((id, i) => book(app.baseUrl, data.tokens[i], { mentorId: id, scheduledAt: new Date(late).toISOString(), duration: 30 })));
  const holds = await benchBooking({ baseUrl: app.baseUrl, ...data, requests, concurrency, fromDay: 1 });
  const free = await benchBooking({ baseUrl: app.baseUrl, ...data, coachIds: data.freeCoachIds, requests, concurrency, fromDay: 4 });
  // The contention slot: the window's first hour, which the throughput runs never touch.
  const contention = await benchContention({ baseUrl: app.baseUrl, coachId: data.coachIds[0], tokens: data.tokens, scheduledAt: data.windowStart });
  return { throughput: holds, free, contention };
}

const ratioTo = (rate, pgbench) => (pgbench ? +(rate / pgbench.transactionsPerSecond).toFixed(3) : null);

function rowsOf(label, r, pgbench) {
  const fraction = (t) => (pgbench ? `${ratioTo(t.requestsPerSecond, pgbench)} of pgbench -N` : '-');
  return [
    [
      `POST /api/sessions, paid (holds), distinct slots (${label}, ${r.throughput.concurrency} in flight)`,
      r.throughput.requestsPerSecond,
      r.throughput.latencyP50Ms,
      r.throughput.latencyP99Ms,
      fraction(r.throughput),
    ],
    [
      `POST /api/sessions, free, distinct slots (${label}, ${r.free.concurrency} in flight)`,
      r.free.requestsPerSecond,
      r.free.latencyP50Ms,
      r.free.latencyP99Ms,
      fraction(r.free),
    ],
    [`POST /api/sessions, 100 racing for one slot (${label})`, '-', r.contention.latencyP50Ms, r.contention.latencyP99Ms, '-'],
  ];
}

const notesOf = (label, r) => [
  `Booking throughput (${label}): holds ${r.throughput.created}/${r.throughput.requests} created, free ${r.free.created}/${r.free.requests} created, ${r.throughput.errors + r.free.errors} errors.`,
  `Booking contention (${label}): ${r.contention.created} x 201, ${r.contention.conflicts} x 409, ${r.contention.errors} errors${r.contention.ok ? '' : ' (UNEXPECTED)'}.`,
];

/** Entry point for bench/run.mjs. */
export async function run({ baseline, coaches = 20, freeCoaches = 20, mentees = 200, requests = 1000, concurrency = 50 } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ssb-bench-booking-'));
  const data = await prepareBookingData({ dataDir, coaches, freeCoaches, mentees });
  const app = await startAppServer({ dataDir, env: SERVER_ENV });
  let pglite;
  try {
    pglite = await suite(app, data, { requests, concurrency });
  } finally {
    await app.stop();
  }
  const result = { coaches, freeCoaches, mentees, pglite, baseline };
  const rows = rowsOf('PGlite', pglite, null);
  const notes = notesOf('PGlite', pglite);

  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl) {
    // The yardstick first, then the server on the same PostgreSQL, in the same minute.
    result.pgbench = await pgbenchSimpleUpdates(pgUrl, { clients: concurrency });
    result.postgres = await withScratchPostgresDatabase(pgUrl, `ssb_bench_booking_${process.pid}`, async (url) => {
      const pgData = await prepareBookingData({ databaseUrl: url, coaches, freeCoaches, mentees });
      const pgApp = await startAppServer({ env: { ...SERVER_ENV, DATABASE_URL: url } });
      try {
        return await suite(pgApp, pgData, { requests, concurrency });
      } finally {
        await pgApp.stop();
      }
    });
    const p = result.postgres;
    result.ratios = {
      holdsToPgbench: ratioTo(p.throughput.requestsPerSecond, result.pgbench),
      freeToPgbench: ratioTo(p.free.requestsPerSecond, result.pgbench),
    };
    rows.push(
      [
        `pgbench -N (simple updates, same PostgreSQL, ${concurrency} clients)`,
        result.pgbench.transactionsPerSecond,
        '-',
        `avg ${result.pgbench.latencyAverageMs}`,
        '1 of pgbench -N',
      ],
      ...rowsOf('PostgreSQL', p, result.pgbench),
    );
    notes.push(...notesOf('PostgreSQL', p));
  }
  return { rows, result, notes };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = await run({});
  console.log(JSON.stringify(out.result, null, 2));
  for (const n of out.notes) console.log(n);
}
