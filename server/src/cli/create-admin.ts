import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { users } from '../db/schema';
import { hashPassword } from '../platform/passwords';

/** `npm run create-admin -- --email X --password Y`: creates (or promotes) an admin on any database. */
async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, 'first-name': { type: 'string' }, 'last-name': { type: 'string' } },
  });
  const email = values.email?.trim().toLowerCase();
  if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw new Error('Give a valid --email');
  if (!values.password || values.password.length < 8) throw new Error('Give a --password of at least 8 characters');

  const config = loadConfig();
  const database = await openDatabase(config);
  await runMigrations(database);
  const passwordHash = await hashPassword(values.password);
  const now = new Date();
  const promoted = await database.db
    .update(users)
    .set({ role: 'admin', passwordHash, emailVerifiedAt: now, isActive: true, updatedAt: now })
    .where(sql`lower(${users.email}) = ${email}`)
    .returning({ id: users.id });
  if (promoted.length === 0) {
    await database.db.insert(users).values({
      email,
      passwordHash,
      role: 'admin',
      firstName: values['first-name'] ?? 'Admin',
      lastName: values['last-name'] ?? '',
      emailVerifiedAt: now,
    });
  }
  await database.close();
  console.log(`Admin ready: ${email}`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
