import { itemCountOf, PRACTICE_TESTS, type PracticeSet } from '@ssb/domain';
import type { Author, SetRow } from './repository';

/** A person's name as sets and attempts show it. */
export const nameOf = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

/** The set's own timing, or the board's for its test. */
export const timingOf = (set: SetRow) => set.timing ?? PRACTICE_TESTS[set.kind].timing;

/** A set as aspirants see it (and as its author's editor starts from): `authoredItems` is how many items it holds. */
export function presentSet(set: SetRow, author: Author | null, authoredItems: number): PracticeSet {
  return {
    id: set.id,
    kind: set.kind,
    title: set.title,
    description: set.description,
    itemCount: itemCountOf(set.kind, authoredItems),
    timing: timingOf(set),
    author: set.authorId && author ? { id: set.authorId, name: nameOf(author), title: author.title } : { id: null, name: 'SSB Academy', title: null },
    publishedAt: set.publishedAt?.toISOString() ?? null,
  };
}
