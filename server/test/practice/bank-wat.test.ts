import { describe, expect, it } from 'vitest';
import { WAT_SETS } from '../../src/features/practice/bank/wat';

describe('the WAT bank', () => {
  it('has at least eight sets of sixty words', () => {
    expect(WAT_SETS.length).toBeGreaterThanOrEqual(8);
    for (const set of WAT_SETS) expect(set.words, set.title).toHaveLength(60);
  });

  it('never repeats a word, in any case', () => {
    const words = WAT_SETS.flatMap((set) => set.words.map((word) => word.toLowerCase()));
    expect(new Set(words).size).toBe(words.length);
    expect(new Set(words).size).toBeGreaterThanOrEqual(480);
  });

  it('has single capitalised words only', () => {
    const bad = WAT_SETS.flatMap((set) => set.words.filter((word) => !/^[A-Z][a-z]*$/.test(word)).map((word) => `${set.title}: "${word}"`));
    expect(bad).toEqual([]);
  });

  it('gives every set a title and a description', () => {
    for (const set of WAT_SETS) {
      expect(set.title.trim()).not.toBe('');
      expect(set.description.trim()).not.toBe('');
    }
  });
});
