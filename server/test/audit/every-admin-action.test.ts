import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema';
import { createTestContext, type TestContext } from '../support/context';
import { createAdmin, createCoach, createMentee, signedInAgent } from '../support/factories';
import { at, insertSession, NOW } from '../sessions/support';
import { completedSession } from '../earnings/fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(NOW);
});
afterAll(() => ctx.close());

/**
 * The console's other actions (money, mail, content, coaches' business fields, sessions) each leave
 * a line in the audit log, naming the admin and what they acted on. (Verification, suspension,
 * reports, take-downs and discussions have their own tests.)
 */
describe('the audit log', () => {
  it('records every admin action of the console', async () => {
    const adminUser = await createAdmin(ctx.db, { firstName: 'Anita', lastName: 'Admin' });
    const admin = await signedInAgent(ctx, adminUser);
    const coach = await createCoach(ctx.db);
    const mentee = await createMentee(ctx.db);

    const disputed = await insertSession(ctx.db, { mentorId: coach.id, menteeId: mentee.id, start: at(-3), status: 'disputed', price: 0, disputedAt: at(-2), disputeReason: 'No show' });
    expect((await admin.post(`/api/admin/disputes/${disputed.id}/resolve`, { outcome: 'complete' })).statusCode).toBe(200);

    await completedSession(ctx.db, coach.id, mentee.id, 200_000);
    expect((await admin.post('/api/admin/payouts', { coachId: coach.id, amount: 100_000, reference: 'UTR-AUDIT-1' })).statusCode).toBe(201);

    const [failed] = await ctx.db.insert(mailOutbox).values({ mail: { to: 'typo@gmial.com', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' }, status: 'failed', attempts: 1 }).returning();
    expect((await admin.post(`/api/admin/mail/${failed!.id}/retry`)).statusCode).toBe(200);

    const post = (await (await signedInAgent(ctx, coach)).post('/api/blog', { title: 'Reading the TAT picture', content: 'Look first.', category: 'TAT' })).json().data;
    expect((await admin.patch(`/api/blog/${post.id}/featured`, { featured: true })).statusCode).toBe(200);

    expect((await admin.put(`/api/users/${coach.id}/profile`, { hourlyRate: 2500 })).statusCode).toBe(200);

    const discussion = (await admin.post('/api/discussions/admin', { title: 'GD practice', capacity: 8, meetLink: 'https://meet.example.test/audit', startTime: at(30).toISOString() })).json().data;

    const upcoming = await insertSession(ctx.db, { mentorId: coach.id, menteeId: mentee.id, start: at(40), status: 'scheduled', price: 0 });
    expect((await admin.delete(`/api/sessions/${upcoming.id}`)).statusCode).toBe(200);

    const log = (await admin.get('/api/admin/audit?pageSize=100')).json().data as { action: string; targetType: string; targetId: string; admin: { name: string } }[];
    const lines = log.map((e) => `${e.action} ${e.targetType}:${e.targetId}`);
    expect(lines).toEqual(
      expect.arrayContaining([
        `dispute.resolve session:${disputed.id}`,
        `payout.record coach:${coach.id}`,
        `mail.retry mail:${failed!.id}`,
        `post.feature post:${post.id}`,
        `coach.business_edit coach:${coach.id}`,
        `discussion.create discussion:${discussion.id}`,
        `session.cancel session:${upcoming.id}`,
      ]),
    );
    expect(new Set(log.map((e) => e.admin.name))).toEqual(new Set(['Anita Admin']));
  });
});
