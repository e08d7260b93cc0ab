import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { sessions, users } from '../../src/db/schema';
import { PG_EXCLUSION_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../src/platform/errors';
import { createTestContext, type TestContext } from '../support/context';
import { createCoach, createMentee } from '../support/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const at = (iso: string) => new Date(iso);
const minutes = (start: Date, n: number) => new Date(start.getTime() + n * 60_000);

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return pgErrorCode(error);
  }
}

describe('migrations', () => {
  it('create every table of the data model', async () => {
    const rows = await queryRows<{ table_name: string }>(
      ctx.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining([
        'users', 'availability_windows', 'session_types', 'sessions', 'blog_posts', 'resources',
        'discussions', 'discussion_attendees', 'verification_codes', 'auth_sessions', 'rate_limit_hits',
        'session_participants',
      ]),
    );
  });
});

describe('users', () => {
  it('refuses a second account with the same email in another case', async () => {
    await createMentee(ctx.db, { email: 'Asha.Verma@Example.com' });
    const code = await codeOf(createMentee(ctx.db, { email: 'asha.verma@example.COM' }));
    expect(code).toBe(PG_UNIQUE_VIOLATION);
  });
});

describe('sessions', () => {
  function book(mentorId: string, menteeId: string, start: Date, duration: number, status: 'scheduled' | 'cancelled' = 'scheduled') {
    return ctx.db.insert(sessions).values({
      mentorId, menteeId, title: 'Mock interview', duration, scheduledAt: start, endsAt: minutes(start, duration), status,
      meetingLink: `https://meet.jit.si/test-${Math.random()}`,
    });
  }

  it('refuses at the database an overlapping live session of the same coach', async () => {
    const coach = await createCoach(ctx.db);
    const [a, b] = [await createMentee(ctx.db), await createMentee(ctx.db)];
    const start = at('2030-01-10T10:00:00Z');
    await book(coach.id, a.id, start, 60);
    expect(await codeOf(book(coach.id, b.id, minutes(start, 30), 30))).toBe(PG_EXCLUSION_VIOLATION);
    expect(await codeOf(book(coach.id, b.id, minutes(start, -30), 90))).toBe(PG_EXCLUSION_VIOLATION);
  });

  it('refuses an overlapping live session of the same mentee with another coach', async () => {
    const [c1, c2] = [await createCoach(ctx.db), await createCoach(ctx.db)];
    const mentee = await createMentee(ctx.db);
    const start = at('2030-01-11T10:00:00Z');
    await book(c1.id, mentee.id, start, 60);
    expect(await codeOf(book(c2.id, mentee.id, minutes(start, 15), 30))).toBe(PG_EXCLUSION_VIOLATION);
  });

  it('allows back-to-back sessions and sessions overlapping only a cancelled one', async () => {
    const coach = await createCoach(ctx.db);
    const [a, b, c] = [await createMentee(ctx.db), await createMentee(ctx.db), await createMentee(ctx.db)];
    const start = at('2030-01-12T10:00:00Z');
    await book(coach.id, a.id, start, 60, 'cancelled');
    await book(coach.id, b.id, start, 60);
    expect(await codeOf(book(coach.id, c.id, minutes(start, 60), 60))).toBeUndefined();
  });

  it('refuses a live session of a coach who is, as a mentee, already in another session at that time', async () => {
    const [coachA, coachB] = [await createCoach(ctx.db), await createCoach(ctx.db)];
    const mentee = await createMentee(ctx.db);
    const start = at('2030-01-13T10:00:00Z');
    await book(coachA.id, mentee.id, start, 60);
    expect(await codeOf(book(coachB.id, coachA.id, minutes(start, 30), 60))).toBe(PG_EXCLUSION_VIOLATION);
    await book(coachB.id, coachA.id, minutes(start, 30), 60, 'cancelled');
    expect(await codeOf(book(coachB.id, coachA.id, minutes(start, 60), 60))).toBeUndefined();
  });

  it('frees the person across roles when the clashing session is cancelled', async () => {
    const [coachA, coachB] = [await createCoach(ctx.db), await createCoach(ctx.db)];
    const mentee = await createMentee(ctx.db);
    const start = at('2030-01-14T10:00:00Z');
    const [first] = await book(coachB.id, coachA.id, start, 60).returning({ id: sessions.id });
    expect(await codeOf(book(coachA.id, mentee.id, start, 60))).toBe(PG_EXCLUSION_VIOLATION);
    await ctx.db.update(sessions).set({ status: 'cancelled' }).where(sql`${sessions.id} = ${first!.id}`);
    expect(await codeOf(book(coachA.id, mentee.id, start, 60))).toBeUndefined();
  });

  it('refuses a session with oneself', async () => {
    const coach = await createCoach(ctx.db);
    expect(await codeOf(book(coach.id, coach.id, at('2030-02-01T10:00:00Z'), 60))).toBe('23514');
  });
});

describe('search documents', () => {
  it('are kept up to date by the database from names, title and specializations', async () => {
    const coach = await createCoach(ctx.db, { firstName: 'Meera', title: 'Former Psychologist', specializations: ['Psychology', 'TAT'] });
    const [row] = await ctx.db.select({ doc: users.searchDocument }).from(users).where(sql`${users.id} = ${coach.id}`);
    expect(row?.doc).toContain('meera');
    expect(row?.doc).toContain('psychology');
  });
});
