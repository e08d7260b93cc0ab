import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeMail } from '../../src/features/auth/mails';
import { sessionMails } from '../../src/features/sessions/mail';
import { ratingRequestMail, reminderMails } from '../../src/features/sessions/reminder-mail';
import { plainText, renderMail, type MailContent } from '../../src/platform/mail-template';
import type { Mail } from '../../src/platform/mailer';
import { createTestContext, type TestContext } from '../support/context';
import { createAdmin, createCoach, createMentee, signedInAgent } from '../support/factories';
import { at, insertSession, NOW, sessionRow } from '../sessions/support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { PUBLIC_URL: 'https://academy.example.test' } });
  ctx.clock.set(NOW);
});
afterAll(() => ctx.close());

const full: MailContent = {
  preview: 'Preview line',
  greeting: 'Hello Asha <b>,',
  paragraphs: ['First <script>alert(1)</script> paragraph.', 'Second paragraph.'],
  code: '482913',
  facts: [
    { label: 'When', value: '11 Mar 2031, 3:30 pm IST' },
    { label: 'Meeting link', value: 'https://meet.jit.si/x', href: 'https://meet.jit.si/x' },
  ],
  action: { label: 'View the session', href: 'https://academy.example.test/sessions/1?a=1&b=2' },
  notes: ['A smaller note.'],
  unsubscribe: { what: 'session reminders', href: 'https://academy.example.test/unsubscribe?token=t' },
};

/** What every mail shares: one layout (brand, greeting, signature, footer) in HTML, and a readable text part. */
function expectTheLayout(mail: Pick<Mail, 'html' | 'text'>, greeting: string) {
  expect(mail.html).toMatch(/^<!DOCTYPE html/);
  expect(mail.html).toMatch(/SSB <span[^>]*>Academy<\/span>/);
  expect(mail.html).toContain(greeting);
  expect(mail.html).toContain('SSB Academy: coaching for the Services Selection Board.');
  expect(mail.text.startsWith(`${greeting}\n\n`)).toBe(true);
  expect(mail.text).toContain('\nSSB Academy');
  expect(mail.text).not.toMatch(/<[a-z]/i);
}

describe('the mail layout', () => {
  it('renders every part, escapes what people typed, and writes the same content as text', async () => {
    const { html, text } = await renderMail(full);
    expect(html).toContain('Hello Asha &lt;b&gt;,');
    expect(html).toContain('First &lt;script&gt;alert(1)&lt;/script&gt; paragraph.');
    expect(html).not.toContain('<script>');
    expect(html).toMatch(/>482913<\/p>/);
    expect(html).toMatch(/<th[^>]*>When<\/th><td[^>]*>11 Mar 2031, 3:30 pm IST<\/td>/);
    expect(html).toContain('href="https://meet.jit.si/x"');
    expect(html).toContain('href="https://academy.example.test/sessions/1?a=1&amp;b=2"');
    expect(html).toContain('You get this because session reminders are on for your account.');
    expect(html).toContain('href="https://academy.example.test/unsubscribe?token=t"');
    expect(text).toBe(
      [
        'Hello Asha <b>,',
        '',
        'First <script>alert(1)</script> paragraph.',
        '',
        'Second paragraph.',
        '',
        '    482913',
        '',
        'When: 11 Mar 2031, 3:30 pm IST',
        'Meeting link: https://meet.jit.si/x',
        '',
        'View the session: https://academy.example.test/sessions/1?a=1&b=2',
        '',
        'A smaller note.',
        '',
        'SSB Academy',
        '',
        'You get this because session reminders are on for your account. Unsubscribe: https://academy.example.test/unsubscribe?token=t',
      ].join('\n'),
    );
  });

  it('leaves out what a mail does not have', async () => {
    const bare = { preview: 'p', greeting: 'Hello,', paragraphs: ['Only this.'] };
    const { html } = await renderMail(bare);
    expect(html).not.toContain('Unsubscribe');
    expect(html).not.toContain('<table role="presentation" cellPadding');
    expect(plainText(bare)).toBe('Hello,\n\nOnly this.\n\nSSB Academy');
  });
});

describe('every mail the product sends uses the layout', () => {
  it('the code mails', async () => {
    for (const purpose of ['verify_email', 'reset_password'] as const) {
      const mail = await codeMail('asha@example.test', 'Asha', purpose, '123456', 'https://academy.example.test');
      expectTheLayout(mail, 'Hello Asha,');
      expect(mail.text).toMatch(/^ {4}123456$/m);
      expect(mail.headers).toBeUndefined();
    }
  });

  it('the booking, cancellation, reminder and rating-request mails', async () => {
    const coach = await createCoach(ctx.db, { firstName: 'Vikram', lastName: 'Rao' });
    const mentee = await createMentee(ctx.db, { firstName: 'Asha', lastName: 'Verma' });
    const session = await sessionRow(ctx.db, (await insertSession(ctx.db, { mentorId: coach.id, menteeId: mentee.id, start: at(30), title: 'SRT review' })).id);
    const config = ctx.app.deps.config;
    const people = { session, mentor: coach, mentee, config };
    for (const kind of ['booked', 'cancelled'] as const) {
      const [toMentee, toCoach] = await sessionMails({ kind, ...people });
      expectTheLayout(toMentee!, 'Hello Asha,');
      expectTheLayout(toCoach!, 'Hello Vikram,');
      expect(toMentee!.html).toContain(`href="https://academy.example.test/sessions/${session.id}"`);
      expect(toMentee!.headers).toBeUndefined();
    }
    const reminders = await reminderMails({ ...people, recipients: new Set([coach.id, mentee.id]), now: at(29) });
    expect(reminders.map((m) => m.to)).toEqual([mentee.email, coach.email]);
    for (const mail of reminders) {
      expect(mail.html).toContain(`href="${session.meetingLink}"`);
      expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.text).toContain('You get this because session reminders are on for your account.');
    }
    expect((await reminderMails({ ...people, recipients: new Set([coach.id]), now: at(29) })).map((m) => m.to)).toEqual([coach.email]);
    const rating = await ratingRequestMail(people);
    expectTheLayout(rating, 'Hello Asha,');
    expect(rating.html).toContain(`href="https://academy.example.test/sessions/${session.id}#rating"`);
    expect(rating.text).toContain('You get this because rating requests are on for your account.');
  });

  it('the refund and verification mails', async () => {
    const coach = await createCoach(ctx.db, { firstName: 'Vikram', isVerified: false });
    const admin = await signedInAgent(ctx, await createAdmin(ctx.db));
    ctx.mails.length = 0;
    expect((await admin.patch(`/api/coaches/${coach.id}/verification`, { isVerified: true })).statusCode).toBe(200);
    // Setting the same mark again tells nobody twice.
    expect((await admin.patch(`/api/coaches/${coach.id}/verification`, { isVerified: true })).statusCode).toBe(200);
    expect((await admin.patch(`/api/coaches/${coach.id}/verification`, { isVerified: false })).statusCode).toBe(200);
    await ctx.app.deps.outbox.drain();
    const told = ctx.mails.filter((m) => m.to === coach.email);
    expect(told.map((m) => m.subject)).toEqual(['Your SSB Academy profile is verified', 'Your SSB Academy verified mark was removed']);
    for (const mail of told) {
      expectTheLayout(mail, 'Hello Vikram,');
      expect(mail.html).toContain(`href="https://academy.example.test/coaches/${coach.id}"`);
    }
  });
});
