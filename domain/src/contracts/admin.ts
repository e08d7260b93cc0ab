import { z } from 'zod';

/** What the admin console's audit log records (docs/product/admin-console.md "Audit log"). */
export const ADMIN_ACTIONS = [
  'coach.verify', 'coach.unverify', 'verification.approve', 'verification.reject', 'user.suspend', 'user.reactivate', 'report.resolve', 'report.dismiss', 'content.take_down', 'content.restore', 'discussion.edit',
  'discussion.cancel',
  'discussion.create',
  'dispute.resolve',
  'payout.record',
  'mail.retry',
  'post.feature',
  'coach.business_edit',
  'session.cancel',
  'practice_set.archive',
  'payout_account.change',
  'payout_account.suspend',
  'payout_account.reactivate',
  'refund.retry',
  'refund.refunded_by_hand',
  'review.take_down',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

export const ADMIN_ACTION_LABELS: Record<AdminAction, string> = {
  'coach.verify': 'Verified a coach',
  'coach.unverify': 'Removed a verified mark',
  'verification.approve': 'Approved a verification',
  'verification.reject': 'Rejected a verification',
  'user.suspend': 'Suspended an account',
  'user.reactivate': 'Reactivated an account',
  'report.resolve': 'Resolved a report',
  'report.dismiss': 'Dismissed a report',
  'content.take_down': 'Took content down',
  'content.restore': 'Restored content',
  'discussion.edit': 'Edited a discussion',
  'discussion.cancel': 'Cancelled a discussion',
  'discussion.create': 'Created a discussion',
  'dispute.resolve': 'Settled a no-show report',
  'payout.record': 'Recorded a payout',
  'mail.retry': 'Sent a failed mail again',
  'post.feature': 'Changed a featured article',
  'coach.business_edit': "Changed a coach's rate, hours or session types",
  'session.cancel': 'Cancelled a session',
  'practice_set.archive': 'Archived a practice set',
  // The one action a coach writes themselves: a change of where their money goes is kept like an admin's.
  'payout_account.change': 'Changed their payout account (the coach)',
  'payout_account.suspend': 'Suspended a payout account',
  'payout_account.reactivate': 'Reactivated a payout account',
  'refund.retry': 'Sent a failed refund again',
  'refund.refunded_by_hand': 'Marked a failed refund refunded by hand',
  'review.take_down': 'Took a review down',
};

export const ACCOUNT_MESSAGES = {
  userNotFound: 'User not found',
  notYourself: 'You cannot suspend your own account',
  alreadySuspended: 'This account is already suspended',
  notSuspended: 'This account is not suspended',
  reason: 'Give a reason of at least 10 characters: it is kept in the audit log and told to the person',
} as const;

/** POST /admin/users/{id}/suspend and /reactivate: always with a reason. */
export const accountActionSchema = z.object({
  reason: z.string({ error: ACCOUNT_MESSAGES.reason }).trim().min(10, ACCOUNT_MESSAGES.reason).max(1000, 'At most 1000 characters'),
});
export type AccountActionInput = z.input<typeof accountActionSchema>;

const snapshot = z.record(z.string(), z.unknown()).nullable();

export const auditEntrySchema = z.object({
  id: z.string(),
  admin: z.object({ id: z.string(), name: z.string() }),
  action: z.enum(ADMIN_ACTIONS),
  targetType: z.string(),
  targetId: z.string(),
  /**
   * Who or what it acted on, by name: a person (their name, as anonymised once they deleted their
   * account, and role), or a post's, resource's or discussion's title; null for other targets, or
   * when the thing is gone.
   */
  target: z.object({ name: z.string(), person: z.object({ role: z.enum(['mentee', 'mentor', 'admin']).nullable(), deleted: z.boolean() }).nullable() }).nullable(),
  /** What the admin saw changed: the fields before and after (null when nothing existed before). */
  before: snapshot,
  after: snapshot,
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /admin/overview: what needs an admin today. */
export const adminOverviewSchema = z.object({
  coachesWaiting: z.number().int(),
  openDisputes: z.number().int(),
  paymentsToday: z.object({ count: z.number().int(), amountPaise: z.number().int() }),
  refundsToday: z.object({ count: z.number().int(), amountPaise: z.number().int() }),
  failedMails: z.number().int(),
  openReports: z.number().int(),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
