import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemoIfEmpty } from './db/seed';

/** The built web client sits beside the server: server/dist/main.js -> web/dist. */
function defaultWebDist(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
}

async function main() {
  const config = loadConfig();
  if (!config.webDist) config.webDist = defaultWebDist();

  const database = await openDatabase(config);
  await runMigrations(database);

  const shouldSeed = config.seed === 'demo' || (config.seed === 'auto' && database.kind === 'pglite');
  const seeded = shouldSeed ? await seedDemoIfEmpty(database.db) : false;

  const app = await buildApp({ config, db: database.db });
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
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  const lines = [
    '',
    `  SSB Academy is running at ${config.publicUrl}`,
    `  Database: ${where}${seeded ? ' (demo data seeded just now)' : ''}`,
    `  API docs: ${config.publicUrl}/api/docs`,
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
