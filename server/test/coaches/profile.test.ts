import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionTypes } from '../../src/db/schema';
import { createTestContext, type TestContext } from '../support/context';
import { createAdmin, createCoach, createMentee, signIn, signedInAgent } from '../support/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /api/coaches/:id', () => {
  it('answers the whole coach: profile fields, testimonials and session types', async () => {
    const coach = await createCoach(ctx.db, {
      firstName: 'Kavita',
      lastName: 'Sharma',
      education: 'MA Psychology, Delhi University',
      achievements: ['Ex-SSB psychologist', '200+ recommendations'],
      testimonials: [{ text: 'Calm and precise.', author: 'Cadet R.' }],
      experience: 15,
    });
    await ctx.db.insert(sessionTypes).values([
      { coachId: coach.id, label: 'Quick review', minutes: 30, price: 900, position: 1 },
      { coachId: coach.id, label: 'Full mock', minutes: 90, price: null, position: 2 },
    ]);
    const res = await ctx.agent().get(`/api/coaches/${coach.id}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      id: coach.id,
      _id: coach.id,
      name: 'Kavita Sharma',
      education: 'MA Psychology, Delhi University',
      achievements: ['Ex-SSB psychologist', '200+ recommendations'],
      testimonials: [{ text: 'Calm and precise.', author: 'Cadet R.' }],
      experience: 15,
      availability: [],
    });
    expect(data.sessionTypes.map((t: { label: string }) => t.label)).toEqual(['Quick review', 'Full mock']);
    expect(data).not.toHaveProperty('email');
  });

  it("answers 404 'Coach not found' for an unknown, malformed, inactive or non-mentor id", async () => {
    const inactive = await createCoach(ctx.db, { isActive: false });
    const mentee = await createMentee(ctx.db);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', '1', "1' or '1'='1", inactive.id, mentee.id]) {
      const res = await ctx.agent().get(`/api/coaches/${encodeURIComponent(id)}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ success: false, error: 'Coach not found' });
    }
  });
});

describe('PATCH /api/coaches/:id/verification', () => {
  it('lets an admin verify and un-verify a coach, answering the updated coach', async () => {
    const coach = await createCoach(ctx.db, { isVerified: false });
    const agent = ctx.agent();
    await signIn(ctx.db, agent, await createAdmin(ctx.db));
    const on = await agent.patch(`/api/coaches/${coach.id}/verification`, { isVerified: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().data).toMatchObject({ id: coach.id, isVerified: true });
    expect((await ctx.agent().get(`/api/coaches/${coach.id}`)).json().data.isVerified).toBe(true);
    const off = await agent.patch(`/api/coaches/${coach.id}/verification`, { isVerified: false });
    expect(off.json().data.isVerified).toBe(false);
    expect((await ctx.agent().get(`/api/coaches/${coach.id}`)).json().data.isVerified).toBe(false);
  });

  it('answers 401 to anonymous callers and 403 to mentees and mentors, even the coach themselves', async () => {
    const coach = await createCoach(ctx.db, { isVerified: false });
    expect((await ctx.agent().patch(`/api/coaches/${coach.id}/verification`, { isVerified: true })).statusCode).toBe(401);
    for (const user of [await createMentee(ctx.db), await createCoach(ctx.db), coach]) {
      const agent = await signedInAgent(ctx, user);
      const res = await agent.patch(`/api/coaches/${coach.id}/verification`, { isVerified: true });
      expect(res.statusCode).toBe(403);
      expect(res.json().success).toBe(false);
      // Whatever the body: the role is checked first.
      expect((await agent.patch(`/api/coaches/${coach.id}/verification`, { isVerified: 'yes' })).statusCode).toBe(403);
    }
    expect((await ctx.agent().get(`/api/coaches/${coach.id}`)).json().data.isVerified).toBe(false);
  });

  it('refuses a bad body with 400 and an unknown or non-mentor id with 404', async () => {
    const agent = ctx.agent();
    await signIn(ctx.db, agent, await createAdmin(ctx.db));
    const coach = await createCoach(ctx.db);
    const bad = await agent.patch(`/api/coaches/${coach.id}/verification`, { isVerified: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('isVerified');
    const mentee = await createMentee(ctx.db);
    for (const id of ['nope', mentee.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await agent.patch(`/api/coaches/${id}/verification`, { isVerified: true });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('Coach not found');
    }
  });
});
