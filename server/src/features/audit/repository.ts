import { count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminActions, blogPosts, discussions, resources, users } from '../../db/schema';

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

/** The target types that are a person (a payout account is its coach's): the id is the user's. */
export const PERSON_TARGETS = new Set(['user', 'coach', 'payout_account']);
const TITLED = { post: blogPosts, resource: resources, discussion: discussions } as const;
const isTitled = (type: string): type is keyof typeof TITLED => type in TITLED;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Person = { name: string; role: (typeof users.$inferSelect)['role']; deleted: boolean };

/**
 * The people and titled things a page of the log acted on, by type and id: a person's name, role
 * and whether they deleted their account (then their anonymised name, "Deleted user"), a post's,
 * a resource's or a discussion's title. One query per kind present on the page.
 */
export async function namesOfTargets(db: Db, targets: { type: string; id: string }[]) {
  const idsOf = (match: (type: string) => boolean) => [...new Set(targets.filter((t) => match(t.type) && UUID.test(t.id)).map((t) => t.id))];
  const people = new Map<string, Person>();
  const titles = new Map<string, string>();
  const personIds = idsOf((type) => PERSON_TARGETS.has(type));
  const reads: Promise<unknown>[] = [];
  if (personIds.length > 0) {
    reads.push(
      db
        .select({ id: users.id, first: users.firstName, last: users.lastName, role: users.role, deletedAt: users.deletedAt })
        .from(users)
        .where(inArray(users.id, personIds))
        .then((rows) => rows.forEach((r) => people.set(r.id, { name: `${r.first} ${r.last}`.trim(), role: r.role, deleted: r.deletedAt !== null }))),
    );
  }
  for (const type of Object.keys(TITLED).filter(isTitled)) {
    const ids = idsOf((t) => t === type);
    if (ids.length === 0) continue;
    const table = TITLED[type];
    reads.push(
      db
        .select({ id: table.id, title: table.title })
        .from(table)
        .where(inArray(table.id, ids))
        .then((rows) => rows.forEach((r) => titles.set(`${type}:${r.id}`, r.title))),
    );
  }
  await Promise.all(reads);
  return { people, titles };
}
