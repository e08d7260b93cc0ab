import { describe, expect, it } from 'vitest';
import { coachLimitQuerySchema, coachSearchQuerySchema } from '../src/contracts/coaches';
import { paginationQuerySchema, wholeNumberQuery, wholeNumberRangeMessage } from '../src/contracts/envelope';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message);

describe('wholeNumberQuery', () => {
  const limit = wholeNumberQuery(1, 20, 3);

  it('reads query text as a whole number and falls back when absent', () => {
    expect(limit.parse('7')).toBe(7);
    expect(limit.parse(undefined)).toBe(3);
    expect(limit.parse('1')).toBe(1);
    expect(limit.parse('20')).toBe(20);
  });

  it('answers one message naming the range for values out of it, fractions and text', () => {
    for (const value of ['0', '21', '-3', '2.5', 'ten', 'Infinity']) {
      expect(messageOf(limit.safeParse(value))).toEqual(['Must be a whole number from 1 to 20']);
    }
  });

  it('writes large bounds with digit grouping', () => {
    expect(wholeNumberRangeMessage(1, 10_000)).toBe('Must be a whole number from 1 to 10,000');
  });
});

describe('paged query schemas', () => {
  it('name the range of page and pageSize', () => {
    expect(messageOf(coachSearchQuerySchema.safeParse({ pageSize: '51' }))).toEqual(['Must be a whole number from 1 to 50']);
    expect(messageOf(coachSearchQuerySchema.safeParse({ page: '0' }))).toEqual(['Must be a whole number from 1 to 10,000']);
    expect(messageOf(coachLimitQuerySchema.safeParse({ limit: '0' }))).toEqual(['Must be a whole number from 1 to 20']);
    expect(messageOf(paginationQuerySchema.safeParse({ pageSize: '101' }))).toEqual(['Must be a whole number from 1 to 100']);
  });
});
