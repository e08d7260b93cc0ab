import { PRACTICE_TESTS, scheduleInputSchema } from '@ssb/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import {
  availabilityWindows,
  blogPosts,
  coachSchedules,
  discussionAttendees,
  discussions,
  ledgerEntries,
  payments,
  practiceAnswers,
  practiceAttempts,
  practiceItems,
  practiceReviewNotes,
  practiceReviewOffers,
  practiceReviews,
  practiceSets,
  resources,
  sessions,
  sessionTypes,
  users,
  verificationApplications,
  verificationProofs,
} from '../src/db/schema';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemoIfEmpty } from '../src/db/seed';
import { verifyPassword } from '../src/platform/passwords';
import { openTestDatabase } from './support/database';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const IST = 330 * MINUTE;

/** Everything a seeded database holds, read once per seeding time. */
async function seedAndRead(handle: DatabaseHandle, now: Date) {
  const { db } = handle;
  expect(await seedDemoIfEmpty(db, now)).toBe(true);
  return {
    users: await db.select().from(users),
    windows: await db.select().from(availabilityWindows),
    types: await db.select().from(sessionTypes),
    schedules: await db.select().from(coachSchedules),
    sessions: await db.select().from(sessions),
    posts: await db.select().from(blogPosts),
    resources: await db.select().from(resources),
    discussions: await db.select().from(discussions),
    attendees: await db.select().from(discussionAttendees),
  };
}

// A daytime seed and one just before midnight in India, where IST and UTC dates differ.
const SEED_TIMES = [new Date(), new Date('2025-03-10T18:20:00Z') /* 23:50 IST */];

describe.each(SEED_TIMES)('demo seed at %s', (now) => {
  let handle: DatabaseHandle;
  let data: Awaited<ReturnType<typeof seedAndRead>>;
  beforeAll(async () => {
    handle = await openTestDatabase();
    data = await seedAndRead(handle, now);
  });
  afterAll(() => handle.close());

  const byEmail = (email: string) => data.users.find((u) => u.email === email)!;
  const coaches = () => data.users.filter((u) => u.role === 'mentor');

  it("pays for every priced session through the test gateway, so the demo's Earnings and Payments pages have rows that add up", async () => {
    const paid = data.sessions.filter((s) => (s.price ?? 0) > 0);
    expect(paid.length).toBeGreaterThan(0);
    const paymentRows = await handle.db.select().from(payments);
    const ledger = await handle.db.select().from(ledgerEntries);
    expect(paymentRows.filter((p) => p.status === 'captured').map((p) => p.sessionId).sort()).toEqual(paid.map((s) => s.id).sort());
    const sum = (...kinds: string[]) => ledger.filter((e) => kinds.includes(e.kind)).reduce((total, e) => total + e.amountPaise, 0);
    const completedPaid = paid.filter((s) => s.status === 'completed').reduce((total, s) => total + s.price! * 100, 0);
    expect(sum('payment')).toBe(paid.reduce((total, s) => total + s.price! * 100, 0));
    expect(sum('platform_fee', 'gst', 'coach_earning')).toBe(completedPaid);
    const demoCoach = byEmail('mentor@example.com');
    expect(ledger.some((e) => e.kind === 'coach_earning' && e.coachId === demoCoach.id)).toBe(true);
  });

  it('seeds only once', async () => {
    expect(await seedDemoIfEmpty(handle.db, now)).toBe(false);
  });

  it('creates the fixed log-ins, verified and active, with the demo password', async () => {
    for (const login of DEMO_LOGINS) {
      const user = byEmail(login.email);
      expect(user.role).toBe(login.role);
      expect(user.isActive).toBe(true);
      expect(user.emailVerifiedAt).not.toBeNull();
      expect(await verifyPassword(DEMO_PASSWORD, user.passwordHash)).toBe(true);
    }
    expect(byEmail('mentor@example.com').isVerified).toBe(true);
    expect(data.users.every((u) => u.emailVerifiedAt !== null && u.passwordHash)).toBe(true);
  });

  it('creates at least 13 plausible coaches', () => {
    const list = coaches();
    expect(list.length).toBeGreaterThanOrEqual(13);
    expect(list.filter((c) => c.isVerified).length).toBeGreaterThanOrEqual(9);
    expect(list.some((c) => !c.isVerified)).toBe(true);
    expect(list.some((c) => c.hourlyRate === null)).toBe(true);
    for (const c of list) {
      if (c.hourlyRate !== null) expect(c.hourlyRate).toBeGreaterThanOrEqual(1500);
      if (c.hourlyRate !== null) expect(c.hourlyRate).toBeLessThanOrEqual(4000);
      expect(c.title && c.bio && c.location && c.education).toBeTruthy();
      expect(c.achievements.length).toBeGreaterThanOrEqual(3);
      expect(c.testimonials.length).toBeGreaterThanOrEqual(2);
      expect(['senior', 'experienced']).toContain(c.experienceLevel);
      expect(c.searchDocument).not.toBe('');
    }
    const chips = new Set(list.flatMap((c) => c.specializations));
    expect(chips.size).toBeGreaterThanOrEqual(10);
    expect(chips.size).toBeLessThanOrEqual(12);
    const withTypes = new Set(data.types.map((t) => t.coachId));
    expect(withTypes.size).toBeGreaterThanOrEqual(5);
    expect(withTypes.size).toBeLessThan(list.length);
  });

  it('gives every coach future, non-overlapping windows on 30-minute boundaries within 14 days', () => {
    for (const coach of coaches()) {
      const mine = data.windows.filter((w) => w.coachId === coach.id).sort((a, b) => +a.startsAt - +b.startsAt);
      expect(mine.length).toBeGreaterThanOrEqual(2);
      expect(mine.length).toBeLessThanOrEqual(4);
      mine.forEach((w, i) => {
        const length = +w.endsAt - +w.startsAt;
        expect(length).toBeGreaterThanOrEqual(1.5 * HOUR);
        expect(length).toBeLessThanOrEqual(3 * HOUR);
        expect(+w.startsAt).toBeGreaterThan(+now);
        expect(+w.endsAt).toBeLessThanOrEqual(+now + 14 * DAY);
        expect((+w.startsAt + IST) % (30 * MINUTE)).toBe(0);
        const istHour = new Date(+w.startsAt + IST).getUTCHours();
        expect(istHour).toBeGreaterThanOrEqual(5);
        expect(istHour).toBeLessThanOrEqual(21);
        if (i > 0) expect(+w.startsAt).toBeGreaterThanOrEqual(+mine[i - 1]!.endsAt);
      });
    }
  });

  it('gives some coaches weekly hours that pass the schedule rules, so the demo shows a weekly schedule', () => {
    expect(data.schedules.length).toBeGreaterThanOrEqual(3);
    for (const s of data.schedules) {
      expect(coaches().map((c) => c.id)).toContain(s.coachId);
      expect(scheduleInputSchema.safeParse({ ...s, daysOff: s.daysOff }).success).toBe(true);
      expect(s.weeklyHours.length).toBeGreaterThan(0);
    }
  });

  it('books the demo aspirant with the demo coach: one upcoming inside a window, one rated, one unrated', () => {
    const mentor = byEmail('mentor@example.com');
    const mentee = byEmail('mentee@example.com');
    const pair = data.sessions.filter((s) => s.mentorId === mentor.id && s.menteeId === mentee.id);
    const upcoming = pair.filter((s) => s.status === 'scheduled' && s.scheduledAt > now);
    expect(upcoming).toHaveLength(1);
    const windows = data.windows.filter((w) => w.coachId === mentor.id);
    expect(windows.some((w) => w.startsAt <= upcoming[0]!.scheduledAt && w.endsAt >= upcoming[0]!.endsAt)).toBe(true);
    const past = pair.filter((s) => s.status === 'completed');
    expect(past.some((s) => s.menteeRating === 5 && s.menteeFeedback)).toBe(true);
    expect(past.some((s) => s.menteeRating === null)).toBe(true);
    for (const s of data.sessions) {
      expect(+s.endsAt - +s.scheduledAt).toBe(s.duration * MINUTE);
      expect(s.meetingLink).toMatch(/^https:\/\/meet\.jit\.si\/ssb-academy-/);
      if (s.status === 'completed') expect(+s.scheduledAt).toBeLessThan(+now);
      if (s.ratedAt) expect(+s.ratedAt).toBeLessThanOrEqual(+now);
      // every upcoming session lies inside one of its coach's windows
      if (s.status === 'scheduled') {
        const own = data.windows.filter((w) => w.coachId === s.mentorId);
        expect(own.some((w) => w.startsAt <= s.scheduledAt && w.endsAt >= s.endsAt)).toBe(true);
      }
    }
  });

  it('keeps each coach’s rating equal to the average of the ratings seeded', () => {
    for (const coach of coaches()) {
      const ratings = data.sessions.filter((s) => s.mentorId === coach.id && s.menteeRating !== null).map((s) => s.menteeRating!);
      expect(coach.totalReviews).toBe(ratings.length);
      const average = ratings.length ? ratings.reduce((a, b) => a + b, 0) / ratings.length : 0;
      expect(coach.rating).toBeCloseTo(average, 4);
      if (ratings.length) {
        expect(coach.rating).toBeGreaterThanOrEqual(4.3);
        expect(coach.rating).toBeLessThanOrEqual(4.9);
      }
    }
    expect(coaches().filter((c) => c.totalReviews > 0).length).toBeGreaterThanOrEqual(10);
  });

  it('publishes blog posts and resources written by coaches', () => {
    const coachIds = new Set(coaches().map((c) => c.id));
    expect(data.posts.length).toBeGreaterThanOrEqual(6);
    expect(new Set(data.posts.map((p) => p.authorId)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(data.posts.map((p) => p.category)).size).toBeGreaterThanOrEqual(5);
    expect(data.posts.filter((p) => p.featured).length).toBeGreaterThanOrEqual(1);
    for (const p of data.posts) {
      expect(coachIds.has(p.authorId!)).toBe(true);
      expect(p.published).toBe(true);
      expect(p.excerpt!.length).toBeLessThanOrEqual(500);
      const words = p.content.split(/\s+/).length;
      expect(words).toBeGreaterThanOrEqual(300);
      expect(words).toBeLessThanOrEqual(700);
      expect(+p.createdAt).toBeLessThan(+now);
      expect(+p.createdAt).toBeGreaterThan(+now - 30 * DAY);
    }
    expect(data.resources.length).toBeGreaterThanOrEqual(8);
    for (const r of data.resources) {
      expect(coachIds.has(r.authorId!)).toBe(true);
      expect(r.tags.length).toBeGreaterThanOrEqual(3);
      expect(r.tags.length).toBeLessThanOrEqual(5);
      expect(r.tags.every((t) => t === t.toLowerCase())).toBe(true);
      expect(r.content.length).toBeGreaterThan(200);
    }
  });

  it('has an unverified coach waiting in the verification queue with a PDF proof, and lists verified coaches only as verified', async () => {
    const applicant = byEmail('rahul.chauhan@example.com');
    expect(applicant.isVerified).toBe(false);
    const applications = await handle.db.select().from(verificationApplications);
    expect(applications).toEqual([expect.objectContaining({ coachId: applicant.id, status: 'pending', kind: 'armed_forces' })]);
    const [proof] = await handle.db.select().from(verificationProofs).where(eq(verificationProofs.applicationId, applications[0]!.id));
    expect(proof!.content.subarray(0, 5).toString()).toBe('%PDF-');
    for (const coach of data.users.filter((u) => u.role === 'mentor' && u.isVerified)) {
      expect(coach.verifiedAt).not.toBeNull();
      expect(coach.verifiedAs).not.toBeNull();
    }
  });

  it('publishes a demo coach’s own WAT set, by a verified coach, every word once (the studio’s bank holds the rest: features/practice/bank)', async () => {
    const sets = await handle.db.select().from(practiceSets);
    const items = await handle.db.select().from(practiceItems);
    expect(sets.map((s) => s.kind)).toEqual(['wat']);
    expect(sets.every((s) => s.status === 'published')).toBe(true);
    for (const set of sets) expect(data.users.find((u) => u.id === set.authorId)).toMatchObject({ role: 'mentor', isVerified: true });
    expect(new Set(items.map((i) => (i.prompt ?? '').toLowerCase())).size).toBe(PRACTICE_TESTS.wat.items);
  });

  it("has reviewers for every test, paid and free, and the demo aspirant's WAT attempt reviewed by the psychologist (notes on answered and blank words)", async () => {
    const offers = await handle.db.select().from(practiceReviewOffers);
    expect(new Set(offers.map((o) => o.kind))).toEqual(new Set(['wat', 'srt', 'tat', 'ppdt', 'sd', 'oir']));
    for (const offer of offers) expect(data.users.find((u) => u.id === offer.coachId)).toMatchObject({ role: 'mentor', isVerified: true });
    // Some paid (the checkout can be tried with the test gateway), some free.
    expect(offers.some((o) => o.pricePaise > 0) && offers.some((o) => o.pricePaise === 0)).toBe(true);
    const mentee = data.users.find((u) => u.email === 'mentee@example.com')!;
    const [review] = await handle.db.select().from(practiceReviews).where(eq(practiceReviews.userId, mentee.id));
    expect(review).toMatchObject({ reviewerId: data.users.find((u) => u.email === 'meera.iyer@example.com')!.id, summary: expect.any(String) });
    expect(+review!.submittedAt!).toBeLessThan(+review!.dueAt);
    expect(+review!.submittedAt!).toBeLessThan(+now);
    const [attempt] = await handle.db.select().from(practiceAttempts).where(eq(practiceAttempts.id, review!.attemptId!));
    expect(+attempt!.startedAt + PRACTICE_TESTS.wat.items * 15_000).toBeLessThan(+review!.requestedAt);
    const answered = new Set((await handle.db.select().from(practiceAnswers).where(eq(practiceAnswers.attemptId, attempt!.id))).map((a) => a.item));
    const notes = await handle.db.select().from(practiceReviewNotes).where(eq(practiceReviewNotes.reviewId, review!.id));
    expect(notes.length).toBeGreaterThan(0);
    expect(notes.some((n) => !answered.has(n.item))).toBe(true);
  });

  it('schedules three discussions, one within the hour, with consistent attendee counts', async () => {
    expect(data.discussions).toHaveLength(3);
    const starts = data.discussions.map((d) => +d.startTime - +now).sort((a, b) => a - b);
    expect(starts[0]).toBeGreaterThan(10 * MINUTE);
    expect(starts[0]).toBeLessThanOrEqual(HOUR);
    expect(starts[2]).toBeLessThan(4 * DAY);
    const admin = byEmail('admin@example.com');
    for (const d of data.discussions) {
      const rows = await handle.db.select().from(discussionAttendees).where(eq(discussionAttendees.discussionId, d.id));
      expect(d.attendeeCount).toBe(rows.length);
      expect(d.attendeeCount).toBeLessThanOrEqual(d.capacity);
      expect(d.createdBy).toBe(admin.id);
      expect(d.meetLink).toMatch(/^https:\/\/meet\.jit\.si\/ssb-academy-gd-/);
    }
    expect(data.attendees.length).toBeGreaterThan(0);
  });
});
