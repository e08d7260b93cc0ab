import { describe, expect, it } from 'vitest';
import type { AttemptClock } from '../src/practice/clock';
import { practiceRun, scoreOir, summarize, wordCount, type SavedAnswer } from '../src/practice/results';
import { describeTiming, PRACTICE_TESTS } from '../src/practice/tests';

const START = new Date('2031-03-12T04:30:00Z');
const after = (seconds: number) => new Date(START.getTime() + seconds * 1000);
const wat: AttemptClock = { timing: PRACTICE_TESTS.wat.timing, itemCount: 4, startedAt: START, position: 0, endedAt: null };
const text = (item: number, words: string, savedAt: Date, part: SavedAnswer['part'] = 'write'): SavedAnswer => ({ item, part, text: words, choice: null, savedAt });

describe('what an attempt shows afterwards', () => {
  it('counts blanks (nothing or only spaces) and, for answers saved before devices said so, cut short ones (still changing in their last 3 s)', () => {
    const answers = [
      text(0, 'Courage is doing it anyway.', after(9)),
      text(1, 'Team wins when each', after(29)), // word 1 closes at 30 s: cut short
      text(2, '   ', after(35)),
    ];
    expect(summarize(wat, answers)).toEqual({ asked: 4, answered: 2, blank: 2, cutShort: 1 });
  });

  it('cut short is what the device said: the clock ran out while the answer was still being typed', () => {
    const srt: AttemptClock = { timing: { clock: 'shared', totalSeconds: 90 }, itemCount: 3, startedAt: START, position: 0, endedAt: null };
    const answers = [
      { ...text(0, 'Call the police and help.', after(89), 'answer'), cutShort: false }, // finished, paused, saved late: not cut
      { ...text(1, 'Give first aid, then', after(90), 'answer'), cutShort: true },
      { ...text(2, '  ', after(90), 'answer'), cutShort: true }, // blank is blank, not cut short
    ];
    expect(summarize(srt, answers)).toEqual({ asked: 3, answered: 2, blank: 1, cutShort: 1 });
  });

  it('counts the words of a story', () => {
    expect(wordCount(' A young  officer\nleads his team. ')).toBe(6);
    expect(wordCount(null)).toBe(0);
  });

  it('scores OIR: one mark per right choice, none for wrong or missing ones', () => {
    const none: Pick<SavedAnswer, 'item' | 'choice'>[] = [];
    expect(scoreOir([2, 0, 3], [{ item: 0, choice: 2 }, { item: 1, choice: 1 }])).toEqual({ right: 1, of: 3 });
    expect(scoreOir([2, 0, 3], none)).toEqual({ right: 0, of: 3 });
  });

  it('a practice run takes the first few items, with the full test time per item on a shared clock', () => {
    expect(practiceRun('wat', PRACTICE_TESTS.wat.timing, 60)).toEqual({ timing: PRACTICE_TESTS.wat.timing, itemCount: 3 });
    expect(practiceRun('srt', PRACTICE_TESTS.srt.timing, 60)).toEqual({ timing: { clock: 'shared', totalSeconds: 90 }, itemCount: 3 });
    // OIR: 17 min a booklet of 40, so 3 questions get 77 s, in one booklet.
    expect(practiceRun('oir', PRACTICE_TESTS.oir.timing, 80)).toEqual({ timing: { clock: 'shared', totalSeconds: 77 }, itemCount: 3 });
    expect(practiceRun('tat', PRACTICE_TESTS.tat.timing, 12).itemCount).toBe(1);
    expect(practiceRun('srt', PRACTICE_TESTS.srt.timing, 2)).toEqual({ timing: PRACTICE_TESTS.srt.timing, itemCount: 2 });
  });
});

describe('the timing in words', () => {
  it('says how each test is timed', () => {
    expect(describeTiming('wat', PRACTICE_TESTS.wat.timing, 60)).toBe('60 words, 15 s each');
    expect(describeTiming('srt', PRACTICE_TESTS.srt.timing, 60)).toBe('60 situations in 30 min');
    expect(describeTiming('tat', PRACTICE_TESTS.tat.timing, 12)).toBe('12 pictures: 30 s to look, 4 min to write each');
    expect(describeTiming('ppdt', PRACTICE_TESTS.ppdt.timing, 1)).toBe('1 picture: 30 s to look, 1 min for notes, 4 min to write');
    expect(describeTiming('oir', { clock: 'shared', totalSeconds: 135 }, 3)).toBe('3 questions in 2 min 15 s');
  });
});
