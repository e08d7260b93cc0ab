import { z } from 'zod';
import { requiredWhen } from './document-rules';

/** Reports of content or profiles (docs/product/admin-console.md "Reports"). */
export const REPORT_TARGETS = ['coach', 'review', 'post', 'resource'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

export const REPORT_REASONS = ['misleading', 'impersonation', 'abusive', 'spam', 'inappropriate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  misleading: 'False or misleading',
  impersonation: 'Pretends to be someone else (rank, appointment, board)',
  abusive: 'Abusive, hateful or harassing',
  spam: 'Spam or advertising',
  inappropriate: 'Asks for payment outside SSB Academy, or other misconduct',
  other: 'Something else',
};

export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_MESSAGES = {
  notFound: 'Report not found',
  targetNotFound: 'What you reported was not found. It may have been removed.',
  already: 'You have already reported this. Our team will look at it.',
  notOpen: 'This report has already been handled',
  detailsNeeded: 'Tell us what is wrong (at least 10 characters)',
  noteNeeded: 'Say what was done (at least 5 characters): it is kept in the audit log',
  coachNotTakenDown: 'A coach profile is not taken down: suspend the coach from Users',
} as const;

/** What a report's "Take down" can remove (a coach is suspended from Users instead). */
export const TAKE_DOWN_TARGETS = ['review', 'post', 'resource'] as const satisfies readonly ReportTarget[];

/** POST /reports. "Something else" needs a few words. */
export const createReportSchema = z
  .object({
    targetType: z.enum(REPORT_TARGETS, { error: 'Choose what you are reporting' }),
    targetId: z.uuid({ error: REPORT_MESSAGES.targetNotFound }),
    reason: z.enum(REPORT_REASONS, { error: 'Choose a reason' }),
    details: z.string().trim().max(1000, 'At most 1000 characters').optional(),
  })
  .refine((v) => v.reason !== 'other' || (v.details?.length ?? 0) >= 10, { path: ['details'], message: REPORT_MESSAGES.detailsNeeded })
  .meta(requiredWhen('reason', 'other', 'details', 10));
export type CreateReportInput = z.input<typeof createReportSchema>;
export type CreateReportPayload = z.infer<typeof createReportSchema>;

export const reportSchema = z.object({
  id: z.string(),
  targetType: z.enum(REPORT_TARGETS),
  targetId: z.string(),
  /** What the admin sees of the target: its title or name, and where it is. */
  target: z.object({ label: z.string(), link: z.string().nullable() }),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  reporter: z.object({ id: z.string(), name: z.string() }),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  note: z.string().nullable(),
});
export type Report = z.infer<typeof reportSchema>;

export const reportQueueQuerySchema = z.object({
  status: z.enum(REPORT_STATUSES, { error: 'Status is open, resolved or dismissed' }).default('open'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** POST /admin/reports/{id}/handle: resolved (something was done) or dismissed (nothing wrong), with a note. */
export const handleReportSchema = z.object({
  outcome: z.enum(['resolved', 'dismissed'], { error: 'Resolve or dismiss' }),
  note: z.string({ error: REPORT_MESSAGES.noteNeeded }).trim().min(5, REPORT_MESSAGES.noteNeeded).max(1000, 'At most 1000 characters'),
});
export type HandleReportInput = z.input<typeof handleReportSchema>;
export type HandleReportPayload = z.infer<typeof handleReportSchema>;
