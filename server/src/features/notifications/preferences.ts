import type { MailPreferences, OptionalMail } from '@ssb/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailPreferences } from '../../db/schema';

/** Everyone gets every optional mail until they turn one off. */
export const ALL_MAILS: MailPreferences = { reminders: true, ratingRequests: true };

export async function preferencesOf(db: Db, userId: string): Promise<MailPreferences> {
  const [row] = await db.select().from(mailPreferences).where(eq(mailPreferences.userId, userId));
  return row ? { reminders: row.reminders, ratingRequests: row.ratingRequests } : ALL_MAILS;
}

export async function savePreferences(db: Db, userId: string, preferences: MailPreferences, now: Date): Promise<MailPreferences> {
  await db
    .insert(mailPreferences)
    .values({ userId, ...preferences, updatedAt: now })
    .onConflictDoUpdate({ target: mailPreferences.userId, set: { ...preferences, updatedAt: now } });
  return preferences;
}

/** Turns one optional mail off, keeping the others as they were. */
export async function turnOff(db: Db, userId: string, mail: OptionalMail, now: Date): Promise<void> {
  await db
    .insert(mailPreferences)
    .values({ userId, ...ALL_MAILS, [mail]: false, updatedAt: now })
    .onConflictDoUpdate({ target: mailPreferences.userId, set: { [mail]: false, updatedAt: now } });
}

/** Of `userIds`, those who get `mail` (no row counts as yes). */
export async function whoGets(db: Db, userIds: readonly string[], mail: OptionalMail): Promise<Set<string>> {
  const wanting = new Set(userIds);
  if (userIds.length === 0) return wanting;
  const rows = await db.select().from(mailPreferences).where(inArray(mailPreferences.userId, [...userIds]));
  for (const row of rows) if (!row[mail]) wanting.delete(row.userId);
  return wanting;
}
