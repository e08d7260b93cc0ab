import { z } from 'zod';

/** Deleting one's account and downloading one's data (docs/product/accounts.md "Your data"). */
export const ACCOUNT_DATA_MESSAGES = {
  typeDelete: 'Type DELETE to confirm',
  wrongPassword: 'That password is not right',
  passwordNeeded: 'Enter your password to confirm',
  sessionsAhead: 'You have sessions still to come or under review. Cancel them (or wait for the review) before deleting your account.',
  paidReviewOpen: 'A practice review you paid for is still being written. Delete your account once it is sent, or once its time has passed and it is refunded.',
  paidReviewToWrite: 'An aspirant has paid for a practice review you have not sent yet. Send it before deleting your account.',
} as const;

/** DELETE /users/me: typed confirmation, and the password when the account has one. */
export const deleteAccountSchema = z.object({
  confirm: z.literal('DELETE', { error: ACCOUNT_DATA_MESSAGES.typeDelete }),
  password: z.string().max(200).optional(),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

/** GET /users/me/export: every row about the person, table by table (secrets left out). */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  userId: z.string(),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
