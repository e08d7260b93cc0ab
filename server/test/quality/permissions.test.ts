import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availabilityWindows, discussions, sessions } from '../../src/db/schema';
import type { LightMyRequestResponse } from 'fastify';
import type { Agent } from '../support/agent';
import { createTestContext, type TestContext } from '../support/context';
import { createAdmin, createCoach, createMentee, signIn, type UserRow } from '../support/factories';

/**
 * Issue 8 "Permissions": every action of the table in docs/product/permissions.md, run as
 * anonymous, mentee, mentor, admin and "another owner" (a mentee or coach who is not a party).
 */

type Caller = 'anonymous' | 'mentee' | 'mentor' | 'admin' | 'otherMentee' | 'otherMentor';
type Outcome = 'ok' | 401 | 403 | 404 | 400;
const CALLERS: Caller[] = ['anonymous', 'mentee', 'mentor', 'admin', 'otherMentee', 'otherMentor'];

let ctx: TestContext;
const people = {} as Record<Exclude<Caller, 'anonymous'>, UserRow>;
const agents = {} as Record<Caller, Agent>;
const HOUR = 3_600_000;
let windowStart: Date;
let slot = 0;

/** A fresh future slot inside the coach's window, so each booking attempt is independent. */
const nextSlot = () => new Date(windowStart.getTime() + (slot++ * 2 + 1) * HOUR).toISOString();

async function session(fields: { past?: boolean; completed?: boolean } = {}) {
  const start = fields.past ? new Date(ctx.clock.now().getTime() - 3 * HOUR - slot++ * 2 * HOUR) : new Date(windowStart.getTime() + (slot++ * 2 + 1) * HOUR);
  const [row] = await ctx.db
    .insert(sessions)
    .values({
      mentorId: people.mentor.id, menteeId: people.mentee.id, title: 'Mock interview', duration: 60,
      scheduledAt: start, endsAt: new Date(start.getTime() + HOUR), price: 2000, meetingLink: `https://meet.jit.si/p-${Math.random()}`,
      ...(fields.completed ? { status: 'completed' as const, completedAt: new Date(start.getTime() + HOUR) } : {}),
    })
    .returning();
  return row!;
}

async function discussion() {
  const [row] = await ctx.db
    .insert(discussions)
    .values({ title: 'GD practice', startTime: new Date(ctx.clock.now().getTime() + 5 * HOUR), capacity: 50, meetLink: 'https://meet.jit.si/gd' })
    .returning();
  return row!;
}

type Row = { action: string; expect: Record<Caller, Outcome>; call: (agent: Agent, caller: Caller) => Promise<{ statusCode: number }> };

const rows: Row[] = [
  ...['/api/coaches', '/api/coaches/search', '/api/blog', '/api/resources', '/api/discussions'].map(
    (url): Row => ({
      action: `browse ${url}`,
      expect: { anonymous: 'ok', mentee: 'ok', mentor: 'ok', admin: 'ok', otherMentee: 'ok', otherMentor: 'ok' },
      call: (a) => a.get(url),
    }),
  ),
  {
    action: 'book a session with the coach',
    expect: { anonymous: 401, mentee: 'ok', mentor: 400, admin: 'ok', otherMentee: 'ok', otherMentor: 'ok' },
    call: (a) => a.post('/api/sessions', { mentorId: people.mentor.id, duration: 60, scheduledAt: nextSlot() }),
  },
  {
    action: 'see a session',
    expect: { anonymous: 401, mentee: 'ok', mentor: 'ok', admin: 'ok', otherMentee: 404, otherMentor: 404 },
    call: async (a) => a.get(`/api/sessions/${(await session()).id}`),
  },
  {
    action: 'mark a session complete',
    expect: { anonymous: 401, mentee: 403, mentor: 'ok', admin: 'ok', otherMentee: 404, otherMentor: 404 },
    // A session that has started: completion is refused before the start, whoever asks.
    call: async (a) => a.put(`/api/sessions/${(await session({ past: true })).id}`, { status: 'completed' }),
  },
  {
    action: 'rate a completed session',
    expect: { anonymous: 401, mentee: 'ok', mentor: 403, admin: 403, otherMentee: 404, otherMentor: 404 },
    call: async (a) => a.put(`/api/sessions/${(await session({ past: true, completed: true })).id}`, { menteeRating: 5 }),
  },
  {
    action: "edit the coach's availability, rate and session types",
    expect: { anonymous: 401, mentee: 403, mentor: 'ok', admin: 'ok', otherMentee: 403, otherMentor: 403 },
    call: (a, caller) => {
      const body = { hourlyRate: 2600, sessionTypes: [{ label: 'Mock interview', minutes: 45, price: 1900 }] };
      // A coach edits through their own profile; an admin names the coach.
      return caller === 'mentor' ? a.put('/api/users/profile', body) : a.put(`/api/users/${people.mentor.id}/profile`, body);
    },
  },
  {
    action: 'write a blog post',
    expect: { anonymous: 401, mentee: 403, mentor: 'ok', admin: 'ok', otherMentee: 403, otherMentor: 'ok' },
    call: (a) => a.post('/api/blog', { title: 'Three tips for the GTO', content: 'Stay calm, think aloud and help the group.' }),
  },
  {
    action: 'create a resource',
    expect: { anonymous: 401, mentee: 403, mentor: 'ok', admin: 'ok', otherMentee: 403, otherMentor: 'ok' },
    call: (a) => a.post('/api/resources', { title: 'OIR practice set', description: 'Forty questions', content: '1. Which is odd?', tags: 'oir' }),
  },
  {
    action: 'create a discussion',
    expect: { anonymous: 401, mentee: 403, mentor: 403, admin: 'ok', otherMentee: 403, otherMentor: 403 },
    call: (a) => a.post('/api/discussions/admin', { title: 'Lecturette drill', startTime: new Date(ctx.clock.now().getTime() + 2 * HOUR).toISOString(), meetLink: 'https://meet.jit.si/x' }),
  },
  {
    action: 'join a discussion',
    expect: { anonymous: 401, mentee: 'ok', mentor: 'ok', admin: 'ok', otherMentee: 'ok', otherMentor: 'ok' },
    call: async (a) => a.post(`/api/discussions/${(await discussion()).id}/join`),
  },
  {
    action: 'verify a coach',
    expect: { anonymous: 401, mentee: 403, mentor: 403, admin: 'ok', otherMentee: 403, otherMentor: 403 },
    call: (a) => a.patch(`/api/coaches/${people.mentor.id}/verification`, { isVerified: true }),
  },
  {
    action: 'list all users',
    expect: { anonymous: 401, mentee: 403, mentor: 403, admin: 'ok', otherMentee: 403, otherMentor: 403 },
    call: (a) => a.get('/api/users'),
  },
];

beforeAll(async () => {
  ctx = await createTestContext();
  people.mentee = await createMentee(ctx.db);
  people.otherMentee = await createMentee(ctx.db);
  people.mentor = await createCoach(ctx.db, { hourlyRate: 2000 });
  people.otherMentor = await createCoach(ctx.db);
  people.admin = await createAdmin(ctx.db);
  windowStart = new Date(Math.ceil(ctx.clock.now().getTime() / HOUR) * HOUR + 2 * HOUR);
  await ctx.db.insert(availabilityWindows).values({ coachId: people.mentor.id, startsAt: windowStart, endsAt: new Date(windowStart.getTime() + 200 * HOUR) });
  agents.anonymous = ctx.agent();
  for (const caller of CALLERS.filter((c) => c !== 'anonymous') as Exclude<Caller, 'anonymous'>[]) {
    agents[caller] = ctx.agent();
    await signIn(ctx.db, agents[caller], people[caller]);
  }
}, 60_000);
afterAll(() => ctx.close());

describe('the permission table of docs/product/permissions.md', () => {
  for (const row of rows) {
    it(`${row.action}: ${CALLERS.map((c) => `${c} ${row.expect[c]}`).join(', ')}`, async () => {
      const actual = {} as Record<Caller, Outcome | number>;
      for (const caller of CALLERS) {
        const res = await row.call(agents[caller], caller);
        actual[caller] = res.statusCode >= 200 && res.statusCode < 300 ? 'ok' : res.statusCode;
      }
      expect(actual).toEqual(row.expect);
    });
  }
});

/**
 * Who is calling is decided before what they sent: on every route that needs a sign-in an
 * anonymous caller gets 401, and on every route limited to some roles a caller without the role
 * gets 403, whatever the body, the path and the CSRF header hold.
 */
type Rule = 'public' | 'signedIn' | ('mentee' | 'mentor' | 'admin')[];
const WRITES: Record<string, Rule> = {
  'POST /api/auth/register': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/verify-email': 'public',
  'POST /api/auth/resend-code': 'public',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password': 'public',
  'POST /api/auth/logout': 'public',
  'PUT /api/users/profile': 'signedIn',
  'PUT /api/coaches/{id}/schedule': ['mentor', 'admin'],
  'PUT /api/users/{id}/profile': ['admin'],
  'POST /api/users/choose-role': 'signedIn',
  'POST /api/users/upload': 'signedIn',
  'PATCH /api/coaches/{id}/verification': ['admin'],
  'POST /api/discussions/{id}/join': 'signedIn',
  'DELETE /api/discussions/{id}/join': 'signedIn',
  'POST /api/discussions/admin': ['admin'],
  'PUT /api/discussions/{id}': ['admin'],
  'POST /api/discussions/{id}/cancel': ['admin'],
  'POST /api/blog': ['mentor', 'admin'],
  'PUT /api/blog/{id}': 'signedIn',
  'DELETE /api/blog/{id}': 'signedIn',
  'PATCH /api/blog/{id}/featured': ['admin'],
  'POST /api/resources': ['mentor', 'admin'],
  'PUT /api/resources/{id}': 'signedIn',
  'DELETE /api/resources/{id}': 'signedIn',
  'POST /api/sessions': 'signedIn',
  'PUT /api/sessions/{id}': 'signedIn',
  'DELETE /api/sessions/{id}': 'signedIn',
  'POST /api/sessions/{id}/payment': 'signedIn',
  'POST /api/sessions/{id}/reschedule': 'signedIn',
  'POST /api/sessions/{id}/dispute': 'signedIn',
  // Signed by the gateway over its raw body, so neither a sign-in nor a CSRF token: a malformed one is 400.
  'POST /api/payments/razorpay/webhook': 'public',
  'POST /api/test-gateway/orders/{orderId}/pay': 'signedIn',
  'POST /api/test-gateway/orders/{orderId}/fail': 'signedIn',
  'POST /api/admin/disputes/{id}/resolve': ['admin'],
  'POST /api/admin/payouts': ['admin'],
  'PUT /api/earnings/payout-account': ['mentor'],
  'POST /api/admin/payout-accounts/{id}/suspend': ['admin'],
  'POST /api/admin/payout-accounts/{id}/reactivate': ['admin'],
  'POST /api/admin/mail/{id}/retry': ['admin'],
  'POST /api/admin/refunds/{id}/retry': ['admin'],
  'POST /api/admin/refunds/{id}/refunded-by-hand': ['admin'],
  'POST /api/admin/verification/{id}/decision': ['admin'],
  'POST /api/admin/users/{id}/suspend': ['admin'],
  'POST /api/admin/reports/{id}/handle': ['admin'],
  'POST /api/admin/reports/{id}/take-down': ['admin'],
  'POST /api/reports': 'signedIn',
  'POST /api/practice/attempts': 'signedIn',
  'PUT /api/practice/attempts/{id}/answers': 'signedIn',
  'POST /api/practice/attempts/{id}/next': 'signedIn',
  'POST /api/practice/attempts/{id}/stop': 'signedIn',
  'POST /api/practice/batteries': 'signedIn',
  'POST /api/practice/batteries/{id}/next': 'signedIn',
  'POST /api/practice/batteries/{id}/stop': 'signedIn',
  'POST /api/practice/sets': ['mentor', 'admin'],
  'PUT /api/practice/sets/{id}': ['mentor', 'admin'],
  'POST /api/practice/sets/{id}/publish': ['mentor', 'admin'],
  'POST /api/practice/sets/{id}/archive': ['mentor', 'admin'],
  'POST /api/practice/sets/{id}/pictures': ['mentor', 'admin'],
  'PUT /api/practice/review-offers': ['mentor'],
  'POST /api/practice/attempts/{id}/review': 'signedIn',
  'PUT /api/practice/reviews/{id}/notes': ['mentor'],
  'POST /api/practice/reviews/{id}/submit': ['mentor'],
  'POST /api/practice/reviews/{id}/payment': 'signedIn',
  'POST /api/practice/batteries/{id}/review': 'signedIn',
  'PUT /api/practice/reviews/{id}/grades': ['mentor'],
  'PUT /api/practice/reviews/{id}/self-grades': 'signedIn',
  'POST /api/admin/content/{kind}/{id}/take-down': ['admin'],
  'POST /api/admin/content/{kind}/{id}/restore': ['admin'],
  'DELETE /api/users/me': 'signedIn',
  'POST /api/admin/users/{id}/reactivate': ['admin'],
  'POST /api/admin/verification/proofs/{id}/link': ['admin'],
  'POST /api/verification': ['mentor'],
  'POST /api/verification/proofs': ['mentor'],
  'DELETE /api/verification/proofs/{id}': ['mentor'],
  'PATCH /api/sessions/{id}/review': 'signedIn',
  'POST /api/sessions/{id}/review/reply': 'signedIn',
  'POST /api/notifications/read': 'signedIn',
  'PUT /api/notifications/preferences': 'signedIn',
  'POST /api/notifications/push-subscriptions': 'signedIn',
  'DELETE /api/notifications/push-subscriptions': 'signedIn',
  // Its authority is the signed token in the address (a malformed one is 400), like the webhook's signature.
  'POST /api/notifications/unsubscribe': 'public',
};
/** Reads that need a sign-in, called with a malformed path or query. */
const READS: Record<string, Rule> = {
  'GET /api/users/profile': 'signedIn',
  'GET /api/users/stats': 'signedIn',
  'GET /api/users?page=-1&pageSize=lots': ['admin'],
  'GET /api/discussions/{id}/access': 'signedIn',
  'GET /api/sessions?page=-1&type=someday': 'signedIn',
  'GET /api/sessions/{id}': 'signedIn',
  'GET /api/sessions/{id}/calendar.ics': 'signedIn',
  'GET /api/payments?page=0': 'signedIn',
  'GET /api/payments/{id}/receipt': 'signedIn',
  'GET /api/earnings': ['mentor'],
  'GET /api/earnings.csv': ['mentor'],
  'GET /api/earnings/payout-account': ['mentor'],
  'GET /api/admin/payout-accounts?status=lost': ['admin'],
  'GET /api/earnings/statement?month=lost': ['mentor'],
  'GET /api/earnings/statement.csv?month=lost': ['mentor'],
  'GET /api/earnings/invoices': ['mentor'],
  'GET /api/invoices/{id}': ['mentor', 'admin'],
  'GET /api/admin/tax?month=lost': ['admin'],
  'GET /api/admin/tax/registers/lost?month=lost': ['admin'],
  'GET /api/admin/payments?page=0': ['admin'],
  'GET /api/admin/refunds?status=lost': ['admin'],
  'GET /api/admin/disputes?page=0': ['admin'],
  'GET /api/admin/payouts?page=0': ['admin'],
  'GET /api/admin/payouts/balances': ['admin'],
  'GET /api/admin/transfers?page=0': ['admin'],
  'GET /api/admin/mail/failed?page=0': ['admin'],
  'GET /api/admin/overview': ['admin'],
  'GET /api/admin/reports?status=lost': ['admin'],
  'GET /api/users/me/export': 'signedIn',
  'GET /api/admin/content/taken-down?page=0': ['admin'],
  'GET /api/admin/audit?page=0': ['admin'],
  'GET /api/admin/verification?status=lost': ['admin'],
  'GET /api/admin/verification/proofs/{id}/file': ['admin'],
  'GET /api/verification': ['mentor'],
  'GET /api/test-gateway/orders/{orderId}': 'signedIn',
  'GET /api/coaches/{id}/schedule': ['mentor', 'admin'],
  'GET /api/notifications': 'signedIn',
  'GET /api/notifications/preferences': 'signedIn',
};
const ROLES = ['mentee', 'mentor', 'admin'] as const;
const UNAUTHORIZED = { success: false, error: 'Please sign in to continue' };
const FORBIDDEN = { success: false, error: 'You do not have permission to do that' };

/** The route called with a malformed id and a body that is not even JSON; a CSRF header only with its cookie. */
function malformed(route: string, cookies: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  const [method, path] = route.split(' ') as ['GET', string];
  const writes = method !== 'GET';
  return ctx.app.inject({
    method,
    url: path.replace('{id}', 'not-an-id'),
    cookies,
    headers: writes ? { 'content-type': 'application/json', ...(cookies.ssb_csrf ? { 'x-csrf-token': cookies.ssb_csrf } : {}) } : {},
    ...(writes ? { payload: '{"title": ' } : {}),
  });
}

describe('who is calling, before what they sent', () => {
  it('covers every writing route of the API', async () => {
    const doc = (await ctx.agent().get('/api/docs/json')).json() as { paths: Record<string, Record<string, unknown>> };
    const writes = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).filter((m) => m !== 'get').map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(writes.sort()).toEqual(Object.keys(WRITES).sort());
  });

  for (const [route, rule] of Object.entries({ ...WRITES, ...READS })) {
    if (rule === 'public') {
      it(`${route}: anyone may call it, so a malformed call is 400`, async () => {
        const res = await malformed(route, { ssb_csrf: await agents.anonymous.ensureCsrf() });
        expect(res.statusCode).toBe(400);
      });
      continue;
    }
    it(`${route}: an anonymous malformed call is 401, before the CSRF check`, async () => {
      const res = await malformed(route);
      expect([res.statusCode, res.json()]).toEqual([401, UNAUTHORIZED]);
    });
    if (rule === 'signedIn') continue;
    for (const role of ROLES.filter((r) => !rule.includes(r))) {
      it(`${route}: a malformed call by a ${role} is 403, before the CSRF check`, async () => {
        const res = await malformed(route, { ssb_session: agents[role].cookies.get('ssb_session')! });
        expect([res.statusCode, res.json()]).toEqual([403, FORBIDDEN]);
      });
    }
  }
});
