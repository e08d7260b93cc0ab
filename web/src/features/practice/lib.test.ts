import { describe, expect, it } from 'vitest';
import { outcomeOf } from './components/AttemptHistory';
import { formatClock } from './lib';
import { countdownTime, noteServerTime, resetServerClock, serverTime } from './serverClock';

describe('practice screen helpers', () => {
  it('shows the time left as m:ss, rounded up, never below 0:00', () => {
    expect(formatClock(15_000)).toBe('0:15');
    expect(formatClock(14_001)).toBe('0:15');
    expect(formatClock(125_000)).toBe('2:05');
    expect(formatClock(-300)).toBe('0:00');
  });

  it("anchors the countdown at the moment the request was sent, so it never shows more than is left", () => {
    resetServerClock();
    // The request left at perf 1,000; the server read its clock (serverNow) and the answer arrived 300 ms later.
    const serverNow = Date.parse('2031-01-01T10:05:00.300Z');
    noteServerTime(new Date(serverNow).toISOString(), 1_300, 1_000);
    // Drawn 800 ms after it was asked for: by then the server's clock reads serverNow + 500.
    const endsAt = serverNow + 15_000;
    const trueLeft = endsAt - (serverNow + 500);
    const shownLeft = endsAt - countdownTime(1_800);
    expect(shownLeft).toBe(14_200);
    expect(shownLeft).toBeLessThanOrEqual(trueLeft);
    // A typing time is taken from the arrival, so it is never ahead of the server.
    expect(serverTime(1_800)).toBe(serverNow + 500);
    resetServerClock();
  });

  it('sums up an attempt in one line', () => {
    expect(outcomeOf({ status: 'running', summary: null, score: null })).toBe('In progress');
    expect(outcomeOf({ status: 'finished', summary: { asked: 60, answered: 42, blank: 18, cutShort: 3 }, score: null })).toBe('42 of 60 answered, 3 cut short');
    expect(outcomeOf({ status: 'finished', summary: { asked: 60, answered: 60, blank: 0, cutShort: 0 }, score: null })).toBe('60 of 60 answered');
    expect(outcomeOf({ status: 'finished', summary: { asked: 40, answered: 38, blank: 2, cutShort: 0 }, score: { right: 31, of: 40 } })).toBe('Score 31 of 40');
  });
});
