import { NOTIFICATIONS_KEPT_DAYS, NOTIFICATIONS_LISTED, type NotificationList } from '@ssb/domain';
import type { AppDeps } from '../../app-instance';
import type { Db } from '../../db/client';
import type { CurrentUser } from '../../platform/auth';
import type { Jobs } from '../../platform/jobs';
import * as repo from './repository';

type Deps = Pick<AppDeps, 'db' | 'now'>;

/**
 * Tells people of something in the app's bell (docs/product/notifications.md), inside the transaction
 * `tx` of the change it tells of: it exists exactly when the change commits.
 */
export function notify(tx: Db, rows: repo.NewNotification[], now: Date): Promise<void> {
  return repo.insertNotifications(tx, rows, now);
}

const present = (row: repo.NotificationRow) => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  read: row.readAt !== null,
});

/** GET /notifications: the caller's newest, and how many are unread. */
export async function listNotifications({ db }: Deps, caller: CurrentUser): Promise<NotificationList> {
  const [rows, unread] = await Promise.all([repo.latestOf(db, caller.id, NOTIFICATIONS_LISTED), repo.unreadCount(db, caller.id)]);
  return { items: rows.map(present), unread };
}

/** POST /notifications/read: marks the caller's own as read; answers the unread count left. */
export async function markNotificationsRead(deps: Deps, caller: CurrentUser, ids: string[] | undefined): Promise<{ unread: number }> {
  await repo.markRead(deps.db, caller.id, ids, deps.now());
  return { unread: await repo.unreadCount(deps.db, caller.id) };
}

/** Part of the hourly cleanup: notifications are kept 90 days. */
export function deleteOldNotifications({ db, now }: Deps): Promise<number> {
  return repo.deleteOlderThan(db, new Date(now().getTime() - NOTIFICATIONS_KEPT_DAYS * 24 * 60 * 60_000));
}

export function registerNotificationJobs(jobs: Jobs, deps: Deps): void {
  jobs.every('notifications-cleanup', 60 * 60_000, async () => ({ deleted: await deleteOldNotifications(deps) }));
}
