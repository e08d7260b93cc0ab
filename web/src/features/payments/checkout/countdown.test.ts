import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCountdown, msLeft, useCountdown } from './countdown';

const NOW = Date.parse('2031-03-10T04:00:00.000Z');

describe('countdown', () => {
  it('formats minutes and seconds, rounding up to the whole second', () => {
    expect(formatCountdown(10 * 60_000)).toBe('10:00');
    expect(formatCountdown(9 * 60_000 + 5_000)).toBe('9:05');
    expect(formatCountdown(59_001)).toBe('1:00');
    expect(formatCountdown(1)).toBe('0:01');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-5_000)).toBe('0:00');
  });

  it('counts the time left, never below zero, and none for a missing or unreadable time', () => {
    expect(msLeft('2031-03-10T04:10:00.000Z', NOW)).toBe(600_000);
    expect(msLeft('2031-03-10T03:59:00.000Z', NOW)).toBe(0);
    expect(msLeft(null, NOW)).toBe(0);
    expect(msLeft('not a time', NOW)).toBe(0);
  });

  describe('useCountdown', () => {
    beforeEach(() => vi.useFakeTimers({ now: NOW }));
    afterEach(() => vi.useRealTimers());

    it('ticks every second and stops at zero', () => {
      const { result } = renderHook(() => useCountdown('2031-03-10T04:00:03.000Z'));
      expect(result.current).toBe(3000);
      act(() => vi.advanceTimersByTime(1000));
      expect(result.current).toBe(2000);
      act(() => vi.advanceTimersByTime(5000));
      expect(result.current).toBe(0);
      expect(vi.getTimerCount()).toBe(0);
    });
  });
});
