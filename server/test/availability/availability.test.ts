import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AVAILABILITY_ERRORS } from '@ssb/domain';
import { createTestContext, type TestContext } from '../support/context';
import { createCoach, createMentee, signedInAgent } from '../support/factories';
import { addWindow, at, bookingBody, insertSession, MINUTE, NOW } from '../sessions/support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
beforeEach(() => ctx.clock.set(NOW));
afterAll(() => ctx.close());

const w = (start: Date, end: Date) => `${start.toISOString()}|${end.toISOString()}`;

describe('PUT /api/users/profile (availability)', () => {
  it('stores the windows de-duplicated and sorted by start', async () => {
    const coach = await createCoach(ctx.db);
    const agent = await signedInAgent(ctx, coach);
    const res = await agent.put('/api/users/profile', { availability: [w(at(30), at(32)), w(at(24), at(26)), w(at(30), at(32))] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.availability).toEqual([w(at(24), at(26)), w(at(30), at(32))]);
  });

  it.each([
    ['missing', [`${at(24).toISOString()}|`]],
    ['invalid', ['2031-02-30T10:00:00Z|2031-02-30T11:00:00Z']],
    ['range', [w(at(26), at(24))]],
    ['past', [w(at(-5), at(-2))]],
    ['overlap', [w(at(24), at(26)), w(at(25), at(27))]],
  ] as const)('refuses a %s window with the editor message', async (kind, availability) => {
    const coach = await createCoach(ctx.db);
    const agent = await signedInAgent(ctx, coach);
    const res = await agent.put('/api/users/profile', { availability: [...availability] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(AVAILABILITY_ERRORS[kind].message);
    expect(res.json().fields.availability).toContain(AVAILABILITY_ERRORS[kind].message);
  });

  it('tolerates a window that ended less than 60 seconds ago', async () => {
    const coach = await createCoach(ctx.db);
    const agent = await signedInAgent(ctx, coach);
    const res = await agent.put('/api/users/profile', { availability: [w(at(-1), new Date(NOW.getTime() - 30_000))] });
    expect(res.statusCode).toBe(200);
  });

  it('refuses availability from a mentee', async () => {
    const agent = await signedInAgent(ctx, await createMentee(ctx.db));
    const res = await agent.put('/api/users/profile', { availability: [w(at(24), at(26))] });
    expect(res.statusCode).toBe(400);
  });

  it('makes saved windows bookable and removed windows unbookable', async () => {
    const coach = await createCoach(ctx.db);
    const coachAgent = await signedInAgent(ctx, coach);
    const mentee = await signedInAgent(ctx, await createMentee(ctx.db));
    await coachAgent.put('/api/users/profile', { availability: [w(at(24), at(26))] });
    expect((await mentee.post('/api/sessions', bookingBody(coach.id, at(24)))).statusCode).toBe(201);
    await coachAgent.put('/api/users/profile', { availability: [] });
    expect((await mentee.post('/api/sessions', bookingBody(coach.id, at(25)))).statusCode).toBe(400);
  });
});

describe('GET /api/coaches/:id (availability)', () => {
  it('cuts each window into 30-minute slots with their status', async () => {
    const coach = await createCoach(ctx.db);
    const mentee = await createMentee(ctx.db);
    await addWindow(ctx.db, coach.id, at(24), at(26));
    await insertSession(ctx.db, { mentorId: coach.id, menteeId: mentee.id, start: at(24, 30), minutes: 45 });
    await insertSession(ctx.db, { mentorId: coach.id, menteeId: mentee.id, start: at(25, 30), minutes: 30, status: 'cancelled' });
    const res = await ctx.agent().get(`/api/coaches/${coach.id}`);
    expect(res.statusCode).toBe(200);
    const [window] = res.json().data.availability;
    expect(window).toMatchObject({ start: at(24).toISOString(), end: at(26).toISOString() });
    expect(window.slots).toEqual([
      { start: at(24).toISOString(), end: at(24, 30).toISOString(), status: 'available' },
      { start: at(24, 30).toISOString(), end: at(25).toISOString(), status: 'booked' },
      { start: at(25).toISOString(), end: at(25, 30).toISOString(), status: 'booked' },
      { start: at(25, 30).toISOString(), end: at(26).toISOString(), status: 'available' },
    ]);
  });

  it('marks slots that have started as unavailable and leaves out windows that are over', async () => {
    const coach = await createCoach(ctx.db);
    await addWindow(ctx.db, coach.id, at(-3), at(-2));
    await addWindow(ctx.db, coach.id, at(-1), at(1));
    const res = await ctx.agent().get(`/api/coaches/${coach.id}`);
    const availability = res.json().data.availability;
    expect(availability).toHaveLength(1);
    expect(availability[0].slots.map((s: { status: string }) => s.status)).toEqual(['unavailable', 'unavailable', 'available', 'available']);
  });

  it('cuts slots only for the next 14 days', async () => {
    const coach = await createCoach(ctx.db);
    await addWindow(ctx.db, coach.id, at(14 * 24 - 1), at(14 * 24 + 5));
    const [window] = (await ctx.agent().get(`/api/coaches/${coach.id}`)).json().data.availability;
    expect(window.slots).toHaveLength(2);
    expect(new Date(window.slots.at(-1).end).getTime()).toBeLessThanOrEqual(NOW.getTime() + 14 * 24 * 60 * MINUTE);
  });

  it('shows a slot booked right after the booking and free again after a cancellation', async () => {
    const coach = await createCoach(ctx.db);
    await addWindow(ctx.db, coach.id, at(24), at(25));
    const agent = await signedInAgent(ctx, await createMentee(ctx.db));
    const statuses = async () =>
      ((await ctx.agent().get(`/api/coaches/${coach.id}`)).json().data.availability[0].slots as { status: string }[]).map((s) => s.status);
    expect(await statuses()).toEqual(['available', 'available']);
    const booked = (await agent.post('/api/sessions', bookingBody(coach.id, at(24)))).json().data;
    expect(await statuses()).toEqual(['booked', 'booked']);
    await agent.delete(`/api/sessions/${booked.id}`);
    expect(await statuses()).toEqual(['available', 'available']);
  });

  it('keeps coach lists light: windows without slots', async () => {
    const coach = await createCoach(ctx.db);
    await addWindow(ctx.db, coach.id, at(24), at(25));
    const res = await ctx.agent().get('/api/coaches');
    const listed = res.json().data.find((c: { id: string }) => c.id === coach.id);
    expect(listed.availability).toEqual([{ start: at(24).toISOString(), end: at(25).toISOString() }]);
  });
});
