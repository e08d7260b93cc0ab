import { NOTIFICATIONS_KEPT_DAYS, NOTIFICATIONS_LISTED, UNSUBSCRIBE_MESSAGES, type MailPreferences, type NotificationList, type UnsubscribeResult } from '@ssb/domain';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-instance';
import type { Db } from '../../db/client';
import type { CurrentUser } from '../../platform/auth';
import type { Jobs } from '../../platform/jobs';
import { users } from '../../db/schema';
import { Invalid } from '../../platform/errors';
import * as preferences from './preferences';
import { readUnsubscribeToken } from './unsubscribe-link';
import * as repo from './repository';

type Deps = Pick<AppDeps, 'db' | 'now'>;
type SignedDeps = Deps & Pick<AppDeps, 'config'>;

/**
 * Tells people of something in the app's bell (docs/product/notifications.md), inside the transaction
 * `tx` of the change it tells of: it exists exactly when the change commits.
 */
export function notify(tx: Db, rows: repo.NewNotification[], now: Date): Promise<void> {
  return repo.insertNotifications(tx, rows, now);
}

/** Takes back what `notify` told `userId` with a link to `link`, in the transaction that undoes the change. */
export function withdrawNotifications(tx: Db, userId: string, link: string): Promise<void> {
  return repo.deleteLinkingTo(tx, userId, link);
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

/** GET /notifications/preferences: which optional mails the caller gets. */
export function mailPreferencesOf({ db }: Deps, caller: CurrentUser): Promise<MailPreferences> {
  return preferences.preferencesOf(db, caller.id);
}

/** PUT /notifications/preferences. */
export function saveMailPreferences(deps: Deps, caller: CurrentUser, chosen: MailPreferences): Promise<MailPreferences> {
  return preferences.savePreferences(deps.db, caller.id, chosen, deps.now());
}

/** 'asha.verma@example.com' -> 'a***@example.com': enough to recognise, not to learn an address from a link. */
const maskedEmail = (email: string) => email.replace(/^(.)[^@]*/, '$1***');

/** POST /notifications/unsubscribe?token=: the signed link's mail is turned off for its person; repeating it changes nothing. */
export async function unsubscribe(deps: SignedDeps, token: string): Promise<UnsubscribeResult> {
  const named = await readUnsubscribeToken(deps.config.secret, token);
  const [person] = named ? await deps.db.select({ email: users.email }).from(users).where(eq(users.id, named.userId)) : [];
  if (!named || !person) throw new Invalid(UNSUBSCRIBE_MESSAGES.badLink);
  await preferences.turnOff(deps.db, named.userId, named.mail, deps.now());
  return { mail: named.mail, email: maskedEmail(person.email) };
}
