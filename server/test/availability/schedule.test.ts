import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SCHEDULE_MESSAGES, SESSION_MESSAGES } from '@ssb/domain';
import { createTestContext, type TestContext } from '../support/context';
import { createAdmin, createCoach, createMentee, signedInAgent } from '../support/factories';
import { addSessionType, addWindow, at, bookingBody, NOW, parseIcs, payThroughTestGateway } from '../sessions/support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
beforeEach(() => {
  ctx.clock.set(NOW);
  ctx.mails.length = 0;
});
afterAll(() => ctx.close());

// NOW is Monday 10 March 2031, 09:30 in India (04:00 UTC).
const tuesdayMornings = {
  timeZone: 'Asia/Kolkata',
  weeklyHours: [
    { weekday: 2, start: '10:00', end: '13:00' },
    { weekday: 2, start: '17:00', end: '18:00' },
  ],
  daysOff: [] as string[],
  minNoticeMinutes: 12 * 60,
  bufferMinutes: 0,
};
/** Tuesday 11 March 2031 at hh:mm in India, as an instant. */
const tuesday = (hhmm: string) => new Date(`2031-03-11T${hhmm}:00+05:30`);

async function coachWithSchedule(schedule: Partial<typeof tuesdayMornings> = {}) {
  const coach = await createCoach(ctx.db, { hourlyRate: 2000 });
  const coachAgent = await signedInAgent(ctx, coach);
  const saved = await coachAgent.put(`/api/coaches/${coach.id}/schedule`, { ...tuesdayMornings, ...schedule });
  expect(saved.statusCode).toBe(200);
  return { coach, coachAgent };
}

describe('GET and PUT /api/coaches/{id}/schedule', () => {
  it("gives a coach the editor's starting values until they save, then what they saved", async () => {
    const coach = await createCoach(ctx.db);
    const agent = await signedInAgent(ctx, coach);
    const before = await agent.get(`/api/coaches/${coach.id}/schedule`);
    expect(before.json().data).toEqual({ timeZone: 'Asia/Kolkata', weeklyHours: [], daysOff: [], minNoticeMinutes: 720, bufferMinutes: 0, saved: false });
    const saved = await agent.put(`/api/coaches/${coach.id}/schedule`, { ...tuesdayMornings, daysOff: ['2031-03-25', '2031-03-18', '2031-03-25'] });
    expect(saved.json().data).toEqual({ ...tuesdayMornings, daysOff: ['2031-03-18', '2031-03-25'], saved: true });
    expect((await agent.get(`/api/coaches/${coach.id}/schedule`)).json().data).toEqual(saved.json().data);
  });

  it('is the coach’s own, or any coach’s for admins; nobody else’s', async () => {
    const coach = await createCoach(ctx.db);
    const other = await createCoach(ctx.db);
    const mentee = await createMentee(ctx.db);
    const admin = await createAdmin(ctx.db);
    const otherAgent = await signedInAgent(ctx, other);
    expect((await otherAgent.put(`/api/coaches/${coach.id}/schedule`, tuesdayMornings)).statusCode).toBe(403);
    expect((await otherAgent.get(`/api/coaches/${coach.id}/schedule`)).statusCode).toBe(403);
    expect((await (await signedInAgent(ctx, mentee)).get(`/api/coaches/${coach.id}/schedule`)).statusCode).toBe(403);
    expect((await ctx.agent().get(`/api/coaches/${coach.id}/schedule`)).statusCode).toBe(401);
    const adminAgent = await signedInAgent(ctx, admin);
    const byAdmin = await adminAgent.put(`/api/coaches/${coach.id}/schedule`, { ...tuesdayMornings, bufferMinutes: 15 });
    expect(byAdmin.statusCode).toBe(200);
    expect((await (await signedInAgent(ctx, coach)).get(`/api/coaches/${coach.id}/schedule`)).json().data.bufferMinutes).toBe(15);
    const onMentee = await adminAgent.put(`/api/coaches/${mentee.id}/schedule`, tuesdayMornings);
    expect([onMentee.statusCode, onMentee.json().error]).toEqual([400, SCHEDULE_MESSAGES.coachOnly]);
  });

  it('says what is wrong, on the field, and keeps the saved schedule', async () => {
    const { coach, coachAgent } = await coachWithSchedule();
    const bad = await coachAgent.put(`/api/coaches/${coach.id}/schedule`, {
      ...tuesdayMornings,
      weeklyHours: [{ weekday: 2, start: '13:00', end: '10:00' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ weeklyHours: SCHEDULE_MESSAGES.endAfterStart });
    const overlapping = await coachAgent.put(`/api/coaches/${coach.id}/schedule`, {
      ...tuesdayMornings,
      weeklyHours: [{ weekday: 4, start: '10:00', end: '13:00' }, { weekday: 4, start: '12:00', end: '14:00' }],
    });
    expect(overlapping.json().fields).toEqual({ weeklyHours: SCHEDULE_MESSAGES.overlap('Thursday') });
    const zone = await coachAgent.put(`/api/coaches/${coach.id}/schedule`, { ...tuesdayMornings, timeZone: 'Asia/Nowhere' });
    expect(zone.json().fields).toEqual({ timeZone: SCHEDULE_MESSAGES.timeZone });
    expect((await coachAgent.get(`/api/coaches/${coach.id}/schedule`)).json().data.weeklyHours).toEqual(tuesdayMornings.weeklyHours);
  });
});

describe('the calendar and bookings follow the schedule', () => {
  it("shows the weekly hours in the coach's availability, fresh after each save", async () => {
    const { coach, coachAgent } = await coachWithSchedule();
    const availability = async () => (await ctx.agent().get(`/api/coaches/${coach.id}`)).json().data.availability as { start: string; end: string; status: string }[];
    const first = await availability();
    expect(first.slice(0, 2)).toEqual([
      { start: tuesday('10:00').toISOString(), end: tuesday('13:00').toISOString(), status: 'available' },
      { start: tuesday('17:00').toISOString(), end: tuesday('18:00').toISOString(), status: 'available' },
    ]);
    // Two weeks of Tuesdays: the 11th and the 18th (the 25th is past the 14-day horizon's end on the 24th).
    expect(new Set(first.map((e) => e.start.slice(0, 10)))).toEqual(new Set(['2031-03-11', '2031-03-18']));
    await coachAgent.put(`/api/coaches/${coach.id}/schedule`, { ...tuesdayMornings, daysOff: ['2031-03-11'] });
    expect(new Set((await availability()).map((e) => e.start.slice(0, 10)))).toEqual(new Set(['2031-03-18']));
  });

  it('books a slot of the weekly hours, with the chosen type’s title in the session, the mail and the .ics', async () => {
    const { coach } = await coachWithSchedule();
    const type = await addSessionType(ctx.db, coach.id, { label: '45 min SRT and WAT review', minutes: 45, price: 1500 });
    const mentee = await createMentee(ctx.db);
    const agent = await signedInAgent(ctx, mentee);
    const res = await agent.post('/api/sessions', bookingBody(coach.id, tuesday('10:00'), { sessionTypeId: type.id }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ title: '45 min SRT and WAT review', duration: 45, price: 1500 });
    const paid = await payThroughTestGateway(agent, res.json().data);
    expect(paid.json().data.title).toBe('45 min SRT and WAT review');
    await ctx.app.deps.outbox.drain();
    // The booking mails, to both people, beside the hold's pay link the mentee was sent before paying.
    const booking = ctx.mails.filter((m) => m.icalEvent);
    expect(booking).toHaveLength(2);
    expect(ctx.mails.filter((m) => !m.icalEvent).map((m) => m.subject)).toEqual([expect.stringMatching(/^Pay ₹1,500 to keep your session/)]);
    for (const mail of booking) {
      expect(mail.subject).toContain('45 min SRT and WAT review');
      expect(parseIcs(mail.icalEvent!.content).get('VEVENT', 'SUMMARY')?.value).toBe('45 min SRT and WAT review');
    }
    const listed = (await agent.get('/api/sessions')).json().data;
    expect(listed[0].title).toBe('45 min SRT and WAT review');
  });

  it('refuses a time outside the hours, off the slot grid, inside the notice, or within the buffer', async () => {
    const { coach } = await coachWithSchedule({ bufferMinutes: 30, minNoticeMinutes: 72 * 60, weeklyHours: [{ weekday: 3, start: '10:00', end: '13:00' }, { weekday: 5, start: '10:00', end: '13:00' }] });
    const agent = await signedInAgent(ctx, await createMentee(ctx.db));
    const wednesday = (hhmm: string) => new Date(`2031-03-12T${hhmm}:00+05:30`);
    const friday = (hhmm: string) => new Date(`2031-03-14T${hhmm}:00+05:30`);
    const refusal = async (start: Date) => {
      const res = await agent.post('/api/sessions', bookingBody(coach.id, start, { duration: 30 }));
      return [res.statusCode, res.json().fields?.scheduledAt];
    };
    expect(await refusal(wednesday('10:00'))).toEqual([400, SESSION_MESSAGES.tooSoon]);
    expect(await refusal(friday('14:00'))).toEqual([400, SESSION_MESSAGES.outsideAvailability]);
    expect(await refusal(friday('10:10'))).toEqual([400, SESSION_MESSAGES.offGrid]);
    const booked = await agent.post('/api/sessions', bookingBody(coach.id, friday('11:00'), { duration: 30 }));
    expect(booked.statusCode).toBe(201);
    const other = await signedInAgent(ctx, await createMentee(ctx.db));
    const tooClose = await other.post('/api/sessions', bookingBody(coach.id, friday('11:30'), { duration: 30 }));
    expect([tooClose.statusCode, tooClose.json().error]).toEqual([400, SESSION_MESSAGES.tooClose]);
    const clear = await other.post('/api/sessions', bookingBody(coach.id, friday('12:00'), { duration: 30 }));
    expect(clear.statusCode).toBe(201);
  });

  it('keeps one-off windows bookable beside the weekly hours, and a coach without a schedule as before', async () => {
    const { coach } = await coachWithSchedule();
    await addWindow(ctx.db, coach.id, at(30), at(32));
    const agent = await signedInAgent(ctx, await createMentee(ctx.db));
    expect((await agent.post('/api/sessions', bookingBody(coach.id, at(30)))).statusCode).toBe(201);
    const plain = await createCoach(ctx.db, { hourlyRate: 2000 });
    await addWindow(ctx.db, plain.id, at(1), at(3));
    expect((await agent.post('/api/sessions', bookingBody(plain.id, at(1)))).statusCode).toBe(201);
  });
});
