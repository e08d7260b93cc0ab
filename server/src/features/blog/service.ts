import { BLOG_MESSAGES, type CreateBlogPostPayload, type UpdateBlogPostPayload } from '@ssb/domain';
import type { Db } from '../../db/client';
import type { CurrentUser } from '../../platform/auth';
import { Forbidden, NotFound } from '../../platform/errors';
import { presentPost, presentPostWithHtml } from './presenter';
import * as repo from './repository';

const postNotFound = () => new NotFound(BLOG_MESSAGES.notFound);

const canManage = (user: CurrentUser, post: repo.BlogPostRow) => user.role === 'admin' || post.authorId === user.id;

export async function listPosts(db: Db, page: number, pageSize: number) {
  const { rows, total } = await repo.listPublished(db, page, pageSize);
  return { posts: rows.map((r) => presentPost(r)), meta: { total, page, pageSize } };
}

/** A published post, or an unpublished one for its author and admins; anyone else gets 'Post not found'. */
export async function getPost(db: Db, id: string, viewer: CurrentUser | null) {
  const row = await repo.findById(db, id);
  if (!row) throw postNotFound();
  if (!row.post.published && !(viewer && canManage(viewer, row.post))) throw postNotFound();
  return presentPostWithHtml(row);
}

export async function createPost(db: Db, author: CurrentUser, input: CreateBlogPostPayload, now: Date) {
  const post = await repo.insertPost(db, { ...input, authorId: author.id, createdAt: now, updatedAt: now });
  return presentPostWithHtml((await repo.findById(db, post.id))!);
}

/** Authors change their own posts, admins any (docs/product/permissions.md). */
export async function updatePost(db: Db, user: CurrentUser, id: string, input: UpdateBlogPostPayload, now: Date) {
  await db.transaction(async (tx) => {
    const post = await repo.lockPost(tx, id);
    if (!post) throw postNotFound();
    if (!canManage(user, post)) throw new Forbidden('Only the author or an admin can change this post');
    const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    await repo.updatePost(tx, id, { ...changes, updatedAt: now });
  });
  return presentPostWithHtml((await repo.findById(db, id))!);
}

export async function deletePost(db: Db, user: CurrentUser, id: string) {
  await db.transaction(async (tx) => {
    const post = await repo.lockPost(tx, id);
    if (!post) throw postNotFound();
    if (!canManage(user, post)) throw new Forbidden('Only the author or an admin can delete this post');
    await repo.deletePost(tx, id);
  });
}

/** Admins mark a post featured (the home preview shows it in the large card). */
export async function setFeatured(db: Db, id: string, featured: boolean, now: Date) {
  const post = await repo.updatePost(db, id, { featured, updatedAt: now });
  if (!post) throw postNotFound();
  return presentPostWithHtml((await repo.findById(db, id))!);
}
