import type { Db } from '../../db/client';
import { readVersions, type Versions } from './versions';

/**
 * `load()`'s answer with the versions of the topics it shows, read in one snapshot (a read-only
 * repeatable-read transaction): a write committed after the snapshot moves a version, so the
 * cached answer is made again; one committed before it is in the answer.
 */
export function inSnapshot<T>(db: Db, load: (db: Db) => Promise<T>, topics: (value: T) => readonly string[]): Promise<{ value: T; versions: Versions }> {
  return db.transaction(
    async (tx) => {
      const value = await load(tx as unknown as Db);
      return { value, versions: await readVersions(tx as unknown as Db, topics(value)) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
