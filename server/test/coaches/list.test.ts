import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availabilityWindows, sessionTypes } from '../../src/db/schema';
import { createTestContext, type TestContext } from '../support/context';
import { createAdmin, createCoach, createMentee } from '../support/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const ids = (body: { data: { id: string }[] }) => body.data.map((c) => c.id);

describe('GET /api/coaches', () => {
  it('lists verified, active mentors only, with both id and _id and no private fields', async () => {
    const active = await createCoach(ctx.db, { firstName: 'Active' });
    await createCoach(ctx.db, { firstName: 'Retired', isActive: false });
    await createCoach(ctx.db, { firstName: 'Unverified', isVerified: false });
    await createMentee(ctx.db);
    await createAdmin(ctx.db);
    const res = await ctx.agent().get('/api/coaches');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(ids(body)).toEqual([active.id]);
    expect(body.meta).toEqual({ total: 1, page: 1, pageSize: 50 });
    expect(body.data[0]).toMatchObject({ id: active.id, _id: active.id, firstName: 'Active', hourlyRate: 2000, role: 'mentor' });
    expect(body.data[0]).not.toHaveProperty('email');
    expect(body.data[0]).not.toHaveProperty('passwordHash');
    expect(body.data[0]).not.toHaveProperty('searchDocument');
  });

  it('carries availability not yet over, as entries with their status, and session types', async () => {
    const coach = await createCoach(ctx.db, { firstName: 'Windowed' });
    const now = ctx.clock.now().getTime();
    await ctx.db.insert(availabilityWindows).values([
      { coachId: coach.id, startsAt: new Date(now - 3 * 3_600_000), endsAt: new Date(now - 2 * 3_600_000) },
      { coachId: coach.id, startsAt: new Date(now + 3_600_000), endsAt: new Date(now + 2 * 3_600_000) },
    ]);
    await ctx.db.insert(sessionTypes).values({ coachId: coach.id, label: 'Mock interview', minutes: 45, price: 1800 });
    const { data } = (await ctx.agent().get('/api/coaches')).json();
    const found = data.find((c: { id: string }) => c.id === coach.id);
    expect(found.availability).toEqual([
      { start: new Date(now + 3_600_000).toISOString(), end: new Date(now + 2 * 3_600_000).toISOString(), status: 'available' },
    ]);
    expect(found.sessionTypes).toEqual([expect.objectContaining({ label: 'Mock interview', minutes: 45, price: 1800 })]);
  });

  it('pages with page and pageSize', async () => {
    const { data, meta } = (await ctx.agent().get('/api/coaches?page=2&pageSize=1')).json();
    expect(meta).toEqual({ total: 2, page: 2, pageSize: 1 });
    expect(data).toHaveLength(1);
  });
});

describe('GET /api/coaches/verified', () => {
  it('lists only verified active mentors', async () => {
    const verified = await createCoach(ctx.db, { firstName: 'Checked', isVerified: true });
    await createCoach(ctx.db, { firstName: 'Gone', isVerified: true, isActive: false });
    const body = (await ctx.agent().get('/api/coaches/verified')).json();
    expect(body.data.every((c: { isVerified: boolean }) => c.isVerified)).toBe(true);
    expect(ids(body)).toContain(verified.id);
    expect(body.data.map((c: { firstName: string }) => c.firstName)).not.toContain('Gone');
    expect(body.data.map((c: { firstName: string }) => c.firstName)).not.toContain('Unverified');
  });
});
