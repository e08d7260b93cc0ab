import { ASPIRANTS_CLAIMED_FROM } from '@ssb/domain';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** The count is read again at most this often: a claim on the home page need not move with every sign-up. */
const KEPT_MS = 60 * 60 * 1000;

/**
 * Registered aspirants (accounts with the mentee role, not deleted) as the home page may claim them:
 * rounded down to the hundred, or null below ASPIRANTS_CLAIMED_FROM. Counted at most once an hour
 * per process; a failed count claims nothing.
 */
export function aspirantClaim(db: Db, now: () => Date): () => Promise<number | null> {
  let kept: { value: number | null; at: number } | null = null;
  let counting: Promise<number | null> | null = null;
  const countNow = async () => {
    try {
      const [row] = await db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.role, 'mentee'), isNull(users.deletedAt)));
      const n = Number(row?.n ?? 0);
      return n >= ASPIRANTS_CLAIMED_FROM ? Math.floor(n / 100) * 100 : null;
    } catch {
      return null;
    }
  };
  return async () => {
    const at = now().getTime();
    if (kept && at - kept.at < KEPT_MS) return kept.value;
    counting ??= countNow().then((value) => {
      kept = { value, at };
      counting = null;
      return value;
    });
    return counting;
  };
}
