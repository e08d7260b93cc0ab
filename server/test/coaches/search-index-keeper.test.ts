import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db, DatabaseHandle } from '../../src/db/client';
import { readVersions } from '../../src/platform/fresh-cache';
import { SearchIndexKeeper } from '../../src/features/coaches/search-index-keeper';
import { COACH_LISTS } from '../../src/features/coaches/topics';
import { WordLookups, type Lookup } from '../../src/features/coaches/word-lookups';
import { openTestDatabase } from '../support/database';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

const everyone = { words: { text: [], city: [] }, filters: { fullText: null, city: null } };
const searchWith = (keeper: SearchIndexKeeper, versions: Record<string, number>) => keeper.search(versions, everyone.words, everyone.filters, 1, 10);

describe('the search index keeper', () => {
  it('does not try a failed rebuild again on every search (a lasting cause would keep one running)', async () => {
    const down = { transaction: () => Promise.reject(new Error('database away')) } as unknown as Db;
    const onError = vi.fn();
    const keeper = new SearchIndexKeeper(down, { onError });
    expect(searchWith(keeper, { coaches: 1 })).toBeNull();
    await keeper.settled();
    expect(searchWith(keeper, { coaches: 2 })).toBeNull();
    await keeper.settled();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(keeper.counts).toEqual({ index: 0, sql: 2 });
  });

  it('keeps no index once closed, even one whose rebuild was running', async () => {
    const keeper = new SearchIndexKeeper(handle.db, { onError: (error) => { throw error; } });
    keeper.prepare();
    await keeper.close();
    expect(searchWith(keeper, await readVersions(handle.db, [COACH_LISTS]))).toBeNull();
  });
});

describe('the kept word lookups', () => {
  it('hold a bounded number of characters: a word standing for long lexemes pushes the others out', () => {
    const lookups = new WordLookups();
    const at = lookups.at({ coaches: 1 });
    const long = (word: string): Lookup => ({ word, city: false, stems: [word], expansions: Array.from({ length: 17 }, (_, i) => `${word}${'x'.repeat(2_000)}${i}`), corrections: null });
    at.keep(long('first'));
    expect(at.get('first', false)).toBeDefined();
    for (let i = 0; i < 60; i++) at.keep(long(`word${i}`));
    expect(at.get('first', false)).toBeUndefined();
    expect(at.get('word59', false)).toBeDefined();
  });
});
