// Coach search under load (issue 4): 10,000 generated coaches on the embedded database (PGlite),
// 50 connections, a mix of realistic searches. Optionally (BENCH_DATABASE_URL set) the same search
// on PostgreSQL at 1,000 and 100,000 coaches, with the plan, to show it stays index-backed.
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
 */
export function coachSeedSql(count, { emailPrefix = 'bench-coach' } = {}) {
  const pick = (list, expr) => `(${sqlArray(list)})[1 + ((${expr}) % ${list.length})]`;
  const n = SPECS.length;
  return `
insert into users (email, first_name, last_name, role, email_verified_at, is_verified, title, bio,
                   specializations, experience, hourly_rate, rating, total_reviews, location, education, achievements)
select
  '${emailPrefix}-' || i || '@bench.test',
  ${pick(FIRST, 'i * 7')},
  ${pick(LAST, 'i * 13 + i / 40')},
  'mentor', now(), (i % 4) <> 0,
  ${pick(TITLES, 'i * 11')},
  ${pick(BIOS, 'i * 5')},
  (select array_agg(distinct s) from unnest(array[
     ${pick(SPECS, 'i')}, ${pick(SPECS, `i * 3 + 1`)}, ${pick(SPECS, `i * 7 + ${n - 3}`)}]) as s),
  1 + (i * 17) % 30,
  case when i % 9 = 0 then null else 1500 + ((i * 37) % 26) * 100 end,
  round((3 + ((i * 31) % 21) / 10.0)::numeric, 1),
  (i * 53) % 220,
  ${pick(CITIES, 'i * 19')},
  'B.Sc., National Defence Academy',
  array['Guided ' || (20 + i % 300) || ' recommended candidates', 'Served ' || (10 + i % 25) || ' years']
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
    await exec('analyze users');
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
  const samples = [];
  for (let i = 0; i < times; i++) {
    for (const p of searches) {
      const t0 = performance.now();
      const res = await fetch(baseUrl + p);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${p} answered ${res.status}`);
      samples.push(performance.now() - t0);
    }
  }
  samples.sort((a, b) => a - b);
  return +samples[Math.floor(samples.length / 2)].toFixed(2);
}

/** PostgreSQL: a fresh database per size, the same searches one at a time, and the typo search's plan. */
async function postgresScaling(databaseUrl, sizes = [1_000, 100_000]) {
  const { default: pg } = await import('pg');
  const out = {};
  for (const size of sizes) {
    out[size] = await withScratchPostgresDatabase(databaseUrl, `ssb_bench_coaches_${size}`, async (url) => {
      const insertMs = await prepareCoachData({ databaseUrl: url, count: size });
      const app = await startAppServer({ env: { ...SERVER_ENV, DATABASE_URL: url } });
      try {
        await sequentialMedianMs(app.baseUrl, SEARCHES, 3); // warm-up
        const medianMs = await sequentialMedianMs(app.baseUrl);
        const typoMedianMs = await sequentialMedianMs(app.baseUrl, ['/api/coaches/search?query=psycology'], 30);
        const load50 = await benchCoachSearch({ baseUrl: app.baseUrl, duration: 5, warmup: 1 });
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        const res = await client.query(`explain select id from users where role = 'mentor' and is_active
          and (search_vector @@ to_tsquery('english', 'psycology:*') or 'psycology' <% search_document)`);
        const plan = res.rows.map((r) => r['QUERY PLAN']).join('\n');
        await client.end();
        return { insertMs, medianMs, typoMedianMs, load50, indexBacked: /Bitmap Index Scan on users_search/.test(plan), plan };
      } finally {
        await app.stop();
      }
    });
  }
  return out;
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
    search = await benchCoachSearch({ baseUrl: app.baseUrl, duration });
    chips = await benchCoachSearch({
      baseUrl: app.baseUrl,
      duration: Math.max(3, Math.round(duration / 2)),
      searches: ['/api/coaches/specializations', '/api/coaches/specializations?query=psycology'],
    });
  } finally {
    await app.stop();
  }
  const ratio = (r) => (baseline ? +(r.requestsPerSecond / baseline.requestsPerSecond).toFixed(3) : null);
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
  const rows = [
    [`GET /api/coaches/search (${count.toLocaleString('en')} coaches, PGlite, mix of ${SEARCHES.length})`, search.requestsPerSecond, search.latencyP50Ms, search.latencyP99Ms, ratio(search)?.toFixed(2) ?? '-'],
    [`GET /api/coaches/specializations (${count.toLocaleString('en')} coaches, PGlite)`, chips.requestsPerSecond, chips.latencyP50Ms, chips.latencyP99Ms, ratio(chips)?.toFixed(2) ?? '-'],
  ];
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl) {
    result.postgres = await postgresScaling(pgUrl);
    const sizes = Object.keys(result.postgres).map(Number).sort((a, b) => a - b);
    const small = result.postgres[sizes[0]];
    const big = result.postgres[sizes.at(-1)];
    result.postgresGrowth = +(big.medianMs / small.medianMs).toFixed(2);
    for (const size of sizes) {
      const r = result.postgres[size];
      rows.push([`GET /api/coaches/search (${size.toLocaleString('en')} coaches, PostgreSQL${r.indexBacked ? ', index-backed' : ''})`, r.load50.requestsPerSecond, r.load50.latencyP50Ms, r.load50.latencyP99Ms, ratio(r.load50)?.toFixed(2) ?? '-']);
    }
  }
  return { rows, result };
}

// `node bench/coach-search.mjs [count]`: this suite alone, printed as JSON.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const count = Number(process.argv[2] ?? 10_000);
  const out = await run({ count });
  console.log(JSON.stringify(out.result, null, 2));
}
