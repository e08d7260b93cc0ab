import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

/** A cached answer's content versions: each topic it shows, with its version when it was read. */
export type Versions = Readonly<Record<string, number>>;

/** The topic every answer depends on: bumped instead of the many topics of a bulk change. */
export const ALL_TOPICS = 'all';

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

export function sameVersions(a: Versions, b: Versions): boolean {
  for (const topic of Object.keys(a)) if (a[topic] !== b[topic]) return false;
  return true;
}

/** Both answers' versions together (a page shows several answers). */
export function mergeVersions(into: Record<string, number>, versions: Versions): void {
  for (const [topic, version] of Object.entries(versions)) into[topic] = version;
}

/** As an HTTP header value: `blog=3,coach:1f…=2`. */
export function formatVersions(versions: Versions): string {
  return Object.entries(versions)
    .map(([topic, version]) => `${topic}=${version}`)
    .join(',');
}

export function parseVersions(header: string | undefined): Versions | null {
  if (header === undefined) return null;
  const versions: Record<string, number> = {};
  for (const part of header.split(',')) {
    const at = part.lastIndexOf('=');
    if (at <= 0) continue;
    const version = Number(part.slice(at + 1));
    if (!Number.isSafeInteger(version)) return null;
    versions[part.slice(0, at)] = version;
  }
  return versions;
}

/**
 * Reads current versions for many requests with one query: a request waits for the next read
 * that starts after it asked, so it sees every write committed before it arrived (a client that
 * saw its write answered, on this process or another one, gets an answer that shows it), while
 * the requests that arrive during one read share the next one.
 */
export class VersionReader {
  private next: { topics: Set<string>; result: Promise<Versions> } | null = null;

  constructor(private readonly db: Db) {}

  read(topics: Iterable<string>): Promise<Versions> {
    if (!this.next) {
      const batch = { topics: new Set<string>(), result: null as unknown as Promise<Versions> };
      batch.result = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        // From here on, later askers start the next batch.
        if (this.next === batch) this.next = null;
        return readVersions(this.db, [...batch.topics]);
      });
      this.next = batch;
    }
    for (const topic of topics) this.next.topics.add(topic);
    return this.next.result;
  }
}
