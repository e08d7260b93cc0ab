import { z } from 'zod';

/** What a notification tells of (docs/product/notifications.md). */
export const NOTIFICATION_KINDS = ['booking', 'cancellation', 'reschedule', 'refund', 'review', 'verification', 'reminder'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
/** How many the bell lists, newest first. */
export const NOTIFICATIONS_LISTED = 20;
/** Notifications older than this are deleted by the hourly cleanup. */
export const NOTIFICATIONS_KEPT_DAYS = 90;

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string().nullable(),
  /** A path in the app: '/sessions/<id>'. */
  link: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type NotificationDto = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({ items: z.array(notificationSchema), unread: z.number().int() });
export type NotificationList = z.infer<typeof notificationListSchema>;

/** POST /notifications/read: these ids, or all of the caller's when none are given. */
export const markReadSchema = z.object({ ids: z.array(z.uuid({ error: 'Not a valid notification id' })).max(100).optional() });
export type MarkReadInput = z.input<typeof markReadSchema>;
