import { describe, expect, it } from 'vitest';
import { SRT_SETS_HOME_AND_CAMPUS } from '../../src/features/practice/bank/srt-home-and-campus';

const normalised = (situation: string) => situation.toLowerCase().replace(/\s+/g, ' ').trim();
const endsWith = (pronoun: 'He' | 'She') => (situation: string) => situation.endsWith(` ${pronoun}`);

describe('the SRT bank, sets 1-4 (home and campus)', () => {
  it('has four sets of sixty situations, each titled and described', () => {
    expect(SRT_SETS_HOME_AND_CAMPUS).toHaveLength(4);
    for (const [i, set] of SRT_SETS_HOME_AND_CAMPUS.entries()) {
      expect(set.title).toMatch(new RegExp(`^SRT set ${i + 1}: `));
      expect(set.description).not.toBe('');
      expect(set.situations, set.title).toHaveLength(60);
    }
  });

  it('has no situation twice, ignoring case and spacing', () => {
    const all = SRT_SETS_HOME_AND_CAMPUS.flatMap((set) => set.situations.map(normalised));
    const repeated = all.filter((situation, i) => all.indexOf(situation) !== i);
    expect(repeated).toEqual([]);
  });

  it('ends every situation with the pronoun the aspirant continues from, and keeps each short', () => {
    const all = SRT_SETS_HOME_AND_CAMPUS.flatMap((set) => set.situations);
    expect(all.filter((situation) => !endsWith('He')(situation) && !endsWith('She')(situation))).toEqual([]);
    expect(all.filter((situation) => situation.length > 300)).toEqual([]);
  });

  it('gives every set at least 24 situations ending in He and 24 ending in She', () => {
    for (const set of SRT_SETS_HOME_AND_CAMPUS) {
      expect(set.situations.filter(endsWith('He')).length, set.title).toBeGreaterThanOrEqual(24);
      expect(set.situations.filter(endsWith('She')).length, set.title).toBeGreaterThanOrEqual(24);
    }
  });
});
