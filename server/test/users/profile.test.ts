import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema';
import { createTestContext, type TestContext } from '../support/context';
import { createAdmin, createCoach, createMentee, signedInAgent, type UserRow } from '../support/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const signedIn = (user: UserRow) => signedInAgent(ctx, user);

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

describe('GET /api/users/profile', () => {
  it('answers the caller’s own user object', async () => {
    const me = await createCoach(ctx.db, { firstName: 'Vikram', hourlyRate: 2500 });
    const res = await (await signedIn(me)).get('/api/users/profile');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: me.id,
      _id: me.id,
      firstName: 'Vikram',
      email: me.email,
      role: 'mentor',
      hourlyRate: 2500,
      isVerified: true,
      emailVerified: true,
      availability: [],
      sessionTypes: [],
    });
    expect(res.json().data).not.toHaveProperty('passwordHash');
  });

  it('answers 401 when nobody is signed in', async () => {
    const res = await ctx.agent().get('/api/users/profile');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, error: 'Please sign in to continue' });
  });
});

describe('PUT /api/users/profile', () => {
  it('saves the profile fields and answers the profile', async () => {
    const me = await createMentee(ctx.db);
    const agent = await signedIn(me);
    const res = await agent.put('/api/users/profile', {
      firstName: ' Priya ',
      lastName: 'Das',
      education: 'B.Sc. Physics',
      bio: 'Preparing for my second SSB.',
      achievements: ['NCC C certificate', ' ', 'NCC C certificate', 'State-level debater'],
      skills: ['Leadership', 'Communication'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: me.id,
      firstName: 'Priya',
      lastName: 'Das',
      education: 'B.Sc. Physics',
      bio: 'Preparing for my second SSB.',
      achievements: ['NCC C certificate', 'State-level debater'],
      skills: ['Leadership', 'Communication'],
    });
    expect((await agent.get('/api/users/profile')).json().data.education).toBe('B.Sc. Physics');
  });

  it('only ever changes the caller: ids, email and role in the body are ignored', async () => {
    const me = await createMentee(ctx.db);
    const other = await createMentee(ctx.db, { firstName: 'Other', bio: 'untouched' });
    const agent = await signedIn(me);
    const res = await agent.put('/api/users/profile', {
      id: other.id,
      _id: other.id,
      userId: other.id,
      email: other.email,
      role: 'admin',
      bio: 'changed by me',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: me.id, email: me.email, role: 'mentee', bio: 'changed by me' });
    const otherAgent = await signedIn(other);
    expect((await otherAgent.get('/api/users/profile')).json().data).toMatchObject({ bio: 'untouched', firstName: 'Other' });
    // and there is no route that names another user
    expect((await agent.put(`/api/users/${other.id}`, { bio: 'x' })).statusCode).toBe(404);
    expect((await agent.put(`/api/users/profile/${other.id}`, { bio: 'x' })).statusCode).toBe(404);
  });

  it('answers the onboarding messages for negative experience and rate', async () => {
    const me = await createCoach(ctx.db);
    const res = await (await signedIn(me)).put('/api/users/profile', { experience: -1, hourlyRate: -5 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      experience: 'Experience must be a positive number',
      hourlyRate: 'Hourly rate must be a positive number',
    });
  });

  it('saves a mentor’s onboarding: specializations, experience, achievements, skills, rate (null means Custom)', async () => {
    const me = await createCoach(ctx.db);
    const agent = await signedIn(me);
    await agent.put('/api/users/profile', { specializations: ['Psychology', 'Group Discussion'] });
    await agent.put('/api/users/profile', { experience: 12, achievements: ['Ex-GTO, 19 SSB'] });
    await agent.put('/api/users/profile', { skills: ['Coaching'] });
    const last = await agent.put('/api/users/profile', { hourlyRate: 3000 });
    expect(last.json().data).toMatchObject({
      specializations: ['Psychology', 'Group Discussion'],
      experience: 12,
      achievements: ['Ex-GTO, 19 SSB'],
      skills: ['Coaching'],
      hourlyRate: 3000,
    });
    expect((await agent.put('/api/users/profile', { hourlyRate: null })).json().data.hourlyRate).toBeNull();
  });

  it('round-trips a coach’s availability as sorted, de-duplicated startISO|endISO strings', async () => {
    const me = await createCoach(ctx.db);
    const agent = await signedIn(me);
    const base = Math.ceil((ctx.clock.now().getTime() + 24 * HOUR) / HOUR) * HOUR;
    const late = `${iso(base + 5 * HOUR)}|${iso(base + 6 * HOUR)}`;
    const early = `${iso(base)}|${iso(base + 2 * HOUR)}`;
    const res = await agent.put('/api/users/profile', { availability: [late, early, late] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.availability).toEqual([early, late]);
    expect((await agent.get('/api/users/profile')).json().data.availability).toEqual([early, late]);
    // the public coach page sees the same windows
    const coach = (await ctx.agent().get(`/api/coaches/${me.id}`)).json().data;
    if (coach) expect(JSON.stringify(coach.availability)).toContain(iso(base));
  });

  it('refuses overlapping availability with the editor’s message', async () => {
    const me = await createCoach(ctx.db);
    const base = Math.ceil((ctx.clock.now().getTime() + 24 * HOUR) / HOUR) * HOUR;
    const res = await (await signedIn(me)).put('/api/users/profile', {
      availability: [`${iso(base)}|${iso(base + 2 * HOUR)}`, `${iso(base + HOUR)}|${iso(base + 3 * HOUR)}`],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.availability).toMatch(/overlaps an existing one/);
  });

  it('saves session types and keeps the ids of those sent back', async () => {
    const me = await createCoach(ctx.db);
    const agent = await signedIn(me);
    const first = (await agent.put('/api/users/profile', {
      sessionTypes: [
        { label: 'Mock interview', minutes: 45, price: 1800 },
        { label: 'Psych test review', minutes: 60, price: null },
      ],
    })).json().data.sessionTypes;
    expect(first).toMatchObject([
      { label: 'Mock interview', minutes: 45, price: 1800 },
      { label: 'Psych test review', minutes: 60, price: null },
    ]);
    const second = (await agent.put('/api/users/profile', {
      sessionTypes: [{ id: first[1].id, label: 'Psych review', minutes: 60, price: 2000, description: 'TAT and WAT', active: false }],
    })).json().data.sessionTypes;
    expect(second).toEqual([{ id: first[1].id, label: 'Psych review', minutes: 60, price: 2000, description: 'TAT and WAT', active: false }]);
  });

  it('keeps coach-only fields for coaches', async () => {
    const me = await createMentee(ctx.db);
    const res = await (await signedIn(me)).put('/api/users/profile', { meetingLink: 'https://meet.example.test/me' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ meetingLink: 'Only coaches can set this' });
  });

  it('lets a photo be removed but not replaced by an arbitrary link', async () => {
    const me = await createMentee(ctx.db, { profileImageUrl: '/media/profiles/x/avatar.jpg?v=1' });
    const agent = await signedIn(me);
    const bad = await agent.put('/api/users/profile', { profileImageUrl: 'https://evil.example/pixel.gif' });
    expect(bad.statusCode).toBe(400);
    const same = await agent.put('/api/users/profile', { profileImageUrl: '/media/profiles/x/avatar.jpg?v=1', bio: 'b' });
    expect(same.statusCode).toBe(200);
    expect((await agent.put('/api/users/profile', { profileImageUrl: null })).json().data.profileImageUrl).toBeNull();
  });

  it('needs the CSRF header when signed in with the cookie', async () => {
    const me = await createMentee(ctx.db);
    const agent = await signedIn(me);
    await agent.ensureCsrf();
    const res = await agent.put('/api/users/profile', { bio: 'x' }, { headers: { 'x-csrf-token': 'forged' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('Invalid CSRF token');
  });
});

describe('POST /api/users/choose-role', () => {
  it('sets the role of a user who has none, and allows switching between mentee and mentor later', async () => {
    const me = await createMentee(ctx.db, { role: null });
    const agent = await signedIn(me);
    expect((await agent.get('/api/users/profile')).json().data.role).toBeNull();
    const res = await agent.post('/api/users/choose-role', { role: 'mentee' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: me.id, role: 'mentee' });
    expect((await agent.post('/api/users/choose-role', { role: 'mentor' })).json().data.role).toBe('mentor');
  });

  it('refuses admin as a choice', async () => {
    const me = await createMentee(ctx.db, { role: null });
    const res = await (await signedIn(me)).post('/api/users/choose-role', { role: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ role: 'Please choose mentee or mentor' });
  });

  it('does not let an admin give up the admin role here', async () => {
    const admin = await createAdmin(ctx.db);
    const res = await (await signedIn(admin)).post('/api/users/choose-role', { role: 'mentee' });
    expect(res.statusCode).toBe(403);
  });

  it('needs a sign-in', async () => {
    expect((await ctx.agent().post('/api/users/choose-role', { role: 'mentee' })).statusCode).toBe(401);
  });
});

describe('GET /api/users/stats', () => {
  it('counts completed sessions as coach and as mentee', async () => {
    const coach = await createCoach(ctx.db);
    const mentee = await createMentee(ctx.db);
    const start = Date.now() - 10 * 24 * HOUR;
    const row = (i: number, status: 'completed' | 'scheduled' | 'cancelled') => ({
      mentorId: coach.id,
      menteeId: mentee.id,
      title: `Session ${i}`,
      duration: 60,
      scheduledAt: new Date(start + i * 2 * HOUR),
      endsAt: new Date(start + i * 2 * HOUR + HOUR),
      status,
      meetingLink: `https://meet.jit.si/test-${coach.id}-${i}`,
    });
    await ctx.db.insert(sessions).values([row(0, 'completed'), row(1, 'completed'), row(2, 'cancelled'), row(3, 'scheduled')]);
    const coachStats = (await (await signedIn(coach)).get('/api/users/stats')).json().data;
    expect(coachStats).toMatchObject({ completed: 2, completedAsMentor: 2, completedAsMentee: 0 });
    const menteeStats = (await (await signedIn(mentee)).get('/api/users/stats')).json().data;
    expect(menteeStats).toMatchObject({ completed: 2, completedAsMentor: 0, completedAsMentee: 2 });
  });

  it('needs a sign-in', async () => {
    expect((await ctx.agent().get('/api/users/stats')).statusCode).toBe(401);
  });
});

describe('GET /api/users', () => {
  it('lists users for admins, paginated, without secrets', async () => {
    const admin = await createAdmin(ctx.db);
    const agent = await signedIn(admin);
    const res = await agent.get('/api/users', { query: { page: '1', pageSize: '2' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toHaveLength(2);
    expect(body.meta).toMatchObject({ page: 1, pageSize: 2 });
    expect(body.meta.total).toBeGreaterThan(2);
    expect(body.data[0]).toHaveProperty('_id');
    expect(JSON.stringify(body)).not.toMatch(/scrypt|passwordHash|password_hash|googleSubject/);
    const admins = (await agent.get('/api/users', { query: { role: 'admin' } })).json().data;
    expect(admins.every((u: { role: string }) => u.role === 'admin')).toBe(true);
  });

  it('refuses mentees and mentors with 403, and anonymous callers with 401', async () => {
    expect((await (await signedIn(await createMentee(ctx.db))).get('/api/users')).statusCode).toBe(403);
    expect((await (await signedIn(await createCoach(ctx.db))).get('/api/users')).statusCode).toBe(403);
    expect((await ctx.agent().get('/api/users')).statusCode).toBe(401);
  });
});

describe('PUT /api/users/:id/profile', () => {
  const ADMIN_ONLY_BUSINESS = "Admins can change a coach's availability, rate, session types and verification only";
  const window = () => {
    const start = Math.ceil((ctx.clock.now().getTime() + 48 * HOUR) / HOUR) * HOUR;
    return `${iso(start)}|${iso(start + 2 * HOUR)}`;
  };

  it("lets an admin change a coach's availability, rate and session types", async () => {
    const coach = await createCoach(ctx.db, { hourlyRate: 2000 });
    const agent = await signedIn(await createAdmin(ctx.db));
    const availability = [window()];
    const res = await agent.put(`/api/users/${coach.id}/profile`, {
      hourlyRate: 2600,
      sessionTypes: [{ label: 'Mock interview', minutes: 45, price: 1900 }],
      availability,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: coach.id, hourlyRate: 2600, availability, firstName: coach.firstName });
    expect(res.json().data.sessionTypes).toEqual([expect.objectContaining({ label: 'Mock interview', minutes: 45, price: 1900 })]);
  });

  it("refuses an admin changing a coach's name, bio or photo with 403, and changes nothing", async () => {
    const coach = await createCoach(ctx.db, { firstName: 'Vikram', bio: 'Former GTO.', profileImageUrl: '/media/profiles/v/avatar.jpg', hourlyRate: 2000 });
    const agent = await signedIn(await createAdmin(ctx.db));
    for (const body of [{ firstName: 'Hacked' }, { bio: 'Not my words' }, { profileImageUrl: null }, { hourlyRate: 3000, lastName: 'Other' }]) {
      const res = await agent.put(`/api/users/${coach.id}/profile`, body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, error: ADMIN_ONLY_BUSINESS });
      expect(Object.keys(res.json().fields)).toEqual(Object.keys(body).filter((k) => k !== 'hourlyRate'));
    }
    const me = (await (await signedIn(coach)).get('/api/users/profile')).json().data;
    expect(me).toMatchObject({ firstName: 'Vikram', lastName: coach.lastName, bio: 'Former GTO.', profileImageUrl: '/media/profiles/v/avatar.jpg', hourlyRate: 2000 });
  });

  it('refuses an admin editing a mentee or another admin, even their business fields', async () => {
    const agent = await signedIn(await createAdmin(ctx.db));
    for (const other of [await createMentee(ctx.db), await createAdmin(ctx.db)]) {
      const res = await agent.put(`/api/users/${other.id}/profile`, { availability: [] });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe("Admins can change coaches' availability, rate and session types only, and this user is not a coach");
      expect((await agent.put(`/api/users/${other.id}/profile`, { firstName: 'Renamed' })).statusCode).toBe(403);
    }
  });

  it('leaves an admin free to edit their own profile by their own id, as through PUT /api/users/profile', async () => {
    const admin = await createAdmin(ctx.db);
    const res = await (await signedIn(admin)).put(`/api/users/${admin.id}/profile`, { firstName: 'Renamed', bio: 'Runs the platform.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ firstName: 'Renamed', bio: 'Runs the platform.' });
  });

  it("answers 404 for an unknown user and refuses coaches editing another coach's profile", async () => {
    const agent = await signedIn(await createAdmin(ctx.db));
    const missing = await agent.put('/api/users/4f1c2b9e-0000-4000-8000-000000000000/profile', { hourlyRate: 2500 });
    expect(missing.statusCode).toBe(404);
    const coach = await createCoach(ctx.db);
    const other = await signedIn(await createCoach(ctx.db));
    expect((await other.put(`/api/users/${coach.id}/profile`, { hourlyRate: 1 })).statusCode).toBe(403);
  });
});
