import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { sessionTypes, sessions, users } from '../../src/db/schema';
import type { Db } from '../../src/db/client';
import { SESSION_MESSAGES as M } from '@ssb/domain';
import { createTestContext, type TestContext } from '../support/context';
import { testDatabaseKind } from '../support/database';
import { createAdmin, createCoach, createMentee, signedInAgent } from '../support/factories';
import { addSessionType, addWindow, at, bookingBody, insertSession, MINUTE, NOW, sessionRow } from './support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
beforeEach(() => ctx.clock.set(NOW));
afterAll(() => ctx.close());

/** A coach (₹2,000 an hour) with one window from +24 h to +28 h, and a signed-in mentee. */
async function setup(coachFields: Parameters<typeof createCoach>[1] = {}) {
  const coach = await createCoach(ctx.db, { hourlyRate: 2000, ...coachFields });
  await addWindow(ctx.db, coach.id, at(24), at(28));
  const mentee = await createMentee(ctx.db);
  const agent = await signedInAgent(ctx, mentee);
  return { coach, mentee, agent };
}

describe('POST /api/sessions', () => {
  it('books a paid session inside a window for the signed-in mentee: 201, pending_payment, held 10 minutes, with its gateway order', async () => {
    const { coach, mentee, agent } = await setup();
    const res = await agent.post('/api/sessions', bookingBody(coach.id, at(25), { description: 'PI practice', sessionType: 'personal_interview' }));
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data.holdExpiresAt).toBe(new Date(NOW.getTime() + 10 * MINUTE).toISOString());
    expect(data.payment).toMatchObject({ gateway: 'test', keyId: 'rzp_test_builtin', amount: 200000, currency: 'INR', status: 'created' });
    expect(data.payment.orderId).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(data).toMatchObject({
      _id: data.id,
      status: 'pending_payment',
      duration: 60,
      sessionType: 'personal_interview',
      description: 'PI practice',
      scheduledAt: at(25).toISOString(),
      endsAt: at(26).toISOString(),
      price: 2000,
      mentorId: { id: coach.id, firstName: coach.firstName },
      menteeId: { id: mentee.id, firstName: mentee.firstName },
      menteeName: `${mentee.firstName} ${mentee.lastName}`,
    });
    expect(data.title).toBe(`Personal interview with ${coach.firstName} ${coach.lastName}`);
    expect(JSON.stringify(data)).not.toContain(coach.email);
    expect(JSON.stringify(data)).not.toContain(mentee.email);
  });

  it('defaults to 60 minutes of general mentoring', async () => {
    const { coach, agent } = await setup();
    const res = await agent.post('/api/sessions', bookingBody(coach.id, at(24)));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ duration: 60, sessionType: 'general_mentoring' });
  });

  it('ignores a price and a menteeId sent by the client', async () => {
    const { coach, mentee, agent } = await setup();
    const other = await createMentee(ctx.db);
    const res = await agent.post('/api/sessions', bookingBody(coach.id, at(24), { price: 1, menteeId: other.id, duration: 90 }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.price).toBe(3000);
    expect(res.json().data.menteeId.id).toBe(mentee.id);
  });

  it("prices from the coach's own session type of that length before the hourly rate", async () => {
    const { coach, agent } = await setup();
    await addSessionType(ctx.db, coach.id, { label: 'Mock PI', minutes: 45, price: 1800 });
    const res = await agent.post('/api/sessions', bookingBody(coach.id, at(24), { duration: 45 }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.price).toBe(1800);
  });

  it('offers a coach with only an hourly rate 30, 60 and 90 minutes at the prorated rate, rounded to whole rupees', async () => {
    const { coach, agent } = await setup({ hourlyRate: 2499 });
    const short = await agent.post('/api/sessions', bookingBody(coach.id, at(24), { duration: 30 }));
    expect(short.statusCode).toBe(201);
    expect(short.json().data.price).toBe(1250);
    const long = await agent.post('/api/sessions', bookingBody(coach.id, at(25), { duration: 90 }));
    expect(long.statusCode).toBe(201);
    expect(long.json().data.price).toBe(3749);
  });

  it("refuses a length that is not one of the coach's session types, even one the hourly rate could price", async () => {
    const { coach, agent } = await setup({ hourlyRate: 3000 });
    await addSessionType(ctx.db, coach.id, { label: 'Mock PI', minutes: 60, price: 9000 });
    for (const duration of [61, 30, 90]) {
      const res = await agent.post('/api/sessions', bookingBody(coach.id, at(24), { duration }));
      expect(res.statusCode, String(duration)).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        error: "Choose one of this coach's session types",
        fields: { duration: "Choose one of this coach's session types" },
      });
    }
    const rateOnly = (await setup({ hourlyRate: 2000 })).coach;
    const res = await agent.post('/api/sessions', bookingBody(rateOnly.id, at(24), { duration: 45 }));
    expect(res.statusCode).toBe(400);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.mentorId, coach.id))).toEqual([]);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.mentorId, rateOnly.id))).toEqual([]);
  });

  it('names a type by sessionTypeId, telling apart two types of one length, and charges its price', async () => {
    const { coach, agent } = await setup({ hourlyRate: null });
    await addSessionType(ctx.db, coach.id, { label: 'Mock PI', minutes: 60, price: 9000, position: 0 });
    const gd = await addSessionType(ctx.db, coach.id, { label: 'GD review', minutes: 60, price: 4000, position: 1 });
    const byId = await agent.post('/api/sessions', bookingBody(coach.id, at(24), { sessionTypeId: gd.id }));
    expect(byId.statusCode).toBe(201);
    expect(byId.json().data).toMatchObject({ duration: 60, price: 4000 });
    // A length alone does not tell them apart: the price sent does (docs/product/booking-rules.md).
    const byLength = await agent.post('/api/sessions', bookingBody(coach.id, at(25), { duration: 60 }));
    expect(byLength.statusCode).toBe(409);
    const byPrice = await agent.post('/api/sessions', bookingBody(coach.id, at(25), { duration: 60, price: 9000 }));
    expect(byPrice.json().data).toMatchObject({ duration: 60, price: 9000 });
    const wrongLength = await agent.post('/api/sessions', bookingBody(coach.id, at(26), { sessionTypeId: gd.id, duration: 30 }));
    expect(wrongLength.statusCode).toBe(400);
    const otherCoachType = await agent.post('/api/sessions', bookingBody((await setup()).coach.id, at(24), { sessionTypeId: gd.id }));
    expect(otherCoachType.statusCode).toBe(400);
    expect(otherCoachType.json().fields).toMatchObject({ sessionTypeId: "Choose one of this coach's session types" });
  });

  it('books a session type priced 0 as a free session', async () => {
    const { coach, agent } = await setup({ hourlyRate: null });
    await addSessionType(ctx.db, coach.id, { label: 'Intro call', minutes: 30, price: 0 });
    const res = await agent.post('/api/sessions', bookingBody(coach.id, at(24), { duration: 30 }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.price).toBe(0);
  });

  it('refuses with 409 a coach who has not set a price, and books nothing', async () => {
    const { coach, agent } = await setup({ hourlyRate: null });
    const bare = await agent.post('/api/sessions', bookingBody(coach.id, at(24)));
    expect(bare.statusCode).toBe(409);
    expect(bare.json()).toEqual({ success: false, error: 'This coach has not set a price yet' });
    await addSessionType(ctx.db, coach.id, { label: 'Mock PI', minutes: 60, price: null });
    for (const duration of [60, 89]) {
      const res = await agent.post('/api/sessions', bookingBody(coach.id, at(24), { duration }));
      expect(res.statusCode, String(duration)).toBe(409);
      expect(res.json().error).toBe('This coach has not set a price yet');
    }
    expect(await ctx.db.select().from(sessions).where(eq(sessions.mentorId, coach.id))).toEqual([]);
  });

  it("refuses a start off the calendar's slot grid of the window that holds it", async () => {
    const coach = await createCoach(ctx.db, { hourlyRate: 2000 });
    await addWindow(ctx.db, coach.id, at(24, 15), at(28));
    const agent = await signedInAgent(ctx, await createMentee(ctx.db));
    for (const start of [at(25), at(24, 20), at(24, 30)]) {
      const res = await agent.post('/api/sessions', bookingBody(coach.id, start, { duration: 30 }));
      expect(res.statusCode, start.toISOString()).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        error: "Choose one of the start times shown in the coach's calendar",
        fields: { scheduledAt: "Choose one of the start times shown in the coach's calendar" },
      });
    }
    expect((await agent.post('/api/sessions', bookingBody(coach.id, at(24, 45), { duration: 30 }))).statusCode).toBe(201);
    expect((await agent.post('/api/sessions', bookingBody(coach.id, at(25, 15), { duration: 30 }))).statusCode).toBe(201);
  });

  it('gives each booking its own meeting room on the configured meeting service', async () => {
    const { coach, agent } = await setup();
    // Stored with the booking, shown once it is paid (money/confirmation.test.ts).
    const first = await sessionRow(ctx.db, (await agent.post('/api/sessions', bookingBody(coach.id, at(24)))).json().data.id);
    const second = await sessionRow(ctx.db, (await agent.post('/api/sessions', bookingBody(coach.id, at(25)))).json().data.id);
    expect(first.meetingLink).toMatch(/^https:\/\/meet\.jit\.si\/ssb-academy-[0-9a-f]{20}$/);
    expect(second.meetingLink).toMatch(/^https:\/\/meet\.jit\.si\/ssb-academy-/);
    expect(second.meetingLink).not.toBe(first.meetingLink);
  });

  it("uses the coach's personal meeting link when set", async () => {
    const { coach, agent } = await setup({ meetingLink: 'https://meet.example.test/colonel-rao' });
    const res = await agent.post('/api/sessions', bookingBody(coach.id, at(24)));
    expect((await sessionRow(ctx.db, res.json().data.id)).meetingLink).toBe('https://meet.example.test/colonel-rao');
  });

  // Two transactions at once: PGlite runs one at a time, so only PostgreSQL can show the wait.
  it.runIf(testDatabaseKind() === 'postgres')('refuses a booking that waited for its coach to be suspended', async () => {
    const { coach, agent } = await setup();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // a suspension as it runs: the coach's row locked and made inactive, not yet committed
    const suspension = ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from users where id = ${coach.id} for update`);
      await tx.update(users).set({ isActive: false }).where(eq(users.id, coach.id));
      await held;
    });
    await pause(50);
    const booking = agent.post('/api/sessions', bookingBody(coach.id, at(24)));
    await pause(300); // the booking has read the coach as active and waits for the lock
    release();
    await suspension;
    expect((await booking).statusCode).toBe(404);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.mentorId, coach.id))).toEqual([]);
  });

  // Two transactions at once: PGlite runs one at a time, so only PostgreSQL can show the wait.
  it.runIf(testDatabaseKind() === 'postgres').each([
    ['deleted', (tx: Db, id: string) => tx.delete(sessionTypes).where(eq(sessionTypes.id, id))],
    ['repriced', (tx: Db, id: string) => tx.update(sessionTypes).set({ price: 4500 }).where(eq(sessionTypes.id, id))],
  ] as const)('refuses a booking of a session type the coach %s while it waited: 409, nothing booked', async (_, change) => {
    const { coach, agent } = await setup();
    const type = await addSessionType(ctx.db, coach.id, { label: 'PI mock', minutes: 45, price: 1800 });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // a profile save as it runs: the coach's row locked and the type changed, not yet committed
    const save = ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from users where id = ${coach.id} for update`);
      await change(tx, type.id);
      await held;
    });
    await pause(50);
    const booking = agent.post('/api/sessions', { ...bookingBody(coach.id, at(24)), sessionTypeId: type.id, duration: 45 });
    await pause(300); // the booking has read the type as it was and waits for the lock
    release();
    await save;
    const res = await booking;
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(M.typeChanged);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.mentorId, coach.id))).toEqual([]);
  });

  it('refuses anonymous callers with 401 and books nothing', async () => {
    const { coach } = await setup();
    const res = await ctx.agent().post('/api/sessions', bookingBody(coach.id, at(24)));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false });
    expect(await ctx.db.select().from(sessions).where(eq(sessions.mentorId, coach.id))).toEqual([]);
  });

  it('refuses a booking with yourself', async () => {
    const { coach } = await setup();
    const agent = await signedInAgent(ctx, coach);
    const res = await agent.post('/api/sessions', bookingBody(coach.id, at(24)));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'You cannot book a session with yourself' });
  });

  it('refuses a start outside every window', async () => {
    const { coach, agent } = await setup();
    const res = await agent.post('/api/sessions', bookingBody(coach.id, at(30)));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'The coach is not available for the whole session at that time' });
  });

  it('refuses a session that starts inside a window but runs past its end', async () => {
    const { coach, agent } = await setup();
    const res = await agent.post('/api/sessions', bookingBody(coach.id, at(27, 30)));
    expect(res.statusCode).toBe(400);
    const exact = await agent.post('/api/sessions', bookingBody(coach.id, at(27)));
    expect(exact.statusCode).toBe(201);
  });

  it('refuses a session spanning two touching windows: it must lie inside one', async () => {
    const { coach, agent } = await setup();
    await addWindow(ctx.db, coach.id, at(28), at(30));
    const res = await agent.post('/api/sessions', bookingBody(coach.id, at(27, 30)));
    expect(res.statusCode).toBe(400);
  });

  it('refuses a start in the past, even inside a window', async () => {
    const coach = await createCoach(ctx.db);
    await addWindow(ctx.db, coach.id, at(-2), at(2));
    const agent = await signedInAgent(ctx, await createMentee(ctx.db));
    const res = await agent.post('/api/sessions', bookingBody(coach.id, at(-1)));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Sessions must start in the future', fields: { scheduledAt: 'Sessions must start in the future' } });
    const nowStart = await agent.post('/api/sessions', bookingBody(coach.id, NOW));
    expect(nowStart.statusCode).toBe(400);
  });

  it('refuses a slot the coach already has booked, with 409', async () => {
    const { coach, agent } = await setup();
    expect((await agent.post('/api/sessions', bookingBody(coach.id, at(24)))).statusCode).toBe(201);
    const other = await signedInAgent(ctx, await createMentee(ctx.db));
    const res = await other.post('/api/sessions', bookingBody(coach.id, at(24)));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, error: 'This slot was just taken' });
  });

  it('answers the same booking made again (a retry after a lost answer) with the first one: no second session, no 409', async () => {
    const { coach, mentee, agent } = await setup();
    const first = await agent.post('/api/sessions', bookingBody(coach.id, at(24)));
    expect(first.statusCode).toBe(201);
    const again = await agent.post('/api/sessions', bookingBody(coach.id, at(24)));
    expect(again.statusCode).toBe(201);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(await ctx.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.menteeId, mentee.id))).toHaveLength(1);
    // Another length at that time is another booking: still refused.
    expect((await agent.post('/api/sessions', bookingBody(coach.id, at(24), { duration: 30 }))).statusCode).toBe(409);
  });

  it('refuses overlaps of different lengths and allows sessions that only touch', async () => {
    const { coach, agent } = await setup();
    expect((await agent.post('/api/sessions', bookingBody(coach.id, at(25), { duration: 30 }))).statusCode).toBe(201);
    const other = await signedInAgent(ctx, await createMentee(ctx.db));
    // 90 minutes from 24:00 runs into 25:00-25:30
    expect((await other.post('/api/sessions', bookingBody(coach.id, at(24), { duration: 90 }))).statusCode).toBe(409);
    // 60 minutes from 24:30 covers the booked half hour
    expect((await other.post('/api/sessions', bookingBody(coach.id, at(24, 30), { duration: 60 }))).statusCode).toBe(409);
    // touching on both sides is fine
    expect((await other.post('/api/sessions', bookingBody(coach.id, at(24), { duration: 60 }))).statusCode).toBe(201);
    expect((await other.post('/api/sessions', bookingBody(coach.id, at(25, 30), { duration: 30 }))).statusCode).toBe(201);
  });

  it("refuses a booking that overlaps another of the mentee's own sessions, with another coach", async () => {
    const { coach, mentee, agent } = await setup();
    const otherCoach = await createCoach(ctx.db);
    await addWindow(ctx.db, otherCoach.id, at(24), at(28));
    await insertSession(ctx.db, { mentorId: otherCoach.id, menteeId: mentee.id, start: at(24, 30), minutes: 30 });
    const res = await agent.post('/api/sessions', bookingBody(coach.id, at(24)));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('You already have a session at that time');
  });

  it('frees the time of a cancelled session for a new booking', async () => {
    const { coach, agent } = await setup();
    const first = (await agent.post('/api/sessions', bookingBody(coach.id, at(24)))).json().data;
    expect((await agent.delete(`/api/sessions/${first.id}`)).statusCode).toBe(200);
    const other = await signedInAgent(ctx, await createMentee(ctx.db));
    expect((await other.post('/api/sessions', bookingBody(coach.id, at(24)))).statusCode).toBe(201);
    expect((await sessionRow(ctx.db, first.id)).status).toBe('cancelled');
  });

  it('answers 404 for an unknown coach, a mentee or an inactive coach', async () => {
    const { agent } = await setup();
    const mentee = await createMentee(ctx.db);
    const inactive = await createCoach(ctx.db, { isActive: false });
    await addWindow(ctx.db, inactive.id, at(24), at(28));
    for (const id of ['4f1c2b9e-0000-4000-8000-000000000000', mentee.id, inactive.id]) {
      const res = await agent.post('/api/sessions', bookingBody(id, at(24)));
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('Coach not found');
    }
  });

  it('lets a coach and an admin book with another coach', async () => {
    const { coach } = await setup();
    const otherCoach = await createCoach(ctx.db);
    const admin = await createAdmin(ctx.db);
    expect((await (await signedInAgent(ctx, otherCoach)).post('/api/sessions', bookingBody(coach.id, at(24)))).statusCode).toBe(201);
    expect((await (await signedInAgent(ctx, admin)).post('/api/sessions', bookingBody(coach.id, at(25)))).statusCode).toBe(201);
  });

  it('answers 400 with field messages for bad input, never 500', async () => {
    const { coach, agent } = await setup();
    const cases = [
      {},
      { mentorId: 'nope', scheduledAt: at(24).toISOString() },
      bookingBody(coach.id, at(24), { duration: 10 }),
      bookingBody(coach.id, at(24), { duration: 60.5 }),
      bookingBody(coach.id, at(24), { sessionType: 'karaoke' }),
      { mentorId: coach.id, scheduledAt: 'tomorrow' },
      { mentorId: coach.id, scheduledAt: '2031-03-11T04:00:00' },
    ];
    for (const body of cases) {
      const res = await agent.post('/api/sessions', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  it('accepts a start with an explicit +05:30 offset', async () => {
    const { coach, agent } = await setup();
    // at(24) = 2031-03-11T04:00Z = 09:30 IST
    const res = await agent.post('/api/sessions', { mentorId: coach.id, scheduledAt: '2031-03-11T09:30:00+05:30' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.scheduledAt).toBe(at(24).toISOString());
  });

  it('keeps the coach rating untouched by booking', async () => {
    const { coach, agent } = await setup();
    await agent.post('/api/sessions', bookingBody(coach.id, at(24)));
    const [row] = await ctx.db.select({ rating: users.rating, totalReviews: users.totalReviews }).from(users).where(eq(users.id, coach.id));
    expect(row).toEqual({ rating: 0, totalReviews: 0 });
  });
});
