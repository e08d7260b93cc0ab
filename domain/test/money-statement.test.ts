import { describe, expect, it } from 'vitest';
import { indiaMonthOf, statementMonthRange } from '../src/money/statement';

describe('statementMonthRange', () => {
  it("runs from midnight in India on the month's first day to the next month's", () => {
    expect(statementMonthRange('2026-11')).toEqual({ from: new Date('2026-10-31T18:30:00.000Z'), to: new Date('2026-11-30T18:30:00.000Z') });
  });

  it('crosses the year at December', () => {
    expect(statementMonthRange('2026-12').to).toEqual(new Date('2026-12-31T18:30:00.000Z'));
  });
});

describe('indiaMonthOf', () => {
  it("is India's month: 20:00 UTC on the last day is already the next month there", () => {
    expect(indiaMonthOf(new Date('2026-11-30T20:00:00Z'))).toBe('2026-12');
    expect(indiaMonthOf(new Date('2026-11-30T18:29:59Z'))).toBe('2026-11');
  });
});
