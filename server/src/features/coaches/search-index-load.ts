import { count, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { readVersions, type Versions } from '../../platform/fresh-cache';
import { defaultOrder, listedCoach, summaryColumns } from './repository';
import type { CoachSearchIndex } from './search-index';
import { SearchIndexBuilder } from './search-index-builder';
import { COACH_LISTS } from './topics';

/** Rows read at a time (a few megabytes), indexed a slice at a time: a few milliseconds each, other requests go in between. */
const CHUNK = 5_000;
const SLICE = 500;

/** What a load read: the index, or null when more coaches are listed than it may hold; and the versions either shows. */
export type LoadedIndex = { versions: Versions; index: CoachSearchIndex | null };

/**
 * Reads the listed coaches into an index, in one read-only snapshot that also gives the `coaches`
 * topic's version they show (read first, in the same snapshot: exactly the data's version). The
 * default order, the lexemes and the lower-cased cities are PostgreSQL's own, so the index ranks
 * and matches with PostgreSQL's collation, float arithmetic and text search.
 */
export async function loadSearchIndex(db: Db, maxCoaches: number, chunk = CHUNK): Promise<LoadedIndex> {
  // Read in the snapshot, indexed after it: the embedded database runs one transaction at a time,
  // so every other query would wait for the indexing too.
  const read = await db.transaction(
    async (txHandle) => {
      const tx = txHandle as unknown as Db;
      const versions = await readVersions(tx, [COACH_LISTS]);
      // Counted no further than one past the limit: at 1,000,000 coaches every version change
      // would otherwise count them all.
      const [listed] = await tx.select({ n: count() }).from(tx.select({ one: sql`1` }).from(users).where(listedCoach).limit(maxCoaches + 1).as('listed'));
      if ((listed?.n ?? 0) > maxCoaches) return { versions, chunks: null };
      const chunks = [];
      for (let offset = 0; ; offset += chunk) {
        const rows = await tx
          .select({
            ...summaryColumns,
            lowerLocation: sql<string | null>`lower(${users.location})`,
            lexemes: sql<string[] | null>`tsvector_to_array(${users.searchVector})`,
            headline: sql<string[] | null>`tsvector_to_array(ts_filter(${users.searchVector}, '{a}'))`,
          })
          .from(users)
          .where(listedCoach)
          .orderBy(...defaultOrder)
          .limit(chunk)
          .offset(offset);
        chunks.push(rows);
        if (rows.length < chunk) break;
      }
      return { versions, chunks };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const { versions, chunks } = read;
  if (!chunks) return { versions, index: null };
  const builder = new SearchIndexBuilder();
  for (const rows of chunks) {
    for (let start = 0; start < rows.length; start += SLICE) {
      builder.add(rows.slice(start, start + SLICE).map(({ lowerLocation, lexemes, headline, ...row }) => ({ row, lowerLocation, lexemes: lexemes ?? [], headline: headline ?? [] })));
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return { versions, index: builder.build(versions) };
}
