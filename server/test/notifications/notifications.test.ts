import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deleteOldNotifications } from '../../src/features/notifications';
import { createTestContext, type TestContext } from '../support/context';
import type { Agent } from '../support/agent';
import { createAdmin, createCoach, createMentee, signedInAgent } from '../support/factories';
import { addWindow, at, bookingBody, DAY, NOW, payThroughTestGateway } from '../sessions/support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
beforeEach(() => ctx.clock.set(NOW));
afterAll(() => ctx.close());

type Bell = { items: { id: string; kind: string; title: string; body: string | null; link: string; read: boolean }[]; unread: number };
const bellOf = async (agent: Agent): Promise<Bell> => (await agent.get('/api/notifications')).json().data;

/** A coach with a window from +26 h to +34 h, a mentee who has paid for +30 h; both signed in. */
async function paidBooking() {
  const coach = await createCoach(ctx.db, { firstName: 'Vikram', lastName: 'Rao', hourlyRate: 2000 });
  const mentee = await createMentee(ctx.db, { firstName: 'Asha', lastName: 'Verma' });
  await addWindow(ctx.db, coach.id, at(26), at(34));
  const menteeAgent = await signedInAgent(ctx, mentee);
  const held = await menteeAgent.post('/api/sessions', bookingBody(coach.id, at(30)));
  const paid = await payThroughTestGateway(menteeAgent, held.json().data);
  expect(paid.statusCode).toBe(200);
  return { coach, mentee, menteeAgent, coachAgent: await signedInAgent(ctx, coach), session: paid.json().data as { id: string; title: string } };
}

describe('the bell', () => {
  it('tells the coach of a paid booking and of its move, and the mentee of the coach cancelling', async () => {
    const { coachAgent, menteeAgent, session } = await paidBooking();
    const booked = await bellOf(coachAgent);
    expect(booked.unread).toBe(1);
    expect(booked.items[0]).toMatchObject({ kind: 'booking', title: `New booking: ${session.title}`, link: `/sessions/${session.id}`, read: false });
    expect(booked.items[0]!.body).toBe('Asha Verma, 11 Mar 2031, 3:30 pm IST');
    // The mentee heard of the paid booking (its notice replaced the hold's pay link, docs/product/money.md "Hold, then pay").
    expect((await bellOf(menteeAgent)).items.map((n) => n.kind)).toEqual(['booking']);

    ctx.clock.set(at(1));
    expect((await menteeAgent.post(`/api/sessions/${session.id}/reschedule`, { scheduledAt: at(32).toISOString() })).statusCode).toBe(200);
    const moved = await bellOf(coachAgent);
    expect(moved.unread).toBe(2);
    expect(moved.items[0]).toMatchObject({ kind: 'reschedule', title: `Moved: ${session.title}`, body: 'Now 11 Mar 2031, 5:30 pm IST' });

    expect((await coachAgent.delete(`/api/sessions/${session.id}`)).statusCode).toBe(200);
    const told = await bellOf(menteeAgent);
    expect(told.items.map((n) => n.kind)).toContain('cancellation');
    expect((await bellOf(coachAgent)).items.map((n) => n.kind)).not.toContain('cancellation');
    expect(told.items.filter((n) => n.kind === 'cancellation')).toHaveLength(1);
  });

  it('tells a coach when an admin verifies them', async () => {
    const coach = await createCoach(ctx.db, { isVerified: false });
    const admin = await signedInAgent(ctx, await createAdmin(ctx.db));
    expect((await admin.patch(`/api/coaches/${coach.id}/verification`, { isVerified: true })).statusCode).toBe(200);
    const bell = await bellOf(await signedInAgent(ctx, coach));
    expect(bell.items).toEqual([expect.objectContaining({ kind: 'verification', title: 'Your profile is verified', link: `/coaches/${coach.id}` })]);
  });

  it('marks read only the caller’s own, given ids or all', async () => {
    const { coachAgent, menteeAgent, session } = await paidBooking();
    ctx.clock.set(at(1));
    await menteeAgent.post(`/api/sessions/${session.id}/reschedule`, { scheduledAt: at(32).toISOString() });
    const [newest, older] = (await bellOf(coachAgent)).items;

    // The mentee cannot mark the coach's notification read: it is left as it was (the mentee's own two stay unread: the booking and their move).
    expect((await menteeAgent.post('/api/notifications/read', { ids: [newest!.id] })).json().data).toEqual({ unread: 2 });
    expect((await bellOf(coachAgent)).unread).toBe(2);

    expect((await coachAgent.post('/api/notifications/read', { ids: [newest!.id] })).json().data).toEqual({ unread: 1 });
    const after = await bellOf(coachAgent);
    expect(after.items.map((n) => [n.id, n.read])).toEqual([
      [newest!.id, true],
      [older!.id, false],
    ]);
    expect((await coachAgent.post('/api/notifications/read', {})).json().data).toEqual({ unread: 0 });

    const bad = await coachAgent.post('/api/notifications/read', { ids: ['nope'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'Please check ids: Not a valid notification id' });
  });

  it('deletes notifications older than 90 days in the hourly cleanup', async () => {
    const { coach } = await paidBooking();
    ctx.clock.set(new Date(NOW.getTime() + 89 * DAY));
    await deleteOldNotifications(ctx.app.deps);
    expect((await bellOf(await signedInAgent(ctx, coach))).items).toHaveLength(1);
    ctx.clock.set(new Date(NOW.getTime() + 91 * DAY));
    await deleteOldNotifications(ctx.app.deps);
    expect((await bellOf(await signedInAgent(ctx, coach))).items).toHaveLength(0);
  });
});
