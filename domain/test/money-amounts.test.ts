import { describe, expect, it } from 'vitest';
import { formatPaise, paiseToRupees, percentOf, rupeesToPaise } from '../src/money';

describe('percentOf rounds half up to a whole paisa', () => {
  it.each([
    [200_000, 10, 20_000],
    [200_000, 50, 100_000],
    [153_700, 12.5, 19_213], // 19212.5 → up
    [19_213, 18, 3458], // 3458.34 → down
    [25, 18, 5], // 4.5 → up (neither floor nor banker's rounding)
    [35, 18, 6], // 6.3
    [1, 50, 1], // 0.5 → up
    [1, 49.99, 0],
    [153_700, 7.35, 11_297], // 11296.95; 7.35 * 100 is 734.999… in floating point
    [999_999, 0, 0],
    [999_999, 100, 999_999],
  ])('%i paise × %d%% = %i', (paise, percent, expected) => {
    expect(percentOf(paise, percent)).toBe(expected);
  });
});

describe('formatPaise', () => {
  it.each([
    [250_000, '₹2,500'],
    [176_450, '₹1,764.50'],
    [-1005, '-₹10.05'],
    [10_000_000, '₹1,00,000'],
    [0, '₹0'],
    [5, '₹0.05'],
    [176_400, '₹1,764'],
    [12_345_678_901, '₹12,34,56,789.01'],
  ])('%i → %s', (paise, text) => {
    expect(formatPaise(paise)).toBe(text);
  });
});

describe('rupeesToPaise', () => {
  it('multiplies whole rupees by 100', () => {
    expect(rupeesToPaise(2000)).toBe(200_000);
    expect(rupeesToPaise(0)).toBe(0);
    expect(rupeesToPaise(1537)).toBe(153_700);
  });

  it.each([12.5, 0.01, -1, -2000, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60])('refuses %d', (rupees) => {
    expect(() => rupeesToPaise(rupees)).toThrow(RangeError);
  });

  it('round-trips through paiseToRupees', () => {
    expect(paiseToRupees(rupeesToPaise(2500))).toBe(2500);
    expect(paiseToRupees(176_450)).toBe(1764.5);
  });
});
