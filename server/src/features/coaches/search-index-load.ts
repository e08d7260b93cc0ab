import { count, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { readVersions, type Versions } from '../../platform/fresh-cache';
import { defaultOrder, listedCoach, summaryColumns } from './repository';
import { CoachSearchIndex, type IndexedCoach } from './search-index';
import { COACH_LISTS } from './topics';

/** Rows read at a time: a few megabytes per round trip however many coaches there are. */
const CHUNK = 5_000;

/** What a load read: the index, or null when more coaches are listed than it may hold; and the versions either shows. */
export type LoadedIndex = { versions: Versions; index: CoachSearchIndex | null };

/**
 * Reads the listed coaches into an index, in one read-only snapshot that also gives the `coaches`
 * topic's version they show (read first, in the same snapshot: exactly the data's version). The
 * default order, the lexemes and the lower-cased cities are PostgreSQL's own, so the index ranks
 * and matches with PostgreSQL's collation, float arithmetic and text search.
 */
export function loadSearchIndex(db: Db, maxCoaches: number): Promise<LoadedIndex> {
  return db.transaction(
    async (txHandle) => {
      const tx = txHandle as unknown as Db;
      const versions = await readVersions(tx, [COACH_LISTS]);
      const [listed] = await tx.select({ n: count() }).from(users).where(listedCoach);
      if ((listed?.n ?? 0) > maxCoaches) return { versions, index: null };
      const coaches: IndexedCoach[] = [];
      for (let offset = 0; ; offset += CHUNK) {
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
          .limit(CHUNK)
          .offset(offset);
        for (const { lowerLocation, lexemes, headline, ...row } of rows) coaches.push({ row, lowerLocation, lexemes: lexemes ?? [], headline: headline ?? [] });
        if (rows.length < CHUNK) break;
      }
      return { versions, index: new CoachSearchIndex(versions, coaches) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
