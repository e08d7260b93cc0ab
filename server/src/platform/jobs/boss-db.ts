import type PgBoss from 'pg-boss';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Db } from '../../db/client';

/** pg-boss's connection, and a way to wait for the queries it has under way. */
export type BossDb = PgBoss.Db & { settled(): Promise<void> };

/**
 * pg-boss's queries run on the app's own database connection: the pool on PostgreSQL, the one
 * embedded connection on PGlite (whose `query` takes one statement, so pg-boss's multi-statement
 * set-up goes through `exec`, which takes no parameters and never needs any).
 *
 * pg-boss marks a finished job complete without waiting for it (manager.js `watch`), so its `stop`
 * can return with that query still under way: `settled` lets the app wait for it before the
 * database closes (else: "Cannot use a pool after calling end on the pool").
 */
export function bossDb(db: Db): BossDb {
  const underWay = new Set<Promise<unknown>>();
  const tracked = (connection: PgBoss.Db): BossDb => ({
    executeSql(text, values) {
      const query = connection.executeSql(text, values);
      underWay.add(query);
      void query.finally(() => underWay.delete(query)).catch(() => undefined);
      return query;
    },
    async settled() {
      await Promise.allSettled([...underWay]);
    },
  });
  return tracked(connectionOf(db));
}

function connectionOf(db: Db): PgBoss.Db {
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
