import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema';
import {
  coachSchedules,
  discussions,
  mailOutbox,
  notifications,
  practiceAnswers,
  practiceAttempts,
  practiceItems,
  practiceReviewNotes,
  practiceReviewOffers,
  practiceReviews,
  practiceSets,
  pushSubscriptions,
  rateLimitHits,
  sessions,
  users,
} from '../../src/db/schema';
import { PERSONAL_DATA } from '../../src/features/accounts/personal-data';
import type { Agent } from '../support/agent';
import { createTestContext, type TestContext } from '../support/context';
import { createAdmin, createCoach, createMentee, signedInAgent, TEST_PASSWORD, type UserRow } from '../support/factories';
import { addSessionType, addWindow, at, bookingBody, insertSession, NOW } from '../sessions/support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
beforeEach(() => ctx.clock.set(NOW));
afterAll(() => ctx.close());

const MARK = 'quixoticmarker';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe('the personal-data map', () => {
  it('names every column of every table, and nothing else', () => {
    const inSchema: Record<string, string[]> = {};
    for (const table of Object.values(schema)) {
      if (!(table instanceof PgTable)) continue;
      const config = getTableConfig(table);
      inSchema[config.name] = config.columns.map((c) => c.name).sort();
    }
    const mapped = Object.fromEntries(Object.entries(PERSONAL_DATA).map(([table, policy]) => [table, Object.keys(policy.columns).sort()]));
    // A new table or column must be classified in server/src/features/accounts/personal-data.ts (and handled by erase.ts and export.ts).
    expect(mapped).toEqual(inSchema);
    for (const [table, policy] of Object.entries(PERSONAL_DATA)) for (const column of policy.whose) expect(inSchema[table], `${table}.${column}`).toContain(column);
  });
});

/** Every table's rows that mention `needle` anywhere (case-insensitive), by table. */
async function mentionsOf(needle: string): Promise<Record<string, number>> {
  const { rows: tables } = (await ctx.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`)) as unknown as {
    rows: { table_name: string }[];
  };
  const found: Record<string, number> = {};
  for (const { table_name } of tables) {
    const { rows } = (await ctx.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table_name)} t where position(${needle.toLowerCase()} in lower(row_to_json(t)::text)) > 0`,
    )) as unknown as { rows: { n: number }[] };
    if (rows[0]!.n > 0) found[table_name] = rows[0]!.n;
  }
  return found;
}

/** A coach who has left a trace in every table that can hold one. */
/** A WAT attempt by `userId` on `setId`, finished an hour before NOW, with one answer. */
async function finishedAttempt(userId: string, setId: string, answer: string) {
  const startedAt = new Date(NOW.getTime() - 3_600_000);
  const [attempt] = await ctx.db.insert(practiceAttempts).values({ userId, setId, timing: { clock: 'fixed', phases: [{ name: 'write', seconds: 15 }] }, itemCount: 1, startedAt }).returning();
  await ctx.db.insert(practiceAnswers).values({ attemptId: attempt!.id, userId, item: 0, part: 'write', text: answer, savedAt: startedAt });
  return attempt!;
}

/** Practice: a draft set, a set the mentee sat and had reviewed by the coach, an offer, and the coach's own attempt. */
async function practiceEverywhere(coach: UserRow, mentee: UserRow): Promise<string> {
  const set = async (title: string, status: 'draft' | 'published') => {
    const [row] = await ctx.db.insert(practiceSets).values({ kind: 'wat', title, description: `By ${MARK}`, authorId: coach.id, status, publishedAt: status === 'published' ? NOW : null }).returning();
    await ctx.db.insert(practiceItems).values({ setId: row!.id, position: 0, prompt: 'Duty' });
    return row!;
  };
  await set(`${MARK} draft`, 'draft');
  const sat = await set(`${MARK} words`, 'published');
  const menteeAttempt = await finishedAttempt(mentee.id, sat.id, 'Duty first.');
  await finishedAttempt(coach.id, sat.id, `My own ${MARK} try`);
  await ctx.db.insert(practiceReviewOffers).values({ coachId: coach.id, kind: 'wat', turnaroundHours: 72 });
  const [review] = await ctx.db
    .insert(practiceReviews)
    .values({ attemptId: menteeAttempt.id, userId: mentee.id, reviewerId: coach.id, requestedAt: NOW, turnaroundHours: 72, dueAt: new Date(NOW.getTime() + 72 * 3_600_000), summary: `Solid work, ${MARK}`, submittedAt: NOW })
    .returning();
  await ctx.db.insert(practiceReviewNotes).values({ reviewId: review!.id, attemptId: menteeAttempt.id, item: 0, comment: `${MARK} says: quick`, qualities: { initiative: 'strong' }, savedAt: NOW });
  return menteeAttempt.id;
}

async function coachEverywhere(): Promise<{ coach: UserRow; agent: Agent; mentee: UserRow; sessionId: string; attemptId: string }> {
  const coach = await createCoach(ctx.db, {
    firstName: 'Zorawar',
    lastName: `Qx${MARK}`,
    email: `${MARK}.coach@example.test`,
    phoneNumber: '+91 98000 12345',
    bio: `Ex-GTO ${MARK}.`,
    meetingLink: `https://meet.example.test/${MARK}`,
    testimonials: [{ text: `Great, ${MARK}!`, author: 'A cadet' }],
  });
  const agent = await signedInAgent(ctx, coach);
  const mentee = await createMentee(ctx.db, { firstName: 'Asha', lastName: 'Verma' });
  await addWindow(ctx.db, coach.id, at(50), at(54));
  await addSessionType(ctx.db, coach.id, { label: `${MARK} special`, minutes: 45, price: 1500 });
  await ctx.db.insert(coachSchedules).values({ coachId: coach.id, weeklyHours: [{ weekday: 1, start: '09:00', end: '12:00' }] });
  // A past session the mentee reviewed and the coach answered.
  const past = await insertSession(ctx.db, { mentorId: coach.id, menteeId: mentee.id, start: at(-48), status: 'completed', menteeRating: 5, menteeFeedback: 'Sharp advice.', reviewReply: `Thanks, from ${MARK}` });
  // Their own words in posts and resources.
  expect((await agent.post('/api/blog', { title: `On ${MARK}`, content: 'Look at the whole picture.', category: 'TAT' })).statusCode).toBe(201);
  expect((await agent.post('/api/resources', { title: `${MARK} list`, content: 'Topics.' })).statusCode).toBe(201);
  // A discussion they joined, their mail settings, a phone subscribed to pushes.
  const [discussion] = await ctx.db.insert(discussions).values({ title: 'GD practice', startTime: at(72), capacity: 10, meetLink: 'https://meet.example.test/gd' }).returning();
  expect((await agent.post(`/api/discussions/${discussion!.id}/join`)).statusCode).toBe(200);
  expect((await agent.put('/api/notifications/preferences', { reminders: false, ratingRequests: true })).statusCode).toBe(200);
  await ctx.db.insert(pushSubscriptions).values({ userId: coach.id, endpoint: `https://push.example.test/${MARK}`, p256dh: 'k'.repeat(87), auth: 'a'.repeat(22), createdAt: NOW });
  // A verification application with a proof, which also brings a mail and a notification once rejected.
  const proof = await agent.upload('/api/verification/proofs', { field: 'proof', filename: `${MARK}.pdf`, contentType: 'application/pdf', content: PDF });
  await ctx.db.update(users).set({ isVerified: false }).where(eq(users.id, coach.id));
  const applied = await agent.post('/api/verification', {
    kind: 'armed_forces', service: 'Army', branch: `Infantry ${MARK}`, rank: 'Colonel', yearsOfService: 20,
    boardExperience: `GTO for three years, ${MARK}.`, publicLink: `https://example.test/${MARK}`, proofIds: [proof.json().data.id],
  });
  expect(applied.statusCode).toBe(201);
  const admin = await signedInAgent(ctx, await createAdmin(ctx.db));
  expect((await admin.post(`/api/admin/verification/${applied.json().data.id}/decision`, { decision: 'reject', reason: 'The proof page is unreadable.' })).statusCode).toBe(200);
  // A reset code (and its mail, and the rate-limit counter keyed by the address).
  expect((await ctx.agent().post('/api/auth/forgot-password', { email: coach.email })).statusCode).toBe(200);
  // Others' mails and notifications that name them.
  await ctx.db.insert(notifications).values({ userId: mentee.id, kind: 'booking', title: `Booked with Zorawar Qx${MARK}`, body: `Zorawar Qx${MARK}, tomorrow`, link: '/sessions', createdAt: NOW });
  await ctx.db.insert(mailOutbox).values({ mail: { to: 'asha@example.test', subject: `Session with Zorawar Qx${MARK}`, text: 'See you', html: '<p>See you</p>' }, status: 'sent' });
  const attemptId = await practiceEverywhere(coach, mentee);
  return { coach, agent, mentee, sessionId: past.id, attemptId };
}

describe('deleting an account', () => {
  it('leaves no trace of the person in any table, and keeps the session for the other party as "Deleted user"', async () => {
    const { coach, agent, mentee, sessionId, attemptId } = await coachEverywhere();
    expect(Object.keys(await mentionsOf(MARK)).sort()).toEqual(
      expect.arrayContaining(['users', 'sessions', 'blog_posts', 'resources', 'session_types', 'verification_applications', 'verification_proofs', 'push_subscriptions', 'mail_outbox', 'notifications', 'coach_search_terms', 'practice_sets', 'practice_answers', 'practice_reviews', 'practice_review_notes']),
    );

    const res = await agent.request('DELETE', '/api/users/me', { confirm: 'DELETE', password: TEST_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);

    expect(await mentionsOf(MARK)).toEqual({});
    expect(await mentionsOf(coach.email)).toEqual({});
    expect(await mentionsOf('98000 12345')).toEqual({});
    // Signed out, and the address no longer signs in.
    expect((await agent.get('/api/users/profile')).statusCode).toBe(401);
    expect((await ctx.agent().post('/api/auth/login', { email: coach.email, password: TEST_PASSWORD })).statusCode).toBe(401);
    // The mentee still has the session, with the stars; the coach is "Deleted user".
    const menteeAgent = await signedInAgent(ctx, mentee);
    const session = (await menteeAgent.get(`/api/sessions/${sessionId}`)).json().data;
    expect(session).toMatchObject({ status: 'completed', menteeRating: 5, mentor: { name: 'Deleted user' } });
    const [row] = await ctx.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(row!.reviewReply).toBeNull();
    expect(row!.menteeFeedback).toBe('Sharp advice.'); // the mentee's words, not the coach's
    // The mentee keeps the attempt they sat on the coach's set, and the review's quality marks.
    const attempt = (await menteeAgent.get(`/api/practice/attempts/${attemptId}`)).json().data;
    expect(attempt).toMatchObject({ status: 'finished', set: { title: 'WAT practice set', author: { name: 'Deleted user' } } });
    const review = (await menteeAgent.get(`/api/practice/attempts/${attemptId}/review`)).json().data;
    expect(review).toMatchObject({ status: 'done', summary: null, notes: [{ item: 0, comment: null, qualities: { initiative: 'strong' } }] });
  });

  it("touches no one else's mail, notification or sign-in counter that merely contains the name or the address", async () => {
    const person = await createMentee(ctx.db, { firstName: 'a', lastName: '', email: 'ab@example.test' });
    const other = await createMentee(ctx.db, { firstName: 'Asha', lastName: 'Rao', email: 'cab@example.test' });
    const [mail] = await ctx.db.insert(mailOutbox).values({ mail: { to: other.email, subject: 'Your session is booked', text: 'See you at a quarter past', html: '<p>See you</p>' } }).returning();
    const [note] = await ctx.db.insert(notifications).values({ userId: other.id, kind: 'booking', title: 'Booked a session', body: 'Tomorrow at a quarter past', link: '/sessions', createdAt: NOW }).returning();
    await ctx.db.insert(rateLimitHits).values({ key: `sign-in:address-email:127.0.0.1:${other.email}`, count: 1, resetAt: new Date(Date.now() + 3_600_000) });
    const agent = await signedInAgent(ctx, person);
    expect((await agent.request('DELETE', '/api/users/me', { confirm: 'DELETE', password: TEST_PASSWORD })).statusCode).toBe(200);
    expect((await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, mail!.id))).length).toBe(1);
    expect((await ctx.db.select().from(notifications).where(eq(notifications.id, note!.id)))[0]).toMatchObject({ title: 'Booked a session', body: 'Tomorrow at a quarter past' });
    expect(await ctx.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, `sign-in:address-email:127.0.0.1:${other.email}`))).toHaveLength(1);
  });

  it('asks for DELETE and the password, and refuses while sessions are still to come', async () => {
    const coach = await createCoach(ctx.db);
    const agent = await signedInAgent(ctx, coach);
    const noConfirm = await agent.request('DELETE', '/api/users/me', { confirm: 'yes', password: TEST_PASSWORD });
    expect(noConfirm.statusCode).toBe(400);
    expect(noConfirm.json().fields.confirm).toBe('Type DELETE to confirm');
    const wrong = await agent.request('DELETE', '/api/users/me', { confirm: 'DELETE', password: 'not-it' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.password).toBe('That password is not right');

    await addWindow(ctx.db, coach.id, at(26), at(30));
    const mentee = await signedInAgent(ctx, await createMentee(ctx.db));
    expect((await mentee.post('/api/sessions', bookingBody(coach.id, at(27)))).statusCode).toBe(201);
    const ahead = await agent.request('DELETE', '/api/users/me', { confirm: 'DELETE', password: TEST_PASSWORD });
    expect(ahead.statusCode).toBe(409);
    expect(ahead.json().error).toMatch(/sessions still to come/);
    expect((await agent.get('/api/users/profile')).statusCode).toBe(200);
  });
});

describe('downloading one’s data', () => {
  it('has every table that holds rows about the person, and no secrets', async () => {
    const { coach, agent } = await coachEverywhere();
    const res = await agent.get('/api/users/me/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="ssb-academy-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const { tables, userId } = res.json() as { userId: string; tables: Record<string, Record<string, unknown>[]> };
    expect(userId).toBe(coach.id);
    const withRows = Object.entries(tables)
      .filter(([, rows]) => rows.length > 0)
      .map(([table]) => table)
      .sort();
    // Every table of the map that names a person (`whose`) and has rows for this coach.
    expect(withRows).toEqual(
      [
        'auth_sessions', 'availability_windows', 'blog_posts', 'coach_schedules', 'discussion_attendees', 'mail_outbox', 'mail_preferences', 'notifications',
        'practice_answers', 'practice_attempts', 'practice_review_offers', 'practice_reviews', 'practice_sets',
        'push_subscriptions', 'resources', 'session_types', 'sessions', 'users', 'verification_applications', 'verification_proofs',
      ].sort(),
    );
    expect(tables.users![0]).toMatchObject({ email: coach.email, phone_number: '+91 98000 12345' });
    const text = res.body;
    for (const secret of ['password_hash', 'token_hash', 'google_subject', 'p256dh', '"endpoint"', 'code_hash']) expect(text).not.toContain(secret);
  });
});
