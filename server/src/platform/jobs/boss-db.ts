import type PgBoss from 'pg-boss';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Db } from '../../db/client';

/**
 * pg-boss's queries run on the app's own database connection: the pool on PostgreSQL, the one
 * embedded connection on PGlite (whose `query` takes one statement, so pg-boss's multi-statement
 * set-up goes through `exec`, which takes no parameters and never needs any).
 */
export function bossDb(db: Db): PgBoss.Db {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  if ('exec' in client && typeof client.exec === 'function') {
    const lite = client as PGlite;
    return {
      async executeSql(text, values) {
        if (!values || values.length === 0) {
          try {
            const results = await lite.exec(text);
            return { rows: results.at(-1)?.rows ?? [] };
          } catch (error) {
            // A failed BEGIN ... COMMIT script would leave the one connection inside an aborted transaction.
            await lite.exec('ROLLBACK').catch(() => undefined);
            throw error;
          }
        }
        const result = await lite.query(text, values);
        return { rows: result.rows };
      },
    };
  }
  const pool = client as pg.Pool;
  return {
    async executeSql(text, values) {
      const result = await pool.query(text, values);
      return { rows: result.rows };
    },
  };
}
