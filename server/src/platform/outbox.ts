import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { Mail, Mailer } from './mailer';

/**
 * The mail outbox: mails that must not be lost (a booking's invitations, a cancellation's notices)
 * are written as rows in the same transaction as the change they tell of, and a deliverer in the
 * server process sends them after the commit. Everything about the outbox is in this module, so
 * that moving delivery onto a job queue later changes this file only.
 */

/** A mail as stored: attachments are text (JSON holds no bytes). */
export type OutboxMail = Omit<Mail, 'attachments' | 'id' | 'date'> & {
  attachments?: { filename: string; content: string; contentType: string }[];
};

/**
 * Writes `mails` to the outbox inside the caller's transaction `tx`: they exist exactly when the
 * change that causes them commits. Call `wake()` of the deliverer after the commit.
 */
export function enqueueMails(tx: Db, mails: OutboxMail[], options: { now: Date; reference?: string; notBefore?: Date }): Promise<void> {
  return enqueueMailGroups(tx, [{ reference: options.reference, mails }], options.now, options.notBefore);
}

/** `enqueueMails` for several changes at once (a batch of reminders), each group with its own reference, in one statement. */
export async function enqueueMailGroups(tx: Db, groups: readonly { reference?: string; mails: readonly OutboxMail[] }[], now: Date, notBefore: Date = now): Promise<void> {
  const rows = groups.flatMap(({ reference, mails }) => mails.map((mail) => ({ mail, reference: reference ?? null, nextAttemptAt: notBefore, createdAt: now })));
  if (rows.length === 0) return;
  await tx.insert(mailOutbox).values(rows);
}

/**
 * Deletes the mails about `reference` not sent yet, inside the caller's transaction: the news of a change
 * that was undone before it could matter (a hold released because the gateway did not answer).
 */
export async function withdrawPendingMails(tx: Db, reference: string): Promise<void> {
  await tx.delete(mailOutbox).where(and(eq(mailOutbox.reference, reference), eq(mailOutbox.status, 'pending')));
}

/**
 * Makes the mails about `reference` that wait for a later time (`notBefore`) due now: a mail held back while
 * the change it tells of could still be undone, released once it cannot (call `wake()` after).
 */
export async function releasePendingMails(db: Db, reference: string, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt: now })
    .where(and(eq(mailOutbox.reference, reference), eq(mailOutbox.status, 'pending'), gt(mailOutbox.nextAttemptAt, now)));
}

export type MailOutbox = {
  /** Deliver what is due soon (after a commit that wrote mail); never waits, never throws. */
  wake(): void;
  /** Deliver everything due now and resolve when done (tests read the mails after this). */
  drain(): Promise<void>;
  /** Deliver leftovers from before a restart, then poll. */
  start(): void;
  /** Stop polling and wait for the mail being sent; rows not yet claimed stay for the next start. */
  stop(): Promise<void>;
};

export type OutboxOptions = {
  db: Db;
  /** read at each send, so a replaced mailer is used */
  mailer: () => Mailer;
  now: () => Date;
  log: FastifyBaseLogger;
  /** how often to look for due rows without being woken */
  pollMs?: number;
  /** after this many failed sends the row is marked failed and left for an admin */
  maxAttempts?: number;
};

export const OUTBOX_POLL_MS = 5_000;
export const OUTBOX_MAX_ATTEMPTS = 8;
export const OUTBOX_DELIVERERS = 4;
/** Rows one deliverer claims and sends in one transaction. */
const ROWS_PER_CLAIM = 10;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/** The wait before attempt `attempts + 1`: 30 s, 1 min, 2 min, ... at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

/**
 * An SMTP 5xx reply (a mailbox that does not exist, an address refused) will not change by trying
 * again: the row fails at once, with the server's words, for an admin (docs/product/mail-outbox.md).
 * 4xx replies and lost connections are retried.
 */
export function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export function createMailOutbox(options: OutboxOptions): MailOutbox {
  const { db, log } = options;
  const pollMs = options.pollMs ?? OUTBOX_POLL_MS;
  const maxAttempts = options.maxAttempts ?? OUTBOX_MAX_ATTEMPTS;
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;

  /**
   * Claims a few due rows and sends them, all in one transaction: the rows stay locked while they are
   * sent (other deliverers skip them), and each row's mark commits with the claim. A crash before the
   * commit leaves the rows pending, so the next start sends them again; the mailer then writes the
   * same .eml file or sends the same Message-ID (both taken from the row id). Several rows a
   * transaction: a burst (10,000 reminders) spends its time sending, not committing.
   * Answers false when nothing is due.
   */
  async function deliverSome(): Promise<boolean> {
    return db.transaction(async (tx) => {
      const now = options.now();
      const rows = await tx
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
        .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.createdAt))
        .limit(ROWS_PER_CLAIM)
        .for('update', { skipLocked: true });
      const sent: string[] = [];
      for (const row of rows) if (await deliverRow(tx, row, now)) sent.push(row.id);
      // The sent rows' marks in one statement (a failed row's was written as it failed).
      if (sent.length > 0) {
        await tx
          .update(mailOutbox)
          .set({ status: 'sent', attempts: sql`${mailOutbox.attempts} + 1`, sentAt: options.now(), lastError: null })
          .where(inArray(mailOutbox.id, sent));
      }
      return rows.length > 0;
    });
  }

  /** Sends one claimed row; answers true when it left, or records the failure and answers false. */
  async function deliverRow(tx: Db, row: typeof mailOutbox.$inferSelect, now: Date): Promise<boolean> {
    const attempts = row.attempts + 1;
    try {
      await options.mailer().send({ ...(row.mail as OutboxMail), id: row.id, date: row.createdAt });
      return true;
    } catch (error) {
      const giveUp = attempts >= maxAttempts || isPermanent(error);
      const message = error instanceof Error ? error.message : String(error);
      log.error({ err: error, outboxId: row.id, attempts, reference: row.reference }, giveUp ? 'mail failed for good' : 'mail failed, will retry');
      await tx
        .update(mailOutbox)
        .set({
          status: giveUp ? 'failed' : 'pending',
          attempts,
          lastError: message.slice(0, 1000),
          // A failed row keeps the time it failed (admins see it); a pending one, when to try next.
          nextAttemptAt: giveUp ? now : new Date(now.getTime() + retryDelayMs(attempts)),
        })
        .where(eq(mailOutbox.id, row.id));
      return false;
    }
  }

  /**
   * A few deliverers side by side: each claims its own row (SKIP LOCKED), so a burst (10,000
   * reminders) leaves in a fraction of the time while one slow mail does not hold up the rest. On
   * the embedded database they take turns on its one connection.
   */
  async function deliverDue() {
    const deliverer = async () => {
      while (!stopping && (await deliverSome()));
    };
    try {
      await Promise.all(Array.from({ length: OUTBOX_DELIVERERS }, deliverer));
    } catch (error) {
      // The database is away (or closing): the next wake or poll tries again.
      log.error({ err: error }, 'mail outbox: delivery stopped');
    }
  }

  /**
   * One delivery loop at a time. A call during a loop gets one more loop after it (shared by all
   * such calls), so a row committed just before the call is always looked at.
   */
  function run(): Promise<void> {
    if (!running) {
      running = deliverDue().finally(() => {
        running = null;
      });
      return running;
    }
    next ??= running.then(() => {
      next = null;
      return run();
    });
    return next;
  }

  return {
    wake() {
      if (!stopping) void run();
    },
    drain() {
      return stopping ? Promise.resolve() : run();
    },
    start() {
      stopping = false;
      void run();
      timer ??= setInterval(() => void run(), pollMs);
      timer.unref();
    },
    async stop() {
      stopping = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await (next ?? running);
    },
  };
}
