import { RESOURCE_MESSAGES, normalizeResourceCategory, type CreateResourcePayload, type UpdateResourcePayload } from '@ssb/domain';
import type { AppDeps } from '../../app-instance';
import type { CurrentUser } from '../../platform/auth';
import { withAuthoredItem, type AuthoredKind } from '../../platform/content-author';
import { NotFound, Unauthorized } from '../../platform/errors';
import { presentResource, presentResourceWithHtml } from './presenter';
import * as repo from './repository';

type Deps = Pick<AppDeps, 'db' | 'now'>;

const resourceNotFound = () => new NotFound(RESOURCE_MESSAGES.notFound);
const resources: AuthoredKind<repo.ResourceRow> = { noun: 'resource', lock: repo.lockResource, notFound: resourceNotFound };
const withoutUndefined = <T extends object>(input: T) => Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));

export type ListOptions = { category?: string; q?: string; mine?: boolean; page: number; pageSize: number };

/** The library: optionally one category, a search text (best match first) and the caller's own. */
export async function listResources({ db }: Pick<Deps, 'db'>, viewer: CurrentUser | null, options: ListOptions) {
  if (options.mine && !viewer) throw new Unauthorized();
  const filter: repo.ResourceFilter = {
    category: options.category ? normalizeResourceCategory(options.category) || undefined : undefined,
    q: options.q?.trim() || undefined,
    authorId: options.mine ? viewer!.id : undefined,
  };
  const { rows, total } = await repo.listResources(db, filter, options.page, options.pageSize);
  return { resources: rows.map((r) => presentResource(r)), meta: { total, page: options.page, pageSize: options.pageSize } };
}

export async function getResource({ db }: Pick<Deps, 'db'>, id: string) {
  const row = await repo.findById(db, id);
  if (!row || row.resource.hiddenAt) throw resourceNotFound();
  return presentResourceWithHtml(row);
}

export async function createResource({ db, now }: Deps, author: CurrentUser, input: CreateResourcePayload) {
  const at = now();
  const row = await repo.insertResource(db, { ...input, authorId: author.id, createdAt: at, updatedAt: at });
  return presentResourceWithHtml((await repo.findById(db, row.id))!);
}

/** The author or an admin changes a resource. */
export async function updateResource({ db, now }: Deps, user: CurrentUser, id: string, input: UpdateResourcePayload) {
  await withAuthoredItem(db, resources, user, id, 'change', (tx) => repo.updateResource(tx, id, { ...withoutUndefined(input), updatedAt: now() }));
  return presentResourceWithHtml((await repo.findById(db, id))!);
}

export async function deleteResource({ db }: Pick<Deps, 'db'>, user: CurrentUser, id: string) {
  await withAuthoredItem(db, resources, user, id, 'delete', (tx) => repo.deleteResource(tx, id));
}
