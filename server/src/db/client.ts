import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { oneQueryAtATime } from './one-query-at-a-time';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Raw SQL returning rows, the same on PGlite and node-postgres (both answer `{rows}`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export type DatabaseHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

export const pgliteExtensions = { btree_gist, pg_trgm };

/**
 * PostgreSQL's default 128 MB of shared buffers live inside PGlite's WebAssembly memory, which never
 * shrinks: the page cache of a server process. 32 MB holds the product's working set (the demo
 * database is a few MB; 10,000 coaches about 20 MB) and keeps the server under 400 MB resident under
 * a crowd (docs/decisions/023-embedded-memory.md).
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=32MB'];

/** Embedded PostgreSQL (PGlite) with its files under dataDir/pglite, or in memory when dataDir is null. */
export async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<DatabaseHandle> {
  let dir: string | undefined;
  if (dataDir) {
    dir = path.join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create({ dataDir: dir, extensions: pgliteExtensions, loadDataDir, startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS] });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  // A checkpoint first, so the next start has no write-ahead log to replay (faster /api/ready).
  const close = async () => {
    await client.exec('CHECKPOINT').catch(() => undefined);
    await client.close();
  };
  return { db, kind: 'pglite', close };
}

export async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  // Only servers on PostgreSQL load the driver (drizzle's node-postgres adapter imports pg too).
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // A pool error on an idle client must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  pool.on('connect', oneQueryAtATime);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return { db, kind: 'postgres', close: () => pool.end() };
}

export function openDatabase(config: { databaseUrl: string | null; dataDir: string }): Promise<DatabaseHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
}
