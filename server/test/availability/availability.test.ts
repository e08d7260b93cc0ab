import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AVAILABILITY_ERRORS } from '@ssb/domain';
import { createTestContext, type TestContext } from '../support/context';
import { createCoach, createMentee, signedInAgent } from '../support/factories';
import { addWindow, at, bookingBody, insertSession, NOW } from '../sessions/support';

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

type Entry = { start: string; end: string; status: string };
const entry = (start: Date, end: Date, status: string): Entry => ({ start: start.toISOString(), end: end.toISOString(), status });

describe('GET /api/coaches/:id (availability)', () => {
  it('lists availability as entries with their status: a window split at the booked sessions, and no one else\'s details', async () => {
    const coach = await createCoach(ctx.db);
    const mentee = await createMentee(ctx.db, { firstName: 'Hiddenname' });
    await addWindow(ctx.db, coach.id, at(24), at(26));
    await insertSession(ctx.db, { mentorId: coach.id, menteeId: mentee.id, start: at(24, 30), minutes: 45 });
    await insertSession(ctx.db, { mentorId: coach.id, menteeId: mentee.id, start: at(25, 30), minutes: 30, status: 'cancelled' });
    const res = await ctx.agent().get(`/api/coaches/${coach.id}`);
    expect(res.statusCode).toBe(200);
    // the 45-minute session touches the 10:30 and 11:00 slots (UTC), so both are booked
    expect(res.json().data.availability).toEqual([
      entry(at(24), at(24, 30), 'available'),
      entry(at(24, 30), at(25, 30), 'booked'),
      entry(at(25, 30), at(26), 'available'),
    ]);
    expect(res.body).not.toContain('Hiddenname');
    expect(res.body).not.toContain(mentee.id);
  });

  it('marks what has started as unavailable and leaves out windows that are over', async () => {
    const coach = await createCoach(ctx.db);
    await addWindow(ctx.db, coach.id, at(-3), at(-2));
    await addWindow(ctx.db, coach.id, at(-1), at(1));
    const res = await ctx.agent().get(`/api/coaches/${coach.id}`);
    expect(res.json().data.availability).toEqual([entry(at(-1), at(0), 'unavailable'), entry(at(0), at(1), 'available')]);
  });

  it('marks time the coach booked with another coach as booked too', async () => {
    const coach = await createCoach(ctx.db);
    const other = await createCoach(ctx.db);
    await addWindow(ctx.db, coach.id, at(24), at(25));
    await insertSession(ctx.db, { mentorId: other.id, menteeId: coach.id, start: at(24), minutes: 30 });
    const res = await ctx.agent().get(`/api/coaches/${coach.id}`);
    expect(res.json().data.availability).toEqual([entry(at(24), at(24, 30), 'booked'), entry(at(24, 30), at(25), 'available')]);
  });

  it('shows a slot booked right after the booking and free again after a cancellation', async () => {
    const coach = await createCoach(ctx.db);
    await addWindow(ctx.db, coach.id, at(24), at(26));
    const agent = await signedInAgent(ctx, await createMentee(ctx.db));
    const availability = async (): Promise<Entry[]> => (await ctx.agent().get(`/api/coaches/${coach.id}`)).json().data.availability;
    expect(await availability()).toEqual([entry(at(24), at(26), 'available')]);
    const booked = (await agent.post('/api/sessions', bookingBody(coach.id, at(24)))).json().data;
    expect(await availability()).toEqual([entry(at(24), at(25), 'booked'), entry(at(25), at(26), 'available')]);
    await agent.delete(`/api/sessions/${booked.id}`);
    expect(await availability()).toEqual([entry(at(24), at(26), 'available')]);
  });

  it('lets a client that reads only the entries see the booked time: booking there is refused, the free time is bookable', async () => {
    const coach = await createCoach(ctx.db);
    await addWindow(ctx.db, coach.id, at(24), at(26));
    await insertSession(ctx.db, { mentorId: coach.id, menteeId: (await createMentee(ctx.db)).id, start: at(24), minutes: 60 });
    const entries: Entry[] = (await ctx.agent().get(`/api/coaches/${coach.id}`)).json().data.availability;
    const agent = await signedInAgent(ctx, await createMentee(ctx.db));
    const booked = entries.find((e) => e.status === 'booked')!;
    const free = entries.find((e) => e.status === 'available')!;
    expect((await agent.post('/api/sessions', bookingBody(coach.id, new Date(booked.start)))).statusCode).toBe(409);
    expect((await agent.post('/api/sessions', bookingBody(coach.id, new Date(free.start)))).statusCode).toBe(201);
  });
});

describe('GET /api/coaches (availability)', () => {
  it('lists availability as entries with their status in coach lists as well', async () => {
    const coach = await createCoach(ctx.db, { rating: 5, totalReviews: 500 }); // first among the top-rated
    await addWindow(ctx.db, coach.id, at(24), at(25));
    await insertSession(ctx.db, { mentorId: coach.id, menteeId: (await createMentee(ctx.db)).id, start: at(24), minutes: 30 });
    for (const path of ['/api/coaches?pageSize=100', '/api/coaches/top-rated?limit=20']) {
      const listed = (await ctx.agent().get(path)).json().data.find((c: { id: string }) => c.id === coach.id);
      expect(listed.availability).toEqual([entry(at(24), at(24, 30), 'booked'), entry(at(24, 30), at(25), 'available')]);
    }
  });
});
