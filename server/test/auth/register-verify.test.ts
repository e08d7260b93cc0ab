import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { createTestContext, type TestContext } from '../support/context';
import { createMentee } from '../support/factories';
import { lastCodeFor, mailsTo, MINUTE, otherCode, uniqueEmail, workAfterAnswersDone } from './helpers';

let ctx: TestContext;
/** How many mails to an email existed when each resend-code answer went out. */
const mailsAtAnswer = new Map<string, number>();
beforeAll(async () => {
  ctx = await createTestContext({
    beforeReady: (app) => {
      app.addHook('onResponse', async (request) => {
        const email = (request.body as { email?: string } | undefined)?.email;
        if (request.url === '/api/auth/resend-code' && email) mailsAtAnswer.set(email, mailsTo(ctx, email).length);
      });
    },
  });
});
afterAll(() => ctx.close());

const registration = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Asha',
  lastName: 'Verma',
  email,
  password: 'longenough1',
  role: 'mentor',
  ...extra,
});

async function registered(email = uniqueEmail()) {
  const res = await ctx.agent().post('/api/auth/register', registration(email));
  expect(res.statusCode).toBe(201);
  return { email, code: lastCodeFor(ctx, email) };
}

describe('POST /api/auth/register', () => {
  it('creates an unverified account and mails a 6-digit code in HTML and text', async () => {
    const email = uniqueEmail('New.Person');
    const res = await ctx.agent().post('/api/auth/register', registration(`  ${email.toUpperCase()} `));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, data: { email: email.toLowerCase(), needVerification: true } });
    const [mail] = mailsTo(ctx, email);
    expect(mail!.subject).toBe('Your SSB Academy verification code');
    const code = lastCodeFor(ctx, email);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail!.html).toContain(`>${code}</p>`);
    expect(mail!.text).toContain('Hello Asha,');
  });

  it('answers per-field messages for bad input', async () => {
    const res = await ctx.agent().post('/api/auth/register', {
      firstName: '   ',
      lastName: 'x'.repeat(51),
      email: 'not-an-email',
      password: 'short',
      role: 'admin',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.fields).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name must be at most 50 characters',
      email: 'Please enter a valid email address.',
      password: 'Password must be at least 8 characters',
      role: 'Please choose mentee or mentor',
    });
  });

  it('refuses an email that is already registered, in any letter case', async () => {
    const existing = await createMentee(ctx.db);
    const res = await ctx.agent().post('/api/auth/register', registration(existing.email.toUpperCase()));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      error: 'An account with this email already exists',
      fields: { email: 'An account with this email already exists' },
    });
  });

  it('makes the new account a mentee by default and never stores the password in clear', async () => {
    const email = uniqueEmail();
    await ctx.agent().post('/api/auth/register', registration(email, { role: undefined }));
    const code = lastCodeFor(ctx, email);
    const res = await ctx.agent().post('/api/auth/verify-email', { email, code });
    expect(res.json().data.user.role).toBe('mentee');
    const [row] = await ctx.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, email));
    expect(row!.hash).toMatch(/^scrypt\$/);
  });
});

describe('POST /api/auth/verify-email', () => {
  it('verifies the email, answers {token, user} and signs in with the cookie', async () => {
    const { email, code } = await registered();
    const agent = ctx.agent();
    const res = await agent.post('/api/auth/verify-email', { email, code });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.token).toEqual(expect.any(String));
    expect(data.user).toMatchObject({ email, role: 'mentor', emailVerified: true, firstName: 'Asha' });
    expect(data.user.id).toBe(data.user._id);
    const cookie = res.cookies.find((c) => c.name === 'ssb_session')!;
    expect(cookie.httpOnly).toBe(true);
    const profile = await agent.get('/api/users/profile');
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.email).toBe(email);
    // the bearer token works on its own too
    const scripted = ctx.agent();
    scripted.bearer = data.token;
    expect((await scripted.get('/api/users/profile')).statusCode).toBe(200);
  });

  it('refuses a wrong code with 400 "Invalid or expired code"', async () => {
    const { email, code } = await registered();
    const res = await ctx.agent().post('/api/auth/verify-email', { email, code: otherCode(code) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'Invalid or expired code' });
    // the right code still works after one wrong try
    expect((await ctx.agent().post('/api/auth/verify-email', { email, code })).statusCode).toBe(200);
  });

  it('refuses a code older than 15 minutes', async () => {
    const { email, code } = await registered();
    ctx.clock.advance(15 * MINUTE + 1000);
    const res = await ctx.agent().post('/api/auth/verify-email', { email, code });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Invalid or expired code');
  });

  it('kills the code after 5 wrong tries, even for the right code', async () => {
    const { email, code } = await registered();
    for (let i = 0; i < 5; i++) {
      const res = await ctx.agent().post('/api/auth/verify-email', { email, code: otherCode(code) });
      expect(res.statusCode).toBe(400);
    }
    const res = await ctx.agent().post('/api/auth/verify-email', { email, code });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Invalid or expired code');
  });

  it('accepts a code only once', async () => {
    const { email, code } = await registered();
    expect((await ctx.agent().post('/api/auth/verify-email', { email, code })).statusCode).toBe(200);
    const again = await ctx.agent().post('/api/auth/verify-email', { email, code });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('Invalid or expired code');
  });

  it('answers the same for an email without an account', async () => {
    const res = await ctx.agent().post('/api/auth/verify-email', { email: uniqueEmail(), code: '123456' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Invalid or expired code');
  });

  it('checks the code format with the shared message', async () => {
    const res = await ctx.agent().post('/api/auth/verify-email', { email: uniqueEmail(), code: '12ab' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ code: 'Enter the 6-digit code' });
  });
});

describe('POST /api/auth/resend-code', () => {
  it('sends at most one code per minute and five per hour, always answering success', async () => {
    const { email } = await registered(); // code 1 of the hour
    const resend = async () => {
      const res = await ctx.agent().post('/api/auth/resend-code', { email });
      await workAfterAnswersDone();
      return res;
    };
    const sent = () => mailsTo(ctx, email).length;

    const first = await resend();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true });
    expect(sent()).toBe(1); // within the minute: nothing new

    for (let i = 2; i <= 5; i++) {
      ctx.clock.advance(MINUTE + 1000);
      expect((await resend()).json()).toEqual({ success: true });
      expect(sent()).toBe(i);
    }
    ctx.clock.advance(MINUTE + 1000);
    expect((await resend()).json()).toEqual({ success: true });
    expect(sent()).toBe(5); // sixth in the hour: refused silently

    ctx.clock.advance(60 * MINUTE);
    await resend();
    expect(sent()).toBe(6);
  });

  it('only the newest code counts after a resend', async () => {
    const { email, code: old } = await registered();
    ctx.clock.advance(MINUTE + 1000);
    await ctx.agent().post('/api/auth/resend-code', { email });
    await workAfterAnswersDone();
    const fresh = lastCodeFor(ctx, email);
    if (fresh !== old) {
      expect((await ctx.agent().post('/api/auth/verify-email', { email, code: old })).statusCode).toBe(400);
    }
    expect((await ctx.agent().post('/api/auth/verify-email', { email, code: fresh })).statusCode).toBe(200);
  });

  it('answers the same for unknown and already verified emails, and sends nothing', async () => {
    const verified = await createMentee(ctx.db);
    const before = ctx.mails.length;
    for (const email of [uniqueEmail(), verified.email]) {
      const res = await ctx.agent().post('/api/auth/resend-code', { email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
    }
    await workAfterAnswersDone();
    expect(ctx.mails.length).toBe(before);
  });

  it('answers before it looks the account up, so the answer takes as long for an unverified account as for any other email', async () => {
    const { email } = await registered();
    ctx.clock.advance(MINUTE + 1000);
    const res = await ctx.agent().post('/api/auth/resend-code', { email });
    expect(res.json()).toEqual({ success: true });
    expect(mailsAtAnswer.get(email)).toBe(1);
    await workAfterAnswersDone();
    expect(mailsTo(ctx, email)).toHaveLength(2);
  });
});
