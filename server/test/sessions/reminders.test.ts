import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { sessions } from '../../src/db/schema';
import { sendDueReminders } from '../../src/features/sessions/reminders';
import { testDatabaseKind } from '../support/database';
import { createTestContext, type TestContext } from '../support/context';
import { createCoach, createMentee, signedInAgent } from '../support/factories';
import { addWindow, at, bookingBody, HOUR, MINUTE, NOW, payThroughTestGateway, sessionRow } from './support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { PUBLIC_URL: 'https://academy.example.test' } });
});
beforeEach(() => {
  ctx.clock.set(NOW);
  ctx.mails.length = 0;
});
afterAll(() => ctx.close());

/** A paid session from +30 h to +31 h, its booking mails already gone; the mentee's agent. */
async function bookedSession() {
  const coach = await createCoach(ctx.db, { firstName: 'Vikram', lastName: 'Rao', hourlyRate: 2000 });
  const mentee = await createMentee(ctx.db, { firstName: 'Asha', lastName: 'Verma' });
  await addWindow(ctx.db, coach.id, at(26), at(34));
  const agent = await signedInAgent(ctx, mentee);
  const held = await agent.post('/api/sessions', bookingBody(coach.id, at(30)));
  const paid = await payThroughTestGateway(agent, held.json().data);
  expect(paid.statusCode).toBe(200);
  await ctx.app.deps.outbox.drain();
  ctx.mails.length = 0;
  // The API sends the link only from 10 minutes before the start; the reminders carry it.
  const { meetingLink } = await sessionRow(ctx.db, (paid.json().data as { id: string }).id);
  return { coach, mentee, agent, session: { ...(paid.json().data as { id: string; title: string }), meetingLink } };
}

/** Runs the reminders at `when` and answers the mails that left about `session` (others in the database may be due too). */
async function remindAt(when: Date, session: { id: string }) {
  // Mail already queued (a cancellation's, say) leaves first, so only what this run sends is looked at.
  await ctx.app.deps.outbox.drain();
  ctx.clock.set(when);
  ctx.mails.length = 0;
  await sendDueReminders(ctx.app.deps, ctx.app.log);
  await ctx.app.deps.outbox.drain();
  return ctx.mails.filter((m) => m.text.includes(session.id));
}

describe('reminders before a session', () => {
  it('reminds both people 24 h and 1 h before, at their time and not before, each once', async () => {
    const { coach, mentee, session } = await bookedSession();
    const start = at(30).getTime();
    expect(await remindAt(new Date(start - 24 * HOUR - MINUTE), session)).toEqual([]);
    const dayBefore = await remindAt(new Date(start - 24 * HOUR), session);
    expect(dayBefore.map((m) => m.to).sort()).toEqual([coach.email, mentee.email].sort());
    for (const mail of dayBefore) {
      expect(mail.subject).toBe(`Reminder: ${session.title} in about 24 hours, 11 Mar 2031, 3:30 pm IST`);
      expect(mail.text).toContain(session.meetingLink);
      expect(mail.icalEvent?.method).toBe('REQUEST');
    }
    expect(await remindAt(new Date(start - 23 * HOUR), session)).toEqual([]);
    expect(await remindAt(new Date(start - HOUR - MINUTE), session)).toEqual([]);
    const hourBefore = await remindAt(new Date(start - HOUR), session);
    expect(hourBefore).toHaveLength(2);
    expect(hourBefore[0]!.subject).toContain('in 60 minutes');
    expect(await remindAt(new Date(start - 30 * MINUTE), session)).toEqual([]);
  });

  it('sends each reminder once when two runs reach it together', async () => {
    const { session } = await bookedSession();
    ctx.clock.set(new Date(at(30).getTime() - HOUR));
    ctx.mails.length = 0;
    await Promise.all([sendDueReminders(ctx.app.deps, ctx.app.log), sendDueReminders(ctx.app.deps, ctx.app.log), sendDueReminders(ctx.app.deps, ctx.app.log)]);
    await ctx.app.deps.outbox.drain();
    expect(ctx.mails.filter((m) => m.text.includes(session.id))).toHaveLength(2);
  });

  it('moves the reminders with a reschedule and drops them with a cancellation', async () => {
    const { agent, session } = await bookedSession();
    const moved = await agent.post(`/api/sessions/${session.id}/reschedule`, { scheduledAt: at(32).toISOString() });
    expect(moved.statusCode).toBe(200);
    // Nothing for the old time; what is sent names the new one (5:30 pm, not 3:30 pm).
    const atOldHour = await remindAt(new Date(at(30).getTime() - HOUR), session);
    expect(atOldHour.every((m) => m.subject.includes('11 Mar 2031, 5:30 pm IST'))).toBe(true);
    expect((await remindAt(new Date(at(32).getTime() - HOUR), session)).map((m) => m.subject)).toEqual([
      `Reminder: ${session.title} in 60 minutes, 11 Mar 2031, 5:30 pm IST`,
      `Reminder: ${session.title} in 60 minutes, 11 Mar 2031, 5:30 pm IST`,
    ]);

    ctx.clock.set(NOW);
    const other = await bookedSession();
    expect((await other.agent.delete(`/api/sessions/${other.session.id}`)).statusCode).toBe(200);
    expect(await remindAt(new Date(at(30).getTime() - HOUR), other.session)).toEqual([]);
  });
});

// Two transactions at once: PGlite runs one at a time, so only PostgreSQL can show the wait.
describe.runIf(testDatabaseKind() === 'postgres')('a reminder racing a cancellation', () => {
  it('is not sent for a session cancelled while the run was sending it', async () => {
    const { session } = await bookedSession();
    await ctx.app.deps.outbox.drain();
    ctx.clock.set(new Date(at(30).getTime() - 24 * HOUR));
    ctx.mails.length = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // a cancellation as it runs: the session locked and cancelled, not yet committed
    const cancellation = ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from sessions where id = ${session.id} for update`);
      await tx.update(sessions).set({ status: 'cancelled', cancelledAt: ctx.clock.now() }).where(eq(sessions.id, session.id));
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const run = sendDueReminders(ctx.app.deps, ctx.app.log);
    await new Promise((resolve) => setTimeout(resolve, 300)); // the run has picked the session and waits for it
    release();
    await cancellation;
    await run;
    await ctx.app.deps.outbox.drain();
    expect(ctx.mails.filter((m) => m.text.includes(session.id))).toEqual([]);
  });
});

describe('the rating request', () => {
  it('asks the mentee alone an hour after the end once the coach marked the session complete, once, and not after they rated', async () => {
    const { coach, mentee, session } = await bookedSession();
    const end = at(31).getTime();
    expect(await remindAt(new Date(end + HOUR), session)).toEqual([]);
    ctx.clock.set(new Date(end));
    const coachAgent = await signedInAgent(ctx, coach);
    expect((await coachAgent.put(`/api/sessions/${session.id}`, { status: 'completed' })).statusCode).toBe(200);
    expect(await remindAt(new Date(end + 59 * MINUTE), session)).toEqual([]);
    const asked = await remindAt(new Date(end + HOUR + MINUTE), session);
    expect(asked.map((m) => [m.to, m.subject])).toEqual([[mentee.email, 'How was your session with Vikram Rao?']]);
    expect(asked[0]!.text).toContain(`https://academy.example.test/sessions/${session.id}`);
    expect(await remindAt(new Date(end + 2 * HOUR), session)).toEqual([]);

    ctx.clock.set(NOW);
    const rated = await bookedSession();
    ctx.clock.set(new Date(end + 30 * MINUTE));
    expect((await (await signedInAgent(ctx, rated.coach)).put(`/api/sessions/${rated.session.id}`, { status: 'completed' })).statusCode).toBe(200);
    expect((await rated.agent.put(`/api/sessions/${rated.session.id}`, { menteeRating: 5 })).statusCode).toBe(200);
    expect(await remindAt(new Date(end + HOUR), rated.session)).toEqual([]);
  });

  it('asks of a session nobody marked complete when the 24-hour rule completes it, and the bell says so too', async () => {
    const { mentee, agent, session } = await bookedSession();
    const end = at(31).getTime();
    expect(await remindAt(new Date(end + 24 * HOUR - MINUTE), session)).toEqual([]);
    expect((await remindAt(new Date(end + 24 * HOUR), session)).map((m) => m.to)).toEqual([mentee.email]);
    const bell = (await agent.get('/api/notifications')).json().data.items as { kind: string; title: string; link: string }[];
    expect(bell.filter((n) => n.kind === 'review')).toEqual([expect.objectContaining({ title: `Rate your session: ${session.title}`, link: `/sessions/${session.id}` })]);
  });
});

describe('mail preferences and unsubscribing', () => {
  it('sends reminders and rating requests only to those who want them; the bell tells both regardless', async () => {
    const { coach, agent, session } = await bookedSession();
    expect((await agent.get('/api/notifications/preferences')).json().data).toEqual({ reminders: true, ratingRequests: true });
    const saved = await agent.put('/api/notifications/preferences', { reminders: false, ratingRequests: false });
    expect(saved.json().data).toEqual({ reminders: false, ratingRequests: false });
    expect((await agent.get('/api/notifications/preferences')).json().data).toEqual({ reminders: false, ratingRequests: false });
    expect((await agent.put('/api/notifications/preferences', { reminders: 'no' })).statusCode).toBe(400);

    const hourBefore = await remindAt(new Date(at(30).getTime() - HOUR), session);
    expect(hourBefore.map((m) => m.to)).toEqual([coach.email]);
    const bell = (await agent.get('/api/notifications')).json().data.items.map((n: { kind: string }) => n.kind);
    expect(bell).toContain('reminder');
    // The rating request, due when the 24-hour rule completes the session: no mail.
    expect(await remindAt(new Date(at(31).getTime() + 24 * HOUR), session)).toEqual([]);
  });

  it("lets a mail's one-click unsubscribe turn that mail off without signing in, and refuses a forged link", async () => {
    const { mentee, agent, session } = await bookedSession();
    const [toMentee] = (await remindAt(new Date(at(30).getTime() - 24 * HOUR), session)).filter((m) => m.to === mentee.email);
    expect(toMentee!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    const oneClick = /^<(https:\/\/academy\.example\.test\/api\/notifications\/unsubscribe\?token=[^>]+)>$/.exec(toMentee!.headers!['List-Unsubscribe']!)![1]!;
    const page = /Unsubscribe: (https:\/\/academy\.example\.test\/unsubscribe\?token=\S+)/.exec(toMentee!.text)![1]!;
    expect(toMentee!.html).toContain(page.replace(/&/g, '&amp;'));
    expect(new URL(page).searchParams.get('token')).toBe(new URL(oneClick).searchParams.get('token'));

    // What a mail app sends (RFC 8058): a form body, no cookies, no CSRF token.
    const url = oneClick.replace('https://academy.example.test', '');
    const res = await ctx.app.inject({ method: 'POST', url, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ mail: 'reminders', email: `${mentee.email[0]}***@example.test` });
    expect((await agent.get('/api/notifications/preferences')).json().data).toEqual({ reminders: false, ratingRequests: true });
    // Again: the same answer, nothing else changes.
    expect((await ctx.app.inject({ method: 'POST', url })).statusCode).toBe(200);
    expect((await agent.get('/api/notifications/preferences')).json().data).toEqual({ reminders: false, ratingRequests: true });

    const token = new URL(oneClick).searchParams.get('token')!;
    const forged = `${token.slice(0, -4)}${token.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    const refused = await ctx.app.inject({ method: 'POST', url: `/api/notifications/unsubscribe?token=${forged}` });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('This unsubscribe link is not valid. Change which mails you get in Settings.');
  });

  it('keeps codes, booking changes and refunds without an unsubscribe link: they are always sent', async () => {
    const { agent, session } = await bookedSession();
    expect((await agent.put('/api/notifications/preferences', { reminders: false, ratingRequests: false })).statusCode).toBe(200);
    ctx.mails.length = 0;
    expect((await agent.delete(`/api/sessions/${session.id}`)).statusCode).toBe(200);
    await ctx.app.deps.outbox.drain();
    const sent = ctx.mails.filter((m) => m.text.includes(session.id) || m.subject.includes('Refund'));
    expect(sent.map((m) => m.subject.split(':')[0]).sort()).toEqual(['Refund initiated', 'Session cancelled', 'Session cancelled']);
    for (const mail of sent) {
      expect(mail.headers?.['List-Unsubscribe']).toBeUndefined();
      expect(mail.text).not.toContain('Unsubscribe');
    }
  });
});
