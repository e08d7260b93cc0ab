import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resources, users } from '../../db/schema';
import { authorColumns, type AuthorRow } from '../../platform/content-author';

export type ResourceRow = typeof resources.$inferSelect;
export type ResourceWithAuthor = { resource: ResourceRow; author: AuthorRow | null };

export type ResourceFilter = { category?: string; authorId?: string; q?: string };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Typo-tolerant match on the trigger-maintained `search_document` (lower-cased title, description,
 * tags and content): pg_trgm word similarity (`<%`, threshold 0.6, served by the trigram GIN index)
 * so 'intervew' finds 'interview', or a plain substring match for text too short for trigrams.
 */
function matches(q: string): SQL {
  const text = q.toLowerCase();
  return sql`(${text} <% ${resources.searchDocument} or ${resources.searchDocument} like ${`%${escapeLike(text)}%`})`;
}

function where(filter: ResourceFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.category) parts.push(eq(resources.category, filter.category));
  if (filter.authorId) parts.push(eq(resources.authorId, filter.authorId));
  if (filter.q) parts.push(matches(filter.q));
  // Taken-down resources show only in their author's own list.
  if (!filter.authorId) parts.push(isNull(resources.hiddenAt));
  return parts.length ? and(...parts) : undefined;
}

/** Newest first; with a search text, best match first. */
export async function listResources(
  db: Db,
  filter: ResourceFilter,
  page: number,
  pageSize: number,
): Promise<{ rows: ResourceWithAuthor[]; total: number }> {
  const condition = where(filter);
  const order = filter.q
    ? [
        // a match in the title counts as much again as a match anywhere
        desc(
          sql`word_similarity(${filter.q.toLowerCase()}, ${resources.searchDocument}) + word_similarity(${filter.q.toLowerCase()}, lower(${resources.title}))`,
        ),
        desc(resources.createdAt),
        desc(resources.id),
      ]
    : [desc(resources.createdAt), desc(resources.id)];
  const [rows, [totals]] = await Promise.all([
    db
      .select({ resource: resources, author: authorColumns })
      .from(resources)
      .leftJoin(users, eq(users.id, resources.authorId))
      .where(condition)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(resources).where(condition),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function findById(db: Db, id: string): Promise<ResourceWithAuthor | null> {
  const [row] = await db
    .select({ resource: resources, author: authorColumns })
    .from(resources)
    .leftJoin(users, eq(users.id, resources.authorId))
    .where(eq(resources.id, id))
    .limit(1);
  return row ?? null;
}

export async function insertResource(db: Db, values: typeof resources.$inferInsert): Promise<ResourceRow> {
  const [row] = await db.insert(resources).values(values).returning();
  return row!;
}

export async function lockResource(db: Db, id: string): Promise<ResourceRow | null> {
  const [row] = await db.select().from(resources).where(eq(resources.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function updateResource(db: Db, id: string, values: Partial<typeof resources.$inferInsert>): Promise<void> {
  await db.update(resources).set(values).where(eq(resources.id, id));
}

export async function deleteResource(db: Db, id: string): Promise<void> {
  await db.delete(resources).where(eq(resources.id, id));
}
