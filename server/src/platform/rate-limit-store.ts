import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

export type Hit = { count: number; ttlMs: number };

/**
 * Counts one hit on `key` in a fixed window of `windowMs` kept in the database, so every server
 * process sharing one PostgreSQL sees the same counts. Returns the count in the current window and
 * the time until it resets.
 */
export async function countHit(db: Db, key: string, windowMs: number): Promise<Hit> {
  const resetAt = new Date(Date.now() + windowMs);
  const rows = await queryRows<{ count: number; reset_at: string | Date }>(db, sql`
    insert into rate_limit_hits (key, count, reset_at) values (${key}, 1, ${resetAt.toISOString()}::timestamptz)
    on conflict (key) do update set
      count = case when rate_limit_hits.reset_at <= now() then 1 else rate_limit_hits.count + 1 end,
      reset_at = case when rate_limit_hits.reset_at <= now() then excluded.reset_at else rate_limit_hits.reset_at end
    returning count, reset_at`);
  const row = rows[0]!;
  return { count: Number(row.count), ttlMs: Math.max(0, new Date(row.reset_at).getTime() - Date.now()) };
}

/** Takes one hit back (an attempt that turned out not to count, e.g. a right password). */
export async function forgetHit(db: Db, key: string): Promise<void> {
  await db.execute(sql`update rate_limit_hits set count = greatest(count - 1, 0) where key = ${key} and reset_at > now()`);
}

/** The same counter as a store for @fastify/rate-limit. */
export function databaseRateLimitStore(db: Db) {
  return class DatabaseRateLimitStore {
    constructor(readonly prefix = 'global') {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      countHit(db, `${this.prefix}:${key}`, timeWindow)
        .then((hit) => callback(null, { current: hit.count, ttl: hit.ttlMs }))
        .catch((error: Error) => callback(error));
    }

    child(routeOptions: { routeInfo?: { method?: string; url?: string } }) {
      const route = routeOptions.routeInfo;
      return new DatabaseRateLimitStore(route ? `${route.method}:${route.url}` : this.prefix);
    }
  };
}
