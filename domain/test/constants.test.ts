import { describe, expect, it } from 'vitest';
import * as c from '../src/constants';

describe('business constants', () => {
  it('holds the availability and calendar numbers', () => {
    expect(c.CALENDAR_SPAN_DAYS).toBe(14);
    expect(c.SLOT_MINUTES_DEFAULT).toBe(30);
    expect(c.SLOT_MINUTES_MIN).toBe(15);
    expect(c.PAST_RANGE_TOLERANCE_MS).toBe(60_000);
    expect(c.INSTANT_OVERLAP_MINUTES).toBe(30);
    expect([c.AFTERNOON_STARTS_HOUR, c.EVENING_STARTS_HOUR]).toEqual([12, 17]);
  });

  it('holds the booking and session numbers', () => {
    expect(c.DEFAULT_BOOKING_MINUTES).toBe(60);
    expect(c.DEFAULT_SESSION_CATEGORY).toBe('general_mentoring');
    expect(c.SESSION_CATEGORIES).toEqual(['general_mentoring', 'group_discussion', 'personal_interview', 'planning_exercise']);
    expect(c.DEFAULT_SESSION_TYPE_MINUTES).toEqual([30, 60, 90]);
    expect(c.CUSTOM_SESSION_TYPE_MINUTES).toBe(60);
    expect(c.MEETING_JOIN_OPENS_MINUTES).toBe(10);
    expect([c.RATING_MIN, c.RATING_MAX]).toEqual([1, 5]);
  });

  it('holds the discussion numbers', () => {
    expect(c.DISCUSSION_JOIN_CUTOFF_MINUTES).toBe(10);
    expect(c.DISCUSSION_ACCESS_OPENS_MINUTES).toBe(5);
    expect(c.DISCUSSION_CAPACITY_DEFAULT).toBe(10);
    expect(c.DISCUSSION_CAPACITY_MIN).toBe(1);
    expect(c.DISCUSSION_ATTENDEE_AVATARS).toBe(3);
  });

  it('holds the list, card and blog limits', () => {
    expect(c.FEATURED_MENTORS).toBe(3);
    expect([c.TOP_COACHES_FETCHED, c.TOP_COACHES_SHOWN]).toEqual([10, 3]);
    expect(c.COACH_GRID_SKELETONS).toBe(6);
    expect([c.SPECIALIZATIONS_FULL_CARD, c.SPECIALIZATIONS_COMPACT_CARD]).toEqual([3, 2]);
    expect(c.ACHIEVEMENTS_ON_CARD).toBe(3);
    expect([c.DASHBOARD_UPCOMING_SESSIONS, c.DASHBOARD_ACHIEVEMENTS]).toEqual([5, 5]);
    expect([c.ONBOARDING_STEPS_MENTOR, c.ONBOARDING_STEPS_MENTEE]).toEqual([4, 3]);
    expect(c.BLOG_PREVIEW_POSTS).toBe(5);
    expect([c.EXCERPT_FALLBACK_HOME, c.EXCERPT_FALLBACK_LIST, c.EXCERPT_MAX]).toEqual([160, 140, 500]);
    expect(c.BLOG_DEFAULT_CATEGORY).toBe('General');
    expect(c.BLOG_CATEGORIES).toEqual([
      'Psychology', 'Group Tasks', 'Interview', 'SSB Tips', 'OIR', 'PPDT', 'GTO',
      'Conference', 'Screening', 'WAT', 'TAT', 'SRT', 'Strategy', 'Success Stories',
    ]);
  });

  it('holds the auth, tag input and avatar numbers', () => {
    expect([c.PASSWORD_MIN_LOGIN, c.PASSWORD_MIN_REGISTRATION]).toEqual([6, 8]);
    expect(c.SESSION_EXPIRY_REDIRECT_MS).toBe(50);
    expect([c.TAG_SUGGESTIONS_SHOWN, c.TAG_QUICK_CHIPS]).toEqual([6, 8]);
    expect(c.AVATAR_MAX_SIDE_PX).toBe(1024);
    expect(c.AVATAR_JPEG_QUALITY).toBe(0.8);
    expect(c.AVATAR_MAX_UPLOAD_BYTES).toBe(5 * 1024 * 1024);
    expect(c.AVATAR_FILE_NAME).toBe('avatar.jpg');
  });
});
