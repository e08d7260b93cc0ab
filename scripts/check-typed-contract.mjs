// Shows that the web client is typed by the API's response schemas: in a copy of domain/ and web/,
// a response schema in @ssb/domain changes, and the web client's type check must then fail: once
// for a field of a shared schema, once for the answer one route declares in the route table
// (which a cast such as `api.get<Coach>(path)` would not notice). Run by `npm run check`.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'typed-contract-'));

try {
  cpSync(path.join(root, 'tsconfig.base.json'), path.join(tmp, 'tsconfig.base.json'));
  const skip = new Set(['node_modules', 'dist']);
  for (const pkg of ['domain', 'web']) {
    cpSync(path.join(root, pkg), path.join(tmp, pkg), { recursive: true, filter: (src) => !skip.has(path.basename(src)) });
  }
  symlinkSync(path.join(root, 'web', 'node_modules'), path.join(tmp, 'web', 'node_modules'), 'dir');
  // The installed packages, except that @ssb/domain is the copy.
  mkdirSync(path.join(tmp, 'node_modules', '@ssb'), { recursive: true });
  for (const name of readdirSync(path.join(root, 'node_modules'))) {
    if (name === '@ssb' || name === '.bin') continue;
    symlinkSync(path.join(root, 'node_modules', name), path.join(tmp, 'node_modules', name));
  }
  symlinkSync(path.join(tmp, 'domain'), path.join(tmp, 'node_modules', '@ssb', 'domain'), 'dir');

  const cases = [
    {
      what: "a field of a domain response schema changes type (coachSummarySchema's hourlyRate becomes a string)",
      file: 'coaches.ts',
      from: '  hourlyRate: z.number().int().nullable(),',
      to: '  hourlyRate: z.string().nullable(),',
    },
    {
      what: 'one route declares another answer (GET /coaches/:id: the rate as a string), the Coach type staying as it is',
      file: 'routes.ts',
      from: "  coach: { ...endpoint('coach'), params: coachId, response: oneCoach },",
      to: "  coach: { ...endpoint('coach'), params: coachId, response: successEnvelope(coachSchema.extend({ hourlyRate: z.string() })) },",
    },
  ];
  const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  let failed = false;
  for (const change of cases) {
    const file = path.join(tmp, 'domain', 'src', 'contracts', change.file);
    const source = readFileSync(file, 'utf8');
    if (!source.includes(change.from)) throw new Error(`${change.file} no longer has "${change.from.trim()}": update this script`);
    writeFileSync(file, source.replace(change.from, change.to));
    const result = spawnSync(process.execPath, [tsc, '-p', path.join(tmp, 'web'), '--noEmit'], { encoding: 'utf8' });
    writeFileSync(file, source);
    const errors = result.stdout.split('\n').filter((line) => / error TS\d+/.test(line));
    if (result.status === 0 || errors.length === 0) {
      console.error(`FAIL: the web client still type-checks when ${change.what}.`);
      failed = true;
      continue;
    }
    console.log(`OK: the web type check fails (${errors.length} errors) when ${change.what}, e.g.:`);
    for (const line of errors.slice(0, 3)) console.log(`  ${line.replace(/^.*typed-contract-[^/]+\//, '').slice(0, 200)}`);
  }
  if (failed) process.exitCode = 1;
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
