import { describe, expect, it } from 'vitest';
import { answerValue, isAnswered, stepWithin, unansweredLine } from './attemptAnswers';
import { boxText, withCount } from './characterBox';

const saved = (text: string, typedAt: string) => ({ item: 0, part: 'answer' as const, text, choice: null, savedAt: typedAt, typedAt });

describe('answerValue', () => {
  it('takes the answer typed on this device when it is newer than the server\u2019s, else the server\u2019s', () => {
    const server = [saved('on the server', '2031-03-01T10:00:05Z')];
    expect(answerValue(server, { item: 0, part: 'answer', text: 'typed here', typedAt: '2031-03-01T10:00:06Z', version: 1, state: 'unsent' }, 'answer').text).toBe('typed here');
    expect(answerValue(server, { item: 0, part: 'answer', text: 'older', typedAt: '2031-03-01T10:00:01Z', version: 1, state: 'unsent' }, 'answer').text).toBe('on the server');
    expect(answerValue(server, { item: 0, part: 'answer', text: 'refused', typedAt: '2031-03-01T10:00:09Z', version: 1, state: 'refused' }, 'answer').text).toBe('on the server');
    expect(answerValue([], undefined, 'answer')).toEqual({ text: '', choice: null });
  });

  it('counts only text that is not blank, or a choice, as answered', () => {
    expect(isAnswered({ text: '   ', choice: null })).toBe(false);
    expect(isAnswered({ text: '', choice: 0 })).toBe(true);
    expect(isAnswered({ text: 'x', choice: null })).toBe(true);
  });
});

describe('booklet navigation', () => {
  it('moves within the booklet and stops at its ends', () => {
    expect(stepWithin(0, -1, 40)).toBe(0);
    expect(stepWithin(0, 1, 40)).toBe(1);
    expect(stepWithin(39, 1, 40)).toBe(39);
  });

  it('says how many are unanswered', () => {
    expect(unansweredLine(0, ['question', 'questions'])).toBe('Every question in this booklet is answered.');
    expect(unansweredLine(1, ['question', 'questions'])).toBe('1 question is unanswered.');
    expect(unansweredLine(12, ['situation', 'situations'])).toBe('12 situations are unanswered.');
  });
});

describe('the PPDT character box', () => {
  it('grows and shrinks with the number of characters, keeping the first ones', () => {
    const box = withCount({ characters: [{ age: '25', sex: 'M', mood: 'positive' }], action: 'x' }, 3);
    expect(box.characters).toHaveLength(3);
    expect(box.characters[0]).toEqual({ age: '25', sex: 'M', mood: 'positive' });
    expect(withCount(box, 1).characters).toEqual([{ age: '25', sex: 'M', mood: 'positive' }]);
    expect(withCount(box, 99).characters).toHaveLength(9);
  });

  it('is saved as readable text', () => {
    expect(
      boxText({
        characters: [
          { age: '25', sex: 'M', mood: 'positive' },
          { age: '', sex: 'F', mood: 'neutral' },
        ],
        action: 'A nurse and a driver take a patient to hospital.',
      }),
    ).toBe('2 characters. 1: M, 25, positive. 2: F, ?, neutral. Action: A nurse and a driver take a patient to hospital.');
  });
});
