import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/context';
import { createCoach, createMentee, signedInAgent } from '../support/factories';
import { addWindow, at, bookingBody, NOW, parseIcs, payThroughTestGateway, sessionRow } from './support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { PUBLIC_URL: 'https://academy.example.test' } });
});
beforeEach(() => {
  ctx.clock.set(NOW);
  ctx.mails.length = 0;
});
afterAll(() => ctx.close());

/** Booking mail leaves through the mail outbox after the commit: wait until it has gone. */
const delivered = () => ctx.app.deps.outbox.drain();

async function book() {
  const coach = await createCoach(ctx.db, { firstName: 'Vikram', lastName: 'Rao' });
  const mentee = await createMentee(ctx.db, { firstName: 'Asha', lastName: 'Verma' });
  await addWindow(ctx.db, coach.id, at(24), at(28));
  const menteeAgent = await signedInAgent(ctx, mentee);
  // at(24) = 2031-03-11T04:00Z = 11 Mar 2031, 9:30 am IST
  const res = await menteeAgent.post('/api/sessions', bookingBody(coach.id, at(24), { description: 'SRT & WAT <review>' }));
  expect(res.statusCode).toBe(201);
  // A paid booking's mails leave when it is paid; while the slot is held, only the pay link goes to the mentee.
  await delivered();
  expect(ctx.mails.filter((m) => m.text.includes(res.json().data.id)).map((m) => [m.to, m.subject])).toEqual([[mentee.email, 'Pay ₹2,000 to keep your session with Vikram Rao']]);
  ctx.mails.length = 0;
  const paid = await payThroughTestGateway(menteeAgent, res.json().data);
  expect(paid.statusCode).toBe(200);
  await delivered();
  // The API sends the link only from 10 minutes before the start; the mails and the calendar carry it from the booking.
  const { meetingLink } = await sessionRow(ctx.db, (paid.json().data as { id: string }).id);
  return { coach, mentee, menteeAgent, session: { ...(paid.json().data as { id: string; title: string }), meetingLink } };
}

describe('booking and cancellation mail', () => {
  it('mails both participants on booking, in IST with the zone, with an .ics invitation', async () => {
    const { coach, mentee, session } = await book();
    expect(ctx.mails.map((m) => m.to).sort()).toEqual([coach.email, mentee.email].sort());
    for (const mail of ctx.mails) {
      expect(mail.subject).toBe(`Session booked: ${session.title} on 11 Mar 2031, 9:30 am IST`);
      expect(mail.text).toContain('11 Mar 2031, 9:30 am IST (60 minutes)');
      expect(mail.text).toContain(session.meetingLink);
      expect(mail.text).toContain('₹2,000');
      expect(mail.html).toContain(`href="${session.meetingLink}"`);
      expect(mail.html).toContain('https://academy.example.test/sessions/');
      expect(mail.icalEvent?.method).toBe('REQUEST');
      expect(mail.attachments?.[0]).toMatchObject({ filename: 'invite.ics', content: mail.icalEvent?.content });
      expect(mail.attachments?.[0]?.contentType).toContain('text/calendar');
    }
    const toMentee = ctx.mails.find((m) => m.to === mentee.email)!;
    expect(toMentee.text).toContain('Hello Asha,');
    expect(toMentee.text).toContain('with Vikram Rao (coach)');
    // The mentee's is the receipt too; the coach's says nothing of the payment.
    expect(toMentee.text).toMatch(/^Paid: ₹2,000$/m);
    expect(toMentee.text).toMatch(/^Receipt: SSB-2031-\d{6} \(https:\/\/academy\.example\.test\/payments\/[0-9a-f-]{36}\/receipt\)$/m);
    const toCoach = ctx.mails.find((m) => m.to === coach.email)!;
    expect(toCoach.text).toContain('with Asha Verma (mentee)');
    expect(toCoach.text).not.toContain('Receipt');
  });

  it('sends an invitation calendar apps accept: METHOD, UID, UTC times, organizer, attendees, URL', async () => {
    const { coach, mentee, session } = await book();
    const ics = parseIcs(ctx.mails[0]!.icalEvent!.content);
    expect(ics.lines[0]).toBe('BEGIN:VCALENDAR');
    expect(ics.get('VCALENDAR', 'VERSION')?.value).toBe('2.0');
    expect(ics.get('VCALENDAR', 'PRODID')?.value).toBeTruthy();
    expect(ics.get('VCALENDAR', 'METHOD')?.value).toBe('REQUEST');
    expect(ics.get('VEVENT', 'UID')?.value).toBe(`session-${session.id}@academy.example.test`);
    expect(ics.get('VEVENT', 'DTSTART')?.value).toBe('20310311T040000Z');
    expect(ics.get('VEVENT', 'DTEND')?.value).toBe('20310311T050000Z');
    expect(ics.get('VEVENT', 'DTSTAMP')?.value).toMatch(/^\d{8}T\d{6}Z$/);
    expect(ics.get('VEVENT', 'SEQUENCE')?.value).toBe('0');
    expect(ics.get('VEVENT', 'STATUS')?.value).toBe('CONFIRMED');
    expect(ics.get('VEVENT', 'SUMMARY')?.value).toBe(session.title);
    expect(ics.get('VEVENT', 'URL')?.value).toBe(session.meetingLink);
    expect(ics.get('VEVENT', 'ORGANIZER')?.value).toBe('mailto:no-reply@ssbacademy.in');
    const attendees = ics.all('VEVENT', 'ATTENDEE').map((a) => a.value.toLowerCase());
    expect(attendees.sort()).toEqual([`mailto:${coach.email}`, `mailto:${mentee.email}`].map((s) => s.toLowerCase()).sort());
    // Both mails carry the same event
    expect(parseIcs(ctx.mails[1]!.icalEvent!.content).get('VEVENT', 'UID')?.value).toBe(`session-${session.id}@academy.example.test`);
  });

  it('mails both participants a CANCEL with the same UID and a higher SEQUENCE when a session is cancelled', async () => {
    const { coach, mentee, session, menteeAgent } = await book();
    ctx.mails.length = 0;
    expect((await menteeAgent.delete(`/api/sessions/${session.id}`)).statusCode).toBe(200);
    await delivered();
    // (the mentee also hears about the refund: docs/product/money.md)
    const calendarMails = ctx.mails.filter((m) => m.icalEvent);
    expect(calendarMails.map((m) => m.to).sort()).toEqual([coach.email, mentee.email].sort());
    expect(ctx.mails.filter((m) => !m.icalEvent).map((m) => [m.to, m.subject.split(':')[0]])).toEqual([[mentee.email, 'Refund initiated']]);
    for (const mail of calendarMails) {
      expect(mail.subject).toBe(`Session cancelled: ${session.title} on 11 Mar 2031, 9:30 am IST`);
      expect(mail.icalEvent?.method).toBe('CANCEL');
      expect(mail.attachments?.[0]?.filename).toBe('cancel.ics');
      const ics = parseIcs(mail.icalEvent!.content);
      expect(ics.get('VCALENDAR', 'METHOD')?.value).toBe('CANCEL');
      expect(ics.get('VEVENT', 'UID')?.value).toBe(`session-${session.id}@academy.example.test`);
      expect(ics.get('VEVENT', 'SEQUENCE')?.value).toBe('1');
      expect(ics.get('VEVENT', 'STATUS')?.value).toBe('CANCELLED');
    }
    expect(calendarMails.find((m) => m.to === coach.email)!.text).toContain('cancelled by Asha Verma');
    expect(calendarMails.find((m) => m.to === mentee.email)!.text).toContain('cancelled by you');
  });

  it('sends no mail for a refused booking or for completion', async () => {
    const { coach, session } = await book();
    ctx.mails.length = 0;
    const other = await signedInAgent(ctx, await createMentee(ctx.db));
    expect((await other.post('/api/sessions', bookingBody(coach.id, at(24)))).statusCode).toBe(409);
    const coachAgent = await signedInAgent(ctx, coach);
    ctx.clock.set(at(25)); // a session is completed once it has started
    expect((await coachAgent.put(`/api/sessions/${session.id}`, { status: 'completed' })).statusCode).toBe(200);
    await delivered();
    expect(ctx.mails).toEqual([]);
  });

  it('keeps the booking when mail fails', async () => {
    const coach = await createCoach(ctx.db);
    await addWindow(ctx.db, coach.id, at(24), at(28));
    const agent = await signedInAgent(ctx, await createMentee(ctx.db));
    const send = ctx.app.deps.mailer.send;
    ctx.app.deps.mailer.send = async () => {
      throw new Error('SMTP down');
    };
    try {
      expect((await agent.post('/api/sessions', bookingBody(coach.id, at(24)))).statusCode).toBe(201);
      await delivered();
    } finally {
      ctx.app.deps.mailer.send = send;
    }
  });
});

describe('GET /api/sessions/:id/calendar.ics', () => {
  it('serves the session as text/calendar to its participants', async () => {
    const { coach, session, menteeAgent } = await book();
    for (const agent of [menteeAgent, await signedInAgent(ctx, coach)]) {
      const res = await agent.get(`/api/sessions/${session.id}/calendar.ics`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/calendar');
      expect(res.headers['content-disposition']).toContain('.ics');
      const ics = parseIcs(res.body);
      expect(ics.get('VCALENDAR', 'METHOD')?.value).toBe('PUBLISH');
      expect(ics.get('VEVENT', 'UID')?.value).toBe(`session-${session.id}@academy.example.test`);
      expect(ics.get('VEVENT', 'DTSTART')?.value).toBe('20310311T040000Z');
      expect(ics.get('VEVENT', 'DESCRIPTION')?.value).toContain('SRT & WAT <review>');
    }
  });

  it('serves a cancellation for a cancelled session', async () => {
    const { session, menteeAgent } = await book();
    await menteeAgent.delete(`/api/sessions/${session.id}`);
    const ics = parseIcs((await menteeAgent.get(`/api/sessions/${session.id}/calendar.ics`)).body);
    expect(ics.get('VCALENDAR', 'METHOD')?.value).toBe('CANCEL');
    expect(ics.get('VEVENT', 'STATUS')?.value).toBe('CANCELLED');
  });

  it('numbers each version of the event, so a calendar takes a move and then a cancellation over the booking', async () => {
    const { session, menteeAgent } = await book();
    const version = async () => {
      const ics = parseIcs((await menteeAgent.get(`/api/sessions/${session.id}/calendar.ics`)).body);
      return [ics.get('VEVENT', 'SEQUENCE')?.value, ics.get('VEVENT', 'DTSTART')?.value];
    };
    expect(await version()).toEqual(['0', '20310311T040000Z']);
    expect((await menteeAgent.post(`/api/sessions/${session.id}/reschedule`, { scheduledAt: at(26).toISOString() })).statusCode).toBe(200);
    expect(await version()).toEqual(['1', '20310311T060000Z']);
    expect((await menteeAgent.delete(`/api/sessions/${session.id}`)).statusCode).toBe(200);
    expect(await version()).toEqual(['2', '20310311T060000Z']);
  });

  it('refuses anonymous callers with 401', async () => {
    const { session } = await book();
    expect((await ctx.agent().get(`/api/sessions/${session.id}/calendar.ics`)).statusCode).toBe(401);
  });
});
