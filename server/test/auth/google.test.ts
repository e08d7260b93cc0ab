import { sql } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/context';
import { createMentee } from '../support/factories';
import { followToRedirectUri, startTestProvider } from './oidc-test-provider';

const PUBLIC_URL = 'http://localhost:3000';
const REDIRECT_URI = `${PUBLIC_URL}/api/auth/google/callback`;

let ctx: TestContext;
let provider: Awaited<ReturnType<typeof startTestProvider>>;
beforeAll(async () => {
  provider = await startTestProvider(REDIRECT_URI);
  ctx = await createTestContext({
    config: {
      publicUrl: PUBLIC_URL,
      google: { issuer: provider.issuer, clientId: provider.state.clientId, clientSecret: provider.state.clientSecret },
    },
  });
});
afterAll(async () => {
  await ctx.close();
  await provider.close();
});

/** The whole round trip as a browser makes it; returns the agent and the app's final answer. */
async function signInWithGoogle() {
  const agent = ctx.agent();
  const start = await agent.get('/api/auth/google');
  expect(start.statusCode).toBe(302);
  const back = await followToRedirectUri(start.headers.location as string, REDIRECT_URI);
  const res = await agent.get(`${back.pathname}${back.search}`);
  return { agent, start, res };
}

describe('GET /api/auth/google', () => {
  it('redirects to the provider with code flow, PKCE, state, the three scopes and offline access', async () => {
    const res = await ctx.agent().get('/api/auth/google');
    expect(res.statusCode).toBe(302);
    const url = new URL(res.headers.location as string);
    expect(url.origin).toBe(provider.issuer);
    const q = url.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe(provider.state.clientId);
    expect(q.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(q.get('scope')).toBe('openid profile email');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('state')).toBeTruthy();
    expect(q.get('nonce')).toBeTruthy();
    expect(q.get('access_type')).toBe('offline');
    expect(q.get('prompt')).toBe('consent');
    const flow = res.cookies.find((c) => c.name === 'ssb_oidc')!;
    expect(flow).toMatchObject({ httpOnly: true, path: '/api/auth/google', maxAge: 600 });
    expect(flow.value).not.toContain(q.get('state')!); // the verifier and state are not readable as plain text
  });
});

describe('GET /api/auth/google/callback', () => {
  it('creates a new user without a role, signs in, sets the new-user cookie and goes to /auth/success', async () => {
    provider.state.account = { sub: 'google-new-1', email: 'Meera.Nair@Example.test', email_verified: true, given_name: 'Meera', family_name: 'Nair' };
    const { agent, res } = await signInWithGoogle();
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth/success');
    const session = res.cookies.find((c) => c.name === 'ssb_session')!;
    expect(session.httpOnly).toBe(true);
    const marker = res.cookies.find((c) => c.name === 'ssb_new_user')!;
    expect(marker.value).toBe('1');
    expect(marker.httpOnly).toBeFalsy();
    const profile = await agent.get('/api/users/profile');
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({
      email: 'meera.nair@example.test',
      firstName: 'Meera',
      lastName: 'Nair',
      role: null,
      emailVerified: true,
      googleLinked: true,
      hasPassword: false,
    });
    // and the new user picks a role next
    expect((await agent.post('/api/users/choose-role', { role: 'mentor' })).json().data.role).toBe('mentor');
  });

  it('signs a returning user in without the new-user cookie', async () => {
    provider.state.account = { sub: 'google-new-1', email: 'meera.nair@example.test', email_verified: true, given_name: 'Meera', family_name: 'Nair' };
    const { agent, res } = await signInWithGoogle();
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth/success');
    expect(res.cookies.find((c) => c.name === 'ssb_new_user')).toBeUndefined();
    expect((await agent.get('/api/users/profile')).json().data.role).toBe('mentor');
    const rows = await ctx.db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = 'meera.nair@example.test'`);
    expect(rows).toHaveLength(1);
  });

  it('links an existing email account (any letter case) instead of making a second one', async () => {
    const existing = await createMentee(ctx.db, { email: 'arjun.singh@example.test', firstName: 'Arjun' });
    provider.state.account = { sub: 'google-arjun', email: 'ARJUN.SINGH@example.test', email_verified: true, given_name: 'A', family_name: 'S' };
    const { agent, res } = await signInWithGoogle();
    expect(res.headers.location).toBe('/auth/success');
    expect(res.cookies.find((c) => c.name === 'ssb_new_user')).toBeUndefined();
    const me = (await agent.get('/api/users/profile')).json().data;
    expect(me).toMatchObject({ id: existing.id, firstName: 'Arjun', role: 'mentee', googleLinked: true, hasPassword: true });
  });

  it('refuses an identity whose email the provider has not verified', async () => {
    provider.state.account = { sub: 'google-unverified', email: 'someone@example.test', email_verified: false, given_name: 'S', family_name: 'O' };
    const { res } = await signInWithGoogle();
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?error=google_email_unverified');
    expect(res.cookies.find((c) => c.name === 'ssb_session')).toBeUndefined();
  });

  it('refuses a callback whose state does not match the browser’s flow cookie', async () => {
    provider.state.account = { sub: 'google-new-2', email: 'x@example.test', email_verified: true, given_name: 'X', family_name: 'Y' };
    const victim = ctx.agent();
    await victim.get('/api/auth/google'); // the victim's own flow cookie
    const attacker = ctx.agent();
    const start = await attacker.get('/api/auth/google');
    const back = await followToRedirectUri(start.headers.location as string, REDIRECT_URI);
    const res = await victim.get(`${back.pathname}${back.search}`);
    expect(res.headers.location).toBe('/login?error=google_failed');
    expect(res.cookies.find((c) => c.name === 'ssb_session')).toBeUndefined();
  });

  it('refuses a callback without the flow cookie', async () => {
    const res = await ctx.agent().get('/api/auth/google/callback?code=abc&state=def');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?error=google_expired');
  });
});

describe('Google sign-in when not configured', () => {
  it('answers 404 "Sign-in with Google is not configured" and /api/config says so', async () => {
    const bare = await createTestContext();
    try {
      const res = await bare.agent().get('/api/auth/google');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, error: 'Sign-in with Google is not configured' });
      expect((await bare.agent().get('/api/config')).json().data.googleEnabled).toBe(false);
      expect((await ctx.agent().get('/api/config')).json().data.googleEnabled).toBe(true);
    } finally {
      await bare.close();
    }
  });
});
