import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES, SESSION_MESSAGES } from '@ssb/domain';
import { createTestContext, type TestContext } from '../support/context';
import { createAdmin, createCoach, createMentee, signedInAgent } from '../support/factories';
import { addWindow, at, bookingBody, NOW } from '../sessions/support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
beforeEach(() => ctx.clock.set(NOW));
afterAll(() => ctx.close());

const mockInterview = { label: '45 min mock interview', minutes: 45, price: 1800, description: 'A full PI with feedback', active: true };

describe("a coach's session types (PUT /api/users/profile)", () => {
  it('refuses lengths outside 15-180 minutes or off the 15-minute steps, and prices above ₹1,00,000', async () => {
    const coach = await createCoach(ctx.db);
    const agent = await signedInAgent(ctx, coach);
    for (const [change, message] of [
      [{ minutes: 10 }, PROFILE_MESSAGES.sessionTypeMinutes],
      [{ minutes: 50 }, PROFILE_MESSAGES.sessionTypeMinutes],
      [{ minutes: 195 }, PROFILE_MESSAGES.sessionTypeMinutes],
      [{ price: 100_001 }, PROFILE_MESSAGES.sessionTypePrice],
      [{ price: -1 }, PROFILE_MESSAGES.sessionTypePrice],
      [{ label: ' ' }, PROFILE_MESSAGES.sessionTypeLabel],
    ] as const) {
      const res = await agent.put('/api/users/profile', { sessionTypes: [{ ...mockInterview, ...change }] });
      expect([JSON.stringify(change), res.statusCode, res.json().fields?.sessionTypes]).toEqual([JSON.stringify(change), 400, message]);
    }
    const ok = await agent.put('/api/users/profile', { sessionTypes: [{ ...mockInterview, minutes: 180, price: 100_000 }, { ...mockInterview, label: 'Free intro', minutes: 15, price: 0 }] });
    expect(ok.statusCode).toBe(200);
  });

  it('offers only active types: a hidden one is off the profile and cannot be booked', async () => {
    const coach = await createCoach(ctx.db, { hourlyRate: 2000 });
    await addWindow(ctx.db, coach.id, at(24), at(28));
    const coachAgent = await signedInAgent(ctx, coach);
    const saved = await coachAgent.put('/api/users/profile', {
      sessionTypes: [mockInterview, { label: 'Psych test consultation', minutes: 60, price: 2500, active: false }],
    });
    const [shown, hidden] = saved.json().data.sessionTypes;
    expect(hidden).toMatchObject({ label: 'Psych test consultation', active: false });
    const profile = (await ctx.agent().get(`/api/coaches/${coach.id}`)).json().data;
    expect(profile.sessionTypes).toEqual([{ id: shown.id, label: '45 min mock interview', minutes: 45, price: 1800, description: 'A full PI with feedback' }]);
    const mentee = await signedInAgent(ctx, await createMentee(ctx.db));
    const refused = await mentee.post('/api/sessions', bookingBody(coach.id, at(24), { sessionTypeId: hidden.id }));
    expect([refused.statusCode, refused.json().error]).toEqual([400, SESSION_MESSAGES.notOffered]);
    const booked = await mentee.post('/api/sessions', bookingBody(coach.id, at(24), { sessionTypeId: shown.id }));
    expect(booked.json().data).toMatchObject({ title: '45 min mock interview', price: 1800, duration: 45 });
  });

  it("lets an admin edit a coach's types (a business field), and no one else", async () => {
    const coach = await createCoach(ctx.db);
    const admin = await signedInAgent(ctx, await createAdmin(ctx.db));
    const res = await admin.put(`/api/users/${coach.id}/profile`, { sessionTypes: [mockInterview] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.sessionTypes).toMatchObject([{ label: '45 min mock interview', description: 'A full PI with feedback' }]);
    const other = await signedInAgent(ctx, await createCoach(ctx.db));
    expect((await other.put(`/api/users/${coach.id}/profile`, { sessionTypes: [] })).statusCode).toBe(403);
  });
});
