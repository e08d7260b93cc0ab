import { describe, expect, it } from 'vitest';
import { financialYearLabel, financialYearOf, financialYearRange, invoiceNumber, INVOICE_NUMBER_MAX_LENGTH, seriesKey } from '../src/tax/financial-year';

describe('financialYearOf', () => {
  it('31 March 23:59:59 IST is still the old year, 1 April 00:00:00 IST the new one', () => {
    expect(financialYearOf(new Date('2027-03-31T23:59:59+05:30'))).toBe(2026);
    expect(financialYearOf(new Date('2027-04-01T00:00:00+05:30'))).toBe(2027);
  });

  it("is India's date, not UTC's: 20:00 UTC on 31 March is already April in India", () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe(2026);
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe(2027);
  });

  it('January belongs to the year that started the April before', () => {
    expect(financialYearOf(new Date('2027-01-15T12:00:00Z'))).toBe(2026);
  });

  it('runs from 1 April 00:00 IST to the next', () => {
    expect(financialYearRange(2026)).toEqual({ from: new Date('2026-03-31T18:30:00.000Z'), to: new Date('2027-03-31T18:30:00.000Z') });
  });
});

describe('invoiceNumber', () => {
  it("numbers a tax invoice 'SSB/26-27/000123' and a credit note in its own series", () => {
    expect(invoiceNumber('tax_invoice', 2026, 123)).toBe('SSB/26-27/000123');
    expect(invoiceNumber('credit_note', 2026, 4)).toBe('SCN/26-27/000004');
    expect(financialYearLabel(2099)).toBe('99-00');
  });

  it('the invoice at 31 March 23:59:59 IST and the one at 1 April 00:00:00 IST are in different series', () => {
    const before = financialYearOf(new Date('2027-03-31T23:59:59+05:30'));
    const after = financialYearOf(new Date('2027-04-01T00:00:00+05:30'));
    expect(invoiceNumber('tax_invoice', before, 999)).toBe('SSB/26-27/000999');
    expect(invoiceNumber('tax_invoice', after, 1)).toBe('SSB/27-28/000001');
    expect(seriesKey('tax_invoice', before)).not.toBe(seriesKey('tax_invoice', after));
  });

  it('stays within 16 characters, and refuses a number that would not', () => {
    expect(invoiceNumber('tax_invoice', 2026, 999_999)).toHaveLength(INVOICE_NUMBER_MAX_LENGTH);
    expect(() => invoiceNumber('tax_invoice', 2026, 1_000_000)).toThrow(RangeError);
    expect(() => invoiceNumber('tax_invoice', 2026, 0)).toThrow(RangeError);
  });
});
