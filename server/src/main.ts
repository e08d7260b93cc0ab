import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemoIfEmpty } from './db/seed';

/** The built web client sits beside the server: server/dist/main.js -> web/dist. */
function defaultWebDist(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
}

/** The argument of the child process that prepares a new embedded database. */
const PREPARE_ARG = '--prepare-database';
const PREPARE_ONLY = process.argv.includes(PREPARE_ARG);

/**
 * A new embedded database is created (PGlite's initdb), migrated and seeded in a child process that then
 * exits, and the server opens the files it left: creating one grows PGlite's WebAssembly memory to some
 * 750 MB, which a process never gives back, so a server that did it itself stayed at 430-520 MB where a
 * restarted one idles at 300 (docs/decisions/037). Answers whether the child seeded the demo.
 */
function prepareInChild(dataDir: string): Promise<boolean> {
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!, PREPARE_ARG], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  let seeded = false;
  child.on('message', (message: { seeded?: boolean }) => (seeded = message.seeded === true));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(seeded) : reject(new Error(`preparing the new database in ${dataDir} failed (exit code ${code})`))));
  });
}

/** How long after the server starts listening the bank's drawn sets are loaded (when missing). */
const BANK_PICTURES_AFTER_MS = 60_000;

async function main() {
  // Until the server listens, nothing holds the event loop open, and each time the loop runs empty
  // between two steps Node blocks until all of V8's background work is done: here, optimising
  // PGlite's WebAssembly, which stalled the start by 0.1-0.5 s. A timer holds the loop until then.
  const holdLoop = setInterval(() => {}, 60_000);
  // PGlite is PostgreSQL compiled to WebAssembly. Node 20's V8 recompiles a WebAssembly function
  // with its optimising compiler once it has run for a budget of 1.8 M (newer V8 versions raised
  // that default to 13 M): opening the database alone sent hundreds of functions to be optimised,
  // about a second of compiling on background threads that on a small machine starved the start
  // of CPU. With the newer default only the functions that stay hot are optimised. A budget given
  // on the command line wins.
  if (!process.execArgv.some((arg) => arg.startsWith('--wasm-tiering-budget'))) {
    setFlagsFromString('--wasm-tiering-budget=13000000');
  }
  const config = loadConfig();
  if (!config.webDist) config.webDist = defaultWebDist();

  const isNew = !config.databaseUrl && !existsSync(path.join(config.dataDir, 'pglite', 'PG_VERSION'));
  const preparedSeeded = isNew && !PREPARE_ONLY ? await prepareInChild(config.dataDir) : null;

  // The database opens (PGlite reads its files and compiles its WebAssembly) while the web
  // server's modules load; a failure to open is reported below, once the modules are in.
  const opening = openDatabase(config);
  opening.catch(() => {});
  const { buildApp, storageFor } = await import('./app');
  const { loadPracticeBank } = await import('./features/practice');
  const database = await opening;
  await runMigrations(database);

  const shouldSeed = config.seed === 'demo' || (config.seed === 'auto' && database.kind === 'pglite');
  const storage = storageFor(config);
  // The studio's own practice sets: loaded once, then only what the bank gained since (features/practice/bank).
  // The written ones now; the drawn ones (about a second a picture to render) after the server listens.
  const bank = { db: database.db, storage, now: () => new Date() };
  await loadPracticeBank(bank, { pictures: false });
  const seeded = (shouldSeed ? await seedDemoIfEmpty(database.db, new Date()) : false) || preparedSeeded === true;
  if (PREPARE_ONLY) {
    await database.close();
    process.send!({ seeded }, () => process.exit(0));
    return;
  }

  const app = await buildApp({ config, db: database.db, storage });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // Stop accepting, let in-flight requests finish, then close the database.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  clearInterval(holdLoop);
  // A minute later, so that rendering them (a second or so a picture) leaves the first minute's requests the machine.
  setTimeout(() => {
    loadPracticeBank(bank).then(
      (loaded) => loaded > 0 && app.log.info({ loaded }, 'practice bank: picture sets loaded'),
      (error: unknown) => app.log.error({ err: error }, 'practice bank: picture sets could not be loaded'),
    );
  }, BANK_PICTURES_AFTER_MS).unref();
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  const lines = [
    '',
    `  SSB Academy is running at ${config.publicUrl}`,
    `  Database: ${where}${seeded ? ' (demo data seeded just now)' : ''}`,
    `  API docs: ${config.publicUrl}/api/docs`,
    `  Payments: ${config.money.razorpay ? `Razorpay (key ${config.money.razorpay.keyId})` : 'built-in test gateway (test mode: no money moves; set the RAZORPAY_* keys for real payments)'}`,
  ];
  if (shouldSeed) {
    lines.push('', `  Demo log-ins (password ${DEMO_PASSWORD}):`);
    for (const login of DEMO_LOGINS) lines.push(`    ${login.role.padEnd(7)} ${login.email}`);
  }
  console.log(lines.join('\n') + '\n');
}

main().catch((error) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('SSB Academy could not start:', error);
  process.exit(1);
});
