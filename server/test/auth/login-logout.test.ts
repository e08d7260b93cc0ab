import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/context';
import { createMentee, createUser, TEST_PASSWORD } from '../support/factories';
import { lastCodeFor, mailsTo, uniqueEmail } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('POST /api/auth/login', () => {
  it('answers {token, user} and sets an httpOnly browser-session cookie', async () => {
    const user = await createMentee(ctx.db, { firstName: 'Kiran' });
    const agent = ctx.agent();
    const res = await agent.post('/api/auth/login', { email: user.email.toUpperCase(), password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.token).toEqual(expect.any(String));
    expect(body.data.user).toMatchObject({
      id: user.id,
      _id: user.id,
      firstName: 'Kiran',
      email: user.email,
      role: 'mentee',
      profileImageUrl: null,
      emailVerified: true,
      achievements: [],
      skills: [],
      availability: [],
    });
    expect(JSON.stringify(body)).not.toMatch(/scrypt|passwordHash|password_hash|googleSubject/);
    const cookie = res.cookies.find((c) => c.name === 'ssb_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.maxAge).toBeUndefined();
    expect((await agent.get('/api/users/profile')).json().data.id).toBe(user.id);
  });

  it('keeps the sign-in for 30 days with Remember me', async () => {
    const user = await createMentee(ctx.db);
    const res = await ctx.agent().post('/api/auth/login', { email: user.email, password: TEST_PASSWORD, rememberMe: true });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'ssb_session')!.maxAge).toBe(30 * 24 * 60 * 60);
  });

  it('answers 401 "Invalid email or password" for a wrong password and for an unknown email alike', async () => {
    const user = await createMentee(ctx.db);
    const wrong = await ctx.agent().post('/api/auth/login', { email: user.email, password: 'wrong-password' });
    const unknown = await ctx.agent().post('/api/auth/login', { email: uniqueEmail(), password: 'wrong-password' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, error: 'Invalid email or password' });
      expect(res.cookies.find((c) => c.name === 'ssb_session')).toBeUndefined();
    }
  });

  it('refuses an account made with Google (no password) the same way', async () => {
    const user = await createUser(ctx.db, { passwordHash: null, googleSubject: 'google-sub-1' });
    const res = await ctx.agent().post('/api/auth/login', { email: user.email, password: 'anything-at-all' });
    expect(res.statusCode).toBe(401);
  });

  it('checks the login form rules (password of at least 6 characters)', async () => {
    const res = await ctx.agent().post('/api/auth/login', { email: 'nobody', password: '12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      email: 'Please enter a valid email address.',
      password: 'Password must be at least 6 characters.',
    });
  });

  it('answers 403 with needVerification for an unverified account with the right password, and mails a fresh code', async () => {
    const email = uniqueEmail();
    await ctx.agent().post('/api/auth/register', { firstName: 'U', lastName: 'V', email, password: 'longenough1', role: 'mentee' });
    expect(mailsTo(ctx, email)).toHaveLength(1);
    ctx.clock.advance(61_000);
    const res = await ctx.agent().post('/api/auth/login', { email, password: 'longenough1' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, error: 'Please verify your email to continue', needVerification: true });
    expect(mailsTo(ctx, email)).toHaveLength(2);
    // the wrong password does not reveal that the account is unverified
    const wrong = await ctx.agent().post('/api/auth/login', { email, password: 'not-the-one' });
    expect(wrong.statusCode).toBe(401);
    // the fresh code verifies
    const code = lastCodeFor(ctx, email);
    expect((await ctx.agent().post('/api/auth/verify-email', { email, code })).statusCode).toBe(200);
  });

  it('limits wrong passwords to 10 per address and email within 10 minutes, with a clear 429', async () => {
    const user = await createMentee(ctx.db);
    const agent = ctx.agent();
    for (let i = 0; i < 10; i++) {
      expect((await agent.post('/api/auth/login', { email: user.email, password: 'wrong-password' })).statusCode).toBe(401);
    }
    const limited = await agent.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, error: expect.stringMatching(/Too many/) });
    // another email from the same address is not affected
    const other = await createMentee(ctx.db);
    expect((await agent.post('/api/auth/login', { email: other.email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the sign-in on the server and clears the cookie', async () => {
    const user = await createMentee(ctx.db);
    const agent = ctx.agent();
    const { token } = (await agent.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).json().data;
    const res = await agent.post('/api/auth/logout');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(agent.cookies.has('ssb_session')).toBe(false);
    // the old token no longer works, even presented as a bearer token
    const script = ctx.agent();
    script.bearer = token;
    script.bearerOnly = true;
    expect((await script.get('/api/users/profile')).statusCode).toBe(401);
    expect((await agent.get('/api/users/profile')).statusCode).toBe(401);
  });

  it('ends only this sign-in, not the user’s other ones', async () => {
    const user = await createMentee(ctx.db);
    const phone = ctx.agent();
    const laptop = ctx.agent();
    await phone.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    await laptop.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    await phone.post('/api/auth/logout');
    expect((await laptop.get('/api/users/profile')).statusCode).toBe(200);
  });

  it('answers success when nobody is signed in', async () => {
    const res = await ctx.agent().post('/api/auth/logout');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
  });
});
