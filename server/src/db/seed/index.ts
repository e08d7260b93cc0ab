import { count, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { users } from '../schema';
import { seedDemoData } from './demo';

export const DEMO_PASSWORD = 'Demo@12345';
export const DEMO_LOGINS = [
  { role: 'admin', email: 'admin@example.com' },
  { role: 'mentor', email: 'mentor@example.com' },
  { role: 'mentee', email: 'mentee@example.com' },
] as const;

/**
 * Seeds the demo data once: only into a database that has no users at all. Runs inside one
 * transaction holding an advisory lock, so two processes starting together cannot both seed.
 */
export async function seedDemoIfEmpty(db: Db, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7242001)`);
    const [row] = await tx.select({ n: count() }).from(users);
    if ((row?.n ?? 0) > 0) return false;
    await seedDemoData(tx as unknown as Db, now, DEMO_PASSWORD);
    return true;
  });
}
