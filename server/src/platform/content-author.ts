import type { BlogAuthor } from '@ssb/domain';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { CurrentUser } from './auth';
import { Forbidden } from './errors';

/**
 * The author of a blog post or a resource: the columns joined from `users` (null when the account
 * is gone) and the object the API sends as `authorId` (docs/product/api.md "Ids").
 */
export type AuthorRow = { id: string; firstName: string; lastName: string; profileImageUrl: string | null };

export const authorColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
};

export function presentAuthor(author: AuthorRow | null): BlogAuthor | null {
  if (!author) return null;
  return {
    id: author.id,
    _id: author.id,
    firstName: author.firstName,
    lastName: author.lastName,
    profileImageUrl: author.profileImageUrl,
  };
}

/** Authors change their own posts and resources, admins any (docs/product/permissions.md). */
export const mayChange = (user: CurrentUser, item: { authorId: string | null }) => user.role === 'admin' || item.authorId === user.id;

/** How one kind of authored content (a post, a resource) is locked and named in refusals. */
export type AuthoredKind<Row extends { authorId: string | null }> = {
  /** 'post', 'resource' */
  noun: string;
  lock: (tx: Db, id: string) => Promise<Row | null | undefined>;
  notFound: () => Error;
};

/**
 * Changes or deletes one authored item in a transaction, holding its row: not found, refused
 * unless the caller is its author or an admin, else `apply`.
 */
export async function withAuthoredItem<Row extends { authorId: string | null }>(
  db: Db,
  kind: AuthoredKind<Row>,
  user: CurrentUser,
  id: string,
  verb: 'change' | 'delete',
  apply: (tx: Db) => Promise<unknown>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const item = await kind.lock(tx, id);
    if (!item) throw kind.notFound();
    if (!mayChange(user, item)) throw new Forbidden(`Only the author or an admin can ${verb} this ${kind.noun}`);
    await apply(tx);
  });
}

/** An admin's take-down of a post or resource, as the API shows it (docs/product/admin-console.md "Content"). */
export function presentTakeDown(row: { hiddenAt: Date | null; hiddenReason: string | null }): { at: string; reason: string } | null {
  return row.hiddenAt ? { at: row.hiddenAt.toISOString(), reason: row.hiddenReason ?? '' } : null;
}
