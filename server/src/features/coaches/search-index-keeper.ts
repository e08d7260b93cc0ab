import type { Db } from '../../db/client';
import { newerVersions, sameVersions, type Versions } from '../../platform/fresh-cache';
import type { CoachFilterInput } from './repository';
import type { SearchPage } from './search-index';
import { loadSearchIndex, type LoadedIndex } from './search-index-load';
import type { SearchWords } from './search-terms';
import { WordLookups } from './word-lookups';

/**
 * Listed coaches an index holds at most: 75,000 keep about 70 MB of heap (docs/decisions/028); above the
 * limit every search is SQL's, as before the index.
 */
export const SEARCH_INDEX_MAX_COACHES = 100_000;

/** A failed rebuild (a timeout, the database away) is not tried again on every search: a lasting cause would keep one running. */
const RETRY_AFTER_FAILURE_MS = 30_000;

export type SearchIndexOptions = { maxCoaches?: number; onError: (error: unknown) => void };

/**
 * Keeps one server's search index fresh (docs/decisions/018, 028): a search is answered from the
 * index only when the index shows exactly the `coaches` versions read after the request arrived;
 * otherwise SQL answers it and one rebuild starts in the background (never two at once). So a
 * write shows on the next search, on every server, whether or not this one has rebuilt yet.
 */
export class SearchIndexKeeper {
  private loaded: LoadedIndex | null = null;
  private building: Promise<void> | null = null;
  /** When the last rebuild failed: none is tried again for a while (SQL answers meanwhile). */
  private failedAt = -Infinity;
  private closed = false;
  /** The searches' looked-up words, while the `coaches` versions stay the same. */
  readonly lookups = new WordLookups();
  /** Searches answered by the index, and searches left to SQL while it was not current. */
  readonly counts = { index: 0, sql: 0 };

  constructor(
    private readonly db: Db,
    private readonly options: SearchIndexOptions,
  ) {}

  /** The index's answer when it shows exactly `versions`; else null (SQL answers), and the index is rebuilt. */
  search(versions: Versions, words: SearchWords, filters: CoachFilterInput, page: number, pageSize: number): SearchPage | null {
    const loaded = this.loaded;
    const current = loaded !== null && sameVersions(loaded.versions, versions);
    // A request that read its versions before the last rebuild needs no newer index.
    if (!current && (loaded === null || newerVersions(versions, loaded.versions))) this.rebuild();
    const answer = current ? (loaded.index?.search(words, filters, page, pageSize) ?? null) : null;
    if (answer) this.counts.index++;
    else this.counts.sql++;
    return answer;
  }

  /** Builds the index in the background (at start, so that the first searches find it). */
  prepare(): void {
    if (!this.loaded) this.rebuild();
  }

  private rebuild(): void {
    if (this.building || this.closed || Date.now() - this.failedAt < RETRY_AFTER_FAILURE_MS) return;
    this.building = loadSearchIndex(this.db, this.options.maxCoaches ?? SEARCH_INDEX_MAX_COACHES)
      .then(
        (loaded) => {
          if (!this.closed) this.loaded = loaded;
        },
        (error: unknown) => {
          this.failedAt = Date.now();
          this.options.onError(error);
        },
      )
      .finally(() => {
        this.building = null;
      });
  }

  /** Resolves once no rebuild runs. */
  async settled(): Promise<void> {
    while (this.building) await this.building;
  }

  /** No new rebuilds; waits for the one running (the database closes after). */
  async close(): Promise<void> {
    this.closed = true;
    this.loaded = null;
    await this.settled();
  }
}
