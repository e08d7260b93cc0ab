// Coach search under load (issue 4): 10,000 generated coaches on the embedded database (PGlite),
// 50 connections, a mix of realistic searches. Optionally (BENCH_DATABASE_URL set) the same search
// on PostgreSQL at 1,000, 10,000 and 100,000 coaches: 127 distinct searches, uncached, one at a time,
// the sizes taking turns every 16 requests
// (latency growth, and the table scans PostgreSQL counted on users: none means index-backed), then the mix under load.
//
// Interface for bench/run.mjs:    export async function run({ baseline }) -> { rows, result }
// Reusable pieces:                coachSeedSql(count), prepareCoachData({ dataDir | databaseUrl, count }),
//                                 benchCoachSearch({ baseUrl, connections, duration }), SEARCHES
// Alone:                          node bench/coach-search.mjs [count]   (needs `npm run build` first)
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load, startAppServer, summarize, withMigratedDatabase, withScratchPostgresDatabase } from './lib.mjs';
import { measureBaseline } from './health.mjs';

/** The server refuses to start in production without a secret; any 32+ characters do for a bench. */
const SERVER_ENV = { APP_SECRET: process.env.APP_SECRET ?? 'coach-search-bench-secret-0123456789abcdef' };

/** The search mix each connection cycles through: typed words, a typo, partial words, chips, filters. */
export const SEARCHES = [
  '/api/coaches/search',
  '/api/coaches/search?query=psycology',
  '/api/coaches/search?query=vikram%20singh',
  '/api/coaches/search?query=interv',
  '/api/coaches/search?specialization=Psychology&specialization=Lecturette',
  '/api/coaches/search?query=gto&location=pune&minRating=4',
  '/api/coaches/search?experience=15&page=3',
  '/api/coaches/search?query=kavita%20iyer&specialization=Interview%20Techniques',
];

const FIRST = ['Aarav', 'Vikram', 'Anita', 'Meera', 'Rahul', 'Kavita', 'Arjun', 'Priya', 'Sanjay', 'Neha', 'Rohan', 'Ishita', 'Karan', 'Pooja', 'Aditya', 'Sneha', 'Manish', 'Divya', 'Harish', 'Ritu', 'Sameer', 'Nandini', 'Gaurav', 'Shalini', 'Abhishek', 'Tanvi', 'Varun', 'Aparna', 'Deepak', 'Swati', 'Nikhil', 'Lakshmi', 'Amit', 'Radhika', 'Suresh', 'Farah', 'Imran', 'Gurpreet', 'Joseph', 'Tenzin'];
const LAST = ['Singh', 'Sharma', 'Iyer', 'Rao', 'Menon', 'Nair', 'Verma', 'Reddy', 'Gupta', 'Chauhan', 'Kulkarni', 'Joshi', 'Pillai', 'Bhatt', 'Thakur', 'Das', 'Mehta', 'Kapoor', 'Rathore', 'Naidu', 'Shekhawat', 'Bose', 'Mishra', 'Patil', 'Fernandes', 'Khan', 'Gill', 'Dutta', 'Saxena', 'Yadav', 'Negi', 'Rawat', 'Bhonsle', 'Cherian', 'Sethi', 'Ahluwalia', 'Banerjee', 'Kohli', 'Pandey', 'Tiwari'];
const TITLES = ['Former GTO', 'Retired Colonel, Indian Army', 'Ex-SSB Psychologist', 'Interviewing Officer (retd.)', 'Wing Commander (retd.), IAF', 'Commander (retd.), Indian Navy', 'Clinical Psychologist', 'SSB Mentor', 'Major (retd.), Assessor', 'Group Captain (retd.)'];
const SPECS = ['Psychology', 'Command Tasks', 'Interview Techniques', 'Group Discussion', 'GTO Tasks', 'Lecturette', 'PPDT', 'OIR Tests', 'TAT', 'WAT', 'SRT', 'Conference Prep', 'Personal Interview', 'Physical Fitness'];
const CITIES = ['Pune', 'New Delhi', 'Bengaluru', 'Dehradun', 'Allahabad', 'Bhopal', 'Kapurthala', 'Mysuru', 'Gandhinagar', 'Coimbatore', 'Kolkata', 'Chandigarh', 'Lucknow', 'Jaipur', 'Hyderabad'];
const BIOS = [
  'Helps aspirants with TAT, WAT and SRT through timed practice and honest feedback.',
  'Outdoor tasks, group planning and command tasks, the way the board sees them.',
  'Personal interview practice with a focus on self-awareness and clear answers.',
  'Known for sharp lecturettes and calm psychology preparation.',
  'Screening to conference: a steady plan for first-time and repeat candidates.',
  'Former assessor who explains what officer-like qualities look like in practice.',
];

const sqlText = (s) => `'${s.replace(/'/g, "''")}'`;
const sqlArray = (list) => `array[${list.map(sqlText).join(', ')}]::text[]`;

/**
 * One INSERT ... SELECT over generate_series: `count` plausible coaches (the trigger fills the search
 * columns). Deterministic: the same count gives the same coaches. Runs in a few seconds for 10,000.
 * Each field is drawn by its own hash of the coach's number, so fields are independent of each
 * other as in real data (drawing them all by `i * k % n` made every city hold only two titles, which
 * misled PostgreSQL's row estimates in a way real coaches would not).
 */
export function coachSeedSql(count, { emailPrefix = 'bench-coach' } = {}) {
  const draw = (salt, n) => `(abs(hashint4(i * 31 + ${salt})::bigint) % ${n})`;
  const pick = (list, salt) => `(${sqlArray(list)})[1 + ${draw(salt, list.length)}]`;
  return `
insert into users (email, first_name, last_name, role, email_verified_at, is_verified, title, bio,
                   specializations, experience, hourly_rate, rating, total_reviews, location, education, achievements)
select
  '${emailPrefix}-' || i || '@bench.test',
  ${pick(FIRST, 1)},
  ${pick(LAST, 2)},
  'mentor', now(), ${draw(3, 4)} <> 0,
  ${pick(TITLES, 4)},
  ${pick(BIOS, 5)},
  (select array_agg(distinct s) from unnest(array[${pick(SPECS, 6)}, ${pick(SPECS, 7)}, ${pick(SPECS, 8)}]) as s),
  1 + ${draw(9, 30)},
  case when ${draw(10, 9)} = 0 then null else 1500 + ${draw(11, 26)} * 100 end,
  round((3 + ${draw(12, 21)} / 10.0)::numeric, 1),
  ${draw(13, 220)},
  ${pick(CITIES, 14)},
  'B.Sc., National Defence Academy',
  array['Guided ' || (20 + ${draw(15, 300)}) || ' recommended candidates', 'Served ' || (10 + ${draw(16, 25)}) || ' years']
from generate_series(1, ${Number(count)}) as i;`;
}

/**
 * Creates and fills a database for the bench: migrates it (the server's own migrations) and adds
 * `count` coaches. PGlite when `dataDir` is given (the server must not be running on it), PostgreSQL
 * when `databaseUrl` is given. Returns the milliseconds spent inserting.
 */
export function prepareCoachData({ dataDir, databaseUrl, count = 10_000 }) {
  return withMigratedDatabase({ dataDir, databaseUrl }, async (exec) => {
    const t0 = Date.now();
    await exec(coachSeedSql(count));
    // Settled tables, as in production: statistics, hint bits and the visibility map written now,
    // not by an autovacuum that would otherwise start in the middle of the measurement. The search's
    // vocabulary and lexeme tables (filled by the coaches' trigger) too: a search reads them first.
    await exec('vacuum analyze users, coach_search_terms, coach_search_lexemes');
    return Date.now() - t0;
  });
}

/** autocannon over SEARCHES against a running server; every answer must be 200. */
export async function benchCoachSearch({ baseUrl, connections = 50, duration = 10, warmup = 2, searches = SEARCHES }) {
  const requests = searches.map((p) => ({ method: 'GET', path: p }));
  await load({ url: baseUrl, requests, connections, duration: warmup });
  return summarize(await load({ url: baseUrl, requests, connections, duration }));
}

/** Median of `times` sequential runs of each search (one connection): the latency without queueing. */
async function sequentialMedianMs(baseUrl, searches = SEARCHES, times = 15) {
  return (await onceEach(baseUrl, Array.from({ length: times }, () => searches).flat())).medianMs;
}

/**
 * Distinct searches for the scaling test, each sent once so the server's read cache never answers:
 * names, typos, partial words, cities, chips and filters, selective and broad alike.
 */
export function uncachedSearches() {
  const q = (params) => `/api/coaches/search?${new URLSearchParams(params)}`;
  const list = [];
  FIRST.forEach((first, i) => list.push(q({ query: `${first} ${LAST[(i * 7) % LAST.length]}` })));
  LAST.slice(0, 20).forEach((last) => list.push(q({ query: last.slice(0, -1) + 'x' }))); // a typo in the last letter
  for (const spec of SPECS) {
    const word = spec.split(' ')[0].toLowerCase();
    list.push(q({ query: word.slice(0, 5) })); // partial word
    list.push(q({ query: word.length > 6 ? word.slice(0, 3) + word.slice(4) : word })); // a letter left out
    list.push(q({ specialization: spec }));
  }
  CITIES.forEach((city, i) => list.push(q({ query: TITLES[i % TITLES.length].split(' ')[0], location: city.slice(0, 4), minRating: String(3 + (i % 3) * 0.5) })));
  [5, 10, 15, 20, 25].forEach((years) => list.push(q({ experience: String(years) }), q({ experience: String(years), page: '3' })));
  return list;
}

/** Latency of one request, in ms. */
async function timed(baseUrl, p) {
  const t0 = performance.now();
  const res = await fetch(baseUrl + p);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${p} answered ${res.status}`);
  return performance.now() - t0;
}

/** Median, p90 and worst of latency samples, in ms. */
function latencyStats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (f) => +sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * f))].toFixed(2);
  return { count: sorted.length, medianMs: at(0.5), p90Ms: at(0.9), maxMs: +sorted.at(-1).toFixed(2) };
}

/** Latency of each path sent once, sequentially: median, p90 and worst, in ms. */
async function onceEach(baseUrl, paths) {
  const samples = [];
  for (const p of paths) samples.push(await timed(baseUrl, p));
  return latencyStats(samples);
}

/** Requests in a row to one server before the next takes its turn. */
const TURN = 16;

/**
 * Each path sent once to every server, the servers taking turns every TURN requests (the first in
 * turn changes each time), so that a slower or faster spell of the machine weighs on every size
 * alike. Turns rather than single requests: a server that has just been idle answers its first
 * request slower, which would add the same few milliseconds to every size. Latency stats per
 * server, in the servers' order.
 */
async function interleaved(baseUrls, paths) {
  const samples = baseUrls.map(() => []);
  for (let start = 0, turn = 0; start < paths.length; start += TURN, turn++) {
    for (let k = 0; k < baseUrls.length; k++) {
      const which = (turn + k) % baseUrls.length;
      for (const p of paths.slice(start, start + TURN)) samples[which].push(await timed(baseUrls[which], p));
    }
  }
  return samples.map(latencyStats);
}

/** Sequential scans and index scans PostgreSQL has counted on the users table so far. */
async function usersScans(client) {
  await new Promise((r) => setTimeout(r, 1500)); // backends report their statistics about once a second
  await client.query('select pg_stat_clear_snapshot()');
  const { rows } = await client.query(`select seq_scan, idx_scan from pg_stat_user_tables where relname = 'users'`);
  return { seqScan: Number(rows[0].seq_scan), idxScan: Number(rows[0].idx_scan) };
}

/** Runs `use` with a fresh, filled database per size (their URLs and fill times), then drops them. */
async function withCoachDatabases(databaseUrl, sizes, use, prepared = []) {
  if (prepared.length === sizes.length) return use(prepared);
  const size = sizes[prepared.length];
  return withScratchPostgresDatabase(databaseUrl, `ssb_bench_coaches_${size}`, async (url) => {
    const insertMs = await prepareCoachData({ databaseUrl: url, count: size });
    return withCoachDatabases(databaseUrl, sizes, use, [...prepared, { size, url, insertMs }]);
  });
}

/**
 * PostgreSQL: a fresh database and server per size. Every search of `uncachedSearches()` once
 * (uncached) on each, the sizes taking turns, counting the table scans
 * PostgreSQL made on `users` meanwhile; then the usual mix under load, one size at a time.
 */
export async function postgresScaling(databaseUrl, sizes = [1_000, 10_000, 100_000]) {
  const { default: pg } = await import('pg');
  const searches = uncachedSearches();
  return withCoachDatabases(databaseUrl, sizes, async (databases) => {
    const servers = [];
    const clients = [];
    try {
      for (const { url } of databases) {
        servers.push(await startAppServer({ env: { ...SERVER_ENV, DATABASE_URL: url } }));
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        clients.push(client);
      }
      // Warm databases, as in production: every search once with another page size first (a
      // different cache key, so the measured pass below still reaches the database).
      for (const server of servers) await onceEach(server.baseUrl, searches.map((p) => `${p}&pageSize=11`));
      const before = await Promise.all(clients.map(usersScans));
      // Measured: every search twice, with two more page sizes (254 requests per size, none cached).
      const uncached = await interleaved(
        servers.map((s) => s.baseUrl),
        [...searches, ...searches.map((p) => `${p}&pageSize=10`)],
      );
      const after = await Promise.all(clients.map(usersScans));
      const out = {};
      for (const [i, { size, insertMs }] of databases.entries()) {
        out[size] = {
          insertMs,
          uncached: uncached[i],
          tableScansOfUsers: after[i].seqScan - before[i].seqScan,
          indexScansOfUsers: after[i].idxScan - before[i].idxScan,
          load50: await withAdjacentBaseline(() => benchCoachSearch({ baseUrl: servers[i].baseUrl, duration: 5, warmup: 1 })),
        };
      }
      return out;
    } finally {
      await Promise.all(clients.map((c) => c.end()));
      await Promise.all(servers.map((s) => s.stop()));
    }
  });
}

/**
 * A load test with the bare Fastify baseline measured just before it: this machine's speed
 * changes by up to 2x from one minute to the next, so a baseline from the start of the run would
 * not describe the machine the test ran on. Adds `bareRequestsPerSecond` and `ratioToBaseline`.
 */
async function withAdjacentBaseline(test) {
  const bare = await measureBaseline({ duration: 5 });
  const result = await test();
  return { ...result, bareRequestsPerSecond: bare.requestsPerSecond, ratioToBaseline: +(result.requestsPerSecond / bare.requestsPerSecond).toFixed(3) };
}

/** Entry point for bench/run.mjs. */
export async function run({ baseline, count = 10_000, duration = 10 } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ssb-bench-coaches-'));
  const insertMs = await prepareCoachData({ dataDir, count });
  const app = await startAppServer({ dataDir, env: SERVER_ENV });
  let search;
  let sequentialMs;
  let chips;
  try {
    sequentialMs = await sequentialMedianMs(app.baseUrl);
    search = await withAdjacentBaseline(() => benchCoachSearch({ baseUrl: app.baseUrl, duration }));
    chips = await withAdjacentBaseline(() =>
      benchCoachSearch({
        baseUrl: app.baseUrl,
        duration: Math.max(3, Math.round(duration / 2)),
        searches: ['/api/coaches/specializations', '/api/coaches/specializations?query=psycology'],
      }),
    );
  } finally {
    await app.stop();
  }
  const ratio = (r) => r.ratioToBaseline;
  const result = {
    coaches: count,
    database: 'pglite',
    connections: 50,
    insertMs,
    searches: SEARCHES,
    sequentialMedianMs: sequentialMs,
    search,
    searchRatioToBaseline: ratio(search),
    specializations: chips,
    specializationsRatioToBaseline: ratio(chips),
    target: 'search p99 < 25 ms at 50 connections',
    meetsTarget: search.latencyP99Ms < 25,
    baseline,
  };
  const notes = [];
  const rows = [
    [`GET /api/coaches/search (${count.toLocaleString('en')} coaches, PGlite, mix of ${SEARCHES.length})`, search.requestsPerSecond, search.latencyP50Ms, search.latencyP99Ms, ratio(search).toFixed(2)],
    [`GET /api/coaches/specializations (${count.toLocaleString('en')} coaches, PGlite)`, chips.requestsPerSecond, chips.latencyP50Ms, chips.latencyP99Ms, ratio(chips).toFixed(2)],
  ];
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl) {
    result.postgres = await postgresScaling(pgUrl);
    const sizes = Object.keys(result.postgres).map(Number).sort((a, b) => a - b);
    const small = result.postgres[sizes[0]].uncached;
    const big = result.postgres[sizes.at(-1)].uncached;
    result.postgresGrowth = { median: +(big.medianMs / small.medianMs).toFixed(2), p90: +(big.p90Ms / small.p90Ms).toFixed(2) };
    result.postgresTarget = 'uncached search latency grows less than 2x from 1,000 to 100,000 coaches, with no table scan of users at 100,000';
    result.postgresMeetsTarget =
      result.postgresGrowth.median < 2 && result.postgresGrowth.p90 < 2 && result.postgres[sizes.at(-1)].tableScansOfUsers === 0;
    for (const size of sizes) {
      const r = result.postgres[size];
      rows.push([`GET /api/coaches/search (${size.toLocaleString('en')} coaches, PostgreSQL, mix of ${SEARCHES.length})`, r.load50.requestsPerSecond, r.load50.latencyP50Ms, r.load50.latencyP99Ms, ratio(r.load50).toFixed(2)]);
    }
    const [a, b] = [sizes[0], sizes.at(-1)].map((n) => ({ n: n.toLocaleString('en'), ...result.postgres[n] }));
    notes.push(
      `Coach search on PostgreSQL, ${a.uncached.count} distinct uncached searches, one at a time: ` +
        `median ${a.uncached.medianMs} ms / p90 ${a.uncached.p90Ms} ms at ${a.n} coaches, ` +
        `median ${b.uncached.medianMs} ms / p90 ${b.uncached.p90Ms} ms at ${b.n} ` +
        `(growth ${result.postgresGrowth.median}x median, ${result.postgresGrowth.p90}x p90; budget under 2x); ` +
        `table scans of users during them at ${b.n}: ${b.tableScansOfUsers}, index scans: ${b.indexScansOfUsers}`,
    );
  }
  return { rows, result, notes };
}

// `node bench/coach-search.mjs [count]`: this suite alone, printed as JSON.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const count = Number(process.argv[2] ?? 10_000);
  const out = await run({ count });
  console.log(JSON.stringify(out.result, null, 2));
}
