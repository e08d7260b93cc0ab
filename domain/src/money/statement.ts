/** India keeps UTC+05:30 all year, so a fixed offset gives India's calendar. */
const IST_OFFSET_MS = 330 * 60_000;

/**
 * A statement's month is India's calendar month (docs/product/money.md "Earnings"): from 00:00 IST on its
 * first day to 00:00 IST on the next month's first day. `month` is 'YYYY-MM'.
 */
export function statementMonthRange(month: string): { from: Date; to: Date } {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return { from: new Date(Date.UTC(year, mon - 1, 1) - IST_OFFSET_MS), to: new Date(Date.UTC(year, mon, 1) - IST_OFFSET_MS) };
}

/** The month ('YYYY-MM') an instant falls in, in India. */
export function indiaMonthOf(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 7);
}
