import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/context';
import { createMentee, createUser, TEST_PASSWORD } from '../support/factories';
import { lastCodeFor, mailsTo, MINUTE, otherCode, uniqueEmail, workAfterAnswersDone } from './helpers';

let ctx: TestContext;
/** How many mails to an email existed when each forgot-password answer went out. */
const mailsAtAnswer = new Map<string, number>();
beforeAll(async () => {
  ctx = await createTestContext({
    beforeReady: (app) => {
      app.addHook('onResponse', async (request) => {
        const email = (request.body as { email?: string } | undefined)?.email;
        if (request.url === '/api/auth/forgot-password' && email) mailsAtAnswer.set(email, mailsTo(ctx, email).length);
      });
    },
  });
});
afterAll(() => ctx.close());

/** Asks for a reset code and waits for the work done after the answer (the code and its mail). */
async function forgot(email: string) {
  const res = await ctx.agent().post('/api/auth/forgot-password', { email });
  await workAfterAnswersDone();
  return res;
}

describe('POST /api/auth/forgot-password', () => {
  it('mails a reset code to an existing account', async () => {
    const user = await createMentee(ctx.db, { firstName: 'Ravi' });
    const res = await forgot(user.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const [mail] = mailsTo(ctx, user.email);
    expect(mail!.subject).toBe('Your SSB Academy password reset code');
    expect(mail!.html).toContain(lastCodeFor(ctx, user.email));
  });

  it('answers before it looks the account up, so the answer takes as long for a known email as for an unknown one', async () => {
    const user = await createMentee(ctx.db);
    const res = await forgot(user.email);
    expect(res.json()).toEqual({ success: true });
    expect(mailsAtAnswer.get(user.email)).toBe(0);
    expect(mailsTo(ctx, user.email)).toHaveLength(1);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = ctx.mails.length;
    const res = await forgot(uniqueEmail());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(ctx.mails.length).toBe(before);
  });

  it('sends at most one code a minute and five an hour', async () => {
    const user = await createMentee(ctx.db);
    await forgot(user.email);
    await forgot(user.email);
    expect(mailsTo(ctx, user.email)).toHaveLength(1);
    for (let i = 0; i < 6; i++) {
      ctx.clock.advance(MINUTE + 1000);
      expect((await forgot(user.email)).json()).toEqual({ success: true });
    }
    expect(mailsTo(ctx, user.email)).toHaveLength(5);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, and signs out every sign-in of the user', async () => {
    const user = await createMentee(ctx.db);
    const phone = ctx.agent();
    const { token } = (await phone.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD, rememberMe: true })).json().data;
    expect((await phone.get('/api/users/profile')).statusCode).toBe(200);

    await forgot(user.email);
    const code = lastCodeFor(ctx, user.email);
    const res = await ctx.agent().post('/api/auth/reset-password', { email: user.email, code, newPassword: 'brand-new-pass' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });

    expect((await phone.get('/api/users/profile')).statusCode).toBe(401);
    const script = ctx.agent();
    script.bearer = token;
    script.bearerOnly = true;
    expect((await script.get('/api/users/profile')).statusCode).toBe(401);

    expect((await ctx.agent().post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(401);
    expect((await ctx.agent().post('/api/auth/login', { email: user.email, password: 'brand-new-pass' })).statusCode).toBe(200);
  });

  it('refuses a wrong code with 400 "Invalid code or password" and keeps the old password', async () => {
    const user = await createMentee(ctx.db);
    await forgot(user.email);
    const code = lastCodeFor(ctx, user.email);
    const res = await ctx.agent().post('/api/auth/reset-password', { email: user.email, code: otherCode(code), newPassword: 'brand-new-pass' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'Invalid code or password' });
    expect((await ctx.agent().post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses an expired code, a used code, and a code after 5 wrong tries', async () => {
    const reset = (email: string, code: string) =>
      ctx.agent().post('/api/auth/reset-password', { email, code, newPassword: 'brand-new-pass' });

    const expired = await createMentee(ctx.db);
    await forgot(expired.email);
    ctx.clock.advance(16 * MINUTE);
    expect((await reset(expired.email, lastCodeFor(ctx, expired.email))).statusCode).toBe(400);

    const used = await createMentee(ctx.db);
    await forgot(used.email);
    const usedCode = lastCodeFor(ctx, used.email);
    expect((await reset(used.email, usedCode)).statusCode).toBe(200);
    expect((await reset(used.email, usedCode)).statusCode).toBe(400);

    const locked = await createMentee(ctx.db);
    await forgot(locked.email);
    const lockedCode = lastCodeFor(ctx, locked.email);
    for (let i = 0; i < 5; i++) expect((await reset(locked.email, otherCode(lockedCode))).statusCode).toBe(400);
    expect((await reset(locked.email, lockedCode)).json().error).toBe('Invalid code or password');
  });

  it('does not accept an email-verification code as a reset code', async () => {
    const email = uniqueEmail();
    await ctx.agent().post('/api/auth/register', { firstName: 'A', lastName: 'B', email, password: 'longenough1', role: 'mentee' });
    const code = lastCodeFor(ctx, email);
    expect((await ctx.agent().post('/api/auth/reset-password', { email, code, newPassword: 'brand-new-pass' })).statusCode).toBe(400);
  });

  it('requires a new password of at least 8 characters', async () => {
    const res = await ctx.agent().post('/api/auth/reset-password', { email: uniqueEmail(), code: '123456', newPassword: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ newPassword: 'Password must be at least 8 characters' });
  });

  it('lets an account made with Google set a password', async () => {
    const user = await createUser(ctx.db, { passwordHash: null, googleSubject: 'google-sub-reset' });
    await forgot(user.email);
    const code = lastCodeFor(ctx, user.email);
    expect((await ctx.agent().post('/api/auth/reset-password', { email: user.email, code, newPassword: 'first-password' })).statusCode).toBe(200);
    expect((await ctx.agent().post('/api/auth/login', { email: user.email, password: 'first-password' })).statusCode).toBe(200);
  });
});
