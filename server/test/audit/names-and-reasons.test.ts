import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { blogPosts, notifications, sessions, users } from '../../src/db/schema';
import { createTestContext, type TestContext } from '../support/context';
import { createAdmin, createCoach, createMentee, signedInAgent } from '../support/factories';
import { at, insertSession, NOW } from '../sessions/support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
beforeEach(() => ctx.clock.set(NOW));
afterAll(() => ctx.close());

type Entry = {
  action: string;
  targetId: string;
  reason: string | null;
  target: { name: string; person: { role: string | null; deleted: boolean } | null } | null;
};
const auditOf = async (admin: Awaited<ReturnType<typeof signedInAgent>>) => (await admin.get('/api/admin/audit?pageSize=100')).json().data as Entry[];

describe('the audit log names people and things', () => {
  it('names the person acted on with their role, a deleted one by their anonymised name, and a post by its title', async () => {
    const admin = await signedInAgent(ctx, await createAdmin(ctx.db, { firstName: 'Anita', lastName: 'Admin' }));
    const coach = await createCoach(ctx.db, { firstName: 'Priya', lastName: 'Sharma' });
    const mentee = await createMentee(ctx.db, { firstName: 'Rohan', lastName: 'Mehta' });
    const gone = await createMentee(ctx.db, { firstName: 'Vanishing', lastName: 'Person' });
    expect((await admin.post(`/api/admin/users/${coach.id}/suspend`, { reason: 'Claims a rank he never held.' })).statusCode).toBe(200);
    expect((await admin.post(`/api/admin/users/${mentee.id}/suspend`, { reason: 'Spamming coaches with links.' })).statusCode).toBe(200);
    expect((await admin.post(`/api/admin/users/${gone.id}/suspend`, { reason: 'Abusive messages to a coach.' })).statusCode).toBe(200);
    // The person later deleted their account: the row stays, anonymised (features/accounts/erase.ts).
    await ctx.db.update(users).set({ firstName: 'Deleted', lastName: 'user', deletedAt: NOW }).where(eq(users.id, gone.id));
    const author = await signedInAgent(ctx, await createCoach(ctx.db));
    const post = (await author.post('/api/blog', { title: 'Reading the TAT picture', content: 'Look first.', category: 'TAT' })).json().data;
    expect((await admin.patch(`/api/blog/${post.id}/featured`, { featured: true })).statusCode).toBe(200);

    const log = await auditOf(admin);
    const about = (id: string) => log.find((e) => e.targetId === id)!.target;
    expect(about(coach.id)).toEqual({ name: 'Priya Sharma', person: { role: 'mentor', deleted: false } });
    expect(about(mentee.id)).toEqual({ name: 'Rohan Mehta', person: { role: 'mentee', deleted: false } });
    expect(about(gone.id)).toEqual({ name: 'Deleted user', person: { role: 'mentee', deleted: true } });
    expect(about(post.id)).toEqual({ name: 'Reading the TAT picture', person: null });
  });

  it('keeps the reactivation’s own reason, not the suspension’s', async () => {
    const admin = await signedInAgent(ctx, await createAdmin(ctx.db));
    const mentee = await createMentee(ctx.db);
    expect((await admin.post(`/api/admin/users/${mentee.id}/suspend`, { reason: 'Spamming coaches with links.' })).statusCode).toBe(200);
    ctx.clock.advance(60_000);
    expect((await admin.post(`/api/admin/users/${mentee.id}/reactivate`, { reason: 'Apologised; links removed.' })).statusCode).toBe(200);
    const rows = (await auditOf(admin)).filter((e) => e.targetId === mentee.id);
    expect(rows.map((e) => [e.action, e.reason])).toEqual([
      ['user.reactivate', 'Apologised; links removed.'],
      ['user.suspend', 'Spamming coaches with links.'],
    ]);
  });
});

describe('a report row', () => {
  async function reported(targetType: 'review' | 'post' | 'coach', targetId: string) {
    const reporter = await signedInAgent(ctx, await createMentee(ctx.db));
    expect((await reporter.post('/api/reports', { targetType, targetId, reason: 'abusive' })).statusCode).toBe(201);
    const admin = await signedInAgent(ctx, await createAdmin(ctx.db));
    const queue = (await admin.get('/api/admin/reports?pageSize=100')).json().data as { id: string; targetId: string }[];
    return { admin, reportId: queue.find((r) => r.targetId === targetId)!.id };
  }

  it('takes the reported review down: off the coach’s page and rating, the aspirant told, the report resolved, both audited', async () => {
    const coach = await createCoach(ctx.db);
    const mentee = await createMentee(ctx.db);
    const bad = await insertSession(ctx.db, {
      mentorId: coach.id,
      menteeId: mentee.id,
      start: at(-30),
      status: 'completed',
      menteeRating: 1,
      menteeFeedback: 'Abuse here.',
      ratedAt: at(-29),
    });
    await insertSession(ctx.db, {
      mentorId: coach.id,
      menteeId: (await createMentee(ctx.db)).id,
      start: at(-60),
      status: 'completed',
      menteeRating: 5,
      menteeFeedback: 'Great.',
      ratedAt: at(-59),
    });
    await ctx.db.update(users).set({ rating: 3, totalReviews: 2 }).where(eq(users.id, coach.id));
    const { admin, reportId } = await reported('review', bad.id);

    expect((await admin.post(`/api/admin/reports/${reportId}/take-down`, { reason: 'short' })).statusCode).toBe(400);
    const res = await admin.post(`/api/admin/reports/${reportId}/take-down`, { reason: 'Abusive words about the coach.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'resolved', note: 'Taken down: Abusive words about the coach.' });

    const reviews = (await ctx.agent().get(`/api/coaches/${coach.id}/reviews`)).json().data as { text: string }[];
    expect(reviews.map((r) => r.text)).toEqual(['Great.']);
    const [after] = await ctx.db.select({ rating: users.rating, total: users.totalReviews }).from(users).where(eq(users.id, coach.id));
    expect(after).toEqual({ rating: 5, total: 1 });
    const [row] = await ctx.db.select({ rating: sessions.menteeRating }).from(sessions).where(eq(sessions.id, bad.id));
    expect(row!.rating).toBeNull();
    const told = await ctx.db.select().from(notifications).where(eq(notifications.userId, mentee.id));
    expect(told.map((n) => [n.title, n.body])).toContainEqual(['Your review was taken down', 'Abusive words about the coach.']);
    const log = await auditOf(admin);
    expect(log.filter((e) => e.targetId === bad.id).map((e) => e.action)).toEqual(expect.arrayContaining(['review.take_down', 'report.resolve']));
    expect(log.find((e) => e.action === 'review.take_down')).toMatchObject({ reason: 'Abusive words about the coach.' });
    // Handled: it cannot be taken down again from the report.
    expect((await admin.post(`/api/admin/reports/${reportId}/take-down`, { reason: 'Abusive words about the coach.' })).statusCode).toBe(409);
  });

  it('takes a reported article down as its own page does, and refuses to take a coach down (they are suspended instead)', async () => {
    const author = await createCoach(ctx.db);
    const post = (
      await (await signedInAgent(ctx, author)).post('/api/blog', { title: 'Buy my shortcut course', content: 'Pay me on UPI.', category: 'TAT' })
    ).json().data;
    const { admin, reportId } = await reported('post', post.id);
    expect((await admin.post(`/api/admin/reports/${reportId}/take-down`, { reason: 'Payment outside the platform.' })).statusCode).toBe(200);
    const [row] = await ctx.db.select({ hiddenReason: blogPosts.hiddenReason }).from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(row!.hiddenReason).toBe('Payment outside the platform.');
    expect((await ctx.agent().get(`/api/blog/${post.id}`)).statusCode).toBe(404);
    expect((await auditOf(admin)).find((e) => e.targetId === post.id && e.action === 'content.take_down')).toMatchObject({
      reason: 'Payment outside the platform.',
    });

    const coach = await createCoach(ctx.db);
    const coachReport = await reported('coach', coach.id);
    const refused = await coachReport.admin.post(`/api/admin/reports/${coachReport.reportId}/take-down`, { reason: 'Not a real officer at all.' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('A coach profile is not taken down: suspend the coach from Users');
  });

  it('is dismissed as "dismissed": its status and the audit say so', async () => {
    const coach = await createCoach(ctx.db);
    const { admin, reportId } = await reported('coach', coach.id);
    const res = await admin.post(`/api/admin/reports/${reportId}/handle`, { outcome: 'dismissed', note: 'Checked: a real officer.' });
    expect(res.json().data).toMatchObject({ status: 'dismissed' });
    expect((await admin.get('/api/admin/reports?status=dismissed')).json().data.map((r: { id: string }) => r.id)).toContain(reportId);
    expect((await auditOf(admin)).find((e) => e.targetId === coach.id)).toMatchObject({ action: 'report.dismiss', reason: 'Checked: a real officer.' });
  });
});
