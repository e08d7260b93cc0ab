import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminActions, users } from '../../db/schema';

/** A page of the audit log, newest first, with each admin's name. */
export async function pageOfActions(db: Db, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: adminActions, firstName: users.firstName, lastName: users.lastName })
      .from(adminActions)
      .innerJoin(users, eq(users.id, adminActions.adminId))
      .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(adminActions),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
