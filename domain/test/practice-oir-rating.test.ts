import { describe, expect, it } from 'vitest';
import { OIR_RATING_BANDS, oirRating } from '../src/practice/oir-rating';

describe('the OIR rating', () => {
  it('numbers the bands the board’s way round: 1 is the best, 5 the lowest', () => {
    expect(OIR_RATING_BANDS.map((b) => b.rating)).toEqual([1, 2, 3, 4, 5]);
    expect(OIR_RATING_BANDS.map((b) => b.minPercent)).toEqual([80, 65, 50, 35, 0]);
    expect(oirRating(80, 80)).toBe(1);
    expect(oirRating(0, 80)).toBe(5);
  });

  it('puts each cut-off in the better band (80 questions, two booklets of 40)', () => {
    expect(oirRating(64, 80)).toBe(1); // 80%
    expect(oirRating(63, 80)).toBe(2);
    expect(oirRating(52, 80)).toBe(2); // 65%
    expect(oirRating(51, 80)).toBe(3);
    expect(oirRating(40, 80)).toBe(3); // 50%
    expect(oirRating(39, 80)).toBe(4);
    expect(oirRating(28, 80)).toBe(4); // 35%
    expect(oirRating(27, 80)).toBe(5);
  });

  it('works for one booklet of 40 and any other length', () => {
    expect(oirRating(32, 40)).toBe(1);
    expect(oirRating(31, 40)).toBe(2);
    expect(oirRating(26, 40)).toBe(2);
    expect(oirRating(20, 40)).toBe(3);
    expect(oirRating(14, 40)).toBe(4);
    expect(oirRating(13, 40)).toBe(5);
    expect(oirRating(2, 3)).toBe(2); // 66.7%
    expect(oirRating(1, 3)).toBe(5); // 33.3%
  });

  it('never rates a better score lower', () => {
    for (const asked of [1, 7, 40, 50, 80, 100]) {
      for (let right = 1; right <= asked; right++) expect(oirRating(right, asked)).toBeLessThanOrEqual(oirRating(right - 1, asked));
    }
  });

  it('rates an empty test 5 and refuses impossible scores', () => {
    expect(oirRating(0, 0)).toBe(5);
    expect(() => oirRating(41, 40)).toThrow(RangeError);
    expect(() => oirRating(-1, 40)).toThrow(RangeError);
    expect(() => oirRating(1.5, 40)).toThrow(RangeError);
  });
});
