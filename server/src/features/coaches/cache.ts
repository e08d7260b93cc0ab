import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { writesSoFar } from '../../platform/write-tracker';

/**
 * A read cache for the public coach lists (search, chip counts, featured, top-rated), so popular
 * searches cost no database work. Needed on the embedded database: PGlite runs queries one at a
 * time on the Node thread, and a search that ranks thousands of coaches takes tens of milliseconds
 * there, so 50 concurrent searchers would queue behind each other.
 *
 * Correctness: an answer is reused only while the database has not changed since it was computed.
 * "Changed" is read from PostgreSQL's WAL insert position (`pg_current_wal_insert_lsn()`, which
 * moves on every committed write, whoever makes it), combined with the count of mutating API
 * requests this process has answered (`platform/write-tracker.ts`). The position is read before
 * the query that fills an entry, so an entry never holds data older than its version.
 *
 * `maxLagMs` bounds how long the position may be reused without asking the database again:
 * 0 (tests) asks on every read; otherwise writes made by this process are seen at once (the
 * counter) and writes by other processes sharing a PostgreSQL database within `maxLagMs`.
 * Entries also expire after `maxAgeMs` (answers that depend on the clock, like upcoming
 * availability in featured coaches, stay fresh enough).
 */
export type CoachCacheOptions = { maxLagMs: number; maxAgeMs: number; maxEntries: number; now?: () => number };

/** One cached answer: its JSON text and, once a client asked for it, the same text gzipped. */
export class CachedAnswer {
  private compressed: Buffer | undefined;
  /** Size of the JSON text in bytes (UTF-8). */
  readonly bytes: number;

  constructor(readonly json: string) {
    this.bytes = Buffer.byteLength(json);
  }

  /** The JSON text gzipped, compressed once per cached answer instead of once per request. */
  get gzip(): Buffer {
    return (this.compressed ??= gzipSync(this.json));
  }
}

type Entry = { generation: number; lsn: string; at: number; value: CachedAnswer };

export class CoachReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<CachedAnswer>>();
  private generation = 0;
  private lsn: { value: string; at: number } | null = null;
  private lsnRead: Promise<string> | null = null;
  private readonly now: () => number;
  /** writesSoFar() when this cache last looked: any change means this process wrote since. */
  private writesSeen = writesSoFar();

  constructor(
    private readonly db: Db,
    private readonly options: CoachCacheOptions,
  ) {
    this.now = options.now ?? (() => performance.now());
  }

  /** Forget everything (also called after this process's own writes). */
  invalidate(): void {
    this.generation += 1;
    this.lsn = null;
    this.entries.clear();
    this.pending.clear();
  }

  close(): void {
    this.invalidate();
  }

  /** Forgets everything when this process answered a mutating request since the last look. */
  private noticeWrites(): void {
    const writes = writesSoFar();
    if (writes !== this.writesSeen) {
      this.writesSeen = writes;
      this.invalidate();
    }
  }

  /** The WAL position read less than `maxLagMs` before `t`, which may stand for the current one. */
  private recentLsn(t: number): string | undefined {
    const lsn = this.lsn;
    return lsn && this.options.maxLagMs > 0 && t - lsn.at < this.options.maxLagMs ? lsn.value : undefined;
  }

  private async currentLsn(): Promise<string> {
    const t = this.now();
    const recent = this.recentLsn(t);
    if (recent !== undefined) return recent;
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

  /** The entry for `key` if it was computed at this generation and WAL position and is young enough. */
  private validHit(key: string, lsn: string, t: number): CachedAnswer | undefined {
    const hit = this.entries.get(key);
    if (!hit || hit.generation !== this.generation || hit.lsn !== lsn || t - hit.at >= this.options.maxAgeMs) return undefined;
    // Refresh recency for the LRU order.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.value;
  }

  /**
   * The cached answer for `key` when it is known to be current without asking the database (the
   * WAL position was read less than `maxLagMs` ago), else undefined: then call `answer`. Lets the
   * common case answer without waiting for anything.
   */
  peek(key: string): CachedAnswer | undefined {
    this.noticeWrites();
    const t = this.now();
    const lsn = this.recentLsn(t);
    return lsn === undefined ? undefined : this.validHit(key, lsn, t);
  }

  /** The JSON text of `compute()` for `key` (see `answer`). */
  async json(key: string, compute: () => Promise<unknown>): Promise<string> {
    return (await this.answer(key, compute)).json;
  }

  /**
   * `compute()` for `key` as a cached answer, reused while the database is unchanged. Concurrent
   * misses of one key run `compute` once.
   */
  async answer(key: string, compute: () => Promise<unknown>): Promise<CachedAnswer> {
    this.noticeWrites();
    const generation = this.generation;
    const lsn = await this.currentLsn();
    const hit = this.validHit(key, lsn, this.now());
    if (hit !== undefined) return hit;
    const flightKey = `${generation}:${lsn}\u0000${key}`;
    const inFlight = this.pending.get(flightKey);
    if (inFlight) return inFlight;
    const started = this.now();
    const promise = (async () => {
      try {
        const value = new CachedAnswer(JSON.stringify(await compute()));
        // Keep it only if nothing was invalidated meanwhile.
        if (this.generation === generation) {
          this.entries.delete(key);
          this.entries.set(key, { generation, lsn, at: started, value });
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
