import { describe, expect, it } from 'vitest';
import { batteryOffer, reviewDueAt, reviewLink, reviewPurchaseTitle, reviewStatusAt, tallyQualities } from '../src/practice/reviews';

const requested = new Date('2031-05-04T04:30:00.000Z');
const dueAt = reviewDueAt(requested, 72);

describe('a review', () => {
  it('is due the promised number of hours after it was asked for', () => {
    expect(dueAt.toISOString()).toBe('2031-05-07T04:30:00.000Z');
  });

  const free = { dueAt, submittedAt: null, amountPaise: 0, paidAt: null, closedAt: null };

  it('is open until sent, done once sent (even late in the day it was due), lapsed once past due unsent', () => {
    expect(reviewStatusAt(free, requested)).toBe('requested');
    expect(reviewStatusAt(free, dueAt)).toBe('requested');
    expect(reviewStatusAt(free, new Date(dueAt.getTime() + 1))).toBe('lapsed');
    expect(reviewStatusAt({ ...free, submittedAt: dueAt }, new Date(dueAt.getTime() + 86_400_000))).toBe('done');
  });

  it('when priced, waits for the payment (whatever the time) and is then open until its due time', () => {
    const unpaid = { ...free, amountPaise: 49_900 };
    expect(reviewStatusAt(unpaid, requested)).toBe('awaiting_payment');
    expect(reviewStatusAt(unpaid, new Date(dueAt.getTime() + 86_400_000))).toBe('awaiting_payment');
    const paid = { ...unpaid, paidAt: requested };
    expect(reviewStatusAt(paid, dueAt)).toBe('requested');
    expect(reviewStatusAt(paid, new Date(dueAt.getTime() + 1))).toBe('lapsed');
  });

  it('closed before its time (its reviewer suspended) is lapsed at once, whatever the clock says; one sent before stays done', () => {
    const closedAt = new Date(requested.getTime() + 3_600_000);
    expect(reviewStatusAt({ ...free, closedAt }, requested)).toBe('lapsed');
    expect(reviewStatusAt({ ...free, amountPaise: 49_900, paidAt: requested, closedAt }, closedAt)).toBe('lapsed');
    expect(reviewStatusAt({ ...free, submittedAt: requested, closedAt }, closedAt)).toBe('done');
  });
});

describe('the qualities across reviews', () => {
  it('counts each quality marked strong and to work on, in the board order, leaving out the ones nobody marked', () => {
    const tally = tallyQualities([{ initiative: 'work_on', courage: 'strong' }, { initiative: 'strong', 'effective intelligence': 'strong' }, { initiative: 'work_on' }, {}]);
    expect(tally).toEqual([
      { quality: 'effective intelligence', strong: 1, workOn: 0 },
      { quality: 'initiative', strong: 1, workOn: 2 },
      { quality: 'courage', strong: 1, workOn: 0 },
    ]);
  });
});

describe('a board day reviewed as one', () => {
  const offer = (kind: 'tat' | 'wat' | 'srt' | 'sd' | 'oir', pricePaise: number, turnaroundHours: number) => ({ kind, pricePaise, turnaroundHours });
  it('is offered by a coach who reviews all four tests, at the sum of their prices and their longest turnaround', () => {
    const all = [offer('tat', 50_000, 48), offer('wat', 30_000, 72), offer('srt', 30_000, 24), offer('sd', 0, 96), offer('oir', 10_000, 168)];
    expect(batteryOffer('psychology', all)).toEqual({ pricePaise: 110_000, turnaroundHours: 96 });
    expect(batteryOffer('psychology', all.filter((o) => o.kind !== 'sd'))).toBeNull();
  });
  it('is named "Psychology day review" in payments, mails and earnings', () => {
    expect(reviewPurchaseTitle({ stage: 'psychology' })).toBe('Psychology day review');
    expect(reviewPurchaseTitle({ kind: 'wat', title: 'Set 1' })).toBe('WAT review: Set 1');
    expect(reviewLink({ attemptId: null, batteryId: 'b1' })).toBe('/practice/board-days/b1');
  });
});
