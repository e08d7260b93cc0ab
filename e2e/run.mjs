// Runs the Playwright browser tests against the built app on free ports with a fresh data folder.
// Without a Chromium it prints a loud skip line; with CI=true that is a failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromium)) {
  const line = `skipped: no Chromium (install Debian's chromium) — browser tests did not run`;
  console.log(`\n${'!'.repeat(line.length)}\n${line}\n${'!'.repeat(line.length)}\n`);
  process.exit(process.env.CI === 'true' ? 1 : 0);
}

const freePort = () =>
  new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ssb-e2e-'));
const env = {
  ...process.env,
  E2E_PORT: String(await freePort()),
  E2E_FIXTURE_PORT: String(await freePort()),
  E2E_DATA_DIR: dataDir,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
};
const result = spawnSync('npx', ['playwright', 'test', '-c', path.join(here, 'playwright.config.ts'), ...process.argv.slice(2)], {
  stdio: 'inherit',
  env,
  cwd: here,
});
rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
