import { REPORT_MESSAGES as M, TAKE_DOWN_TARGETS, type CreateReportPayload, type HandleReportPayload, type PageMeta, type Report, type ReportStatus } from '@ssb/domain';
import type { AppDeps } from '../../app-instance';
import { Conflict, NotFound, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../platform/errors';
import { recordAdminAction } from '../audit';
import { changeTakeDown } from '../moderation';
import { takeDownReview } from '../reviews';
import * as repo from './repository';

type Deps = Pick<AppDeps, 'db' | 'now'>;

async function present(deps: Deps, row: repo.ListedReport): Promise<Report> {
  const { report } = row;
  const target = (await repo.describeTarget(deps.db, report.targetType, report.targetId)) ?? { label: 'Removed', link: null };
  return {
    id: report.id,
    targetType: report.targetType,
    targetId: report.targetId,
    target,
    reason: report.reason,
    details: report.details,
    reporter: { id: report.reporterId, name: `${row.first} ${row.last}`.trim() },
    status: report.status,
    createdAt: report.createdAt.toISOString(),
    handledAt: report.handledAt?.toISOString() ?? null,
    note: report.note,
  };
}

/** POST /reports: anyone signed in reports something that exists; one open report per person and thing. */
export async function createReport(deps: Deps, reporterId: string, input: CreateReportPayload): Promise<{ id: string }> {
  if (!(await repo.describeTarget(deps.db, input.targetType, input.targetId))) throw new NotFound(M.targetNotFound);
  try {
    const row = await repo.insertReport(deps.db, {
      reporterId,
      targetType: input.targetType,
      targetId: input.targetId,
      reason: input.reason,
      details: input.details || null,
      createdAt: deps.now(),
    });
    return { id: row.id };
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new Conflict(M.already);
    throw error;
  }
}

/** GET /admin/reports. */
export async function reportQueue(deps: Deps, status: ReportStatus, page: number, pageSize: number) {
  const { rows, total } = await repo.pageOfReports(deps.db, status, pageSize, (page - 1) * pageSize);
  const meta: PageMeta = { total, page, pageSize };
  return { data: await Promise.all(rows.map((r) => present(deps, r))), meta };
}

/** POST /admin/reports/{id}/handle: closes an open report with a note (what was done, or why nothing); audited. */
export async function handleReport(deps: Deps, adminId: string, id: string, input: HandleReportPayload): Promise<Report> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const report = await openReport(tx, id);
    await close(tx, adminId, report, input.outcome, input.note, now);
  });
  return present(deps, (await repo.reportWithReporter(deps.db, id))!);
}

/**
 * POST /admin/reports/{id}/take-down: takes the reported review, article or resource down with the
 * reason (as its own "Take down" does: docs/product/admin-console.md "Content") and resolves the
 * report with it as the note, in one transaction; both are audited. A coach is suspended from Users
 * instead (409).
 */
export async function takeDownReported(deps: Deps, adminId: string, id: string, reason: string): Promise<Report> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const report = await openReport(tx, id);
    const type = report.targetType;
    if (!isTakeDownTarget(type)) throw new Conflict(M.coachNotTakenDown);
    if (type === 'review') await takeDownReview(tx, adminId, report.targetId, reason, now);
    else await changeTakeDown(tx, adminId, type, report.targetId, true, reason, now);
    await close(tx, adminId, report, 'resolved', `Taken down: ${reason}`, now);
  });
  return present(deps, (await repo.reportWithReporter(deps.db, id))!);
}

const isTakeDownTarget = (type: string): type is (typeof TAKE_DOWN_TARGETS)[number] => (TAKE_DOWN_TARGETS as readonly string[]).includes(type);

async function openReport(tx: Deps['db'], id: string) {
  const report = await repo.lockReport(tx, id);
  if (!report) throw new NotFound(M.notFound);
  if (report.status !== 'open') throw new Conflict(M.notOpen);
  return report;
}

async function close(tx: Deps['db'], adminId: string, report: repo.ReportRow, outcome: 'resolved' | 'dismissed', note: string, now: Date) {
  await repo.markHandled(tx, report.id, { status: outcome, by: adminId, note, at: now });
  await recordAdminAction(tx, {
    adminId,
    action: outcome === 'resolved' ? 'report.resolve' : 'report.dismiss',
    target: { type: report.targetType, id: report.targetId },
    before: { report: report.id, status: 'open', reason: report.reason },
    after: { report: report.id, status: outcome },
    reason: note,
    now,
  });
}
