import { describe, expect, it } from 'vitest';
import { createSessionSchema, SESSION_MESSAGES, updateSessionSchema } from '../src/contracts/sessions';
import { sessionCategoryLabel } from '../src/sessions';

const mentorId = '4f1c2b9e-0000-4000-8000-000000000000';

describe('createSessionSchema', () => {
  it('defaults to general mentoring and leaves the length to the session type', () => {
    const parsed = createSessionSchema.parse({ mentorId, scheduledAt: '2031-03-11T04:00:00.000Z' });
    expect(parsed).toMatchObject({ sessionType: 'general_mentoring' });
    expect(parsed.duration).toBeUndefined();
    expect(createSessionSchema.parse({ mentorId, scheduledAt: '2031-03-11T04:00:00.000Z', sessionTypeId: ' pi ' }).sessionTypeId).toBe('pi');
  });

  it('accepts and ignores a price and a menteeId from the client (the server never reads them)', () => {
    expect(createSessionSchema.safeParse({ mentorId, scheduledAt: '2031-03-11T09:30:00+05:30', price: 1, menteeId: 'x' }).success).toBe(true);
  });

  it('refuses durations under 15 minutes, fractions, unknown session types and times without a zone', () => {
    const bad = [
      { duration: 10 },
      { duration: 30.5 },
      { duration: 481 },
      { sessionType: 'karaoke' },
      { scheduledAt: '2031-03-11T04:00:00' },
      { scheduledAt: 'tomorrow' },
      { mentorId: 'nope' },
    ];
    for (const patch of bad) {
      expect(createSessionSchema.safeParse({ mentorId, scheduledAt: '2031-03-11T04:00:00Z', ...patch }).success, JSON.stringify(patch)).toBe(false);
    }
  });

  it('accepts each of the four session types', () => {
    for (const sessionType of ['general_mentoring', 'group_discussion', 'personal_interview', 'planning_exercise']) {
      expect(createSessionSchema.safeParse({ mentorId, scheduledAt: '2031-03-11T04:00:00Z', sessionType }).success).toBe(true);
    }
  });
});

describe('updateSessionSchema', () => {
  it('takes whole ratings from 1 to 5 only, with the fixed message', () => {
    for (const menteeRating of [1, 3, 5]) expect(updateSessionSchema.safeParse({ menteeRating }).success).toBe(true);
    for (const menteeRating of [0, 6, 2.5, '4']) {
      const r = updateSessionSchema.safeParse({ menteeRating });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(SESSION_MESSAGES.rating);
    }
  });

  it('takes only known statuses', () => {
    expect(updateSessionSchema.safeParse({ status: 'completed' }).success).toBe(true);
    expect(updateSessionSchema.safeParse({ status: 'done' }).success).toBe(false);
  });
});

describe('sessionCategoryLabel', () => {
  it('names the four categories and prettifies anything else', () => {
    expect(sessionCategoryLabel('personal_interview')).toBe('Personal interview');
    expect(sessionCategoryLabel(undefined)).toBe('General mentoring');
    expect(sessionCategoryLabel('mock-gto_day')).toBe('Mock gto day');
  });
});
