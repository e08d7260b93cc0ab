import { describe, expect, it } from 'vitest';
import { outcomeOf } from './components/AttemptHistory';
import { clockOffset, formatClock } from './lib';

describe('practice screen helpers', () => {
  it('shows the time left as m:ss, rounded up, never below 0:00', () => {
    expect(formatClock(15_000)).toBe('0:15');
    expect(formatClock(14_001)).toBe('0:15');
    expect(formatClock(125_000)).toBe('2:05');
    expect(formatClock(-300)).toBe('0:00');
  });

  it("anchors the server's clock at the moment the request was sent, so the countdown never shows more than is left", () => {
    // The phone's clock is 5 min behind; the server answered 300 ms after the request left.
    const askedAt = Date.parse('2031-01-01T10:00:00.000Z');
    const serverNow = askedAt + 5 * 60_000 + 300;
    const offset = clockOffset({ now: new Date(serverNow).toISOString(), askedAt });
    expect(offset).toBe(5 * 60_000 + 300);
    // Drawn 800 ms after it was asked for: by then the server's clock reads serverNow + 500.
    const endsAt = serverNow + 15_000;
    const trueLeft = endsAt - (serverNow + 500);
    const shownLeft = endsAt - (askedAt + 800 + offset);
    expect(shownLeft).toBe(14_200);
    expect(shownLeft).toBeLessThanOrEqual(trueLeft);
  });

  it('sums up an attempt in one line', () => {
    expect(outcomeOf({ status: 'running', summary: null, score: null })).toBe('In progress');
    expect(outcomeOf({ status: 'finished', summary: { asked: 60, answered: 42, blank: 18, cutShort: 3 }, score: null })).toBe('42 of 60 answered, 3 cut short');
    expect(outcomeOf({ status: 'finished', summary: { asked: 60, answered: 60, blank: 0, cutShort: 0 }, score: null })).toBe('60 of 60 answered');
    expect(outcomeOf({ status: 'finished', summary: { asked: 40, answered: 38, blank: 2, cutShort: 0 }, score: { right: 31, of: 40 } })).toBe('Score 31 of 40');
  });
});
