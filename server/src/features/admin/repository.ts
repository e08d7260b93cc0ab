import { and, count, eq, gte, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox, payments, refunds, reports, sessions, verificationApplications } from '../../db/schema';

const tally = (row: { n: number; paise: string | null } | undefined) => ({ count: Number(row?.n ?? 0), amountPaise: Number(row?.paise ?? 0) });

/** The console's counters, each one indexed count. `since`: the start of today. */
export async function overviewCounts(db: Db, since: Date) {
  const [[waiting], [disputes], [paid], [refunded], [failed], [reported]] = await Promise.all([
    db.select({ n: count() }).from(verificationApplications).where(eq(verificationApplications.status, 'pending')),
    db.select({ n: count() }).from(sessions).where(eq(sessions.status, 'disputed')),
    db
      .select({ n: count(), paise: sum(payments.amountPaise) })
      .from(payments)
      .where(and(eq(payments.status, 'captured'), gte(payments.capturedAt, since))),
    db
      .select({ n: count(), paise: sum(refunds.amountPaise) })
      .from(refunds)
      .where(and(eq(refunds.status, 'processed'), gte(refunds.processedAt, since))),
    db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.status, 'failed')),
    db.select({ n: count() }).from(reports).where(eq(reports.status, 'open')),
  ]);
  return {
    coachesWaiting: Number(waiting?.n ?? 0),
    openDisputes: Number(disputes?.n ?? 0),
    paymentsToday: tally(paid),
    refundsToday: tally(refunded),
    failedMails: Number(failed?.n ?? 0),
    openReports: Number(reported?.n ?? 0),
  };
}
