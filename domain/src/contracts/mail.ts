import { z } from 'zod';

/** The mail outbox seen by admins (docs/product/mail-outbox.md "Failed mail"). */
export const MAIL_MESSAGES = {
  notFound: 'Mail not found',
  notFailed: 'Only a failed mail can be sent again',
} as const;

export const failedMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  /** What the mail is about: 'session:<id>', 'refund:<id>:processed'. */
  reference: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  /** When the last attempt failed. */
  failedAt: z.string(),
});
export type FailedMail = z.infer<typeof failedMailSchema>;
