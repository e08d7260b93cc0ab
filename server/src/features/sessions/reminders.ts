import { dueReminders, formatDateTime, MS_PER_MINUTE, RATING_REQUEST_AFTER_END_MINUTES, RATING_REQUEST_STALE_HOURS, REMINDER_LEADS, reminderKey, type ReminderKind } from '@ssb/domain';
import { and, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-instance';
import type { Db } from '../../db/client';
import { sentReminders, sessions } from '../../db/schema';
import { enqueueMails } from '../../platform/outbox';
import { notify, pushTo, whoGets } from '../notifications';
import { MAIL_TIME_ZONE } from './mail';
import { ratingRequestMail, reminderMails } from './reminder-mail';
import * as repo from './repository';

type Deps = Pick<AppDeps, 'db' | 'config' | 'outbox' | 'now' | 'push'>;

/** How many reminders are written at once. */
const REMINDER_WORKERS = 4;
const LONGEST_LEAD_MS = Math.max(...REMINDER_LEADS.map((l) => l.minutes)) * MS_PER_MINUTE;
const RATING_FROM_MS = RATING_REQUEST_AFTER_END_MINUTES * MS_PER_MINUTE;
const RATING_UNTIL_MS = RATING_FROM_MS + RATING_REQUEST_STALE_HOURS * 60 * MS_PER_MINUTE;

/** Sessions that may have a reminder or a rating request due now (the domain decides which). */
async function candidates(db: Db, now: Date): Promise<repo.SessionRow[]> {
  const t = now.getTime();
  return db
    .select()
    .from(sessions)
    .where(
      or(
        and(eq(sessions.status, 'scheduled'), gt(sessions.scheduledAt, now), lte(sessions.scheduledAt, new Date(t + LONGEST_LEAD_MS))),
        and(
          inArray(sessions.status, ['scheduled', 'completed']),
          isNull(sessions.menteeRating),
          isNull(sessions.disputedAt),
          lte(sessions.endsAt, new Date(t - RATING_FROM_MS)),
          gt(sessions.endsAt, new Date(t - RATING_UNTIL_MS)),
        ),
      ),
    );
}

/**
 * Sends one reminder: the once-only key and the mails are written in one transaction, so a reminder
 * goes out once even when two processes (or a retried run) reach it together. Answers whether it was sent now.
 */
async function sendOne(deps: Deps, kind: ReminderKind, session: repo.SessionRow, now: Date): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(sentReminders)
      .values({ key: reminderKey(kind, session), sessionId: session.id, sentAt: now })
      .onConflictDoNothing()
      .returning({ key: sentReminders.key });
    if (!claimed) return false;
    const contacts = await repo.contactsOf(tx, [session.mentorId, session.menteeId]);
    const mentor = contacts.get(session.mentorId);
    const mentee = contacts.get(session.menteeId);
    if (!mentor || !mentee) return true;
    // Mail only to those who want it (docs/product/notifications.md "Mail preferences"); the bell tells both regardless.
    const recipients = await whoGets(tx, [mentor.id, mentee.id], kind === 'rating-request' ? 'ratingRequests' : 'reminders');
    const mails =
      kind === 'rating-request'
        ? recipients.has(mentee.id)
          ? [await ratingRequestMail({ session, mentor, mentee, config: deps.config })]
          : []
        : await reminderMails({ session, mentor, mentee, recipients, config: deps.config, now });
    await enqueueMails(tx, mails, { now, reference: `${kind}:${session.id}` });
    if (kind === 'reminder-1h') {
      const title = `Starting soon: ${session.title}`;
      const link = `/sessions/${session.id}`;
      await notify(tx, [session.mentorId, session.menteeId].map((userId) => ({ userId, kind: 'reminder' as const, title, body: 'Join from the session page.', link })), now);
    }
    return true;
  });
}

/** The reminder as a notification on the phones and browsers both people turned it on in (after the commit). */
function pushReminder(deps: Deps, log: FastifyBaseLogger, kind: Exclude<ReminderKind, 'rating-request'>, session: repo.SessionRow, now: Date) {
  const minutes = Math.max(0, Math.round((session.scheduledAt.getTime() - now.getTime()) / MS_PER_MINUTE));
  const title = kind === 'reminder-1h' ? `Starting in ${minutes} minutes: ${session.title}` : `Tomorrow: ${session.title}`;
  return pushTo(deps, log, [session.mentorId, session.menteeId], { title, body: formatDateTime(session.scheduledAt, MAIL_TIME_ZONE), url: `/sessions/${session.id}` });
}

/**
 * One pass of the reminders (docs/product/sessions.md "Reminders"): every reminder and rating request due
 * now and not sent yet goes to the mail outbox. Run every minute by the background jobs.
 */
export async function sendDueReminders(deps: Deps, log: FastifyBaseLogger): Promise<number> {
  const now = deps.now();
  const rows = await candidates(deps.db, now);
  if (rows.length === 0) return 0;
  const due = rows.flatMap((session) => dueReminders(session, now).map((kind) => ({ kind, session })));
  const keys = due.map(({ kind, session }) => reminderKey(kind, session));
  const sent = new Set(
    keys.length === 0 ? [] : (await deps.db.select({ key: sentReminders.key }).from(sentReminders).where(inArray(sentReminders.key, keys))).map((r) => r.key),
  );
  const waiting = due.filter(({ kind, session }) => !sent.has(reminderKey(kind, session)));
  let count = 0;
  // A few at a time: a burst of due reminders (10,000 at once, bench/reminders.mjs) overlaps one mail's
  // rendering with another's database round trips. Each is still its own once-only transaction.
  const worker = async () => {
    for (let next = waiting.shift(); next; next = waiting.shift()) {
      const { kind, session } = next;
      if (!(await sendOne(deps, kind, session, now))) continue;
      count += 1;
      if (kind !== 'rating-request') await pushReminder(deps, log, kind, session, now);
    }
  };
  await Promise.all(Array.from({ length: REMINDER_WORKERS }, worker));
  if (count > 0) deps.outbox.wake();
  return count;
}
