import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';

const failed = eq(mailOutbox.status, 'failed');

export async function pageOfFailed(db: Db, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db.select().from(mailOutbox).where(failed).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(mailOutbox).where(failed),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Puts a failed mail back in line with a full set of attempts; null when it is not a failed mail. */
export async function requeueFailed(db: Db, id: string, now: Date) {
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now })
    .where(and(eq(mailOutbox.id, id), failed))
    .returning({ id: mailOutbox.id });
  return row ?? null;
}

export async function exists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.id, id));
  return row !== undefined;
}
