import { dueReminders, formatDateTime, MS_PER_MINUTE, RATING_REQUEST_AFTER_END_MINUTES, RATING_REQUEST_STALE_HOURS, REMINDER_LEADS, reminderKey, type ReminderKind } from '@ssb/domain';
import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-instance';
import type { Db } from '../../db/client';
import { sentReminders, sessions } from '../../db/schema';
import { enqueueMailGroups, type OutboxMail } from '../../platform/outbox';
import { notify, pushTo, whoGets, type NewNotification } from '../notifications';
import { type Contact } from './calendar';
import { MAIL_TIME_ZONE } from '../../platform/mail-template';
import { ratingRequestMail, reminderMails } from './reminder-mail';
import * as repo from './repository';

type Deps = Pick<AppDeps, 'db' | 'config' | 'outbox' | 'now' | 'push'>;

/** How many batches of reminders are written at once, and how many reminders a batch (one transaction) holds. */
const REMINDER_WORKERS = 3;
const REMINDERS_PER_BATCH = 25;
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

/** A reminder due now, with its once-only key (`reminderKey`). */
type DueReminder = { kind: ReminderKind; session: repo.SessionRow; key: string };
/** Who of the people in a batch want each optional mail. */
type Wanting = Record<'reminders' | 'ratingRequests', ReadonlySet<string>>;

/** The mails of one reminder, to those of the two who want that kind of mail. */
async function mailsOf(deps: Deps, { kind, session }: DueReminder, contacts: ReadonlyMap<string, Contact>, wanting: Wanting, now: Date): Promise<OutboxMail[]> {
  const mentor = contacts.get(session.mentorId);
  const mentee = contacts.get(session.menteeId);
  if (!mentor || !mentee) return [];
  if (kind === 'rating-request') return wanting.ratingRequests.has(mentee.id) ? [await ratingRequestMail({ session, mentor, mentee, config: deps.config })] : [];
  return reminderMails({ session, mentor, mentee, recipients: wanting.reminders, config: deps.config, now });
}

/**
 * The batch's reminders still due, with their sessions read again and held (`for share`) until the
 * batch commits: a session cancelled or moved since it was picked is not reminded of (a cancellation
 * or a reschedule that is still running is waited for).
 */
async function stillDue(tx: Db, batch: readonly DueReminder[], now: Date): Promise<DueReminder[]> {
  const ids = [...new Set(batch.map(({ session }) => session.id))].sort();
  const fresh = new Map((await tx.select().from(sessions).where(inArray(sessions.id, ids)).orderBy(asc(sessions.id)).for('share')).map((s) => [s.id, s]));
  return batch.flatMap(({ kind, key, session }) => {
    const current = fresh.get(session.id);
    return current && dueReminders(current, now).includes(kind) && reminderKey(kind, current) === key ? [{ kind, key, session: current }] : [];
  });
}

/**
 * Sends a batch of reminders: their once-only keys, mails and bell notifications are written in one
 * transaction, so each reminder goes out once even when two processes (or a retried run) reach it
 * together; the keys are claimed in a fixed order, so two such transactions never deadlock. Answers
 * the reminders this call sent (those another process claimed first are left out).
 */
async function sendBatch(deps: Deps, batch: readonly DueReminder[], now: Date): Promise<DueReminder[]> {
  return deps.db.transaction(async (tx) => {
    const ordered = (await stillDue(tx, batch, now)).sort((a, b) => (a.key < b.key ? -1 : 1));
    if (ordered.length === 0) return [];
    const claimed = await tx
      .insert(sentReminders)
      .values(ordered.map(({ key, session }) => ({ key, sessionId: session.id, sentAt: now })))
      .onConflictDoNothing()
      .returning({ key: sentReminders.key });
    const claimedKeys = new Set(claimed.map((r) => r.key));
    const mine = ordered.filter(({ key }) => claimedKeys.has(key));
    if (mine.length === 0) return [];
    const people = [...new Set(mine.flatMap(({ session }) => [session.mentorId, session.menteeId]))];
    const contacts = await repo.contactsOf(tx, people);
    // Mail only to those who want it (docs/product/notifications.md "Mail preferences"); the bell tells both regardless.
    const wanting: Wanting = { reminders: await whoGets(tx, people, 'reminders'), ratingRequests: await whoGets(tx, people, 'ratingRequests') };
    const groups = await Promise.all(
      mine.map(async (due) => ({ reference: `${due.kind}:${due.session.id}`, mails: await mailsOf(deps, due, contacts, wanting, now) })),
    );
    await enqueueMailGroups(tx, groups, now);
    // The bell tells both of a session tomorrow and starting soon, and the aspirant of a session to rate.
    await notify(tx, mine.flatMap(bellOf), now);
    return mine;
  });
}

/** What the bell says of a reminder sent (docs/product/notifications.md). */
function bellOf({ kind, session }: DueReminder): NewNotification[] {
  const link = `/sessions/${session.id}`;
  if (kind === 'rating-request') return [{ userId: session.menteeId, kind: 'review', title: `Rate your session: ${session.title}`, body: 'How did it go? Your stars help other aspirants choose.', link }];
  const when = formatDateTime(session.scheduledAt, MAIL_TIME_ZONE);
  const told = (title: string, body: string) => [session.mentorId, session.menteeId].map((userId) => ({ userId, kind: 'reminder' as const, title, body, link }));
  return kind === 'reminder-1h' ? told(`Starting soon: ${session.title}`, `${when}. Join from the session page.`) : told(`Tomorrow: ${session.title}`, `${when}.`);
}

/** The reminders as notifications on the phones and browsers both people turned them on in (after the commit). */
function pushReminders(deps: Deps, log: FastifyBaseLogger, sent: readonly DueReminder[], now: Date) {
  const pushes = sent.flatMap(({ kind, session }) => {
    if (kind === 'rating-request') return [];
    const minutes = Math.max(0, Math.round((session.scheduledAt.getTime() - now.getTime()) / MS_PER_MINUTE));
    const title = kind === 'reminder-1h' ? `Starting in ${minutes} minutes: ${session.title}` : `Tomorrow: ${session.title}`;
    return [{ userIds: [session.mentorId, session.menteeId], message: { title, body: formatDateTime(session.scheduledAt, MAIL_TIME_ZONE), url: `/sessions/${session.id}` } }];
  });
  return pushTo(deps, log, pushes);
}

/**
 * One pass of the reminders (docs/product/sessions.md "Reminders"): every reminder and rating request due
 * now and not sent yet goes to the mail outbox. Run every minute by the background jobs.
 */
export async function sendDueReminders(deps: Deps, log: FastifyBaseLogger): Promise<number> {
  const now = deps.now();
  const rows = await candidates(deps.db, now);
  if (rows.length === 0) return 0;
  const due: DueReminder[] = rows.flatMap((session) => dueReminders(session, now).map((kind) => ({ kind, session, key: reminderKey(kind, session) })));
  const keys = due.map(({ key }) => key);
  const sent = new Set(
    keys.length === 0 ? [] : (await deps.db.select({ key: sentReminders.key }).from(sentReminders).where(inArray(sentReminders.key, keys))).map((r) => r.key),
  );
  const waiting = due.filter(({ key }) => !sent.has(key));
  let count = 0;
  // Batches, a few side by side: a burst of due reminders (10,000 at once, bench/reminders.mjs) costs a
  // few statements per batch rather than per reminder, and one batch's rendering overlaps another's
  // database round trips.
  const worker = async () => {
    for (let batch = waiting.splice(0, REMINDERS_PER_BATCH); batch.length > 0; batch = waiting.splice(0, REMINDERS_PER_BATCH)) {
      const sentNow = await sendBatch(deps, batch, now);
      count += sentNow.length;
      await pushReminders(deps, log, sentNow, now);
    }
  };
  await Promise.all(Array.from({ length: REMINDER_WORKERS }, worker));
  if (count > 0) deps.outbox.wake();
  return count;
}
