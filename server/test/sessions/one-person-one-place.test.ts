import { and, eq, ne, or } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema';
import { createTestContext, type TestContext } from '../support/context';
import { createCoach, createMentee, signedInAgent, type UserRow } from '../support/factories';
import { addWindow, at, bookingBody, insertSession, NOW } from './support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
beforeEach(() => ctx.clock.set(NOW));
afterAll(() => ctx.close());

/** Two coaches with a window from +24 h to +28 h each, and a mentee. Coach A may also book coach B. */
async function people() {
  const coachA = await createCoach(ctx.db);
  const coachB = await createCoach(ctx.db);
  for (const c of [coachA, coachB]) await addWindow(ctx.db, c.id, at(24), at(28));
  const mentee = await createMentee(ctx.db);
  return { coachA, coachB, mentee };
}

const liveSessionsOf = (user: UserRow) =>
  ctx.db
    .select()
    .from(sessions)
    .where(and(or(eq(sessions.mentorId, user.id), eq(sessions.menteeId, user.id)), ne(sessions.status, 'cancelled')));

describe('POST /api/sessions', () => {
  it('refuses to book a coach who is, as a mentee, in another session at that time: the slot is taken', async () => {
    const { coachA, coachB, mentee } = await people();
    const asMentee = await signedInAgent(ctx, coachA);
    expect((await asMentee.post('/api/sessions', bookingBody(coachB.id, at(25)))).statusCode).toBe(201);
    const res = await (await signedInAgent(ctx, mentee)).post('/api/sessions', bookingBody(coachA.id, at(25, 30), { duration: 30 }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, error: 'This slot was just taken' });
    expect(await liveSessionsOf(mentee)).toEqual([]);
  });

  it('refuses a coach booking another coach while coaching a session at that time, as their own clash', async () => {
    const { coachA, coachB, mentee } = await people();
    expect((await (await signedInAgent(ctx, mentee)).post('/api/sessions', bookingBody(coachA.id, at(25)))).statusCode).toBe(201);
    const res = await (await signedInAgent(ctx, coachA)).post('/api/sessions', bookingBody(coachB.id, at(24, 30)));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, error: 'You already have a session at that time' });
    expect(await liveSessionsOf(coachB)).toEqual([]);
  });

  it('lets the coach book another coach right after their own session, or over one that was cancelled', async () => {
    const { coachA, coachB, mentee } = await people();
    await insertSession(ctx.db, { mentorId: coachA.id, menteeId: mentee.id, start: at(24), minutes: 60 });
    await insertSession(ctx.db, { mentorId: coachA.id, menteeId: mentee.id, start: at(26), minutes: 60, status: 'cancelled' });
    const agent = await signedInAgent(ctx, coachA);
    expect((await agent.post('/api/sessions', bookingBody(coachB.id, at(25)))).statusCode).toBe(201);
    expect((await agent.post('/api/sessions', bookingBody(coachB.id, at(26)))).statusCode).toBe(201);
  });
});

describe('GET /api/coaches/:id (availability)', () => {
  it('shows as booked the times the coach is in a session booked with another coach', async () => {
    const { coachA, coachB } = await people();
    await insertSession(ctx.db, { mentorId: coachB.id, menteeId: coachA.id, start: at(25), minutes: 30 });
    const res = await ctx.agent().get(`/api/coaches/${coachA.id}`);
    expect(res.json().data.availability).toContainEqual({ start: at(25).toISOString(), end: at(25, 30).toISOString(), status: 'booked' });
  });
});
