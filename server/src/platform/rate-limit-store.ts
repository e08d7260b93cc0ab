import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A fixed-window counter store for @fastify/rate-limit kept in the database, so every server
 * process sharing one PostgreSQL sees the same counts (issue: two servers behind a load balancer).
 */
export function databaseRateLimitStore(db: Db) {
  return class DatabaseRateLimitStore {
    constructor(readonly prefix = 'global') {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const fullKey = `${this.prefix}:${key}`;
      const resetAt = new Date(Date.now() + timeWindow);
      queryRows<{ count: number; reset_at: string | Date }>(db, sql`
        insert into rate_limit_hits (key, count, reset_at) values (${fullKey}, 1, ${resetAt.toISOString()}::timestamptz)
        on conflict (key) do update set
          count = case when rate_limit_hits.reset_at <= now() then 1 else rate_limit_hits.count + 1 end,
          reset_at = case when rate_limit_hits.reset_at <= now() then excluded.reset_at else rate_limit_hits.reset_at end
        returning count, reset_at`)
        .then((rows) => {
          const row = rows[0]!;
          const ttl = Math.max(0, new Date(row.reset_at).getTime() - Date.now());
          callback(null, { current: Number(row.count), ttl });
        })
        .catch((error: Error) => callback(error));
    }

    child(routeOptions: { routeInfo?: { method?: string; url?: string } }) {
      const route = routeOptions.routeInfo;
      return new DatabaseRateLimitStore(route ? `${route.method}:${route.url}` : this.prefix);
    }
  };
}
