import { describe, expect, it } from 'vitest';
import { formatCount, formatRupees } from '../src/numbers';

const intlRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const samples = [
  0, -0, 1, 9, 10, 99, 100, 999, 1000, 1001, 9999, 10000, 12345, 99999, 100000, 123456, 999999, 1000000, 1234567,
  10000000, 12345678, 123456789, 1234567890, 98765432109, 2 ** 53, 1e20, 0.4, 0.5, 1.5, 2.5, 2499.5, 2500.49, -0.4, -0.5,
  -2.5, -1234567.5, 1e-7,
];

describe('formatRupees', () => {
  it("writes what Intl's en-IN INR currency format writes", () => {
    for (const amount of samples) expect(formatRupees(amount), String(amount)).toBe(intlRupees.format(amount));
  });

  it('groups the Indian way', () => {
    expect(formatRupees(2500)).toBe('₹2,500');
    expect(formatRupees(100000)).toBe('₹1,00,000');
    expect(formatRupees(123456789)).toBe('₹12,34,56,789');
  });

  it('leaves what it cannot write plainly to Intl', () => {
    for (const amount of [1e21, 1.5e25, Infinity, -Infinity, NaN]) expect(formatRupees(amount)).toBe(intlRupees.format(amount));
  });
});

describe('formatCount', () => {
  it("writes whole numbers as toLocaleString('en-IN') does", () => {
    for (const count of samples.filter(Number.isInteger)) expect(formatCount(count), String(count)).toBe(count.toLocaleString('en-IN'));
    expect(formatCount(50000)).toBe('50,000');
    expect(formatCount(1e21)).toBe((1e21).toLocaleString('en-IN'));
  });
});
