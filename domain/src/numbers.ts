// Numbers the way the product shows them (design.md "Numbers"), without Intl: a browser's first
// Intl object loads ICU's data, 60-110 ms of CPU on a throttled phone, which server-rendered pages
// would pay while hydrating. The results equal Intl's 'en-IN' output (numbers.test.ts).

/** Whole, non-negative digits grouped the Indian way: '2,500', '1,00,000', '12,34,56,789'. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** Beyond this, `toFixed(0)` switches to exponent notation: such values go to Intl. */
const PLAIN_DIGITS_LIMIT = 1e21;

/** A number rounded to whole units, half away from zero (Intl's rounding), with Indian grouping. */
function wholeUnits(value: number, prefix: string): string {
  const magnitude = Math.round(Math.abs(value));
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${prefix}${groupIndian(magnitude.toFixed(0))}`;
}

/** A count, as `toLocaleString('en-IN')` writes whole numbers: '1,000', '50,000', '1,00,000'. */
export function formatCount(count: number): string {
  if (!Number.isFinite(count) || Math.abs(count) >= PLAIN_DIGITS_LIMIT) return count.toLocaleString('en-IN');
  return wholeUnits(count, '');
}

/** Rupees without paise: '₹2,500', '₹1,00,000' (Intl's 'en-IN' INR currency format, no fraction digits). */
export function formatRupees(amount: number): string {
  if (!Number.isFinite(amount) || Math.abs(amount) >= PLAIN_DIGITS_LIMIT) {
    return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(amount);
  }
  return wholeUnits(amount, '₹');
}
