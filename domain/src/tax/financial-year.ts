/** India keeps UTC+05:30 all year, so a fixed offset gives India's calendar. */
const IST_OFFSET_MS = 330 * 60_000;

/** The longest number a GST invoice may carry (CGST Rules, rule 46(b)). */
export const INVOICE_NUMBER_MAX_LENGTH = 16;

/**
 * The financial year an instant falls in, in India: April to March. Returns the calendar year it starts in
 * (2026 for 1 April 2026 00:00 IST to 31 March 2027 23:59:59 IST).
 */
export function financialYearOf(at: Date): number {
  const india = new Date(at.getTime() + IST_OFFSET_MS);
  const year = india.getUTCFullYear();
  return india.getUTCMonth() >= 3 ? year : year - 1;
}

/** '26-27' for the financial year starting in 2026. */
export function financialYearLabel(startYear: number): string {
  const two = (y: number) => String(y % 100).padStart(2, '0');
  return `${two(startYear)}-${two(startYear + 1)}`;
}

/** The instants a financial year runs between: 1 April 00:00 IST to the next 1 April 00:00 IST. */
export function financialYearRange(startYear: number): { from: Date; to: Date } {
  return { from: new Date(Date.UTC(startYear, 3, 1) - IST_OFFSET_MS), to: new Date(Date.UTC(startYear + 1, 3, 1) - IST_OFFSET_MS) };
}

/** The two series of the platform's papers, each numbered from 1 in every financial year. */
export type InvoiceSeries = 'tax_invoice' | 'credit_note';
export const SERIES_PREFIX: Record<InvoiceSeries, string> = { tax_invoice: 'SSB', credit_note: 'SCN' };

/**
 * A paper's number: 'SSB/26-27/000123' (a tax invoice) or 'SCN/26-27/000004' (a credit note), at most 16
 * characters, unique in its financial year as the rules ask. A series that outgrows six digits is refused
 * rather than printed too long.
 */
export function invoiceNumber(series: InvoiceSeries, startYear: number, seq: number): string {
  if (!Number.isSafeInteger(seq) || seq < 1) throw new RangeError(`Not a sequence number: ${seq}`);
  const number = `${SERIES_PREFIX[series]}/${financialYearLabel(startYear)}/${String(seq).padStart(6, '0')}`;
  if (number.length > INVOICE_NUMBER_MAX_LENGTH) throw new RangeError(`Invoice number too long: ${number}`);
  return number;
}

/** The key of a series' counter row: one per series and financial year. */
export function seriesKey(series: InvoiceSeries, startYear: number): string {
  return `${series}:${startYear}`;
}
