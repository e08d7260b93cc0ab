import { COACH_SEARCH_RESULT_CAP } from '@ssb/domain';
import type { Versions } from '../../platform/fresh-cache';
import { BitSet } from './bit-set';
import { ratingFloor } from './rating-floor';
import type { CoachFilterInput, SummaryRow } from './repository';
import type { SearchWords, WordMatch } from './search-terms';

/**
 * The listed coaches in memory, to answer a search without asking PostgreSQL to rank
 * (docs/decisions/028-search-in-process.md). It answers exactly what `searchCoaches` in
 * repository.ts answers: the same matching (the words' lexemes as search-terms.ts looks them up),
 * the same candidates (the first COACH_SEARCH_RESULT_CAP + 1 matches in the default order, which
 * PostgreSQL computed), the same relevance tiers and paging. What it cannot answer exactly it
 * leaves to SQL (`search` returns null).
 */

export type SearchPage = { rows: SummaryRow[]; total: number; capped: boolean };

/** lexeme -> positions (in the default order) of the coaches whose vector holds it, ascending */
export type Postings = Map<string, Int32Array>;

/** What the index holds, position by position in the default order (search-index-builder.ts makes it). */
export type IndexData = {
  rows: SummaryRow[];
  /** `lower(location)`, lower-cased by PostgreSQL (the `ilike` of several city words) */
  lowerLocations: (string | null)[];
  /** `rating` as PostgreSQL compares it: a 4-byte float (the column is `real`) */
  ratings: Float32Array;
  /** every lexeme of the coaches' vectors */
  postings: Postings;
  /** the lexemes with a position of weight A (names, title, specializations) */
  headline: Postings;
  /** every lexeme, sorted: the lexemes a prefix begins are one range */
  lexemes: string[];
};

const NONE: SearchPage = { rows: [], total: 0, capped: false };
/** Any character but printable ASCII. */
const NOT_PLAIN_ASCII = /[^ -~]/;

export class CoachSearchIndex {
  constructor(
    /** the `coaches` topic's versions the coaches were read at */
    readonly versions: Versions,
    private readonly data: IndexData,
  ) {}

  get size(): number {
    return this.data.rows.length;
  }

  /**
   * One page of matches, best first, with the number of matches up to the cap: what
   * `repository.searchCoaches(filters, page, pageSize)` answers for the same coaches. Null when it
   * cannot be sure to answer the same (see `answerable`).
   */
  search(words: SearchWords, filters: CoachFilterInput, page: number, pageSize: number): SearchPage | null {
    if (filters.impossible) return NONE;
    if (!answerable(words, filters)) return null;
    const matching = this.matching(words, filters);
    if (matching === 'none') return NONE;
    const candidates = this.candidates(matching, filters);
    const ranked = this.sorted(this.ranked(candidates, words, filters), filters);
    const offset = (page - 1) * pageSize;
    const limit = Math.min(pageSize, COACH_SEARCH_RESULT_CAP - offset); // never past the cap
    const rows = limit <= 0 ? [] : ranked.slice(offset, offset + limit).map((i) => this.data.rows[i]!);
    return { rows, total: Math.min(candidates.length, COACH_SEARCH_RESULT_CAP), capped: candidates.length > COACH_SEARCH_RESULT_CAP };
  }

  /** The coaches every word (text and city) matches; null when no word restricts them. */
  private matching(words: SearchWords, filters: CoachFilterInput): BitSet | null | 'none' {
    const wordMatches: (WordMatch | null)[] = [];
    if (filters.fullText) {
      const text = words.text.map((w) => w.match);
      // `to_tsquery` of nothing but dropped words is empty, and an empty query matches no vector.
      if (text.every((m) => m === null)) return 'none';
      wordMatches.push(...text);
    }
    if (filters.city?.match != null) wordMatches.push(...words.city);
    let set: BitSet | null = null;
    for (const match of wordMatches) {
      if (match === null) continue;
      const coaches = this.matchesOf(match);
      if (set) set.and(coaches);
      else set = coaches;
    }
    return set;
  }

  /** The coaches holding any of the word's exact lexemes, or a lexeme beginning with each of its prefixes. */
  private matchesOf({ exact, prefixes }: WordMatch): BitSet {
    const set = new BitSet(this.data.rows.length);
    for (const lexeme of exact) {
      const list = this.data.postings.get(lexeme);
      if (list) set.addAll(list);
    }
    if (prefixes) {
      let all: BitSet | null = null;
      for (const prefix of prefixes) {
        const begun = this.beginning(prefix, this.data.postings);
        if (all) all.and(begun);
        else all = begun;
      }
      if (all) set.or(all);
    }
    return set;
  }

  /** The coaches holding a lexeme that begins with `prefix` (in `postings`). */
  private beginning(prefix: string, postings: Postings): BitSet {
    const set = new BitSet(this.data.rows.length);
    for (let k = lowerBound(this.data.lexemes, prefix); k < this.data.lexemes.length && this.data.lexemes[k]!.startsWith(prefix); k++) {
      const list = postings.get(this.data.lexemes[k]!);
      if (list) set.addAll(list);
    }
    return set;
  }

  /** The first COACH_SEARCH_RESULT_CAP + 1 matches in the default order that pass the other filters. */
  private candidates(matching: BitSet | null, filters: CoachFilterInput): number[] {
    const wanted = filters.specializations?.length ? new Set(filters.specializations) : null;
    const floor = ratingFloor(filters.minRating);
    const minRating = floor === null ? null : Math.fround(floor);
    const minExperience = filters.experience !== undefined && filters.experience > 0 ? filters.experience : null;
    const inOrder = filters.city?.inOrder != null ? filters.city.inOrder.toLowerCase() : null;
    const { language, priceMin, priceMax } = filters;
    const out: number[] = [];
    const visit = (i: number) => {
      const row = this.data.rows[i]!;
      if (wanted && !row.specializations.some((s) => wanted.has(s))) return true;
      if (minRating !== null && !(this.data.ratings[i]! >= minRating)) return true;
      if (minExperience !== null && !(row.experience !== null && row.experience >= minExperience)) return true;
      if (inOrder !== null && !this.data.lowerLocations[i]?.includes(inOrder)) return true;
      if (language !== undefined && !row.languages.includes(language)) return true;
      if (priceMin !== undefined && !(row.fromPrice !== null && row.fromPrice >= priceMin)) return true;
      if (priceMax !== undefined && !(row.fromPrice !== null && row.fromPrice <= priceMax)) return true;
      out.push(i);
      return out.length <= COACH_SEARCH_RESULT_CAP;
    };
    if (matching) matching.forEach(visit);
    else for (let i = 0; i < this.data.rows.length && visit(i); i++);
    return out;
  }

  /** A sort's key first, the search's order breaking ties (Array.sort is stable), as the SQL's `row_number() over (order by key, …)`. */
  private sorted(ranked: number[], filters: CoachFilterInput): number[] {
    const { rows, ratings } = this.data;
    if (filters.sort === 'price') {
      const key = (i: number) => rows[i]!.fromPrice ?? Number.POSITIVE_INFINITY;
      return [...ranked].sort((a, b) => key(a) - key(b));
    }
    if (filters.sort === 'rating') return [...ranked].sort((a, b) => ratings[b]! - ratings[a]! || rows[b]!.totalReviews - rows[a]!.totalReviews);
    return ranked;
  }

  /**
   * The candidates by relevance tier, then the default order: 2 when every typed word begins a
   * weight-A lexeme (`to_tsquery('english', 'word:*A')`), plus 1 when every typed word begins any
   * lexeme (`'word:*'`). A word with no lexeme drops out of both; when all drop out, the query is
   * empty and neither holds.
   */
  private ranked(candidates: number[], words: SearchWords, filters: CoachFilterInput): number[] {
    const stems = filters.fullText ? words.text.filter((w) => w.stems.length === 1).map((w) => w.stems[0]!) : [];
    if (stems.length === 0) return candidates;
    const anywhere = stems.map((stem) => this.beginning(stem, this.data.postings));
    const inHeadline = stems.map((stem) => this.beginning(stem, this.data.headline));
    // The candidates are in the default order: one bucket per tier keeps it within each.
    const tiers: number[][] = [[], [], [], []];
    for (const i of candidates) tiers[3 - ((inHeadline.every((s) => s.has(i)) ? 2 : 0) + (anywhere.every((s) => s.has(i)) ? 1 : 0))]!.push(i);
    return tiers.flat();
  }
}

/**
 * Searches the index answers exactly. Left to SQL: a typed word PostgreSQL splits into several
 * lexemes (`to_tsquery` may join those as a phrase, not as 'all of'), and a city of several words
 * with other than printable ASCII characters (PostgreSQL's `ilike` lower-cases by the database's
 * locale, JavaScript by Unicode's; for ASCII both agree).
 */
function answerable(words: SearchWords, filters: CoachFilterInput): boolean {
  if (filters.fullText && words.text.some((w) => w.stems.length > 1)) return false;
  if (filters.minRating !== undefined && halfwayBetweenFloat32s(filters.minRating)) return false;
  const inOrder = filters.city?.inOrder;
  return inOrder == null || !NOT_PLAIN_ASCII.test(inOrder);
}

/**
 * Whether `x` lies exactly halfway between two 4-byte floats (only a crafted `minRating` does):
 * PostgreSQL reads the text of such a number into the `real` above, Math.fround rounds to the even one.
 */
function halfwayBetweenFloat32s(x: number): boolean {
  const nearest = Math.fround(x);
  if (nearest === x || !Number.isFinite(x) || x <= 0) return false;
  const bits = new DataView(new ArrayBuffer(4));
  bits.setFloat32(0, nearest);
  bits.setUint32(0, bits.getUint32(0) + (x > nearest ? 1 : -1));
  return (nearest + bits.getFloat32(0)) / 2 === x;
}

/** The first index whose string is not below `key`. */
function lowerBound(sorted: string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
