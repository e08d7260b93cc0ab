import { newerVersions, sameVersions, type Versions } from '../../platform/fresh-cache';

/** What one word of a search stands for in the vocabulary (search-terms.ts `lookUp`). */
export type Lookup = { word: string; city: boolean; stems: string[]; expansions: string[] | null; corrections: string[] | null };

/** Words kept at most, and their characters together: anyone can type new ones, and a prefix can stand for long lexemes. */
const MAX_WORDS = 20_000;
const MAX_CHARACTERS = 2_000_000;

/**
 * The words searches looked up, kept while the `coaches` topic's versions stay the same
 * (docs/decisions/028). A word's lookup depends only on the word and the vocabulary
 * (`coach_search_terms`, `coach_search_lexemes`), which grows only in transactions that change a
 * coach's searchable columns, and those bump the `coaches` topic (migration 0025). A lookup made
 * after the versions were read may show a newer vocabulary than they say, as the SQL path's does;
 * once the versions move, every word is looked up again.
 */
export class WordLookups {
  private versions: Versions | null = null;
  private readonly words = new Map<string, Lookup>();
  private characters = 0;

  /** The lookups made at `versions` (from a request's versions read after it arrived); emptied when those moved on. */
  at(versions: Versions): WordLookupsAt {
    if (!this.versions || !sameVersions(this.versions, versions)) {
      if (this.versions && !newerVersions(versions, this.versions)) return NONE; // an older request: nothing to share
      this.versions = versions;
      this.clear();
    }
    const current = this.versions;
    return {
      get: (word, city) => (this.versions === current ? this.words.get(key(word, city)) : undefined),
      keep: (lookup) => {
        if (this.versions !== current) return;
        const size = sizeOf(lookup);
        if (this.words.size >= MAX_WORDS || this.characters + size > MAX_CHARACTERS) this.clear();
        if (this.words.has(key(lookup.word, lookup.city))) return;
        this.words.set(key(lookup.word, lookup.city), lookup);
        this.characters += size;
      },
    };
  }

  private clear(): void {
    this.words.clear();
    this.characters = 0;
  }
}

/** Characters a kept lookup holds (its strings; the rest is small and alike for every word). */
const sizeOf = (lookup: Lookup) =>
  lookup.word.length + [lookup.stems, lookup.expansions ?? [], lookup.corrections ?? []].reduce((sum, list) => sum + list.reduce((n, s) => n + s.length, 0), 0);

export type WordLookupsAt = { get: (word: string, city: boolean) => Lookup | undefined; keep: (lookup: Lookup) => void };

const NONE: WordLookupsAt = { get: () => undefined, keep: () => {} };
const key = (word: string, city: boolean) => (city ? `~${word}` : word);
