import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne, or } from 'drizzle-orm';
import { sessions } from '../../src/db/schema';
import { createTestContext, type TestContext } from '../support/context';
import { createCoach, createMentee, signedInAgent } from '../support/factories';
import { addWindow, at, bookingBody, NOW } from './support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(NOW);
});
afterAll(() => ctx.close());

const liveSessionsOf = (coachId: string) =>
  ctx.db.select().from(sessions).where(and(eq(sessions.mentorId, coachId), ne(sessions.status, 'cancelled')));

describe('POST /api/sessions under contention', () => {
  it('gives exactly one of 30 mentees racing for one slot a 201 and the other 29 a 409', async () => {
    const coach = await createCoach(ctx.db);
    await addWindow(ctx.db, coach.id, at(24), at(28));
    const agents = await Promise.all(Array.from({ length: 30 }, async () => signedInAgent(ctx, await createMentee(ctx.db))));
    await Promise.all(agents.map((a) => a.ensureCsrf()));
    const answers = await Promise.all(agents.map((a) => a.post('/api/sessions', bookingBody(coach.id, at(25)))));
    // Compared whole, so a failure shows what the others got.
    const outcomes = answers.map((r) => `${r.statusCode} ${r.statusCode === 201 ? 'booked' : r.json().error}`).sort();
    expect(outcomes).toEqual(['201 booked', ...Array<string>(29).fill('409 This slot was just taken')]);
    expect(await liveSessionsOf(coach.id)).toHaveLength(1);
  });

  it('lets only one of overlapping bookings of different lengths win', async () => {
    const coach = await createCoach(ctx.db);
    await addWindow(ctx.db, coach.id, at(24), at(28));
    const agents = await Promise.all(Array.from({ length: 12 }, async () => signedInAgent(ctx, await createMentee(ctx.db))));
    await Promise.all(agents.map((a) => a.ensureCsrf()));
    // The coach's 30, 60 and 90 minutes on the slot grid, all overlapping 25:00-25:30
    const shapes = [
      [24, 0, 90],
      [24, 30, 60],
      [25, 0, 30],
      [25, 0, 60],
      [24, 30, 90],
      [25, 0, 90],
    ] as const;
    const answers = await Promise.all(
      agents.map((a, i) => {
        const [h, m, duration] = shapes[i % shapes.length]!;
        return a.post('/api/sessions', bookingBody(coach.id, at(h, m), { duration }));
      }),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(11);
    expect(await liveSessionsOf(coach.id)).toHaveLength(1);
  });

  it('lets one mentee racing for two coaches at the same time get only one of them', async () => {
    const mentee = await createMentee(ctx.db);
    const coaches = await Promise.all(Array.from({ length: 5 }, () => createCoach(ctx.db)));
    for (const c of coaches) await addWindow(ctx.db, c.id, at(24), at(28));
    const agent = await signedInAgent(ctx, mentee);
    await agent.ensureCsrf();
    const answers = await Promise.all(coaches.map((c) => agent.post('/api/sessions', bookingBody(c.id, at(26)))));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409]);
    const rows = await ctx.db.select().from(sessions).where(eq(sessions.menteeId, mentee.id));
    expect(rows).toHaveLength(1);
  });

  it('books distinct slots in parallel without losing any', async () => {
    const coach = await createCoach(ctx.db);
    await addWindow(ctx.db, coach.id, at(48), at(58));
    const agents = await Promise.all(Array.from({ length: 20 }, async () => signedInAgent(ctx, await createMentee(ctx.db))));
    await Promise.all(agents.map((a) => a.ensureCsrf()));
    const answers = await Promise.all(agents.map((a, i) => a.post('/api/sessions', bookingBody(coach.id, at(48, i * 30), { duration: 30 }))));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect(await liveSessionsOf(coach.id)).toHaveLength(20);
  });

  it('gives exactly one of two bookings fired at once a 201 when they would put one person in two places', async () => {
    for (let round = 0; round < 5; round++) {
      const [coachA, coachB] = [await createCoach(ctx.db), await createCoach(ctx.db)];
      for (const c of [coachA, coachB]) await addWindow(ctx.db, c.id, at(24), at(28));
      const mentee = await createMentee(ctx.db);
      const menteeAgent = await signedInAgent(ctx, mentee);
      const coachAgent = await signedInAgent(ctx, coachA);
      await Promise.all([menteeAgent.ensureCsrf(), coachAgent.ensureCsrf()]);
      // The mentee books coach A while coach A books coach B, for the same hour.
      const answers = await Promise.all([
        menteeAgent.post('/api/sessions', bookingBody(coachA.id, at(25))),
        coachAgent.post('/api/sessions', bookingBody(coachB.id, at(25))),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const ofCoachA = await ctx.db
        .select()
        .from(sessions)
        .where(and(or(eq(sessions.mentorId, coachA.id), eq(sessions.menteeId, coachA.id)), ne(sessions.status, 'cancelled')));
      expect(ofCoachA).toHaveLength(1);
    }
  });
});
