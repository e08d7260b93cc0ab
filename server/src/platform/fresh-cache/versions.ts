import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

/** A cached answer's content versions: each topic it shows, with its version when it was read. */
export type Versions = Readonly<Record<string, number>>;

/** The topic every answer depends on: bumped instead of the many topics of a bulk change. */
export const ALL_TOPICS = 'all';

/** The channel the database announces new versions on at commit (migration 0010). */
const CHANNEL = 'content_versions';

/** The current versions of `topics` in `db`'s snapshot (0 for a topic never changed). */
export async function readVersions(db: Db, topics: readonly string[]): Promise<Versions> {
  const wanted = [...new Set([...topics, ALL_TOPICS])];
  const rows = await queryRows<{ topic: string; version: string | number }>(
    db,
    sql`select topic, version from content_versions where topic = any(${sql.param(wanted)}::text[])`,
  );
  const versions: Record<string, number> = Object.fromEntries(wanted.map((topic) => [topic, 0]));
  for (const row of rows) versions[row.topic] = Number(row.version);
  return versions;
}

/** Whether `a` shows some topic at a later version than `b` does. */
export function newerVersions(a: Versions, b: Versions): boolean {
  return Object.keys(a).some((topic) => a[topic]! > (b[topic] ?? 0));
}

export function sameVersions(a: Versions, b: Versions): boolean {
  for (const topic of Object.keys(a)) if (a[topic] !== b[topic]) return false;
  return true;
}

/**
 * Both answers' versions together (a page shows several answers). Where two answers show one topic at
 * different versions (one came from the cache, one was made after a write), the page is as old as the
 * older: it keeps the lower version, so the next request sees it is out of date.
 */
export function mergeVersions(into: Record<string, number>, versions: Versions): void {
  for (const [topic, version] of Object.entries(versions)) into[topic] = Math.min(into[topic] ?? version, version);
}

/** As an HTTP header value (and the database's announcements): `blog=3,coach:1f…=2`. */
export function formatVersions(versions: Versions): string {
  return Object.entries(versions)
    .map(([topic, version]) => `${topic}=${version}`)
    .join(',');
}

export function parseVersions(text: string | undefined): Versions | null {
  if (text === undefined) return null;
  const versions: Record<string, number> = {};
  for (const part of text.split(',')) {
    const at = part.lastIndexOf('=');
    if (at <= 0) continue;
    const version = Number(part.slice(at + 1));
    if (!Number.isSafeInteger(version)) return null;
    versions[part.slice(0, at)] = version;
  }
  return versions;
}

/** Where the read caches learn the current versions. */
export interface VersionReader {
  /** The versions of `topics` (and `all`) as of a moment after this call. */
  read(topics: readonly string[]): Promise<Versions>;
}

const pick = (all: Versions, topics: readonly string[]): Versions =>
  Object.fromEntries([...topics, ALL_TOPICS].map((topic) => [topic, all[topic] ?? 0]));

/**
 * PostgreSQL, shared by several server processes: reads current versions for many requests with
 * one query. A request waits for the next read that starts after it asked, so it sees every write
 * committed before it arrived (a client that saw its write answered, by this process or another,
 * gets an answer that shows it), while the requests that arrive during one read share the next.
 */
type Batch = { topics: Set<string>; result: Promise<Versions>; start: () => void };

export class BatchedVersionReader implements VersionReader {
  private next: Batch | null = null;
  /** One read at a time: the requests that come meanwhile wait together for the next one. */
  private reading = false;

  constructor(private readonly db: Db) {}

  read(topics: readonly string[]): Promise<Versions> {
    const batch = (this.next ??= this.newBatch());
    for (const topic of topics) batch.topics.add(topic);
    batch.topics.add(ALL_TOPICS);
    if (!this.reading) {
      this.reading = true;
      setImmediate(batch.start);
    }
    // Only the asked topics: an answer must not depend on what other requests asked for.
    return batch.result.then((all) => pick(all, topics));
  }

  private newBatch(): Batch {
    let start!: () => void;
    const started = new Promise<void>((resolve) => (start = resolve));
    const batch: Batch = {
      topics: new Set<string>(),
      start,
      result: started.then(async () => {
        // From here on, later askers join the next batch, which starts when this read is done.
        if (this.next === batch) this.next = null;
        try {
          return await readVersions(this.db, [...batch.topics]);
        } finally {
          const waiting = this.next;
          if (waiting) setImmediate(waiting.start);
          else this.reading = false;
        }
      }),
    };
    return batch;
  }
}

/**
 * The embedded database, which only this process uses: the versions are kept in memory, loaded
 * once and moved by the database's announcement at each commit. PGlite hands announcements to
 * listeners before the committing query returns, so a write's answer is sent after its versions
 * moved here. No query per request.
 */
export class LocalVersionReader implements VersionReader {
  private readonly versions = new Map<string, number>();
  private readonly loaded: Promise<void>;
  private ready = false;

  constructor(client: PGlite) {
    this.loaded = (async () => {
      await client.listen(CHANNEL, (payload) => this.apply(parseVersions(payload) ?? {}));
      const { rows } = await client.query<{ topic: string; version: string | number }>('select topic, version from content_versions');
      this.apply(Object.fromEntries(rows.map((row) => [row.topic, Number(row.version)])));
      this.ready = true;
    })();
  }

  private apply(versions: Versions): void {
    for (const [topic, version] of Object.entries(versions)) {
      if (version > (this.versions.get(topic) ?? 0)) this.versions.set(topic, version);
    }
  }

  private current(topics: readonly string[]): Versions {
    return Object.fromEntries([...topics, ALL_TOPICS].map((topic) => [topic, this.versions.get(topic) ?? 0]));
  }

  read(topics: readonly string[]): Promise<Versions> {
    if (!this.ready) return this.loaded.then(() => this.current(topics));
    return Promise.resolve(this.current(topics));
  }
}

/** The reader that fits the database: in memory on the embedded one, batched queries on PostgreSQL. */
export function versionReaderFor(db: Db): VersionReader {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof PGlite ? new LocalVersionReader(client) : new BatchedVersionReader(db);
}
