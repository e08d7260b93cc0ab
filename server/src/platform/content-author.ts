import type { BlogAuthor } from '@ssb/domain';
import { users } from '../db/schema';

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
