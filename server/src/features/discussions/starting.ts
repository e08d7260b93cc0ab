import { DISCUSSION_ACCESS_OPENS_MINUTES, formatDateTime, MS_PER_MINUTE } from '@ssb/domain';
import { and, eq, gt, gte, isNull, lte } from 'drizzle-orm';
import type { AppDeps } from '../../app-instance';
import { discussions, notifications } from '../../db/schema';
import type { Jobs } from '../../platform/jobs';
import { MAIL_TIME_ZONE } from '../../platform/mail-template';
import { notify } from '../notifications';
import * as repo from './repository';

type Deps = Pick<AppDeps, 'db' | 'now'>;

/** Attendees hear of a discussion in the bell this long before it starts (like a session's 1-hour reminder). */
export const DISCUSSION_STARTING_LEAD_MINUTES = 60;
const SCAN_MS = 60_000;

/** The page a discussion's notices open, one address per discussion (its card's anchor). */
export const discussionLink = (id: string) => `/discussions#discussion-${id}`;

/**
 * Tells each attendee of a discussion starting within the hour, once (docs/product/notifications.md): the
 * discussion is locked while its notices are written, and an attendee already told since the lead time
 * began is not told again, so two passes (or two processes) write one notice each; someone who joins after
 * the pass is told by the next one. A discussion moved later is told of again for its new time.
 */
export async function tellDiscussionsStarting({ db, now: clock }: Deps): Promise<number> {
  const now = clock();
  const soon = await db
    .select({ id: discussions.id })
    .from(discussions)
    .where(
      and(
        isNull(discussions.cancelledAt),
        gt(discussions.startTime, now),
        lte(discussions.startTime, new Date(now.getTime() + DISCUSSION_STARTING_LEAD_MINUTES * MS_PER_MINUTE)),
      ),
    );
  let told = 0;
  for (const { id } of soon) {
    told += await db.transaction(async (tx) => {
      const discussion = await repo.lockDiscussion(tx, id);
      if (!discussion || discussion.cancelledAt || discussion.startTime.getTime() <= now.getTime()) return 0;
      const link = discussionLink(id);
      const leadBegan = new Date(discussion.startTime.getTime() - DISCUSSION_STARTING_LEAD_MINUTES * MS_PER_MINUTE);
      const already = await tx
        .select({ userId: notifications.userId })
        .from(notifications)
        .where(and(eq(notifications.link, link), eq(notifications.kind, 'reminder'), gte(notifications.createdAt, leadBegan)));
      const toldBefore = new Set(already.map((n) => n.userId));
      const attendees = (await repo.attendeeContacts(tx, id)).filter((a) => !toldBefore.has(a.id));
      const body = `${formatDateTime(discussion.startTime, MAIL_TIME_ZONE)}. Join from the discussions page from ${DISCUSSION_ACCESS_OPENS_MINUTES} minutes before.`;
      await notify(
        tx,
        attendees.map((a) => ({
          userId: a.id,
          kind: 'reminder' as const,
          title: `Discussion starting soon: ${discussion.title}`,
          body,
          link,
        })),
        now,
      );
      return attendees.length;
    });
  }
  return told;
}

export function registerDiscussionJobs(jobs: Jobs, deps: Deps): void {
  jobs.every('discussions-starting', SCAN_MS, async () => ({
    told: await tellDiscussionsStarting(deps),
  }));
}
