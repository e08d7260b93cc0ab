import { describe, expect, it } from 'vitest';
import { outcomeOf } from './components/AttemptHistory';
import { formatClock } from './lib';

describe('practice screen helpers', () => {
  it('shows the time left as m:ss, rounded up, never below 0:00', () => {
    expect(formatClock(15_000)).toBe('0:15');
    expect(formatClock(14_001)).toBe('0:15');
    expect(formatClock(125_000)).toBe('2:05');
    expect(formatClock(-300)).toBe('0:00');
  });

  it('sums up an attempt in one line', () => {
    expect(outcomeOf({ status: 'running', summary: null, score: null })).toBe('In progress');
    expect(outcomeOf({ status: 'finished', summary: { asked: 60, answered: 42, blank: 18, cutShort: 3 }, score: null })).toBe('42 of 60 answered, 3 cut short');
    expect(outcomeOf({ status: 'finished', summary: { asked: 60, answered: 60, blank: 0, cutShort: 0 }, score: null })).toBe('60 of 60 answered');
    expect(outcomeOf({ status: 'finished', summary: { asked: 40, answered: 38, blank: 2, cutShort: 0 }, score: { right: 31, of: 40 } })).toBe('Score 31 of 40');
  });
});
