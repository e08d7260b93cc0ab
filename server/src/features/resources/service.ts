import { RESOURCE_MESSAGES, normalizeResourceCategory, type CreateResourcePayload, type UpdateResourcePayload } from '@ssb/domain';
import type { Db } from '../../db/client';
import type { CurrentUser } from '../../platform/auth';
import { Forbidden, NotFound, Unauthorized } from '../../platform/errors';
import { presentResource, presentResourceWithHtml } from './presenter';
import * as repo from './repository';

const resourceNotFound = () => new NotFound(RESOURCE_MESSAGES.notFound);
const canManage = (user: CurrentUser, resource: repo.ResourceRow) => user.role === 'admin' || resource.authorId === user.id;

export type ListOptions = { category?: string; q?: string; mine?: boolean; page: number; pageSize: number };

/** The library: optionally one category, a search text (best match first) and the caller's own. */
export async function listResources(db: Db, viewer: CurrentUser | null, options: ListOptions) {
  if (options.mine && !viewer) throw new Unauthorized();
  const filter: repo.ResourceFilter = {
    category: options.category ? normalizeResourceCategory(options.category) || undefined : undefined,
    q: options.q?.trim() || undefined,
    authorId: options.mine ? viewer!.id : undefined,
  };
  const { rows, total } = await repo.listResources(db, filter, options.page, options.pageSize);
  return { resources: rows.map((r) => presentResource(r)), meta: { total, page: options.page, pageSize: options.pageSize } };
}

export async function getResource(db: Db, id: string) {
  const row = await repo.findById(db, id);
  if (!row) throw resourceNotFound();
  return presentResourceWithHtml(row);
}

export async function createResource(db: Db, author: CurrentUser, input: CreateResourcePayload, now: Date) {
  const row = await repo.insertResource(db, { ...input, authorId: author.id, createdAt: now, updatedAt: now });
  return presentResourceWithHtml((await repo.findById(db, row.id))!);
}

/** The author or an admin changes a resource. */
export async function updateResource(db: Db, user: CurrentUser, id: string, input: UpdateResourcePayload, now: Date) {
  await db.transaction(async (tx) => {
    const resource = await repo.lockResource(tx, id);
    if (!resource) throw resourceNotFound();
    if (!canManage(user, resource)) throw new Forbidden('Only the author or an admin can change this resource');
    const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    await repo.updateResource(tx, id, { ...changes, updatedAt: now });
  });
  return presentResourceWithHtml((await repo.findById(db, id))!);
}

export async function deleteResource(db: Db, user: CurrentUser, id: string) {
  await db.transaction(async (tx) => {
    const resource = await repo.lockResource(tx, id);
    if (!resource) throw resourceNotFound();
    if (!canManage(user, resource)) throw new Forbidden('Only the author or an admin can delete this resource');
    await repo.deleteResource(tx, id);
  });
}
