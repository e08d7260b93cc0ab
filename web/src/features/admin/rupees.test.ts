import { describe, expect, it } from 'vitest';
import { paiseToRupeesInput, rupeesInputToPaise } from './rupees';

describe('rupees typed by an admin', () => {
  it.each([
    ['1764.5', 176450],
    ['1764.50', 176450],
    ['1,764.50', 176450],
    ['₹ 2,500', 250000],
    ['0.1', 10],
    ['0.29', 29],
    ['100000', 10000000],
    [' 12 ', 1200],
  ])('%s is %i paise', (input, paise) => {
    expect(rupeesInputToPaise(input)).toBe(paise);
  });

  it.each(['12.345', '', 'abc', '-5', '1e3', '12.', '.5', '12.3.4', '0x10'])('refuses %j', (input) => {
    expect(rupeesInputToPaise(input)).toBeNull();
  });

  it('shows paise as rupees for the field, round trip included', () => {
    expect(paiseToRupeesInput(176450)).toBe('1764.50');
    expect(paiseToRupeesInput(250000)).toBe('2500');
    expect(paiseToRupeesInput(7)).toBe('0.07');
    for (const paise of [1, 99, 100, 176450, 123456789]) expect(rupeesInputToPaise(paiseToRupeesInput(paise))).toBe(paise);
  });
});
