import { and, asc, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { ReportStatus, ReportTarget } from '@ssb/domain';
import type { Db } from '../../db/client';
import { blogPosts, reports, resources, sessions, users } from '../../db/schema';

export type ReportRow = typeof reports.$inferSelect;

export async function insertReport(db: Db, values: typeof reports.$inferInsert): Promise<ReportRow> {
  const [row] = await db.insert(reports).values(values).returning();
  return row!;
}

/** What a report is about, as the console names it; null when there is no such thing (any more). */
export async function describeTarget(db: Db, type: ReportTarget, id: string): Promise<{ label: string; link: string | null } | null> {
  if (type === 'coach') {
    const [row] = await db.select({ first: users.firstName, last: users.lastName }).from(users).where(and(eq(users.id, id), eq(users.role, 'mentor')));
    return row ? { label: `${row.first} ${row.last}`.trim(), link: `/coaches/${id}` } : null;
  }
  if (type === 'review') {
    const [row] = await db
      .select({ mentorId: sessions.mentorId, rating: sessions.menteeRating, text: sessions.menteeFeedback })
      .from(sessions)
      .where(and(eq(sessions.id, id), isNotNull(sessions.menteeRating)));
    return row ? { label: `${row.rating}-star review${row.text ? `: “${row.text.slice(0, 80)}”` : ''}`, link: `/coaches/${row.mentorId}#reviews` } : null;
  }
  if (type === 'post') {
    const [row] = await db.select({ title: blogPosts.title }).from(blogPosts).where(eq(blogPosts.id, id));
    return row ? { label: row.title, link: `/blog/${id}` } : null;
  }
  const [row] = await db.select({ title: resources.title }).from(resources).where(eq(resources.id, id));
  return row ? { label: row.title, link: `/resources/${id}` } : null;
}

/** A page of reports of one status with their reporters: open ones oldest first, handled ones newest first. */
export async function pageOfReports(db: Db, status: ReportStatus, limit: number, offset: number) {
  const where = eq(reports.status, status);
  const [rows, [total]] = await Promise.all([
    db
      .select({ report: reports, first: users.firstName, last: users.lastName })
      .from(reports)
      .innerJoin(users, eq(users.id, reports.reporterId))
      .where(where)
      .orderBy(status === 'open' ? asc(reports.createdAt) : desc(reports.handledAt), asc(reports.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(reports).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function reportWithReporter(db: Db, id: string) {
  const [row] = await db
    .select({ report: reports, first: users.firstName, last: users.lastName })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.reporterId))
    .where(eq(reports.id, id));
  return row ?? null;
}
export type ListedReport = NonNullable<Awaited<ReturnType<typeof reportWithReporter>>>;

export async function lockReport(tx: Db, id: string): Promise<ReportRow | null> {
  const [row] = await tx.select().from(reports).where(eq(reports.id, id)).for('update');
  return row ?? null;
}

export async function markHandled(tx: Db, id: string, change: { status: 'resolved' | 'dismissed'; by: string; note: string; at: Date }) {
  await tx.update(reports).set({ status: change.status, handledBy: change.by, note: change.note, handledAt: change.at }).where(eq(reports.id, id));
}
