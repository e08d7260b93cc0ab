import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogPosts, users } from '../../db/schema';
import { authorColumns, type AuthorRow } from '../../platform/content-author';

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type BlogPostWithAuthor = { post: BlogPostRow; author: AuthorRow | null };

function withAuthor(db: Db) {
  return db.select({ post: blogPosts, author: authorColumns }).from(blogPosts).leftJoin(users, eq(users.id, blogPosts.authorId));
}

/** Published posts, newest first (ties broken by id so pages never overlap). */
/** Published and not taken down. */
const listed = and(eq(blogPosts.published, true), isNull(blogPosts.hiddenAt));

export async function listPublished(db: Db, page: number, pageSize: number): Promise<{ rows: BlogPostWithAuthor[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    withAuthor(db)
      .where(listed)
      .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(blogPosts).where(listed),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function findById(db: Db, id: string): Promise<BlogPostWithAuthor | null> {
  const [row] = await withAuthor(db).where(eq(blogPosts.id, id)).limit(1);
  return row ?? null;
}

export async function insertPost(db: Db, values: typeof blogPosts.$inferInsert): Promise<BlogPostRow> {
  const [row] = await db.insert(blogPosts).values(values).returning();
  return row!;
}

export async function updatePost(db: Db, id: string, values: Partial<typeof blogPosts.$inferInsert>): Promise<BlogPostRow | null> {
  const [row] = await db.update(blogPosts).set(values).where(eq(blogPosts.id, id)).returning();
  return row ?? null;
}

export async function deletePost(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
  return rows.length > 0;
}

export async function lockPost(db: Db, id: string): Promise<BlogPostRow | null> {
  const [row] = await db.select().from(blogPosts).where(and(eq(blogPosts.id, id))).for('update').limit(1);
  return row ?? null;
}
