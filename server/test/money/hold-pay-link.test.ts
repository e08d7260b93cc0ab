import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/context';
import { createCoach, createMentee, signedInAgent } from '../support/factories';
import { addSessionType, addWindow, bookingBody, sessionRow } from '../sessions/support';
import { sweepMoney } from '../../src/features/payments';
import type { PaymentGateway } from '../../src/platform/payment-gateway';
import { testGateway } from '../../src/platform/payment-gateway/test-gateway';
import type { Agent } from '../support/agent';
import { at, holdSlot, MINUTE, NOW, payAtGateway } from './support';

// docs/product/money.md "Hold, then pay": a hold made by any client (one written to the spec knows nothing of
// payment) mails its aspirant the pay link, valid until the hold ends, and carries payment.checkoutUrl; an
// unpaid hold that ends is told to them. docs/product/booking-rules.md: a price picks between two types of one length.

/** The built-in test gateway without webhooks, whose order-making can be made to fail. */
let ordersFail = false;
const flakyGateway = (db: Parameters<typeof testGateway>[0], secret: string): PaymentGateway => {
  const gateway = testGateway(db, secret, () => null);
  return new Proxy(gateway, {
    get(target, key, receiver) {
      if (key === 'createOrder' && ordersFail) {
        // The deliverer runs while the gateway keeps us waiting, as its poll may: the pay mail must not leave.
        return async () => {
          await ctx.app.deps.outbox.drain();
          throw new Error('gateway down');
        };
      }
      return Reflect.get(target, key, receiver);
    },
  });
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ gateway: (db, config) => flakyGateway(db, config.secret) });
});
beforeEach(() => {
  ctx.clock.set(NOW);
  ordersFail = false;
});
afterAll(() => ctx.close());

/** Mails delivered so far to `email`. */
async function mailsTo(email: string) {
  await ctx.app.deps.outbox.drain();
  return ctx.mails.filter((m) => m.to === email);
}

async function bell(agent: Agent) {
  const res = await agent.get('/api/notifications');
  expect(res.statusCode).toBe(200);
  return res.json().data.items as { kind: string; title: string; body: string | null; link: string }[];
}

const checkoutUrl = (id: string) => `${ctx.config.publicUrl}/sessions/${id}/checkout`;

describe('POST /api/sessions: a new hold', () => {
  it('answers 201 with payment.checkoutUrl, the absolute address of the checkout page', async () => {
    const { session } = await holdSlot(ctx);
    expect(session).toMatchObject({ status: 'pending_payment', payment: { status: 'created', checkoutUrl: checkoutUrl(session.id) } });
    expect(checkoutUrl(session.id)).toMatch(/^https?:\/\//);
  });

  it('mails the aspirant the pay link and the end of the hold in IST, with the zone named', async () => {
    const { session, mentee, coach } = await holdSlot(ctx);
    const mails = (await mailsTo(mentee.email)).filter((m) => m.subject.startsWith('Pay '));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe(`Pay ₹2,000 to keep your session with ${coach.firstName} ${coach.lastName}`);
    expect(mail!.text).toContain(checkoutUrl(session.id));
    expect(mail!.html).toContain(`href="${checkoutUrl(session.id)}"`);
    // NOW is 09:30 IST; the hold lasts 10 minutes.
    expect(mail!.text).toContain('held for you until 10 Mar 2031, 9:40 am IST');
    // The coach hears nothing of a hold: a booking is told when it is paid.
    expect((await mailsTo(coach.email)).filter((m) => m.text?.includes(session.id) || m.subject.includes('Pay'))).toEqual([]);
  });

  it("puts the pay link in the aspirant's bell", async () => {
    const { session, agent, coach } = await holdSlot(ctx);
    const mine = (await bell(agent)).filter((n) => n.link === `/sessions/${session.id}/checkout`);
    expect(mine).toEqual([
      expect.objectContaining({ kind: 'payment', title: `Pay ₹2,000 to keep your session with ${coach.firstName} ${coach.lastName}`, body: expect.stringContaining('Held until 10 Mar 2031, 9:40 am IST') }),
    ]);
    expect(await bell(await signedInAgent(ctx, coach))).toEqual([]);
  });

  it("shows the pay link to the aspirant only, and only while the hold lasts", async () => {
    const { session, agent, coach } = await holdSlot(ctx);
    expect((await agent.get(`/api/sessions/${session.id}`)).json().data.payment.checkoutUrl).toBe(checkoutUrl(session.id));
    const listed = (await agent.get('/api/sessions?type=upcoming')).json().data.find((s: { id: string }) => s.id === session.id);
    expect(listed.payment.checkoutUrl).toBe(checkoutUrl(session.id));
    expect((await (await signedInAgent(ctx, coach)).get(`/api/sessions/${session.id}`)).json().data.payment.checkoutUrl).toBeNull();
    ctx.clock.advance(10 * MINUTE);
    expect((await agent.get(`/api/sessions/${session.id}`)).json().data.payment.checkoutUrl).toBeNull();
  });

  it('carries no pay link once paid', async () => {
    const { session, agent } = await holdSlot(ctx);
    const paid = await payAtGateway(agent, session.payment.orderId);
    const res = await agent.post(`/api/sessions/${session.id}/payment`, paid);
    expect(res.statusCode).toBe(200);
    expect((await agent.get(`/api/sessions/${session.id}`)).json().data.payment).toMatchObject({ status: 'captured', checkoutUrl: null });
  });

  it('takes the pay link back when the gateway does not answer and the hold is released', async () => {
    const coach = await createCoach(ctx.db);
    const mentee = await createMentee(ctx.db);
    await addWindow(ctx.db, coach.id, at(24), at(30));
    const agent = await signedInAgent(ctx, mentee);
    ordersFail = true;
    const res = await agent.post('/api/sessions', bookingBody(coach.id, at(24)));
    expect(res.statusCode).toBe(503);
    expect(await mailsTo(mentee.email)).toEqual([]);
    expect(await bell(agent)).toEqual([]);
  });
});

describe('the money sweep: a hold that ends unpaid', () => {
  it('tells the aspirant by mail and in the bell, once, with a link to book again', async () => {
    const { session, mentee, coach, agent } = await holdSlot(ctx);
    ctx.clock.advance(10 * MINUTE);
    await sweepMoney(ctx.app.deps);
    await sweepMoney(ctx.app.deps);
    const { status, title } = await sessionRow(ctx.db, session.id);
    expect(status).toBe('expired');
    const coachName = `${coach.firstName} ${coach.lastName}`;
    const ended = (await mailsTo(mentee.email)).filter((m) => m.subject.includes('ended unpaid'));
    expect(ended.map((m) => m.subject)).toEqual([`Your hold on ${title} with ${coachName} ended unpaid`]);
    expect(ended[0]!.text).toContain('the time is free again');
    expect(ended[0]!.text).toContain(`${ctx.config.publicUrl}/coaches/${coach.id}`);
    const told = (await bell(agent)).filter((n) => n.title.startsWith('Hold ended unpaid'));
    expect(told).toEqual([expect.objectContaining({ kind: 'payment', title: `Hold ended unpaid: ${title}`, link: `/coaches/${coach.id}` })]);
  });

  it('tells nothing of a hold that was paid in time', async () => {
    const { session, mentee, agent } = await holdSlot(ctx);
    const paid = await payAtGateway(agent, session.payment.orderId);
    expect((await agent.post(`/api/sessions/${session.id}/payment`, paid)).statusCode).toBe(200);
    ctx.clock.advance(11 * MINUTE);
    await sweepMoney(ctx.app.deps);
    expect((await mailsTo(mentee.email)).filter((m) => m.subject.includes('ended unpaid'))).toEqual([]);
  });
});

describe('POST /api/sessions: a booking of the time of a lapsed hold', () => {
  it("expires the hold and tells its aspirant, as the sweep would", async () => {
    const { session, mentee, coach } = await holdSlot(ctx);
    ctx.clock.advance(10 * MINUTE);
    const rival = await signedInAgent(ctx, await createMentee(ctx.db));
    expect((await rival.post('/api/sessions', bookingBody(coach.id, at(24)))).statusCode).toBe(201);
    expect((await sessionRow(ctx.db, session.id)).status).toBe('expired');
    expect((await mailsTo(mentee.email)).filter((m) => m.subject.includes('ended unpaid'))).toHaveLength(1);
    await sweepMoney(ctx.app.deps);
    expect((await mailsTo(mentee.email)).filter((m) => m.subject.includes('ended unpaid'))).toHaveLength(1);
  });
});

describe('POST /api/sessions: the aspirant books again over their own lapsed hold', () => {
  it('tells them of the new hold only, not that the old one ended', async () => {
    const { session, mentee, coach, agent } = await holdSlot(ctx);
    ctx.clock.advance(10 * MINUTE);
    const again = await agent.post('/api/sessions', bookingBody(coach.id, at(24)));
    expect(again.statusCode).toBe(201);
    expect((await sessionRow(ctx.db, session.id)).status).toBe('expired');
    const subjects = (await mailsTo(mentee.email)).map((m) => m.subject);
    expect(subjects.filter((s) => s.includes('ended unpaid'))).toEqual([]);
    expect(subjects.filter((s) => s.startsWith('Pay '))).toHaveLength(2);
  });
});

describe('POST /api/sessions/:id/reschedule: a move onto the time of a lapsed hold', () => {
  it("expires the hold and tells its aspirant", async () => {
    const { coach, agent: mover, session: moving } = await holdSlot(ctx, at(28));
    const paid = await payAtGateway(mover, moving.payment.orderId);
    expect((await mover.post(`/api/sessions/${moving.id}/payment`, paid)).statusCode).toBe(200);
    const holder = await createMentee(ctx.db);
    const holderAgent = await signedInAgent(ctx, holder);
    const held = await holderAgent.post('/api/sessions', bookingBody(coach.id, at(25)));
    expect(held.statusCode).toBe(201);
    ctx.clock.advance(10 * MINUTE);
    const moved = await mover.post(`/api/sessions/${moving.id}/reschedule`, { scheduledAt: at(25).toISOString() });
    expect(moved.statusCode).toBe(200);
    expect((await sessionRow(ctx.db, held.json().data.id)).status).toBe('expired');
    expect((await mailsTo(holder.email)).filter((m) => m.subject.includes('ended unpaid'))).toHaveLength(1);
    expect((await bell(holderAgent)).map((n) => n.title)).toContain(`Hold ended unpaid: ${held.json().data.title}`);
  });
});

describe('POST /api/sessions: two types of the same length', () => {
  async function coachWithTwins() {
    const coach = await createCoach(ctx.db);
    await addSessionType(ctx.db, coach.id, { label: 'Quick call', minutes: 30, price: 0, position: 0 });
    await addSessionType(ctx.db, coach.id, { label: 'Mock PI', minutes: 30, price: 1300, position: 1 });
    await addWindow(ctx.db, coach.id, at(24), at(30));
    return { coach, agent: await signedInAgent(ctx, await createMentee(ctx.db)) };
  }

  it('books the type whose price the client sent: ₹1,300, not the free one', async () => {
    const { coach, agent } = await coachWithTwins();
    const res = await agent.post('/api/sessions', bookingBody(coach.id, at(24), { duration: 30, price: 1300 }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ title: 'Mock PI', price: 1300, status: 'pending_payment', payment: { amount: 130000 } });
  });

  it('books the free one at price 0', async () => {
    const { coach, agent } = await coachWithTwins();
    const res = await agent.post('/api/sessions', bookingBody(coach.id, at(24), { duration: 30, price: 0 }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ title: 'Quick call', price: 0, status: 'scheduled' });
  });

  it('answers 409 naming both choices when no price is sent, or one that matches neither', async () => {
    const { coach, agent } = await coachWithTwins();
    const message = 'This coach offers two sessions of 30 minutes: Quick call (₹0) and Mock PI (₹1,300). Choose one by its price.';
    for (const extra of [{ duration: 30 }, { duration: 30, price: 1500 }]) {
      const res = await agent.post('/api/sessions', bookingBody(coach.id, at(24), extra));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        success: false,
        error: message,
        fields: { price: message },
        choices: [
          { sessionTypeId: expect.any(String), title: 'Quick call', minutes: 30, price: 0 },
          { sessionTypeId: expect.any(String), title: 'Mock PI', minutes: 30, price: 1300 },
        ],
      });
    }
    expect((await agent.get('/api/sessions')).json().data).toEqual([]);
  });

  it('keeps a single type of the length as it was: the price sent changes nothing', async () => {
    const coach = await createCoach(ctx.db);
    await addWindow(ctx.db, coach.id, at(24), at(30));
    const agent = await signedInAgent(ctx, await createMentee(ctx.db));
    const res = await agent.post('/api/sessions', bookingBody(coach.id, at(24), { duration: 60, price: 5 }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ price: 2000 });
  });
});
