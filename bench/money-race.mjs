// Money races (issue 15): (a) 100 mentees check out one slot of one coach at once: exactly one
// 201 `pending_payment` (the hold), 99 x 409, one live session on the slot; (b) one paid order confirmed
// by 100 concurrent POST /api/sessions/:id/payment while the test gateway's own webhook and 10 more
// signed deliveries of it arrive: all 200, the session `scheduled`, one captured payment and exactly
// ONE `payment` ledger row, no refund.
//
// Interface for bench/run.mjs:    export async function run({ baseline }) -> { rows, result, notes }
// Alone:                          node bench/money-race.mjs   (needs `npm run build` first; BENCH_DATABASE_URL adds PostgreSQL)
//
// The API is checked while the server runs (GET /api/sessions/:id, GET /api/admin/payments as a seeded
// admin); the database after it stops (PGlite allows one process at a time), with the same queries on
// PostgreSQL. Requests authenticate with `Authorization: Bearer` (exempt from CSRF), as in booking.mjs.
import { createHmac } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bookingSeedSql, coachId, menteeToken } from './booking.mjs';
import { startAppServer, withMigratedDatabase, withScratchPostgresDatabase } from './lib.mjs';

const SERVER_ENV = { APP_SECRET: process.env.APP_SECRET ?? 'money-race-bench-secret-0123456789abcdef' };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const RACERS = 100;
/** Mentees 1..100 race for the slot; 101 pays; 102..106 warm the server up. */
const PAYER = RACERS + 1;
const WARMUP = 5;
const ADMIN_ID = '00000000-0000-4000-a000-000000000001';
const ADMIN_TOKEN = 'bench-money-admin';
const LIVE_STATUSES = ['pending_payment', 'scheduled', 'completed', 'disputed'];
/** Extra deliveries of the capture webhook mixed into the confirmations, as Razorpay re-delivering it. */
const EXTRA_WEBHOOKS = 10;
/** The test gateway's webhook secret, derived from APP_SECRET as server/src/platform/payment-gateway/test-gateway.ts does. */
const WEBHOOK_SECRET = createHmac('sha256', SERVER_ENV.APP_SECRET).update('test-gateway:webhook-secret').digest('hex');

const adminSeedSql = () => `
insert into users (id, email, first_name, last_name, role, email_verified_at)
values ('${ADMIN_ID}', 'bench-money-admin@bench.test', 'Bench', 'Admin', 'admin', now());
insert into auth_sessions (user_id, token_hash, expires_at)
values ('${ADMIN_ID}', encode(sha256(convert_to('${ADMIN_TOKEN}', 'UTF8')), 'hex'), now() + interval '1 day');`;

/** Migrates and seeds a fresh database (two ₹2,000/h coaches, 106 mentees, one admin); the server must not run on it. */
async function prepare(target) {
  const windowStart = new Date(Math.ceil((Date.now() + HOUR) / HOUR) * HOUR);
  await withMigratedDatabase(target, (exec) => exec(bookingSeedSql({ coaches: 2, mentees: PAYER + WARMUP, windowStart }) + adminSeedSql()));
  return { windowStart };
}

/** Rows of one query, on the PGlite folder (server stopped) or the PostgreSQL database. */
async function query(target, text) {
  return withMigratedDatabase(target, async (exec) => {
    const out = await exec(text);
    return Array.isArray(out) ? out.at(-1).rows : out.rows;
  });
}

async function call(baseUrl, token, method, url, body) {
  const t0 = performance.now();
  try {
    const res = await fetch(`${baseUrl}/api${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, json, ms: performance.now() - t0 };
  } catch (error) {
    return { status: 0, json: null, ms: performance.now() - t0, error: String(error) };
  }
}

/** One signed `payment.captured` delivery to the webhook route, with a fresh event id. */
async function deliverCapturedWebhook(baseUrl, { orderId, paymentId, amount }, n) {
  const rawBody = JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    contains: ['payment'],
    payload: { payment: { entity: { id: paymentId, entity: 'payment', amount, currency: 'INR', status: 'captured', order_id: orderId, captured: true } } },
    created_at: Math.floor(Date.now() / 1000),
  });
  const t0 = performance.now();
  try {
    const res = await fetch(`${baseUrl}/api/payments/razorpay/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': createHmac('sha256', WEBHOOK_SECRET).update(rawBody).digest('hex'),
        'x-razorpay-event-id': `evt_bench${process.pid}x${n}`,
      },
      body: rawBody,
    });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - t0 };
  } catch {
    return { status: 0, ms: performance.now() - t0 };
  }
}

const percentile = (sorted, p) => (sorted.length ? +sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(1) : 0);

function latency(results, wallMs) {
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  const statuses = {};
  for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  return { requests: results.length, statuses, wallMs: Math.round(wallMs), latencyP50Ms: percentile(ms, 50), latencyP99Ms: percentile(ms, 99) };
}

/** (a) 100 different mentees book one slot of one coach at once. */
async function checkoutRace(baseUrl, scheduledAt) {
  const body = { mentorId: coachId(1), scheduledAt: scheduledAt.toISOString(), duration: 60 };
  const t0 = performance.now();
  const results = await Promise.all(Array.from({ length: RACERS }, (_, i) => call(baseUrl, menteeToken(i + 1), 'POST', '/sessions', body)));
  const out = latency(results, performance.now() - t0);
  const created = results.filter((r) => r.status === 201);
  return {
    ...out,
    created: created.length,
    conflicts: results.filter((r) => r.status === 409).length,
    createdStatus: created[0]?.json?.data?.status ?? null,
    holdExpiresAt: created[0]?.json?.data?.holdExpiresAt ?? null,
    sessionId: created[0]?.json?.data?.id ?? null,
  };
}

/** (b) One mentee books and pays through the test gateway; then 100 confirmations of that payment at once. */
async function confirmationRace(baseUrl, scheduledAt) {
  const token = menteeToken(PAYER);
  const booked = await call(baseUrl, token, 'POST', '/sessions', { mentorId: coachId(1), scheduledAt: scheduledAt.toISOString(), duration: 60 });
  const session = booked.json?.data;
  const orderId = session?.payment?.orderId;
  if (booked.status !== 201 || !orderId) throw new Error(`booking to pay for failed: ${booked.status} ${JSON.stringify(booked.json)}`);
  const paid = await call(baseUrl, token, 'POST', `/test-gateway/orders/${orderId}/pay`);
  const fields = paid.json?.data;
  if (paid.status !== 200 || !fields?.razorpay_signature) throw new Error(`test gateway pay failed: ${paid.status} ${JSON.stringify(paid.json)}`);
  // The gateway's own webhook leaves right after its answer (setImmediate); ten more deliveries of the
  // capture are spread among the confirmations so that the callback and the webhook race in any case.
  const capture = { orderId, paymentId: fields.razorpay_payment_id, amount: session.payment.amount };
  const t0 = performance.now();
  const webhooks = [];
  const results = await Promise.all(
    Array.from({ length: RACERS }, (_, i) => {
      if (i % (RACERS / EXTRA_WEBHOOKS) === 0) webhooks.push(deliverCapturedWebhook(baseUrl, capture, i));
      return call(baseUrl, token, 'POST', `/sessions/${session.id}/payment`, fields);
    }),
  );
  const out = latency(results, performance.now() - t0);
  const webhookStatuses = latency(await Promise.all(webhooks), 1).statuses;
  const answeredScheduled = results.filter((r) => r.status === 200 && r.json?.data?.status === 'scheduled').length;

  // Let the webhook settle (it is in-process and starts before the confirmations), then look through the API.
  await new Promise((r) => setTimeout(r, 500));
  const view = await call(baseUrl, token, 'GET', `/sessions/${session.id}`);
  const adminList = await call(baseUrl, ADMIN_TOKEN, 'GET', '/admin/payments?pageSize=50');
  const listed = (adminList.json?.data ?? []).filter((p) => p.sessionId === session.id);
  return {
    ...out,
    ok200: out.statuses[200] ?? 0,
    webhookStatuses,
    answeredScheduled,
    sessionId: session.id,
    orderId,
    gatewayPaymentId: fields.razorpay_payment_id,
    apiSessionStatus: view.json?.data?.status ?? `HTTP ${view.status}`,
    apiPaymentStatus: view.json?.data?.payment?.status ?? null,
    adminPaymentsStatus: adminList.status,
    adminPaymentsForSession: listed.map((p) => ({ status: p.status, paymentId: p.paymentId, amount: p.amount, refundedAmount: p.refundedAmount })),
  };
}

async function warmUp(baseUrl, windowStart) {
  const late = new Date(windowStart.getTime() + 12 * DAY).toISOString();
  await Promise.all(Array.from({ length: WARMUP }, (_, i) => call(baseUrl, menteeToken(PAYER + 1 + i), 'POST', '/sessions', { mentorId: coachId(2), scheduledAt: late, duration: 30 + 30 * (i % 2) })));
}

/** What the database holds after the races (server stopped for PGlite). */
async function databaseFacts(target, { checkout, confirm, checkoutSlot }) {
  const live = LIVE_STATUSES.map((s) => `'${s}'`).join(', ');
  const [slot] = await query(
    target,
    `select count(*)::int as live, count(*) filter (where status = 'pending_payment')::int as pending from sessions
     where mentor_id = '${coachId(1)}' and scheduled_at = '${checkoutSlot.toISOString()}' and status in (${live})`,
  );
  const [money] = await query(
    target,
    `select
       (select count(*)::int from ledger_entries where session_id = '${confirm.sessionId}' and kind = 'payment') as payment_rows,
       (select coalesce(sum(amount_paise), 0)::int from ledger_entries where session_id = '${confirm.sessionId}' and kind = 'payment') as payment_paise,
       (select count(*)::int from ledger_entries where session_id = '${confirm.sessionId}' and kind = 'refund') as refund_rows,
       (select count(*)::int from payments where session_id = '${confirm.sessionId}' and status = 'captured') as captured_payments,
       (select count(*)::int from refunds where session_id = '${confirm.sessionId}') as refunds,
       (select status from sessions where id = '${confirm.sessionId}') as session_status,
       (select count(*)::int from webhook_events where event = 'payment.captured') as captured_webhooks`,
  );
  return { checkoutSlot: { ...slot, sessionIdMatches: checkout.sessionId !== null }, confirmation: money };
}

async function suite(app, windowStart) {
  await warmUp(app.baseUrl, windowStart);
  const checkoutSlot = new Date(windowStart.getTime() + 2 * HOUR);
  const checkout = await checkoutRace(app.baseUrl, checkoutSlot);
  const confirm = await confirmationRace(app.baseUrl, new Date(windowStart.getTime() + DAY));
  return { checkout, confirm, checkoutSlot };
}

function verdict(run, db) {
  const c = run.checkout;
  const f = run.confirm;
  const m = db.confirmation;
  const checks = {
    'one 201': c.created === 1,
    '99 x 409': c.conflicts === RACERS - 1,
    'the 201 is pending_payment': c.createdStatus === 'pending_payment',
    'one live session on the slot': db.checkoutSlot.live === 1 && db.checkoutSlot.pending === 1,
    '100 x 200 on confirm': f.ok200 === RACERS,
    'every answer scheduled': f.answeredScheduled === RACERS,
    'API: session scheduled': f.apiSessionStatus === 'scheduled',
    'API: one captured payment for the session': f.adminPaymentsForSession.length === 1 && f.adminPaymentsForSession[0].status === 'captured' && f.adminPaymentsForSession[0].refundedAmount === 0,
    'DB: one payment ledger row': m.payment_rows === 1,
    'DB: one captured payment, no refund': m.captured_payments === 1 && m.refunds === 0 && m.refund_rows === 0,
    'DB: session scheduled': m.session_status === 'scheduled',
    'extra webhooks all 200': f.webhookStatuses[200] === EXTRA_WEBHOOKS,
    "DB: the gateway's webhook and the extra ones were handled": m.captured_webhooks === EXTRA_WEBHOOKS + 1,
  };
  const failed = Object.entries(checks).filter(([, ok]) => !ok).map(([name]) => name);
  return { ok: failed.length === 0, failed };
}

async function measure(target, env) {
  const { windowStart } = await prepare(target);
  const app = await startAppServer({ ...(target.dataDir ? { dataDir: target.dataDir } : {}), env: { ...SERVER_ENV, ...env } });
  let run;
  try {
    run = await suite(app, windowStart);
  } finally {
    await app.stop();
  }
  const db = await databaseFacts(target, run);
  return { ...run, database: db, verdict: verdict(run, db) };
}

const describe = (label, r) => [
  `Money race, checkout (${label}): ${r.checkout.created} x 201 (${r.checkout.createdStatus}), ${r.checkout.conflicts} x 409, statuses ${JSON.stringify(r.checkout.statuses)}, ${r.database.checkoutSlot.live} live session on the slot.`,
  `Money race, confirmation (${label}): statuses ${JSON.stringify(r.confirm.statuses)}, session ${r.confirm.apiSessionStatus}, ${r.database.confirmation.payment_rows} payment ledger row(s), ${r.database.confirmation.captured_payments} captured payment(s), ${r.database.confirmation.refunds} refund(s), ${r.database.confirmation.captured_webhooks} payment.captured webhook deliveries handled (the gateway's + ${EXTRA_WEBHOOKS} more, answered ${JSON.stringify(r.confirm.webhookStatuses)})${r.verdict.ok ? '' : `; FAILED: ${r.verdict.failed.join(', ')}`}.`,
];

const rowsOf = (label, r) => [
  [`POST /api/sessions, 100 mentees checking out one slot (${label})`, '-', r.checkout.latencyP50Ms, r.checkout.latencyP99Ms, '-'],
  [`POST /api/sessions/:id/payment, 100 confirming one payment + 11 webhook deliveries (${label})`, '-', r.confirm.latencyP50Ms, r.confirm.latencyP99Ms, '-'],
];

/** Entry point for bench/run.mjs. */
export async function run({ baseline } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ssb-bench-money-'));
  const pglite = await measure({ dataDir }, {});
  const result = { racers: RACERS, pglite, baseline };
  const rows = rowsOf('PGlite', pglite);
  const notes = describe('PGlite', pglite);
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl) {
    result.postgres = await withScratchPostgresDatabase(pgUrl, `ssb_bench_money_${process.pid}`, (url) => measure({ databaseUrl: url }, { DATABASE_URL: url }));
    rows.push(...rowsOf('PostgreSQL', result.postgres));
    notes.push(...describe('PostgreSQL', result.postgres));
  }
  result.ok = pglite.verdict.ok && (result.postgres?.verdict.ok ?? true);
  return { rows, result, notes };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = await run({});
  console.log(JSON.stringify(out.result, null, 2));
  for (const n of out.notes) console.log(n);
  if (!out.result.ok) process.exitCode = 1;
}
