import type { NotificationKind } from '@ssb/domain';
import { and, count, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = { userId: string; kind: NotificationKind; title: string; body?: string | null; link: string };

export async function insertNotifications(tx: Db, rows: NewNotification[], now: Date): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(notifications).values(rows.map((r) => ({ ...r, body: r.body ?? null, createdAt: now })));
}

export async function latestOf(db: Db, userId: string, limit: number): Promise<NotificationRow[]> {
  return db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(limit);
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** Marks the caller's own notifications read (`ids`, or all); another person's ids are left alone. */
export async function markRead(db: Db, userId: string, ids: string[] | undefined, now: Date): Promise<void> {
  const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(ids ? and(mine, inArray(notifications.id, ids)) : mine);
}

/** Deletes a person's notifications that link to `link` (news taken back in the transaction that undid it). */
export async function deleteLinkingTo(tx: Db, userId: string, link: string): Promise<void> {
  await tx.delete(notifications).where(and(eq(notifications.userId, userId), eq(notifications.link, link)));
}

export async function deleteOlderThan(db: Db, before: Date): Promise<number> {
  return (await db.delete(notifications).where(lt(notifications.createdAt, before)).returning({ id: notifications.id })).length;
}
