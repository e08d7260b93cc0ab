import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { createTestContext, type TestContext } from '../support/context';
import { createCoach, createMentee } from '../support/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
// Each test ranks its own coaches.
beforeEach(async () => {
  await ctx.db.delete(users);
});
afterAll(() => ctx.close());

const names = (body: { data: { firstName: string }[] }) => body.data.map((c) => c.firstName);

describe('GET /api/coaches/featured', () => {
  it('shows verified active coaches only, by trusted rating (many good reviews beat one perfect one)', async () => {
    await createCoach(ctx.db, { firstName: 'Seasoned', rating: 4.8, totalReviews: 60 });
    await createCoach(ctx.db, { firstName: 'Lucky', rating: 5, totalReviews: 1 });
    await createCoach(ctx.db, { firstName: 'Solid', rating: 4.5, totalReviews: 30 });
    await createCoach(ctx.db, { firstName: 'Unverified', rating: 5, totalReviews: 200, isVerified: false });
    await createCoach(ctx.db, { firstName: 'Inactive', rating: 5, totalReviews: 200, isActive: false });
    await createMentee(ctx.db, { firstName: 'Mentee', isVerified: true, rating: 5, totalReviews: 300 });
    const res = await ctx.agent().get('/api/coaches/featured?limit=3');
    expect(res.statusCode).toBe(200);
    expect(names(res.json())).toEqual(['Seasoned', 'Solid', 'Lucky']);
  });

  it('asks for 3 by default and honours limit', async () => {
    for (let i = 0; i < 5; i++) await createCoach(ctx.db, { firstName: `C${i}` });
    expect((await ctx.agent().get('/api/coaches/featured')).json().data).toHaveLength(3);
    expect((await ctx.agent().get('/api/coaches/featured?limit=4')).json().data).toHaveLength(4);
    expect((await ctx.agent().get('/api/coaches/featured?limit=0')).statusCode).toBe(400);
    expect((await ctx.agent().get('/api/coaches/featured?limit=abc')).statusCode).toBe(400);
  });

  it('answers an empty list, like top-rated, when no coach is verified', async () => {
    await createCoach(ctx.db, { firstName: 'Good', isVerified: false, rating: 4.9, totalReviews: 20 });
    await createCoach(ctx.db, { firstName: 'Fine', isVerified: false, rating: 4.1, totalReviews: 20 });
    expect((await ctx.agent().get('/api/coaches/featured?limit=3')).json()).toEqual({ success: true, data: [] });
    expect((await ctx.agent().get('/api/coaches/top-rated?limit=3')).json()).toEqual({ success: true, data: [] });
  });

  it('stops featuring a coach as soon as an admin un-verifies them', async () => {
    const coach = await createCoach(ctx.db, { firstName: 'Soon' });
    expect(names((await ctx.agent().get('/api/coaches/featured')).json())).toEqual(['Soon']);
    await ctx.db.update(users).set({ isVerified: false });
    expect(names((await ctx.agent().get('/api/coaches/featured')).json())).toEqual([]);
    expect(coach.id).toBeTruthy();
  });
});

describe('GET /api/coaches/top-rated', () => {
  it('ranks listed (verified, active) coaches by trusted rating and honours limit', async () => {
    await createCoach(ctx.db, { firstName: 'Top', rating: 4.9, totalReviews: 50 });
    await createCoach(ctx.db, { firstName: 'Second', rating: 4.7, totalReviews: 50 });
    await createCoach(ctx.db, { firstName: 'Third', rating: 4.0, totalReviews: 50 });
    await createCoach(ctx.db, { firstName: 'Unverified', rating: 5, totalReviews: 90, isVerified: false });
    await createCoach(ctx.db, { firstName: 'Gone', rating: 5, totalReviews: 90, isActive: false });
    expect(names((await ctx.agent().get('/api/coaches/top-rated?limit=2')).json())).toEqual(['Top', 'Second']);
    expect(names((await ctx.agent().get('/api/coaches/top-rated')).json())).toEqual(['Top', 'Second', 'Third']);
  });

  it('names the allowed range when limit is out of it or not a whole number', async () => {
    for (const limit of ['0', '21', 'many', '2.5']) {
      const res = await ctx.agent().get(`/api/coaches/top-rated?limit=${limit}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        error: 'Please check limit: Must be a whole number from 1 to 20',
        fields: { limit: 'Must be a whole number from 1 to 20' },
      });
    }
  });
});
