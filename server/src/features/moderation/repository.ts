import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ContentKind } from '@ssb/domain';
import type { Db } from '../../db/client';
import { blogPosts, resources, users } from '../../db/schema';

const tableOf = (kind: ContentKind) => (kind === 'post' ? blogPosts : resources);

/** Locks the item; its title, author and take-down, or null when there is no such item. */
export async function lockItem(tx: Db, kind: ContentKind, id: string) {
  const table = tableOf(kind);
  const [row] = await tx
    .select({ title: table.title, authorId: table.authorId, hiddenAt: table.hiddenAt, hiddenReason: table.hiddenReason })
    .from(table)
    .where(eq(table.id, id))
    .for('update');
  return row ?? null;
}

export async function setTakeDown(tx: Db, kind: ContentKind, id: string, takeDown: { at: Date; reason: string } | null) {
  const table = tableOf(kind);
  await tx
    .update(table)
    .set({ hiddenAt: takeDown?.at ?? null, hiddenReason: takeDown?.reason ?? null })
    .where(and(eq(table.id, id), takeDown ? isNull(table.hiddenAt) : isNotNull(table.hiddenAt)));
}

/** Everything taken down, newest first: posts and resources together. */
export async function pageOfTakenDown(db: Db, limit: number, offset: number) {
  const items = sql`(
    select 'post' as kind, p.id, p.title, p.author_id, p.hidden_at, p.hidden_reason from ${blogPosts} p where p.hidden_at is not null
    union all
    select 'resource' as kind, r.id, r.title, r.author_id, r.hidden_at, r.hidden_reason from ${resources} r where r.hidden_at is not null
  )`;
  const { rows } = (await db.execute(sql`
    select i.kind, i.id, i.title, i.hidden_at, i.hidden_reason, u.first_name, u.last_name
    from ${items} i left join ${users} u on u.id = i.author_id
    order by i.hidden_at desc, i.id limit ${limit} offset ${offset}`)) as unknown as {
    rows: { kind: ContentKind; id: string; title: string; hidden_at: string | Date; hidden_reason: string | null; first_name: string | null; last_name: string | null }[];
  };
  const [posts] = await db.select({ n: count() }).from(blogPosts).where(isNotNull(blogPosts.hiddenAt));
  const [library] = await db.select({ n: count() }).from(resources).where(isNotNull(resources.hiddenAt));
  return { rows, total: Number(posts?.n ?? 0) + Number(library?.n ?? 0) };
}

