// `npm run bench`: runs each benchmark against the built server, writes bench/results/<name>.json
// and bench/results/summary.md. Pass names to run a subset: `npm run bench -- health` (its table goes to
// bench/results/summary-health.md).
import { existsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchHealth, measureBaseline } from './health.mjs';
import { resultsDir, writeResult } from './lib.mjs';
import { ensureTools } from './tools.mjs';

const wanted = new Set(process.argv.slice(2));
const want = (name) => wanted.size === 0 || wanted.has(name);
const here = path.dirname(new URL(import.meta.url).pathname);

// Lighthouse is installed on first use (tools.mjs): before anything is measured, not between suites.
if (want('pages')) ensureTools();

console.log('Measuring the bare Fastify baseline…');
const baseline = await measureBaseline();
const notes = [];
const rows = [['bare Fastify hello-world', baseline.requestsPerSecond, baseline.latencyP50Ms, baseline.latencyP99Ms, '1.00']];

if (want('health')) {
  console.log('Benchmark: GET /api/health');
  const r = await benchHealth({ baseline });
  writeResult('health', r);
  rows.push(['GET /api/health', r.health.requestsPerSecond, r.health.latencyP50Ms, r.health.latencyP99Ms, r.ratioToBaseline.toFixed(2)]);
}

/** Optional suites contributed by features: each exports `run({baseline})` returning {rows, result}. */
for (const [name, file] of [
  ['coach-search', 'coach-search.mjs'],
  ['booking', 'booking.mjs'],
  ['money-race', 'money-race.mjs'],
  ['startup', 'startup.mjs'],
  ['signin-flood', 'signin-flood.mjs'],
  ['pages', 'pages.mjs'],
  ['crowd', 'crowd.mjs'],
  ['reminders', 'reminders.mjs'],
]) {
  if (!want(name) || !existsSync(path.join(here, file))) continue;
  console.log(`Benchmark: ${name}`);
  const suite = await import(`./${file}`);
  const out = await suite.run({ baseline });
  writeResult(name, out.result);
  rows.push(...out.rows);
  notes.push(...(out.notes ?? []));
}

const table = [
  '| benchmark | req/s | p50 ms | p99 ms | ratio (to bare Fastify, or to pgbench -N) |',
  '|---|---:|---:|---:|---:|',
  ...rows.map((r) => `| ${r.join(' | ')} |`),
].join('\n');
const summary = `${table}\n\n${notes.map((n) => `- ${n}`).join('\n')}\n\nMeasured ${new Date().toISOString()} with \`npm run bench\` on ${os.cpus().length} cores.\n`;
// A subset's table goes beside the whole run's, not over it (its own baseline: rows of two runs are not mixed).
const summaryFile = wanted.size === 0 ? 'summary.md' : `summary-${[...wanted].sort().join('-')}.md`;
writeFileSync(path.join(resultsDir, summaryFile), summary);
console.log(`\n${summary}`);
