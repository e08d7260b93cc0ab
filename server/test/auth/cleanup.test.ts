import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, rateLimitHits, verificationCodes } from '../../src/db/schema';
import { deleteExpired } from '../../src/features/auth/cleanup';
import { createTestContext, type TestContext } from '../support/context';
import { createMentee } from '../support/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const DAY = 24 * 3_600_000;

describe('deleting what can never be used again', () => {
  it('deletes codes, sign-ins and rate-limit windows a day after they ended, and nothing live', async () => {
    const now = new Date('2031-03-10T04:00:00Z');
    ctx.clock.set(now);
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const user = await createMentee(ctx.db);
    await ctx.db.delete(verificationCodes);
    await ctx.db.delete(authSessions);
    await ctx.db.delete(rateLimitHits);
    await ctx.db.insert(verificationCodes).values([
      { email: 'old@example.test', purpose: 'verify_email', codeHash: 'x', expiresAt: ago(2) },
      { email: 'recent@example.test', purpose: 'verify_email', codeHash: 'y', expiresAt: ago(0.5) },
      { email: 'live@example.test', purpose: 'reset_password', codeHash: 'z', expiresAt: ago(-0.01) },
    ]);
    await ctx.db.insert(authSessions).values([
      { userId: user.id, tokenHash: 'expired', expiresAt: ago(3) },
      { userId: user.id, tokenHash: 'revoked', expiresAt: ago(-20), revokedAt: ago(2) },
      { userId: user.id, tokenHash: 'live', expiresAt: ago(-20) },
    ]);
    await ctx.db.insert(rateLimitHits).values([
      { key: 'old', count: 3, resetAt: ago(2) },
      { key: 'live', count: 1, resetAt: ago(-0.01) },
    ]);
    expect(await deleteExpired(ctx.app.deps)).toEqual({ codes: 1, signIns: 2, limits: 1 });
    expect((await ctx.db.select().from(verificationCodes)).map((c) => c.email).sort()).toEqual(['live@example.test', 'recent@example.test']);
    expect((await ctx.db.select().from(authSessions)).map((s) => s.tokenHash)).toEqual(['live']);
    expect((await ctx.db.select().from(rateLimitHits)).map((r) => r.key)).toEqual(['live']);
    expect(await deleteExpired(ctx.app.deps)).toEqual({ codes: 0, signIns: 0, limits: 0 });
  });
});
