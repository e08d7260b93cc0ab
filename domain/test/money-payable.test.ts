import { describe, expect, it } from 'vitest';
import { earningIsPayable, earningPendingUntil, inDisputeWindow } from '../src';

// docs/product/money.md "Pending, then payable": the coach's share is payable only once no no-show report can come.
const start = new Date('2031-03-11T04:00:00.000Z');
const end = new Date('2031-03-11T05:00:00.000Z');
const closes = new Date('2031-03-12T05:00:00.000Z');
const second = 1000;

describe('pending, then payable', () => {
  it('is pending until 24 h after the end', () => {
    expect(earningPendingUntil(end)).toEqual(closes);
  });

  it('is not payable at the instant the dispute window closes (a report may still come), and is one second later', () => {
    const pendingUntil = earningPendingUntil(end);
    expect(earningIsPayable(pendingUntil, new Date(closes.getTime() - second))).toBe(false);
    expect(earningIsPayable(pendingUntil, closes)).toBe(false);
    expect(inDisputeWindow(start, end, closes)).toBe(true);
    expect(earningIsPayable(pendingUntil, new Date(closes.getTime() + second))).toBe(true);
    expect(inDisputeWindow(start, end, new Date(closes.getTime() + second))).toBe(false);
  });

  it('an earning an admin completed after a dispute is payable at once', () => {
    expect(earningIsPayable(null, start)).toBe(true);
  });
});
