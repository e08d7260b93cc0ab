// Reminders at scale (issue 17): 5,000 sessions in the next 20 hours, so 10,000 reminder mails (24 h
// before, to both people) fall due at once. The built server starts on a fresh PostgreSQL database with
// its background jobs as in production; the bench measures from the server being ready (the reminders are
// due before it starts) until every reminder is queued (one sent_reminders row per session) and until every mail has left the outbox (.eml files,
// the default without SMTP), then checks that no mail was sent twice.
//
// Interface for bench/run.mjs:    export async function run({ baseline }) -> { rows, result, notes }
// Alone:                          BENCH_DATABASE_URL=postgres://… node bench/reminders.mjs   (needs `npm run build`)
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAppServer, withScratchPostgresDatabase } from './lib.mjs';

const COACHES = 250;
const SESSIONS_PER_COACH = 20;
const SESSIONS = COACHES * SESSIONS_PER_COACH;
const MAILS = 2 * SESSIONS;
const GOAL_MS = 60_000;
const GIVE_UP_MS = 300_000;

/** 250 coaches with 20 one-hour sessions each, back to back from 2 hours ahead, booked 2 days ago; a mentee of their own per session. */
const seedSql = () => `
insert into users (id, email, first_name, last_name, role, email_verified_at, is_verified, hourly_rate)
select ('00000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, 'bench-reminder-coach-' || i || '@bench.test', 'Coach', 'Number ' || i, 'mentor', now(), true, 0
from generate_series(1, ${COACHES}) as i;
insert into users (id, email, first_name, last_name, role, email_verified_at)
select ('00000000-0000-4000-9000-' || lpad(i::text, 12, '0'))::uuid, 'bench-reminder-mentee-' || i || '@bench.test', 'Mentee', 'Number ' || i, 'mentee', now()
from generate_series(1, ${SESSIONS}) as i;
insert into sessions (mentor_id, mentee_id, title, duration, scheduled_at, ends_at, price, meeting_link, status, created_at)
select ('00000000-0000-4000-8000-' || lpad((1 + (i - 1) / ${SESSIONS_PER_COACH})::text, 12, '0'))::uuid,
       ('00000000-0000-4000-9000-' || lpad(i::text, 12, '0'))::uuid,
       'Mock interview', 60,
       date_trunc('hour', now()) + make_interval(hours => 2 + (i - 1) % ${SESSIONS_PER_COACH}),
       date_trunc('hour', now()) + make_interval(hours => 3 + (i - 1) % ${SESSIONS_PER_COACH}),
       0, 'https://meet.jit.si/bench-' || i, 'scheduled', now() - interval '2 days'
from generate_series(1, ${SESSIONS}) as i;`;

async function counts(databaseUrl) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`select
      (select count(*)::int from sent_reminders) as reminders,
      (select count(*)::int from mail_outbox where reference like 'reminder-24h:%') as queued,
      (select count(*)::int from mail_outbox where reference like 'reminder-24h:%' and status = 'sent') as sent,
      (select count(*)::int from (select reference, mail->>'to' from mail_outbox group by 1, 2 having count(*) > 1) twice) as twice`);
    return rows[0];
  } finally {
    await client.end();
  }
}

async function measure(serverUrl) {
  return withScratchPostgresDatabase(serverUrl, 'ssb_bench_reminders', async (databaseUrl) => {
    const { withMigratedDatabase } = await import('./lib.mjs');
    await withMigratedDatabase({ databaseUrl }, (exec) => exec(seedSql()));
    const spawned = performance.now();
    const server = await startAppServer({ env: { DATABASE_URL: databaseUrl, APP_SECRET: 'reminders-bench-secret-0123456789abcdef' } });
    // The clock starts when the server answers /api/ready (the reminders were due before it started).
    const t0 = performance.now();
    const bootMs = t0 - spawned;
    let queuedMs = null;
    let sentMs = null;
    let last;
    try {
      while (performance.now() - t0 < GIVE_UP_MS) {
        last = await counts(databaseUrl);
        if (queuedMs === null && last.reminders >= SESSIONS && last.queued >= MAILS) queuedMs = performance.now() - t0;
        if (last.sent >= MAILS) {
          sentMs = performance.now() - t0;
          break;
        }
        await new Promise((r) => setTimeout(r, 250));
      }
      // A little longer: nothing more may arrive (a second run of the job must find everything sent).
      await new Promise((r) => setTimeout(r, 3000));
      last = await counts(databaseUrl);
      const files = readdirSync(path.join(server.dataDir, 'outbox')).filter((f) => f.endsWith('.eml')).length;
      return { bootMs, queuedMs, sentMs, files, ...last };
    } finally {
      await server.stop();
    }
  });
}

export async function run() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return { rows: [], result: { skipped: 'BENCH_DATABASE_URL not set' }, notes: ['reminders: skipped (needs BENCH_DATABASE_URL, a PostgreSQL server)'] };
  const r = await measure(serverUrl);
  const s = (ms) => (ms === null ? 'not reached' : `${(ms / 1000).toFixed(1)} s`);
  const ok = r.sentMs !== null && r.sentMs <= GOAL_MS && r.twice === 0 && r.reminders === SESSIONS;
  return {
    rows: [[`${MAILS.toLocaleString('en')} due reminder mails on PostgreSQL: all queued / all delivered (goal ≤ 60 s, none twice)`, '', s(r.queuedMs), s(r.sentMs), ok ? 'met' : 'NOT met']],
    result: { sessions: SESSIONS, mails: MAILS, goalMs: GOAL_MS, ...r, met: ok },
    notes: [`reminders: ${r.reminders} sessions reminded, ${r.queued} mails queued, ${r.sent} delivered (${r.files} .eml files), ${r.twice} sent twice; queued after ${s(r.queuedMs)}, delivered after ${s(r.sentMs)} from the server being ready (it took ${s(r.bootMs)} to start)`],
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = await run();
  console.log(JSON.stringify(out.result, null, 2));
  for (const note of out.notes) console.log(note);
}
