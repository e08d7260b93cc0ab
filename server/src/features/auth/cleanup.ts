import { lt, or, isNotNull, and } from 'drizzle-orm';
import type { AppDeps } from '../../app-instance';
import { authSessions, rateLimitHits, verificationCodes } from '../../db/schema';
import type { Jobs } from '../../platform/jobs';

const DAY_MS = 24 * 60 * 60_000;
/** Spent codes, ended sign-ins and old rate-limit counters are kept this long, then deleted. */
export const EXPIRED_KEPT_MS = DAY_MS;

/**
 * Deletes what can never be used again (docs/product/accounts.md "Cleanup"): verification and reset
 * codes, sign-ins that expired or were revoked, and rate-limit windows, a day after they ended.
 */
export async function deleteExpired({ db, now }: Pick<AppDeps, 'db' | 'now'>) {
  const before = new Date(now().getTime() - EXPIRED_KEPT_MS);
  const codes = await db.delete(verificationCodes).where(lt(verificationCodes.expiresAt, before)).returning({ id: verificationCodes.id });
  const signIns = await db
    .delete(authSessions)
    .where(or(lt(authSessions.expiresAt, before), and(isNotNull(authSessions.revokedAt), lt(authSessions.revokedAt, before))))
    .returning({ id: authSessions.id });
  const limits = await db.delete(rateLimitHits).where(lt(rateLimitHits.resetAt, before)).returning({ key: rateLimitHits.key });
  return { codes: codes.length, signIns: signIns.length, limits: limits.length };
}

export function registerAuthJobs(jobs: Jobs, deps: Pick<AppDeps, 'db' | 'now'>): void {
  jobs.every('cleanup', 60 * 60_000, () => deleteExpired(deps));
}
