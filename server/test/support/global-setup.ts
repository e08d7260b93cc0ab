import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { templateDatabaseName } from './template-name';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates one database per test run; each test file then starts from a copy of it:
 * a loaded PGlite data dump, or a PostgreSQL database created from a template.
 */
export default async function setup(project: TestProject) {
  if ((project.config.env?.TEST_DB ?? process.env.TEST_DB) === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    const templateDatabase = templateDatabaseName(process.pid);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${templateDatabase} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${templateDatabase}`);
    await admin.end();
    const template = await openPostgres(withDatabase(url, templateDatabase), 1);
    await runMigrations(template);
    await template.close();
    project.provide('pgliteTemplate', '');
    project.provide('postgresTemplate', templateDatabase);
    return async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${templateDatabase} WITH (FORCE)`);
      await cleanup.end();
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ssb-template-'));
  const handle = await openPglite(null);
  await runMigrations(handle);
  const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
