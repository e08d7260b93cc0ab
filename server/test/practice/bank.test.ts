import { PRACTICE_TESTS, publishingProblems, type PracticeTestKind } from '@ssb/domain';
import { describe, expect, it } from 'vitest';
import { BANK_SETS } from '../../src/features/practice/bank';
import { BANK_KEYS } from '../../src/features/practice/bank/manifest';

/**
 * The written check of the studio's bank (docs/product/practice.md "The bank"): enough distinct
 * items of every test that an aspirant meets none twice for many sittings, every set complete.
 */

const MINIMUM: Record<PracticeTestKind, { sets: number; distinct: number }> = {
  wat: { sets: 8, distinct: 480 },
  srt: { sets: 8, distinct: 480 },
  oir: { sets: 8, distinct: 8 * 2 * 40 },
  tat: { sets: 3, distinct: 33 },
  ppdt: { sets: 8, distinct: 8 },
  sd: { sets: 1, distinct: 5 },
};

/** What makes an item the same as another: its text (and options), or its picture. */
const identity = (item: (typeof BANK_SETS)[number]['items'][number]) =>
  item.picture ? item.picture.svg : [item.prompt?.trim().toLowerCase().replace(/\s+/g, ' '), item.options?.join('|'), item.figure ? JSON.stringify(item.figure) : ''].join('#');

describe('the practice bank', () => {
  for (const [kind, minimum] of Object.entries(MINIMUM) as [PracticeTestKind, (typeof MINIMUM)[PracticeTestKind]][]) {
    it(`${PRACTICE_TESTS[kind].short}: at least ${minimum.sets} sets and ${minimum.distinct} distinct items, none repeated, every set publishable`, () => {
      const sets = BANK_SETS.filter((s) => s.kind === kind);
      expect(sets.length).toBeGreaterThanOrEqual(minimum.sets);
      const items = sets.flatMap((s) => s.items);
      const distinct = new Set(items.map(identity));
      expect(distinct.size).toBeGreaterThanOrEqual(minimum.distinct);
      expect(distinct.size).toBe(items.length);
      for (const set of sets) {
        const authored = set.items.map((i) => ({ ...i, imageKey: i.picture ? 'drawn' : null }));
        // An OIR sitting holds two booklets; the other limits are the authoring screen's.
        const problems = publishingProblems(kind, authored).filter((p) => !p.startsWith('A PPDT set') || kind !== 'ppdt');
        expect(problems, `${set.key}: ${problems.join('; ')}`).toEqual([]);
      }
    });
  }

  it('names every set once, in the rotation’s order, as its manifest says (a start reads the manifest, not the bank)', () => {
    const keys = BANK_SETS.map((s) => s.key);
    expect(BANK_KEYS).toEqual(BANK_SETS.map((s) => ({ key: s.key, drawn: s.items.some((i) => i.picture !== null) })));
    expect(new Set(keys).size).toBe(keys.length);
    for (const kind of Object.keys(MINIMUM)) {
      const own = keys.filter((k) => k.startsWith(`${kind}-`));
      expect(own).toEqual([...own].sort());
    }
  });

  it('every TAT and PPDT picture has a neutral description for when it is no longer shown', () => {
    for (const item of BANK_SETS.flatMap((s) => s.items).filter((i) => i.picture)) expect(item.picture!.description.length).toBeGreaterThan(15);
  });
});
