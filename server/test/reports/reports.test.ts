import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/context';
import { createAdmin, createCoach, createMentee, signedInAgent } from '../support/factories';
import { at, insertSession, NOW } from '../sessions/support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
beforeEach(() => ctx.clock.set(NOW));
afterAll(() => ctx.close());

describe('reports', () => {
  it('flow from any signed-in person to the console, once per person and thing, and are handled with a note, audited', async () => {
    const coach = await createCoach(ctx.db, { firstName: 'Fake', lastName: 'Brigadier' });
    const mentee = await createMentee(ctx.db, { firstName: 'Asha', lastName: 'Verma' });
    const review = await insertSession(ctx.db, { mentorId: coach.id, menteeId: mentee.id, start: at(-30), status: 'completed', menteeRating: 1, menteeFeedback: 'Rude and useless.' });
    const reporter = await signedInAgent(ctx, await createMentee(ctx.db, { firstName: 'Kabir', lastName: 'Joshi' }));

    expect((await ctx.agent().post('/api/reports', { targetType: 'coach', targetId: coach.id, reason: 'impersonation' })).statusCode).toBe(401);
    const first = await reporter.post('/api/reports', { targetType: 'coach', targetId: coach.id, reason: 'impersonation', details: 'Was never a Brigadier.' });
    expect(first.statusCode).toBe(201);
    const again = await reporter.post('/api/reports', { targetType: 'coach', targetId: coach.id, reason: 'spam' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('You have already reported this. Our team will look at it.');
    ctx.clock.advance(60_000); // the queue is oldest first
    expect((await reporter.post('/api/reports', { targetType: 'review', targetId: review.id, reason: 'abusive' })).statusCode).toBe(201);
    const other = await reporter.post('/api/reports', { targetType: 'post', targetId: '00000000-0000-4000-8000-000000000000', reason: 'other', details: 'no' });
    expect(other.statusCode).toBe(400);
    expect(other.json().fields.details).toBe('Tell us what is wrong (at least 10 characters)');
    const missing = await reporter.post('/api/reports', { targetType: 'post', targetId: '00000000-0000-4000-8000-000000000000', reason: 'spam' });
    expect(missing.statusCode).toBe(404);

    const admin = await signedInAgent(ctx, await createAdmin(ctx.db));
    expect((await admin.get('/api/admin/overview')).json().data.openReports).toBe(2);
    const queue = (await admin.get('/api/admin/reports')).json().data;
    expect(queue).toMatchObject([
      { targetType: 'coach', target: { label: 'Fake Brigadier', link: `/coaches/${coach.id}` }, reason: 'impersonation', details: 'Was never a Brigadier.', reporter: { name: 'Kabir Joshi' }, status: 'open' },
      { targetType: 'review', target: { label: '1-star review: “Rude and useless.”', link: `/coaches/${coach.id}#reviews` }, reason: 'abusive' },
    ]);
    const handled = await admin.post(`/api/admin/reports/${queue[0].id}/handle`, { outcome: 'resolved', note: 'Coach suspended after checking his record.' });
    expect(handled.statusCode).toBe(200);
    expect(handled.json().data).toMatchObject({ status: 'resolved', note: 'Coach suspended after checking his record.' });
    expect((await admin.post(`/api/admin/reports/${queue[0].id}/handle`, { outcome: 'dismissed', note: 'Again' })).statusCode).toBe(409);
    expect((await admin.get('/api/admin/reports?status=resolved')).json().data.map((r: { id: string }) => r.id)).toEqual([queue[0].id]);
    const log = (await admin.get('/api/admin/audit')).json().data;
    expect(log[0]).toMatchObject({ action: 'report.resolve', targetType: 'coach', targetId: coach.id, reason: 'Coach suspended after checking his record.' });
    // Once handled, the same person may report the coach again.
    expect((await reporter.post('/api/reports', { targetType: 'coach', targetId: coach.id, reason: 'spam' })).statusCode).toBe(201);
  });
});
