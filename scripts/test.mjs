// `npm test`: every tier — domain, server (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
// web components, then the browser tests against the built app. Ends with one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = path.join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

if (!process.env.TEST_DATABASE_URL) {
  console.log('\nNote: TEST_DATABASE_URL is not set, so the server suite runs on PGlite only (CI also runs it on PostgreSQL).\n');
}

const vitestReport = path.join(tmp, 'vitest-report.json');
const e2eReport = path.join(tmp, 'e2e-report.json');
rmSync(vitestReport, { force: true });
rmSync(e2eReport, { force: true });

const unitStatus = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);
const buildStatus = run('npm', ['run', 'build']);
const e2eStatus = buildStatus === 0 ? run('node', ['e2e/run.mjs']) : 1;

let passed = 0;
let failed = 0;
let skipped = 0;
// CI shows only the end of the output, so the failed tests are named again just above the summary.
const failures = [];
if (existsSync(vitestReport)) {
  const r = JSON.parse(readFileSync(vitestReport, 'utf8'));
  for (const file of r.testResults) {
    const name = path.relative(root, file.name);
    for (const test of file.assertionResults) {
      if (test.status !== 'failed') continue;
      const why = (test.failureMessages?.[0] ?? '').split('\n').slice(0, 3).join(' | ');
      failures.push(`${name} › ${test.fullName}: ${why.slice(0, 400)}`);
    }
    if (file.status === 'failed' && file.assertionResults.every((t) => t.status !== 'failed')) {
      failures.push(`${name}: ${(file.message ?? '').split('\n')[0].slice(0, 400)}`);
    }
  }
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
}
if (existsSync(e2eReport)) {
  const s = JSON.parse(readFileSync(e2eReport, 'utf8')).stats;
  passed += s.expected + (s.flaky ?? 0);
  failed += s.unexpected;
  skipped += s.skipped;
}
const ok = unitStatus === 0 && buildStatus === 0 && e2eStatus === 0;
for (const failure of failures) console.log(`failed: ${failure}`);
if (!ok && failed === 0) failed = 1; // a tier failed before reporting (build error, no Chromium in CI)
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(ok ? 0 : 1);
