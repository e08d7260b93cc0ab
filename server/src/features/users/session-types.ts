import type { SessionTypeInput } from '@ssb/domain';
import { and, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessionTypes } from '../../db/schema';

/**
 * Replaces a coach's session types with `items`, in their order. An item whose `id` is one of the
 * coach's existing types keeps that id (so an open booking dialog still names it); the rest are
 * new, and types not listed are removed. Runs inside the caller's transaction.
 */
export async function replaceCoachSessionTypes(tx: Db, coachId: string, items: readonly SessionTypeInput[]): Promise<void> {
  const existing = await tx.select({ id: sessionTypes.id }).from(sessionTypes).where(eq(sessionTypes.coachId, coachId));
  const own = new Set(existing.map((r) => r.id));
  const kept: string[] = [];
  for (const [position, item] of items.entries()) {
    const values = { label: item.label, minutes: item.minutes, price: item.price ?? null, description: item.description ?? null, active: item.active, position };
    if (item.id && own.has(item.id) && !kept.includes(item.id)) {
      await tx.update(sessionTypes).set(values).where(and(eq(sessionTypes.id, item.id), eq(sessionTypes.coachId, coachId)));
      kept.push(item.id);
    } else {
      const [row] = await tx.insert(sessionTypes).values({ coachId, ...values }).returning({ id: sessionTypes.id });
      kept.push(row!.id);
    }
  }
  await tx
    .delete(sessionTypes)
    .where(kept.length ? and(eq(sessionTypes.coachId, coachId), notInArray(sessionTypes.id, kept)) : eq(sessionTypes.coachId, coachId));
}
