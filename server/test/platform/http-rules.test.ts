import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/context';
import { createCoach, createMentee, signedInAgent, TEST_PASSWORD } from '../support/factories';
import { createDiscussion } from '../discussions/support';
import { insertSession } from '../sessions/support';

/**
 * The HTTP rules every route shares (docs/product/http-rules.md): first calls from a fresh
 * browser, the routed path deciding, empty JSON bodies, anonymous coach pages, no-store answers.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const HOUR = 3_600_000;
const cookieHeader = (cookies: Map<string, string>) => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');

describe('POST /api/auth/login', () => {
  it('signs in from a fresh browser whose first call is the sign-in form (no CSRF cookie yet)', async () => {
    const user = await createMentee(ctx.db);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', origin: new URL(ctx.config.publicUrl).origin },
      payload: JSON.stringify({ email: user.email, password: TEST_PASSWORD }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.email).toBe(user.email);
    // The answer hands out the CSRF cookie for the writes that follow.
    expect(res.cookies.map((c) => c.name)).toEqual(expect.arrayContaining(['ssb_session', 'ssb_csrf']));
  });

  it('refuses the same first call from another site', async () => {
    const user = await createMentee(ctx.db);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      payload: JSON.stringify({ email: user.email, password: TEST_PASSWORD }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('Invalid CSRF token');
  });

  it('answers with Cache-Control: no-store (the answer carries a sign-in token)', async () => {
    const user = await createMentee(ctx.db);
    const res = await ctx.agent().post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('POST /%61pi/sessions (a percent-encoded /api path)', () => {
  it('is refused exactly as POST /api/sessions is, without a CSRF token', async () => {
    const agent = await signedInAgent(ctx, await createMentee(ctx.db));
    await agent.ensureCsrf();
    const answers = [];
    for (const url of ['/api/sessions', '/%61pi/sessions', '/api/%73essions']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', cookie: cookieHeader(agent.cookies) },
        payload: '{}',
      });
      answers.push([url, res.statusCode, res.json()]);
    }
    const refused = { success: false, error: 'Invalid CSRF token' };
    expect(answers).toEqual([
      ['/api/sessions', 403, refused],
      ['/%61pi/sessions', 403, refused],
      ['/api/%73essions', 403, refused],
    ]);
  });

  it('is refused 401 for an anonymous caller, as /api/sessions is', async () => {
    for (const url of ['/api/sessions', '/%61pi/sessions']) {
      const res = await ctx.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '{}' });
      expect([url, res.statusCode]).toEqual([url, 401]);
    }
  });

  it('knows the signed-in caller on an encoded path (GET /%61pi/users/profile)', async () => {
    const user = await createMentee(ctx.db);
    const agent = await signedInAgent(ctx, user);
    const res = await agent.get('/%61pi/users/profile');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(user.id);
  });
});

describe('POST /api/discussions/:id/join', () => {
  it('reads an empty JSON body as {} and takes the seat', async () => {
    const agent = await signedInAgent(ctx, await createMentee(ctx.db));
    const discussion = await createDiscussion(ctx, 120);
    const res = await agent.post(`/api/discussions/${discussion.id}/join`, '', { headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attendeeCount).toBe(1);
  });

  it('still refuses a JSON body that is not JSON', async () => {
    const agent = await signedInAgent(ctx, await createMentee(ctx.db));
    const discussion = await createDiscussion(ctx, 120);
    const res = await agent.post(`/api/discussions/${discussion.id}/join`, '{"x":', { headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('The request body is not valid JSON');
  });
});

describe('DELETE /api/sessions/:id', () => {
  it('reads an empty JSON body (with its charset) as {} and cancels the session', async () => {
    const mentee = await createMentee(ctx.db);
    const coach = await createCoach(ctx.db);
    const session = await insertSession(ctx.db, { mentorId: coach.id, menteeId: mentee.id, start: new Date(ctx.clock.now().getTime() + 72 * HOUR) });
    const agent = await signedInAgent(ctx, mentee);
    const res = await agent.request('DELETE', `/api/sessions/${session.id}`, '', { headers: { 'content-type': 'application/json; charset=utf-8' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
  });
});

describe('GET /api/sessions', () => {
  it("answers a signed-out visitor of a coach's page with an empty list, not 401", async () => {
    const coach = await createCoach(ctx.db);
    const res = await ctx.agent().get('/api/sessions', { query: { mentorId: coach.id, type: 'upcoming', pageSize: '20' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: [], meta: { total: 0, page: 1, pageSize: 20 } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('still asks a signed-out caller to sign in for their own list (no mentorId)', async () => {
    const res = await ctx.agent().get('/api/sessions', { query: { type: 'upcoming' } });
    expect(res.statusCode).toBe(401);
  });

  it('still refuses an invalid coach id with 400', async () => {
    const res = await ctx.agent().get('/api/sessions', { query: { mentorId: 'not-an-id' } });
    expect(res.statusCode).toBe(400);
  });

  it("gives a signed-in mentee their own sessions with that coach, marked no-store", async () => {
    const mentee = await createMentee(ctx.db);
    const coach = await createCoach(ctx.db);
    const session = await insertSession(ctx.db, { mentorId: coach.id, menteeId: mentee.id, start: new Date(ctx.clock.now().getTime() + 48 * HOUR) });
    const res = await (await signedInAgent(ctx, mentee)).get('/api/sessions', { query: { mentorId: coach.id, type: 'upcoming' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((s: { id: string }) => s.id)).toEqual([session.id]);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/users/profile', () => {
  it('answers with Cache-Control: no-store', async () => {
    const res = await (await signedInAgent(ctx, await createMentee(ctx.db))).get('/api/users/profile');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses an anonymous caller with no-store too', async () => {
    const res = await ctx.agent().get('/api/users/profile');
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/discussions', () => {
  it('answers with Cache-Control: no-store (the list marks the seats the caller holds)', async () => {
    const res = await (await signedInAgent(ctx, await createMentee(ctx.db))).get('/api/discussions');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
