import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/client';
import { coachSearchLexemes, coachSearchTerms } from '../../db/schema';
import type { Lookup, WordLookupsAt } from './word-lookups';

/**
 * What a search's typed words and city stand for in the full-text index (docs/decisions/006):
 * typed words match as prefixes or as likely typos of known coach words, the city matches from
 * the start of its words. Both are looked up once per search, in one query, and become raw
 * tsquery sources over the exact lexemes where the vocabulary allows it.
 */

/** A text query prepared once: its searchable words, lower-cased, in order. */
export type TextQuery = { words: string[] };

const MAX_WORDS = 6;
/** Words that carry no meaning on their own (PostgreSQL's english stop words, the common ones). */
const STOP_WORDS = new Set(['a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'for', 'from', 'in', 'is', 'it', 'of', 'on', 'or', 'the', 'to', 'with']);

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Lower-cased words of the query; null when it holds nothing searchable. */
export function prepareTextQuery(query: string | undefined): TextQuery | null {
  if (!query) return null;
  const words = [...new Set(wordsOf(query).filter((w) => w.length > 1 && !STOP_WORDS.has(w)))].slice(0, MAX_WORDS);
  return words.length === 0 ? null : { words };
}

/**
 * A text search:
 * - `match` (a raw tsquery): every typed word must match, as a prefix ('interv' finds
 *   'Interview') or as any known coach word it is a likely typo of ('psycology' → 'psychology');
 * - `typed` (a `to_tsquery('english')` source): the typed words as prefixes only, no corrections;
 * - `typedInHeadline`: the same, in the names, title or specializations (weight A).
 * The last two rank matches: typed words in the headline first, then typed words anywhere, then
 * matches through corrections only.
 */
export type FullTextQuery = { match: string; typed: string; typedInHeadline: string };

/**
 * The city filter: 'part of the city, where that part begins a word', any case ('delhi' and
 * 'New Del' find New Delhi). `match` (a raw tsquery) finds the city's '~'-marked words in the
 * vector (migration 0005); `inOrder` is set when several words must also stand in that order.
 */
export type CityQuery = { match: string | null; inOrder: string | null };

/** How many known words a typed word may stand for (the closest first). */
const CORRECTIONS_PER_WORD = 8;
/**
 * A prefix standing for more lexemes than this stays a prefix search: listing them would make the
 * query long for little gain (such a short prefix matches most coaches anyway).
 */
const MAX_EXPANSIONS = 16;

/**
 * For each word: its lexemes as `to_tsquery('english')` would make them (city words are taken as
 * they are, '~'-marked), the known lexemes each begins (up to MAX_EXPANSIONS + 1), and for typed
 * words that are not themselves known words, the lexemes of their likely corrections (trigram
 * word similarity against `coach_search_terms`).
 */
async function lookUp(db: Db, textWords: string[], cityWords: string[]): Promise<Lookup[]> {
  if (textWords.length + cityWords.length === 0) return [];
  return queryRows<Lookup>(db, sql`
    with words as (
      select w.word, w.city,
        case when w.city then array['~' || w.word] else tsvector_to_array(to_tsvector('english', w.word)) end as stems
      from unnest(${sql.param([...textWords, ...cityWords])}::text[],
                  ${sql.param([...textWords.map(() => false), ...cityWords.map(() => true)])}::boolean[]) as w(word, city)
    )
    select w.word, w.city, w.stems,
      (select array_agg(lexeme) from (
         select l.lexeme from ${coachSearchLexemes} l
         where cardinality(w.stems) = 1
           and l.lexeme >= (w.stems[1] collate "C") and l.lexeme < (w.stems[1] || chr(1114111)) collate "C"
         order by l.lexeme
         limit ${MAX_EXPANSIONS + 1}) x) as expansions,
      case when not w.city then (
        select array_agg(distinct lexeme) from (
          select term from ${coachSearchTerms}
          where w.word <% term and term <> w.word
            -- a known word is no typo: 'wing' (Wing Commander) must not also find 'interviewing'
            and not exists (select 1 from ${coachSearchTerms} known where known.term = w.word)
          order by w.word <<-> term, term
          limit ${CORRECTIONS_PER_WORD}) t
        cross join lateral unnest(tsvector_to_array(to_tsvector('english', t.term))) as lexeme)
      end as corrections
    from words w`);
}

const quote = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * What one word matches: a vector holding any of the `exact` lexemes, or (when `prefixes` is set)
 * a lexeme beginning with each of them. Null for a word with no lexeme (a stop word), which
 * `to_tsquery` would drop too. The tsquery operand and the in-process index (search-index.ts) both
 * read it, so they match alike.
 */
export type WordMatch = { exact: string[]; prefixes: string[] | null };

/**
 * The exact lexemes a word's prefix stands for when the vocabulary lists few enough (so the GIN
 * index can skip through postings), else the prefix itself; plus its corrections.
 */
export function wordMatch({ stems, expansions, corrections }: Lookup): WordMatch | null {
  if (stems.length === 0) return null;
  const known = expansions && expansions.length > 0 && expansions.length <= MAX_EXPANSIONS;
  return { exact: [...new Set([...(known ? expansions : []), ...(corrections ?? [])])], prefixes: known ? null : stems };
}

/** A word's operand in a raw tsquery (null: the word drops out). */
function operand(lookup: Lookup): string | null {
  const match = wordMatch(lookup);
  if (!match) return null;
  const prefix = match.prefixes ? [match.prefixes.map((s) => `${quote(s)}:*`).join(' & ')] : [];
  const alternatives = [...new Set([...prefix, ...match.exact.map(quote)])];
  return `(${alternatives.join(' | ')})`;
}

const allOf = (operands: (string | null)[]) => operands.filter((o): o is string => o !== null).join(' & ');

/**
 * A word no known lexeme begins with and that is no likely typo of a known word can match no coach
 * (the vocabulary holds every lexeme a coach ever had). Such a search is answered as empty without
 * asking the index: PostgreSQL, not knowing that, would walk the whole quality order looking for a
 * first match (over a second at 1,000,000 coaches for 'colnel').
 */
const matchesNothing = ({ stems, expansions, corrections }: Lookup) => stems.length === 1 && !expansions?.length && !corrections?.length;

/**
 * The looked-up words of one search, for the in-process index: each typed word's stems (how
 * `to_tsquery('english', 'word:*')` ranks it) and match, each city word's match.
 */
export type SearchWords = { text: { stems: string[]; match: WordMatch | null }[]; city: (WordMatch | null)[] };

export type SearchTerms = { fullText: FullTextQuery | null; city: CityQuery | null; impossible: boolean; words: SearchWords };

/** `lookUp` for the words `known` does not hold yet (all of them without it), kept there. */
async function lookUpAll(db: Db, textWords: string[], cityWords: string[], known: WordLookupsAt | undefined): Promise<Lookup[]> {
  if (!known) return lookUp(db, textWords, cityWords);
  const hits: Lookup[] = [];
  const missing = (city: boolean) => (word: string) => {
    const hit = known.get(word, city);
    if (hit) hits.push(hit);
    return !hit;
  };
  const fresh = await lookUp(db, textWords.filter(missing(false)), cityWords.filter(missing(true)));
  for (const lookup of fresh) known.keep(lookup);
  return [...hits, ...fresh];
}

/** The text query and the city filter of one search, from one database round trip; `impossible` when no coach can match. */
export async function searchTerms(db: Db, text: TextQuery | null, location: string | undefined, known?: WordLookupsAt): Promise<SearchTerms> {
  const cityWords = location ? [...new Set(wordsOf(location))] : [];
  const looked = await lookUpAll(db, text?.words ?? [], cityWords, known);
  const fullText: FullTextQuery | null = text && {
    match: allOf(looked.filter((l) => !l.city).map(operand)),
    typed: text.words.map((w) => `${w}:*`).join(' & '),
    typedInHeadline: text.words.map((w) => `${w}:*A`).join(' & '),
  };
  const trimmed = location?.trim();
  const city: CityQuery | null = trimmed
    ? { match: cityWords.length > 0 ? allOf(looked.filter((l) => l.city).map(operand)) : null, inOrder: cityWords.length === 1 ? null : trimmed }
    : null;
  const words: SearchWords = {
    text: looked.filter((l) => !l.city).map((l) => ({ stems: l.stems, match: wordMatch(l) })),
    city: looked.filter((l) => l.city).map(wordMatch),
  };
  return { fullText, city, impossible: looked.some(matchesNothing), words };
}
