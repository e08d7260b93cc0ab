import type PgBoss from 'pg-boss';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Db } from '../../db/client';

/** pg-boss's connection, and a way to end its use before the database closes. */
export type BossDb = PgBoss.Db & { close(): Promise<void> };

/**
 * pg-boss's queries run on the app's own database connection: the pool on PostgreSQL, the one
 * embedded connection on PGlite (whose `query` takes one statement, so pg-boss's multi-statement
 * set-up goes through `exec`, which takes no parameters and never needs any).
 *
 * pg-boss's `stop` can return with queries still to come: a worker whose fetch was under way takes
 * its job after `stop` returned, and marks a job complete or failed without waiting for that query
 * (manager.js `watch`). `close` waits until no query is under way, a turn of the event loop after
 * the last one (those late queries start from a finished one's continuation), and from then on
 * leaves any query unanswered instead of running it on a database that is closing: else
 * "Cannot use a pool after calling end on the pool", unhandled.
 */
export function bossDb(db: Db): BossDb {
  const connection = connectionOf(db);
  const underWay = new Set<Promise<unknown>>();
  let closed = false;
  return {
    executeSql(text, values) {
      // pg-boss reads the answers it gets without checking them (an empty one would throw in the
      // un-awaited 'complete'), so a late query is left unanswered: its caller never goes on.
      if (closed) return new Promise(() => undefined);
      const query = connection.executeSql(text, values);
      underWay.add(query);
      void query.finally(() => underWay.delete(query)).catch(() => undefined);
      return query;
    },
    async close() {
      do {
        await Promise.allSettled([...underWay]);
        await new Promise((resolve) => setImmediate(resolve));
      } while (underWay.size > 0);
      closed = true;
    },
  };
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
