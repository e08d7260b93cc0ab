import { describe, expect, it } from 'vitest';
import { describePreparation, formatBoardDate, ordinal, SKILL_SUGGESTIONS, SPECIALIZATION_SUGGESTIONS } from '../src/profile';

describe('describePreparation', () => {
  it('reads like a note to the coach, with only the parts given', () => {
    expect(describePreparation({ targetEntry: 'NDA', attemptNumber: 2, boardDate: '2027-01-12' }, 2027)).toBe(
      'Preparing for NDA · 2nd attempt · board on 12 Jan',
    );
    expect(
      describePreparation({
        targetEntry: null,
        attemptNumber: 1,
        boardDate: null,
      }),
    ).toBe('1st attempt');
    expect(describePreparation({ targetEntry: null, attemptNumber: null, boardDate: '2027-01-12' }, 2026)).toBe('Board on 12 Jan 2027');
    expect(
      describePreparation({
        targetEntry: 'Other',
        attemptNumber: null,
        boardDate: null,
      }),
    ).toBe('Preparing for another entry');
    expect(
      describePreparation({
        targetEntry: null,
        attemptNumber: null,
        boardDate: null,
      }),
    ).toBeNull();
  });

  it('says ordinals and board dates the Indian English way', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd']);
    expect(formatBoardDate('2031-05-03', 2031)).toBe('3 May');
  });
});

describe('coach profile suggestions', () => {
  it('are about the SSB, not product work', () => {
    for (const list of [SPECIALIZATION_SUGGESTIONS, SKILL_SUGGESTIONS]) {
      expect(list).not.toContain('Product');
      expect(list).not.toContain('Engineering');
      expect(list).not.toContain('UX');
      expect(new Set(list).size).toBe(list.length);
    }
    expect(SPECIALIZATION_SUGGESTIONS).toContain('Psychology tests (TAT, WAT, SRT, SD)');
  });
});
