import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema';
import { createTestContext, type TestContext } from '../support/context';
import { createAdmin, createMentee, signedInAgent, TEST_PASSWORD } from '../support/factories';
import { sessionRow } from '../sessions/support';
import { at, holdSlot, NOW, paidSession, refundsOf, silentTestGateway } from '../money/support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ gateway: silentTestGateway });
});
beforeEach(() => ctx.clock.set(NOW));
afterAll(() => ctx.close());

const reason = 'Asked students to pay outside the platform.';

async function admin() {
  const user = await createAdmin(ctx.db, { firstName: 'Anita', lastName: 'Admin' });
  return { user, agent: await signedInAgent(ctx, user) };
}

describe('suspending an account', () => {
  it('signs the coach out for good, unlists them, cancels their future sessions with full refunds, and is audited', async () => {
    const { coach, agent: menteeAgent, session } = await paidSession(ctx, at(28));
    const coachAgent = await signedInAgent(ctx, coach);
    const { agent: adminAgent } = await admin();
    expect((await ctx.agent().get(`/api/coaches/${coach.id}`)).statusCode).toBe(200);

    const res = await adminAgent.post(`/api/admin/users/${coach.id}/suspend`, { reason });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: coach.id, isActive: false, suspension: { at: NOW.toISOString(), reason } });

    // The paid session is cancelled by the admin, refunded in full; the mentee is told.
    expect((await sessionRow(ctx.db, session.id)).status).toBe('cancelled');
    expect((await refundsOf(ctx.db, session.id)).map((r) => [r.reason, r.amountPaise])).toEqual([['admin_cancelled', 200000]]);
    const mentee = (await menteeAgent.get(`/api/sessions/${session.id}`)).json().data;
    expect(mentee.status).toBe('cancelled');
    // Signed out everywhere, and cannot sign in again.
    expect((await coachAgent.get('/api/users/profile')).statusCode).toBe(401);
    const login = await ctx.agent().post('/api/auth/login', { email: coach.email, password: TEST_PASSWORD });
    expect(login.statusCode).toBe(403);
    // Unlisted: the profile is gone too.
    expect((await ctx.agent().get(`/api/coaches/${coach.id}`)).statusCode).toBe(404);
    expect((await ctx.agent().get('/api/coaches/search')).json().data.map((c: { id: string }) => c.id)).not.toContain(coach.id);
    // Told, with the reason.
    const [mail] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.reference, `account:${coach.id}:suspended`));
    expect((mail!.mail as { text: string }).text).toContain(reason);

    const log = (await adminAgent.get('/api/admin/audit')).json().data;
    expect(log.find((e: { targetId: string }) => e.targetId === coach.id)).toMatchObject({
      action: 'user.suspend',
      reason,
      before: { isActive: true },
      after: { isActive: false, cancelledSessions: 1 },
    });
    const listed = (await adminAgent.get('/api/users', { query: { status: 'suspended' } })).json().data;
    expect(listed.map((u: { id: string }) => u.id)).toContain(coach.id);
  });

  it('cancels a held booking of a suspended mentee, and reactivation lets them sign in again', async () => {
    const { mentee, session } = await holdSlot(ctx);
    const { agent: adminAgent } = await admin();
    expect((await adminAgent.post(`/api/admin/users/${mentee.id}/suspend`, { reason })).statusCode).toBe(200);
    expect((await sessionRow(ctx.db, session.id)).status).toBe('cancelled');
    expect((await adminAgent.post(`/api/admin/users/${mentee.id}/suspend`, { reason })).statusCode).toBe(409);

    const back = await adminAgent.post(`/api/admin/users/${mentee.id}/reactivate`, { reason: 'Talked it through; a misunderstanding.' });
    expect(back.statusCode).toBe(200);
    expect(back.json().data).toMatchObject({ isActive: true, suspension: null });
    expect((await ctx.agent().post('/api/auth/login', { email: mentee.email, password: TEST_PASSWORD })).statusCode).toBe(200);
    expect((await adminAgent.post(`/api/admin/users/${mentee.id}/reactivate`, { reason: 'Talked it through again.' })).statusCode).toBe(409);
  });

  it('wants a reason, and never the admin themself', async () => {
    const { user, agent } = await admin();
    const someone = await createMentee(ctx.db);
    const noReason = await agent.post(`/api/admin/users/${someone.id}/suspend`, { reason: 'no' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields.reason).toMatch(/at least 10 characters/);
    const self = await agent.post(`/api/admin/users/${user.id}/suspend`, { reason });
    expect(self.statusCode).toBe(409);
    expect(self.json().error).toBe('You cannot suspend your own account');
    expect((await agent.post('/api/admin/users/00000000-0000-4000-8000-000000000000/suspend', { reason })).statusCode).toBe(404);
  });
});
