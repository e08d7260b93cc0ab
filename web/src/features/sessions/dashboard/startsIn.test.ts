import { describe, expect, it } from 'vitest';
import { startsIn } from './startsIn';

const S = 1000;
const M = 60 * S;
const H = 60 * M;

describe('startsIn', () => {
  it('reads days and hours, hours and minutes, then minutes and seconds in the last hour', () => {
    expect(startsIn(2 * 24 * H + 3 * H + 5 * M)).toBe('2 days 3 hours');
    expect(startsIn(24 * H)).toBe('1 day');
    expect(startsIn(H + M)).toBe('1 hour 1 minute');
    expect(startsIn(3 * H)).toBe('3 hours');
    expect(startsIn(12 * M + 5 * S)).toBe('12:05');
    expect(startsIn(400)).toBe('0:01');
    expect(startsIn(0)).toBe('now');
  });
});
