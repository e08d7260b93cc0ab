import type { SummaryRow } from './repository';
import { CoachSearchIndex, type Postings } from './search-index';
import type { Versions } from '../../platform/fresh-cache';

/** One listed coach as PostgreSQL read it. */
export type IndexedCoach = {
  row: SummaryRow;
  /** `lower(location)`, lower-cased by PostgreSQL */
  lowerLocation: string | null;
  /** every lexeme of `search_vector` */
  lexemes: readonly string[];
  /** the lexemes with a position of weight A */
  headline: readonly string[];
};

/**
 * Makes a search index from the listed coaches, given in the default order, a slice at a time: the
 * loader lets other work run between two, so a rebuild never holds the event loop for long
 * (75,000 listed coaches take about a second of indexing in all).
 */
export class SearchIndexBuilder {
  private readonly rows: SummaryRow[] = [];
  private readonly lowerLocations: (string | null)[] = [];
  private readonly ratings: number[] = [];
  private readonly postings = new Map<string, number[]>();
  private readonly headline = new Map<string, number[]>();

  add(coaches: readonly IndexedCoach[]): void {
    for (const coach of coaches) {
      const position = this.rows.length;
      this.rows.push(coach.row);
      this.lowerLocations.push(coach.lowerLocation);
      this.ratings.push(coach.row.rating);
      for (const lexeme of coach.lexemes) append(this.postings, lexeme, position);
      for (const lexeme of coach.headline) append(this.headline, lexeme, position);
    }
  }

  build(versions: Versions): CoachSearchIndex {
    return new CoachSearchIndex(versions, {
      rows: this.rows,
      lowerLocations: this.lowerLocations,
      ratings: Float32Array.from(this.ratings),
      postings: packed(this.postings),
      headline: packed(this.headline),
      lexemes: [...this.postings.keys()].sort(),
    });
  }
}

function append(postings: Map<string, number[]>, lexeme: string, position: number): void {
  const list = postings.get(lexeme);
  if (list) list.push(position);
  else postings.set(lexeme, [position]);
}

function packed(postings: Map<string, number[]>): Postings {
  return new Map([...postings].map(([lexeme, list]) => [lexeme, Int32Array.from(list)]));
}
