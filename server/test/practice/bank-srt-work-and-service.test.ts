import { describe, expect, it } from 'vitest';
import { SRT_SETS_WORK_AND_SERVICE } from '../../src/features/practice/bank/srt-work-and-service';

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
const all = SRT_SETS_WORK_AND_SERVICE.flatMap((set) => set.situations);

describe('SRT bank: sets 5-8 (work, service life, community, disasters)', () => {
  it('has four sets of sixty situations, each with a title and a description', () => {
    expect(SRT_SETS_WORK_AND_SERVICE).toHaveLength(4);
    for (const set of SRT_SETS_WORK_AND_SERVICE) {
      expect(set.title, set.title).toMatch(/^SRT set [5-8]: /);
      expect(set.description.trim(), set.title).not.toBe('');
      expect(set.situations, set.title).toHaveLength(60);
    }
  });

  it('has no situation twice, ignoring case and whitespace', () => {
    const seen = new Map<string, string>();
    const duplicates = all.filter((situation) => {
      const key = normalise(situation);
      const again = seen.has(key);
      seen.set(key, situation);
      return again;
    });
    expect(duplicates).toEqual([]);
  });

  it('ends every situation with the pronoun the aspirant continues from', () => {
    expect(all.filter((situation) => !/ (He|She)$/.test(situation))).toEqual([]);
  });

  it('balances He and She in every set', () => {
    for (const set of SRT_SETS_WORK_AND_SERVICE) {
      const he = set.situations.filter((situation) => situation.endsWith(' He')).length;
      const she = set.situations.filter((situation) => situation.endsWith(' She')).length;
      expect(he, `${set.title}: He`).toBeGreaterThanOrEqual(24);
      expect(she, `${set.title}: She`).toBeGreaterThanOrEqual(24);
    }
  });

  it('keeps every situation short: at most 300 characters and 12-40 words', () => {
    expect(all.filter((situation) => situation.length > 300)).toEqual([]);
    expect(
      all.filter((situation) => {
        const words = situation.trim().split(/\s+/).length;
        return words < 12 || words > 40;
      }),
    ).toEqual([]);
  });
});
