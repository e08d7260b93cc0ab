import { PUSH_MESSAGES, type PushSubscriptionInput } from '@ssb/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-instance';
import { pushSubscriptions } from '../../db/schema';
import type { CurrentUser } from '../../platform/auth';
import { Invalid } from '../../platform/errors';
import type { PushMessage } from '../../platform/web-push';

type Deps = Pick<AppDeps, 'db' | 'now' | 'push'>;

/** POST /notifications/push-subscriptions: this browser now gets the caller's reminders (it was anyone's before, it is theirs now). */
export async function subscribePush(deps: Deps, caller: CurrentUser, subscription: PushSubscriptionInput): Promise<void> {
  if (!deps.push.accepts(subscription.endpoint)) throw new Invalid(PUSH_MESSAGES.unknownService);
  const row = { userId: caller.id, endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, createdAt: deps.now() };
  await deps.db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth, createdAt: row.createdAt } });
}

/** DELETE /notifications/push-subscriptions: this browser stops; only the caller's own subscription is removed. */
export async function unsubscribePush({ db }: Deps, caller: CurrentUser, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, caller.id), eq(pushSubscriptions.endpoint, endpoint)));
}

/**
 * Pushes each message to every browser of its `userIds`, after the change it tells of has committed
 * (one read of the subscriptions for all of them). Best effort: a browser that is gone is forgotten,
 * a push service that fails is logged (the mail and the bell carry the same news).
 */
export async function pushTo(deps: Deps, log: FastifyBaseLogger, pushes: readonly { userIds: readonly string[]; message: PushMessage }[]): Promise<void> {
  const userIds = [...new Set(pushes.flatMap((p) => p.userIds))];
  if (userIds.length === 0) return;
  const targets = await deps.db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds));
  if (targets.length === 0) return;
  await Promise.all(
    pushes.flatMap(({ userIds: to, message }) =>
      targets
        .filter((target) => to.includes(target.userId))
        .map(async (target) => {
          try {
            if ((await deps.push.send(target, message)) === 'gone') await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, target.id));
          } catch (error) {
            log.warn({ err: error, subscription: target.id }, 'push not delivered');
          }
        }),
    ),
  );
}
