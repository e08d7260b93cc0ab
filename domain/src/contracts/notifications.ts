import { z } from 'zod';

/** What a notification tells of (docs/product/notifications.md). */
export const NOTIFICATION_KINDS = ['booking', 'cancellation', 'reschedule', 'refund', 'review', 'verification', 'reminder', 'moderation', 'practice', 'payment'] as const;
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

/**
 * The mails a person may turn off (docs/product/notifications.md "Mail preferences"). Codes,
 * receipts, refunds and booking changes are always sent: they are the record of what happened.
 */
export const OPTIONAL_MAILS = ['reminders', 'ratingRequests'] as const;
export type OptionalMail = (typeof OPTIONAL_MAILS)[number];
export const OPTIONAL_MAIL_LABELS: Record<OptionalMail, { title: string; description: string }> = {
  reminders: { title: 'Session reminders', description: 'A mail 24 hours and 1 hour before each session, with the Join link.' },
  ratingRequests: { title: 'Rating requests', description: 'After a session, a mail asking how it went.' },
};

const onOrOff = z.boolean({ error: 'Choose on or off' });
export const mailPreferencesSchema = z.object({ reminders: onOrOff, ratingRequests: onOrOff });
export type MailPreferences = z.infer<typeof mailPreferencesSchema>;

export const UNSUBSCRIBE_MESSAGES = {
  badLink: 'This unsubscribe link is not valid. Change which mails you get in Settings.',
} as const;

/** POST /notifications/unsubscribe?token=: the signed link of an optional mail (works signed out). */
export const unsubscribeQuerySchema = z.object({ token: z.string({ error: UNSUBSCRIBE_MESSAGES.badLink }).min(1, UNSUBSCRIBE_MESSAGES.badLink).max(2000) });
export const unsubscribeResultSchema = z.object({ mail: z.enum(OPTIONAL_MAILS), email: z.string() });
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;

const NOT_A_SUBSCRIPTION = 'Not a valid push subscription';
/** A browser's push subscription as `PushSubscription.toJSON()` gives it (docs/product/notifications.md "Push"). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: NOT_A_SUBSCRIPTION }).max(1000, NOT_A_SUBSCRIPTION),
  keys: z.object(
    {
      p256dh: z.string({ error: NOT_A_SUBSCRIPTION }).regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, NOT_A_SUBSCRIPTION),
      auth: z.string({ error: NOT_A_SUBSCRIPTION }).regex(/^[A-Za-z0-9_-]{16,30}={0,2}$/, NOT_A_SUBSCRIPTION),
    },
    { error: NOT_A_SUBSCRIPTION },
  ),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;
export const pushUnsubscribeSchema = z.object({ endpoint: z.string({ error: NOT_A_SUBSCRIPTION }).max(1000, NOT_A_SUBSCRIPTION) });
/** The server's VAPID public key (base64url), for `pushManager.subscribe`; null when push is off. */
export const pushKeySchema = z.object({ publicKey: z.string().nullable() });
export const PUSH_MESSAGES = {
  unknownService: "This browser's push service is not supported",
  unsupported: 'This browser cannot show notifications',
  denied: 'Notifications are blocked for this site in your browser settings',
} as const;
