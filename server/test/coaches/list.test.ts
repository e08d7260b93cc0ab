import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './support/context';
import { createAdmin, createCoach, createMentee } from './support/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /api/coaches', () => {
  it('lists active mentors only, with both id and _id', async () => {
    const active = await createCoach(ctx.db, { firstName: 'Active' });
    await createCoach(ctx.db, { firstName: 'Retired', isActive: false });
    await createMentee(ctx.db);
    await createAdmin(ctx.db);
    const res = await ctx.agent().get('/api/coaches');
    expect(res.statusCode).toBe(200);
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(data.map((c: { id: string }) => c.id)).toEqual([active.id]);
    expect(data[0]).toMatchObject({ id: active.id, _id: active.id, firstName: 'Active', hourlyRate: 2000, role: 'mentor' });
    expect(data[0]).not.toHaveProperty('email');
    expect(data[0]).not.toHaveProperty('passwordHash');
  });
});
