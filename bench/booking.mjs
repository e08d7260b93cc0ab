// Booking under load (issue 5): throughput of bookings of distinct slots by many mentees, and the contention
// case (100 concurrent requests for one slot: exactly 1 x 201, 99 x 409, 0 errors).
//
// Interface for bench/run.mjs:    export async function run({ baseline }) -> { rows, result, notes }
// Reusable pieces:
//   bookingSeedSql({ coaches, mentees, windowStart })      SQL: coaches with one 13-day window, mentees with
//                                                          bearer sign-ins (token `bench-booking-<i>`)
//   prepareBookingData({ dataDir | databaseUrl, coaches, mentees })  -> { windowStart, coachIds, tokens }
//   benchBooking({ baseUrl, coachIds, tokens, windowStart, requests, concurrency })
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
import { startAppServer, withMigratedDatabase, withScratchPostgresDatabase } from './lib.mjs';

const SERVER_ENV = { APP_SECRET: process.env.APP_SECRET ?? 'booking-bench-secret-0123456789abcdef0123' };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SLOT_MINUTES = 30;

/** Deterministic ids: coach i and mentee i (1-based) get fixed UUIDs, so the bench needs no lookups. */
export const coachId = (i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
export const menteeId = (i) => `00000000-0000-4000-9000-${String(i).padStart(12, '0')}`;
export const menteeToken = (i) => `bench-booking-${i}`;

/**
 * Coaches (₹2,000 an hour) with one availability window [windowStart, +13 days), and mentees each signed in
 * with the bearer token `bench-booking-<i>` (stored as its SHA-256, as the server does).
 */
export function bookingSeedSql({ coaches, mentees, windowStart }) {
  const start = new Date(windowStart).toISOString();
  return `
insert into users (id, email, first_name, last_name, role, email_verified_at, is_verified, hourly_rate, title)
select ('00000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, 'bench-booking-coach-' || i || '@bench.test',
       'Coach', 'Number ' || i, 'mentor', now(), true, 2000, 'Bench coach'
from generate_series(1, ${Number(coaches)}) as i;
insert into availability_windows (coach_id, starts_at, ends_at)
select ('00000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, '${start}'::timestamptz, '${start}'::timestamptz + interval '13 days'
from generate_series(1, ${Number(coaches)}) as i;
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
export async function prepareBookingData({ dataDir, databaseUrl, coaches = 20, mentees = 200 }) {
  // Whole hours from an hour ahead: every slot the bench books is in the future for the whole run.
  const windowStart = new Date(Math.ceil((Date.now() + HOUR) / HOUR) * HOUR);
  const text = bookingSeedSql({ coaches, mentees, windowStart });
  await withMigratedDatabase({ dataDir, databaseUrl }, (exec) => exec(text));
  return {
    windowStart,
    coachIds: Array.from({ length: coaches }, (_, i) => coachId(i + 1)),
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
 * k mod C at slot floor(k / C) (from a day after the window opens) for mentee k mod M; with M a multiple of C
 * no two requests collide for a coach or a mentee, so every answer should be 201.
 */
export async function benchBooking({ baseUrl, coachIds, tokens, windowStart, requests = 2000, concurrency = 50 }) {
  const C = coachIds.length;
  const M = tokens.length;
  if (M % C !== 0) throw new Error('benchBooking needs the number of mentees to be a multiple of the number of coaches');
  const first = new Date(windowStart).getTime() + DAY;
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
  // Warm-up: a few bookings far from the measured slots (last day of the window).
  const late = new Date(data.windowStart).getTime() + 12 * DAY;
  await Promise.all(data.coachIds.slice(0, 5).map((id, i) => book(app.baseUrl, data.tokens[i], { mentorId: id, scheduledAt: new Date(late).toISOString(), duration: 30 })));
  const throughput = await benchBooking({ baseUrl: app.baseUrl, ...data, requests, concurrency });
  // The contention slot: the window's first hour, which the throughput run never touches.
  const contention = await benchContention({ baseUrl: app.baseUrl, coachId: data.coachIds[0], tokens: data.tokens, scheduledAt: data.windowStart });
  return { throughput, contention };
}

/** Entry point for bench/run.mjs. */
export async function run({ baseline, coaches = 20, mentees = 200, requests = 1000, concurrency = 50 } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ssb-bench-booking-'));
  const data = await prepareBookingData({ dataDir, coaches, mentees });
  const app = await startAppServer({ dataDir, env: SERVER_ENV });
  let pglite;
  try {
    pglite = await suite(app, data, { requests, concurrency });
  } finally {
    await app.stop();
  }
  const result = { database: 'pglite', coaches, mentees, pglite, baseline };
  const rows = [
    [`POST /api/sessions, distinct slots (PGlite, ${concurrency} in flight)`, pglite.throughput.requestsPerSecond, pglite.throughput.latencyP50Ms, pglite.throughput.latencyP99Ms, baseline ? (pglite.throughput.requestsPerSecond / baseline.requestsPerSecond).toFixed(2) : '-'],
    [`POST /api/sessions, 100 racing for one slot (PGlite)`, '-', pglite.contention.latencyP50Ms, pglite.contention.latencyP99Ms, '-'],
  ];
  const notes = [
    `Booking throughput (PGlite): ${pglite.throughput.created}/${pglite.throughput.requests} created, ${pglite.throughput.errors} errors.`,
    `Booking contention (PGlite): ${pglite.contention.created} x 201, ${pglite.contention.conflicts} x 409, ${pglite.contention.errors} errors${pglite.contention.ok ? '' : ' (UNEXPECTED)'}.`,
  ];

  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl) {
    result.postgres = await withScratchPostgresDatabase(pgUrl, `ssb_bench_booking_${process.pid}`, async (url) => {
      const pgData = await prepareBookingData({ databaseUrl: url, coaches, mentees });
      const pgApp = await startAppServer({ env: { ...SERVER_ENV, DATABASE_URL: url } });
      try {
        return await suite(pgApp, pgData, { requests, concurrency });
      } finally {
        await pgApp.stop();
      }
    });
    const p = result.postgres;
    rows.push(
      [`POST /api/sessions, distinct slots (PostgreSQL, ${concurrency} in flight)`, p.throughput.requestsPerSecond, p.throughput.latencyP50Ms, p.throughput.latencyP99Ms, baseline ? (p.throughput.requestsPerSecond / baseline.requestsPerSecond).toFixed(2) : '-'],
      [`POST /api/sessions, 100 racing for one slot (PostgreSQL)`, '-', p.contention.latencyP50Ms, p.contention.latencyP99Ms, '-'],
    );
    notes.push(`Booking contention (PostgreSQL): ${p.contention.created} x 201, ${p.contention.conflicts} x 409, ${p.contention.errors} errors${p.contention.ok ? '' : ' (UNEXPECTED)'}.`);
  }
  return { rows, result, notes };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = await run({});
  console.log(JSON.stringify(out.result, null, 2));
  for (const n of out.notes) console.log(n);
}
