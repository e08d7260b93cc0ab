import { MODERATION_MESSAGES as M, type ContentKind, type PageMeta, type TakenDownItem } from '@ssb/domain';
import type { AppDeps } from '../../app-instance';
import type { Db } from '../../db/client';
import { Conflict, NotFound } from '../../platform/errors';
import { recordAdminAction } from '../audit';
import { notify } from '../notifications';
import * as repo from './repository';

type Deps = Pick<AppDeps, 'db' | 'now'>;
const NOUN: Record<ContentKind, string> = { post: 'article', resource: 'resource' };
const LINK: Record<ContentKind, string> = { post: '/blog', resource: '/dashboard/resources' };

/**
 * POST /admin/content/{kind}/{id}/take-down and /restore: an admin hides a post or resource from
 * everyone but its author (or shows it again), with a reason the author is told in the bell.
 * Audited.
 */
export async function setTakenDown(deps: Deps, adminId: string, kind: ContentKind, id: string, down: boolean, reason: string): Promise<void> {
  const now = deps.now();
  await deps.db.transaction((tx) => changeTakeDown(tx, adminId, kind, id, down, reason, now));
}

/** Takes a post or resource down (or restores it) in the caller's transaction: the author told, audited (a report's "Take down" uses it too). */
export async function changeTakeDown(tx: Db, adminId: string, kind: ContentKind, id: string, down: boolean, reason: string, now: Date): Promise<void> {
  const item = await repo.lockItem(tx, kind, id);
  if (!item) throw new NotFound(M.notFound);
  if (down === Boolean(item.hiddenAt)) throw new Conflict(down ? M.alreadyDown : M.notDown);
  await repo.setTakeDown(tx, kind, id, down ? { at: now, reason } : null);
  if (item.authorId && item.authorId !== adminId) {
    await notify(
      tx,
      [
        {
          userId: item.authorId,
          kind: 'moderation',
          title: down ? `Your ${NOUN[kind]} was taken down: ${item.title}` : `Your ${NOUN[kind]} is back: ${item.title}`,
          body: reason,
          link: LINK[kind],
        },
      ],
      now,
    );
  }
  await recordAdminAction(tx, {
    adminId,
    action: down ? 'content.take_down' : 'content.restore',
    target: { type: kind, id },
    before: { takenDown: Boolean(item.hiddenAt) },
    after: { takenDown: down },
    reason,
    now,
  });
}

/** GET /admin/content/taken-down. */
export async function takenDown({ db }: Pick<Deps, 'db'>, page: number, pageSize: number) {
  const { rows, total } = await repo.pageOfTakenDown(db, pageSize, (page - 1) * pageSize);
  const data: TakenDownItem[] = rows.map((r) => ({
    kind: r.kind,
    id: r.id,
    title: r.title,
    author: r.first_name === null ? null : `${r.first_name} ${r.last_name ?? ''}`.trim(),
    takenDown: { at: new Date(r.hidden_at).toISOString(), reason: r.hidden_reason ?? '' },
  }));
  const meta: PageMeta = { total, page, pageSize };
  return { data, meta };
}
