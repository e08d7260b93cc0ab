import diagnostics from 'node:diagnostics_channel';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * A read cache for the public coach lists (search, chip counts, featured, top-rated), so popular
 * searches cost no database work. Needed on the embedded database: PGlite runs queries one at a
 * time on the Node thread, and a search that ranks thousands of coaches takes tens of milliseconds
 * there, so 50 concurrent searchers would queue behind each other.
 *
 * Correctness: an answer is reused only while the database has not changed since it was computed.
 * "Changed" is read from PostgreSQL's WAL insert position (`pg_current_wal_insert_lsn()`, which
 * moves on every committed write, whoever makes it), combined with a counter bumped after every
 * mutating API request of this process. The position is read before the query that fills an
 * entry, so an entry never holds data older than its version.
 *
 * `maxLagMs` bounds how long the position may be reused without asking the database again:
 * 0 (tests) asks on every read; otherwise writes made by this process are seen at once (the
 * counter) and writes by other processes sharing a PostgreSQL database within `maxLagMs`.
 * Entries also expire after `maxAgeMs` (answers that depend on the clock, like upcoming
 * availability in featured coaches, stay fresh enough).
 */
export type CoachCacheOptions = { maxLagMs: number; maxAgeMs: number; maxEntries: number; now?: () => number };

type Entry = { version: string; at: number; value: string };

const handlerChannel = diagnostics.tracingChannel('fastify.request.handler');
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export class CoachReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<string>>();
  private generation = 0;
  private lsn: { value: string; at: number } | null = null;
  private lsnRead: Promise<string> | null = null;
  private readonly now: () => number;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: Db,
    private readonly options: CoachCacheOptions,
  ) {
    this.now = options.now ?? (() => performance.now());
    // Any mutating request handled by Fastify in this process invalidates at once, after its handler
    // finished (its transaction committed). Observed through Fastify's own diagnostics channel.
    const onDone = (message: unknown) => {
      const method = (message as { request?: { method?: string } }).request?.method;
      if (method && !READ_METHODS.has(method)) this.invalidate();
    };
    const subscribers = { asyncEnd: onDone, error: onDone, end: onDone };
    handlerChannel.subscribe(subscribers as never);
    this.unsubscribe = () => handlerChannel.unsubscribe(subscribers as never);
  }

  /** Forget everything (also called after this process's own writes). */
  invalidate(): void {
    this.generation += 1;
    this.lsn = null;
    this.entries.clear();
    this.pending.clear();
  }

  close(): void {
    this.unsubscribe();
    this.invalidate();
  }

  private async currentLsn(): Promise<string> {
    const t = this.now();
    if (this.lsn && this.options.maxLagMs > 0 && t - this.lsn.at < this.options.maxLagMs) return this.lsn.value;
    // Concurrent readers share one round trip.
    this.lsnRead ??= (async () => {
      try {
        const result = (await this.db.execute(sql`select pg_current_wal_insert_lsn()::text as lsn`)) as unknown as {
          rows: { lsn: string }[];
        };
        const value = result.rows[0]?.lsn ?? '';
        this.lsn = { value, at: t };
        return value;
      } finally {
        this.lsnRead = null;
      }
    })();
    return this.lsnRead;
  }

  /**
   * The JSON text of `compute()` for `key`, reused while the database is unchanged. Concurrent
   * misses of one key run `compute` once.
   */
  async json(key: string, compute: () => Promise<unknown>): Promise<string> {
    const generation = this.generation;
    const version = `${generation}:${await this.currentLsn()}`;
    const hit = this.entries.get(key);
    if (hit && hit.version === version && this.now() - hit.at < this.options.maxAgeMs) {
      // Refresh recency for the LRU order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    const flightKey = `${version}\u0000${key}`;
    const inFlight = this.pending.get(flightKey);
    if (inFlight) return inFlight;
    const started = this.now();
    const promise = (async () => {
      try {
        const value = JSON.stringify(await compute());
        // Keep it only if nothing was invalidated meanwhile.
        if (this.generation === generation) {
          this.entries.delete(key);
          this.entries.set(key, { version, at: started, value });
          while (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
        }
        return value;
      } finally {
        this.pending.delete(flightKey);
      }
    })();
    this.pending.set(flightKey, promise);
    return promise;
  }
}

/** A stable key: the route and its parsed query with sorted keys (and sorted repeatable values). */
export function cacheKey(route: string, query: Record<string, unknown>): string {
  const parts = Object.keys(query)
    .filter((k) => query[k] !== undefined)
    .sort()
    .map((k) => {
      const v = query[k];
      return `${k}=${JSON.stringify(Array.isArray(v) ? [...v].sort() : v)}`;
    });
  return `${route}?${parts.join('&')}`;
}
