import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import { queryRows, type DatabaseHandle, type Db } from './client';

/** The committed SQL migrations live in server/drizzle, found from source and from the bundle alike. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('Cannot find the migrations folder (server/drizzle)');
}

/** The `when` of the newest migration in drizzle's journal (drizzle records it as `created_at`). */
function newestMigration(folder: string): number {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/**
 * Whether the database has every migration already. Drizzle applies the migrations newer than the
 * newest one it recorded, so when that is the journal's newest there is nothing to apply: one query,
 * instead of reading and hashing every migration file and running drizzle's set-up statements on
 * every start. A database without drizzle's table (a new one) is not up to date.
 */
async function upToDate(db: Db, newest: number): Promise<boolean> {
  try {
    const [row] = await queryRows<{ applied: string | number | null }>(
      db,
      sql`select max(created_at) as applied from drizzle.__drizzle_migrations`,
    );
    return Number(row?.applied ?? 0) >= newest;
  } catch {
    return false;
  }
}

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const migrationsFolderPath = migrationsFolder();
  if (await upToDate(handle.db, newestMigration(migrationsFolderPath))) return;
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: migrationsFolderPath });
  } else {
    const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
    await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: migrationsFolderPath });
  }
}
