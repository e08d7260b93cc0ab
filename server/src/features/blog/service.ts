import { BLOG_MESSAGES, type CreateBlogPostPayload, type UpdateBlogPostPayload } from '@ssb/domain';
import type { AppDeps } from '../../app-instance';
import type { CurrentUser } from '../../platform/auth';
import { mayChange, withAuthoredItem, type AuthoredKind } from '../../platform/content-author';
import { NotFound } from '../../platform/errors';
import { presentPostWithHtml } from './presenter';
import * as repo from './repository';
import { recordAdminAction } from '../audit';

type Deps = Pick<AppDeps, 'db' | 'now'>;

const postNotFound = () => new NotFound(BLOG_MESSAGES.notFound);
const posts: AuthoredKind<repo.BlogPostRow> = { noun: 'post', lock: repo.lockPost, notFound: postNotFound };
const withoutUndefined = <T extends object>(input: T) => Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));

/** Published posts, newest first, a page at a time, each as `present` shows it (presentPost, presentCard). */
export async function listPosts<T>({ db }: Pick<Deps, 'db'>, page: number, pageSize: number, present: (row: repo.BlogPostWithAuthor) => T) {
  const { rows, total } = await repo.listPublished(db, page, pageSize);
  return { posts: rows.map((row) => present(row)), meta: { total, page, pageSize } };
}

/** A published post, or an unpublished one for its author and admins; anyone else gets 'Post not found'. */
export async function getPost({ db }: Pick<Deps, 'db'>, viewer: CurrentUser | null, id: string) {
  const row = await repo.findById(db, id);
  if (!row) throw postNotFound();
  if ((!row.post.published || row.post.hiddenAt) && !(viewer && mayChange(viewer, row.post))) throw postNotFound();
  return presentPostWithHtml(row);
}

export async function createPost({ db, now }: Deps, author: CurrentUser, input: CreateBlogPostPayload) {
  const at = now();
  const post = await repo.insertPost(db, { ...input, authorId: author.id, createdAt: at, updatedAt: at });
  return presentPostWithHtml((await repo.findById(db, post.id))!);
}

/** Authors change their own posts, admins any (docs/product/permissions.md). */
export async function updatePost({ db, now }: Deps, user: CurrentUser, id: string, input: UpdateBlogPostPayload) {
  await withAuthoredItem(db, posts, user, id, 'change', (tx) => repo.updatePost(tx, id, { ...withoutUndefined(input), updatedAt: now() }));
  return presentPostWithHtml((await repo.findById(db, id))!);
}

export async function deletePost({ db }: Pick<Deps, 'db'>, user: CurrentUser, id: string) {
  await withAuthoredItem(db, posts, user, id, 'delete', (tx) => repo.deletePost(tx, id));
}

/** Admins mark a post featured (the home preview shows it in the large card); audited. */
export async function setFeatured({ db, now }: Deps, adminId: string, id: string, featured: boolean) {
  const at = now();
  await db.transaction(async (tx) => {
    const post = await repo.updatePost(tx, id, { featured, updatedAt: at });
    if (!post) throw postNotFound();
    await recordAdminAction(tx, { adminId, action: 'post.feature', target: { type: 'post', id }, after: { featured }, now: at });
  });
  return presentPostWithHtml((await repo.findById(db, id))!);
}
