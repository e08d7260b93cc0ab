import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tellDiscussionsStarting } from '../../src/features/discussions/starting';
import { sweepMoney } from '../../src/features/payments';
import { sendDueReminders } from '../../src/features/sessions/reminders';
import type { Agent } from '../support/agent';
import { createTestContext, type TestContext } from '../support/context';
import { createCoach, createMentee, signedInAgent } from '../support/factories';
import { createDiscussion } from '../discussions/support';
import { addSessionType, addWindow, at, bookingBody, HOUR, MINUTE, NOW, payThroughTestGateway } from '../sessions/support';

// docs/product/notifications.md: the aspirant's bell tells them of their own events, each once, with a link
// to its page. (A practice review sent is told to its aspirant too: server/test/practice/reviews.test.ts.)

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
beforeEach(() => ctx.clock.set(NOW));
afterAll(() => ctx.close());

type Notice = {
  kind: string;
  title: string;
  body: string | null;
  link: string;
};
const bellOf = async (agent: Agent): Promise<Notice[]> => (await agent.get('/api/notifications')).json().data.items;
const titled = async (agent: Agent, start: string) => (await bellOf(agent)).filter((n) => n.title.startsWith(start));

/** A coach with a window from +26 h to +34 h and an aspirant who has paid for +30 h; both signed in. */
async function paidBooking() {
  const coach = await createCoach(ctx.db, {
    firstName: 'Vikram',
    lastName: 'Rao',
    hourlyRate: 2000,
  });
  const mentee = await createMentee(ctx.db, {
    firstName: 'Asha',
    lastName: 'Verma',
  });
  await addWindow(ctx.db, coach.id, at(26), at(34));
  const menteeAgent = await signedInAgent(ctx, mentee);
  const held = await menteeAgent.post('/api/sessions', bookingBody(coach.id, at(30)));
  const paid = await payThroughTestGateway(menteeAgent, held.json().data);
  expect(paid.statusCode).toBe(200);
  return {
    coach,
    mentee,
    menteeAgent,
    coachAgent: await signedInAgent(ctx, coach),
    session: paid.json().data as { id: string; title: string },
  };
}

describe("the aspirant's bell: bookings", () => {
  it('tells of the hold with its pay link, then, once paid, of the paid booking with the amount and receipt instead', async () => {
    const coach = await createCoach(ctx.db, { firstName: 'Vikram', lastName: 'Rao', hourlyRate: 2000 });
    await addWindow(ctx.db, coach.id, at(26), at(34));
    const agent = await signedInAgent(ctx, await createMentee(ctx.db));
    const held = (await agent.post('/api/sessions', bookingBody(coach.id, at(30)))).json().data;
    expect(await bellOf(agent)).toEqual([
      expect.objectContaining({ kind: 'payment', title: 'Pay ₹2,000 to keep your session with Vikram Rao', link: `/sessions/${held.id}/checkout` }),
    ]);
    expect((await payThroughTestGateway(agent, held)).statusCode).toBe(200);
    const bell = await bellOf(agent);
    expect(bell).toEqual([expect.objectContaining({ kind: 'booking', title: `Paid and booked: ${held.title}`, link: `/sessions/${held.id}` })]);
    expect(bell[0]!.body).toMatch(/^With Vikram Rao, 11 Mar 2031, 3:30 pm IST\. You paid ₹2,000 \(receipt .+\)\.$/);
  });

  it('tells of a free booking at once', async () => {
    const coach = await createCoach(ctx.db, {
      firstName: 'Meera',
      lastName: 'Iyer',
      hourlyRate: null,
    });
    await addSessionType(ctx.db, coach.id, {
      label: 'Intro call',
      minutes: 30,
      price: 0,
    });
    await addWindow(ctx.db, coach.id, at(24), at(30));
    const agent = await signedInAgent(ctx, await createMentee(ctx.db));
    const res = await agent.post('/api/sessions', bookingBody(coach.id, at(24), { duration: 30 }));
    expect(res.statusCode).toBe(201);
    const { id, title } = res.json().data as { id: string; title: string };
    expect(await bellOf(agent)).toEqual([
      expect.objectContaining({
        kind: 'booking',
        title: `Booked: ${title}`,
        body: 'With Meera Iyer, 11 Mar 2031, 9:30 am IST.',
        link: `/sessions/${id}`,
      }),
    ]);
  });

  it('tells of their own move, and the coach of it', async () => {
    const { menteeAgent, coachAgent, session } = await paidBooking();
    ctx.clock.set(at(1));
    expect(
      (
        await menteeAgent.post(`/api/sessions/${session.id}/reschedule`, {
          scheduledAt: at(32).toISOString(),
        })
      ).statusCode,
    ).toBe(200);
    expect(await titled(menteeAgent, 'You moved')).toEqual([
      expect.objectContaining({
        kind: 'reschedule',
        title: `You moved ${session.title}`,
        body: 'Now 11 Mar 2031, 5:30 pm IST. A session can be moved once.',
        link: `/sessions/${session.id}`,
      }),
    ]);
    expect(await titled(coachAgent, 'Moved:')).toHaveLength(1);
  });
});

describe("the aspirant's bell: cancellations and refunds", () => {
  it('tells of their own cancellation with the refund it gives, and of the refund once processed', async () => {
    const { menteeAgent, coachAgent, session } = await paidBooking();
    expect((await menteeAgent.delete(`/api/sessions/${session.id}`)).statusCode).toBe(200);
    expect((await bellOf(menteeAgent)).filter((n) => n.kind === 'cancellation')).toEqual([
      expect.objectContaining({
        title: `You cancelled ${session.title}`,
        body: '11 Mar 2031, 3:30 pm IST. A refund of ₹2,000 is on its way to how you paid.',
        link: `/sessions/${session.id}`,
      }),
    ]);
    expect((await bellOf(coachAgent)).filter((n) => n.kind === 'cancellation')).toEqual([
      expect.objectContaining({
        title: `Cancelled: ${session.title}`,
        body: '11 Mar 2031, 3:30 pm IST',
      }),
    ]);

    await sweepMoney(ctx.app.deps);
    await sweepMoney(ctx.app.deps);
    expect((await bellOf(menteeAgent)).filter((n) => n.kind === 'refund')).toEqual([
      expect.objectContaining({
        title: 'Refund processed: ₹2,000',
        link: `/sessions/${session.id}`,
      }),
    ]);
  });

  it("tells of the coach's cancellation with the full refund", async () => {
    const { menteeAgent, coachAgent, session } = await paidBooking();
    expect((await coachAgent.delete(`/api/sessions/${session.id}`)).statusCode).toBe(200);
    expect((await bellOf(menteeAgent)).filter((n) => n.kind === 'cancellation')).toEqual([
      expect.objectContaining({
        title: `Cancelled: ${session.title}`,
        body: '11 Mar 2031, 3:30 pm IST. A refund of ₹2,000 is on its way to how you paid.',
      }),
    ]);
    expect((await bellOf(coachAgent)).filter((n) => n.kind === 'cancellation')).toEqual([]);
  });

  it('tells that a hold ended unpaid, with a link to book again', async () => {
    const coach = await createCoach(ctx.db, { hourlyRate: 2000 });
    await addWindow(ctx.db, coach.id, at(24), at(30));
    const agent = await signedInAgent(ctx, await createMentee(ctx.db));
    const held = await agent.post('/api/sessions', bookingBody(coach.id, at(24)));
    expect(held.statusCode).toBe(201);
    ctx.clock.set(at(1));
    await sweepMoney(ctx.app.deps);
    await sweepMoney(ctx.app.deps);
    expect(await titled(agent, 'Hold ended unpaid')).toEqual([
      expect.objectContaining({
        kind: 'payment',
        link: `/coaches/${coach.id}`,
      }),
    ]);
  });
});

describe("the aspirant's bell: reminders", () => {
  it('tells both of the session tomorrow and starting soon, once each, linking to the session', async () => {
    const { menteeAgent, coachAgent, session } = await paidBooking();
    for (const when of [new Date(at(30).getTime() - 24 * HOUR), new Date(at(30).getTime() - HOUR)]) {
      ctx.clock.set(when);
      await sendDueReminders(ctx.app.deps, ctx.app.log);
      await sendDueReminders(ctx.app.deps, ctx.app.log);
    }
    for (const agent of [menteeAgent, coachAgent]) {
      expect((await bellOf(agent)).filter((n) => n.kind === 'reminder')).toEqual([
        expect.objectContaining({
          title: `Starting soon: ${session.title}`,
          body: '11 Mar 2031, 3:30 pm IST. Join from the session page.',
          link: `/sessions/${session.id}`,
        }),
        expect.objectContaining({
          title: `Tomorrow: ${session.title}`,
          body: '11 Mar 2031, 3:30 pm IST.',
          link: `/sessions/${session.id}`,
        }),
      ]);
    }
  });
});

describe("the aspirant's bell: a discussion they joined starting", () => {
  it('tells each attendee once within the hour before the start, and a late joiner on the next pass', async () => {
    const discussion = await createDiscussion(ctx, 3 * 60, {
      title: 'Current affairs GD',
    });
    const [early, late, stranger] = await Promise.all([1, 2, 3].map(async () => signedInAgent(ctx, await createMentee(ctx.db))));
    expect((await early!.post(`/api/discussions/${discussion.id}/join`)).statusCode).toBe(200);

    ctx.clock.set(new Date(discussion.startTime.getTime() - 61 * MINUTE));
    expect(await tellDiscussionsStarting(ctx.app.deps)).toBe(0);
    ctx.clock.set(new Date(discussion.startTime.getTime() - 60 * MINUTE));
    await Promise.all([tellDiscussionsStarting(ctx.app.deps), tellDiscussionsStarting(ctx.app.deps)]);
    expect(await bellOf(early!)).toEqual([
      expect.objectContaining({
        kind: 'reminder',
        title: 'Discussion starting soon: Current affairs GD',
        link: `/discussions#discussion-${discussion.id}`,
      }),
    ]);

    ctx.clock.set(new Date(discussion.startTime.getTime() - 30 * MINUTE));
    expect((await late!.post(`/api/discussions/${discussion.id}/join`)).statusCode).toBe(200);
    expect(await tellDiscussionsStarting(ctx.app.deps)).toBe(1);
    expect(await bellOf(late!)).toHaveLength(1);
    expect(await bellOf(early!)).toHaveLength(1);
    expect(await bellOf(stranger!)).toEqual([]);
  });
});
