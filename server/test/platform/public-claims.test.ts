import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { createTestContext, type TestContext } from '../support/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { SOCIAL_INSTAGRAM_URL: 'https://www.instagram.com/ssbacademy', SOCIAL_X_URL: 'https://x.com/ssbacademy' } });
});
afterAll(() => ctx.close());

const aspirants = (n: number, from: number) =>
  Array.from({ length: n }, (_, i) => ({ email: `aspirant${from + i}@example.test`, firstName: 'A', lastName: `${from + i}`, role: 'mentee' as const }));
const config = async () => (await ctx.agent().get('/api/config')).json().data;

describe('what the web client may claim (GET /api/config)', () => {
  it('gives only the social pages the settings name', async () => {
    expect((await config()).social).toEqual({ instagram: 'https://www.instagram.com/ssbacademy', x: 'https://x.com/ssbacademy' });
  });

  it('claims no number of aspirants below 1,000, then their count rounded down to the hundred, counted at most once an hour', async () => {
    await ctx.db.insert(users).values(aspirants(999, 0));
    // Coaches and admins are not aspirants.
    await ctx.db.insert(users).values({ email: 'coach@example.test', firstName: 'C', lastName: 'C', role: 'mentor' });
    expect((await config()).aspirants).toBeNull();
    await ctx.db.insert(users).values(aspirants(260, 999));
    // Kept for an hour: a claim need not move with every sign-up.
    expect((await config()).aspirants).toBeNull();
    ctx.clock.advance(61 * 60 * 1000);
    expect((await config()).aspirants).toBe(1200);
  });
});
