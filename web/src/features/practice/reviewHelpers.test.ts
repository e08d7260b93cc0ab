import type { PracticeReview } from '@ssb/domain';
import { describe, expect, it } from 'vitest';
import { noteHasContent, orderQueue, qualityName } from './reviewHelpers';

const review = (id: string, status: PracticeReview['status'], dueAt: string, submittedAt: string | null = null) => ({ id, status, dueAt, submittedAt }) as PracticeReview;

describe('review helpers', () => {
  it('names a quality as a label', () => {
    expect(qualityName('self-confidence')).toBe('Self-confidence');
    expect(qualityName('ability to influence the group')).toBe('Ability to influence the group');
  });

  it('counts a note with only spaces as empty', () => {
    expect(noteHasContent({ comment: '   ', qualities: {} })).toBe(false);
    expect(noteHasContent({ comment: null, qualities: { courage: 'strong' } })).toBe(true);
  });

  it('puts open reviews first, soonest due first, then closed ones latest first', () => {
    const { open, closed } = orderQueue([
      review('done', 'done', '2031-03-01T00:00:00Z', '2031-03-02T00:00:00Z'),
      review('late', 'requested', '2031-03-09T00:00:00Z'),
      review('soon', 'requested', '2031-03-05T00:00:00Z'),
      review('lapsed', 'lapsed', '2031-03-04T00:00:00Z'),
    ]);
    expect(open.map((r) => r.id)).toEqual(['soon', 'late']);
    expect(closed.map((r) => r.id)).toEqual(['lapsed', 'done']);
  });
});
