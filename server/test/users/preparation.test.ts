import { ATTEMPT_NUMBER_MAX, COACH_LANGUAGES_MAX, PROFILE_MESSAGES } from '@ssb/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/context';
import { createAdmin, createCoach, createMentee, signedInAgent, type UserRow } from '../support/factories';
import { insertSession } from '../sessions/support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const signedIn = (user: UserRow) => signedInAgent(ctx, user);
const HOUR = 3_600_000;
const inDays = (days: number) => new Date(Math.ceil((ctx.clock.now().getTime() + days * 24 * HOUR) / HOUR) * HOUR);

describe('PUT /api/users/profile: what an aspirant prepares for', () => {
  it('saves the target entry, attempt and board date, reads them back, and clears them with null', async () => {
    const me = await createMentee(ctx.db);
    const agent = await signedIn(me);
    const res = await agent.put('/api/users/profile', {
      targetEntry: 'NDA',
      attemptNumber: 2,
      boardDate: '2027-01-12',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      targetEntry: 'NDA',
      attemptNumber: 2,
      boardDate: '2027-01-12',
    });
    expect((await agent.get('/api/users/profile')).json().data).toMatchObject({
      targetEntry: 'NDA',
      attemptNumber: 2,
      boardDate: '2027-01-12',
    });
    const cleared = await agent.put('/api/users/profile', {
      targetEntry: null,
      attemptNumber: null,
      boardDate: null,
    });
    expect(cleared.json().data).toMatchObject({
      targetEntry: null,
      attemptNumber: null,
      boardDate: null,
    });
  });

  it('refuses an unknown entry, an attempt outside 1 to the maximum and a date that is not one, each with its instruction', async () => {
    const agent = await signedIn(await createMentee(ctx.db));
    for (const attemptNumber of [0, ATTEMPT_NUMBER_MAX + 1, 1.5]) {
      const res = await agent.put('/api/users/profile', {
        targetEntry: 'Navy pilot',
        attemptNumber,
        boardDate: '12/01/2027',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({
        targetEntry: PROFILE_MESSAGES.targetEntry,
        attemptNumber: PROFILE_MESSAGES.attemptNumber,
        boardDate: PROFILE_MESSAGES.boardDate,
      });
    }
    expect((await agent.get('/api/users/profile')).json().data).toMatchObject({
      targetEntry: null,
      attemptNumber: null,
      boardDate: null,
    });
  });

  it('refuses them from a coach: they are an aspirant’s', async () => {
    const res = await (await signedIn(await createCoach(ctx.db))).put('/api/users/profile', { targetEntry: 'CDS' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      targetEntry: PROFILE_MESSAGES.aspirantOnly,
    });
  });
});

describe('PUT /api/users/profile: the languages a coach coaches in', () => {
  it('saves languages from the list, without duplicates', async () => {
    const agent = await signedIn(await createCoach(ctx.db));
    const res = await agent.put('/api/users/profile', {
      languages: ['Hindi', 'English', 'Hindi'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.languages).toEqual(['Hindi', 'English']);
  });

  it('refuses a language not on the list and more than the maximum', async () => {
    const agent = await signedIn(await createCoach(ctx.db));
    const unknown = await agent.put('/api/users/profile', {
      languages: ['Hindi', 'Klingon'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.languages).toBe(PROFILE_MESSAGES.language);
    const many = ['English', 'Hindi', 'Bengali', 'Gujarati', 'Kannada', 'Malayalam', 'Marathi', 'Odia', 'Punjabi'];
    expect(many.length).toBeGreaterThan(COACH_LANGUAGES_MAX);
    const tooMany = await agent.put('/api/users/profile', { languages: many });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields.languages).toBe(PROFILE_MESSAGES.tooManyLanguages);
  });

  it('refuses them from an aspirant', async () => {
    const res = await (await signedIn(await createMentee(ctx.db))).put('/api/users/profile', { languages: ['Hindi'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      languages: PROFILE_MESSAGES.coachOnlyLanguages,
    });
  });
});

describe('GET /api/sessions/{id}: the aspirant’s preparation', () => {
  it('shows the session’s coach what the aspirant prepares for on a booked session, and nobody else', async () => {
    const coach = await createCoach(ctx.db);
    const mentee = await createMentee(ctx.db, {
      targetEntry: 'NDA',
      attemptNumber: 2,
      boardDate: '2031-05-12',
    });
    const booked = await insertSession(ctx.db, {
      mentorId: coach.id,
      menteeId: mentee.id,
      start: inDays(2),
      status: 'scheduled',
    });
    const preparation = {
      targetEntry: 'NDA',
      attemptNumber: 2,
      boardDate: '2031-05-12',
    };

    const asCoach = await (await signedIn(coach)).get(`/api/sessions/${booked.id}`);
    expect(asCoach.statusCode).toBe(200);
    expect(asCoach.json().data.menteePreparation).toEqual(preparation);
    expect((await (await signedIn(coach)).get('/api/sessions?type=upcoming')).json().data[0].menteePreparation).toEqual(preparation);

    const asMentee = await (await signedIn(mentee)).get(`/api/sessions/${booked.id}`);
    expect(asMentee.json().data.menteePreparation).toBeNull();
    const asAdmin = await (await signedIn(await createAdmin(ctx.db))).get(`/api/sessions/${booked.id}`);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().data.menteePreparation).toBeNull();
    expect((await (await signedIn(await createCoach(ctx.db))).get(`/api/sessions/${booked.id}`)).statusCode).toBe(404);
  });

  it('shows nothing on a hold not paid for yet, and nothing when the aspirant gave nothing', async () => {
    const coach = await createCoach(ctx.db);
    const mentee = await createMentee(ctx.db, { targetEntry: 'CDS' });
    const hold = await insertSession(ctx.db, {
      mentorId: coach.id,
      menteeId: mentee.id,
      start: inDays(3),
      status: 'pending_payment',
      holdExpiresAt: inDays(1),
    });
    const agent = await signedIn(coach);
    expect((await agent.get(`/api/sessions/${hold.id}`)).json().data.menteePreparation).toBeNull();

    const silent = await createMentee(ctx.db);
    const booked = await insertSession(ctx.db, {
      mentorId: coach.id,
      menteeId: silent.id,
      start: inDays(4),
      status: 'scheduled',
    });
    expect((await agent.get(`/api/sessions/${booked.id}`)).json().data.menteePreparation).toBeNull();
  });
});
