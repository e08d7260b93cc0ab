import { randomUUID } from 'node:crypto';
import {
  PRACTICE_MESSAGES as M,
  publishingProblems,
  timingProblem,
  type EditablePracticeSet,
  type createPracticeSetSchema,
  type practiceSetInputSchema,
} from '@ssb/domain';
import type { z } from 'zod';
import type { AppDeps } from '../../app-instance';
import type { Db } from '../../db/client';
import type { CurrentUser } from '../../platform/auth';
import { Conflict, Forbidden, Invalid, NotFound } from '../../platform/errors';
import { NotAnImage, reencodePracticePicture } from '../../platform/image';
import { recordAdminAction } from '../audit';
import { presentSet } from './presenter';
import * as repo from './repository';

type Deps = Pick<AppDeps, 'db' | 'now' | 'storage'>;
type SetInput = z.infer<typeof practiceSetInputSchema>;

/** A set as its author edits it: what aspirants see, plus every item, its status and what stops publishing. */
async function present(deps: Deps, set: repo.SetRow, db: Db = deps.db): Promise<EditablePracticeSet> {
  const [items, author] = await Promise.all([repo.itemsOf(db, set.id), set.authorId ? repo.authorOf(db, set.authorId) : null]);
  return {
    ...presentSet(set, author, items.length),
    ownTiming: set.timing,
    status: set.status,
    items: items.map((i) => ({ prompt: i.prompt, options: i.options, rightChoice: i.rightChoice, explanation: i.explanation, image: i.imageKey, imageUrl: i.imageKey ? deps.storage.publicUrl(i.imageKey) : null })),
    problems: publishingProblems(set.kind, items),
    updatedAt: set.updatedAt.toISOString(),
  };
}

/** The set's own timing must be the board's phases with other lengths (400 with the reason on `timing`). */
function checkTiming(kind: repo.SetRow['kind'], timing: SetInput['timing']) {
  const problem = timing && timingProblem(kind, timing);
  if (problem) throw new Invalid(problem, { timing: problem });
}

/** Where a set's pictures are stored; an item names only a picture uploaded to its own set. */
const picturesOf = (setId: string) => `practice/${setId}/`;

function itemRows(setId: string, items: SetInput['items']) {
  return items.map((item) => {
    if (item.image !== null && !(item.image.startsWith(picturesOf(setId)) && /^[a-z0-9/-]+\.jpg$/.test(item.image))) throw new Invalid(M.foreignPicture, { items: M.foreignPicture });
    return { prompt: item.prompt || null, imageKey: item.image, options: item.options, rightChoice: item.rightChoice, explanation: item.explanation || null };
  });
}

/** GET /practice/my-sets: the caller's own sets, any status. */
export async function mySets(deps: Deps, caller: CurrentUser): Promise<EditablePracticeSet[]> {
  return Promise.all((await repo.setsBy(deps.db, caller.id)).map((set) => present(deps, set)));
}

/** POST /practice/sets: a new draft by the caller (a coach or an admin). */
export async function createSet(deps: Deps, caller: CurrentUser, input: z.infer<typeof createPracticeSetSchema>): Promise<EditablePracticeSet> {
  checkTiming(input.kind, input.timing);
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    const set = await repo.insertSet(tx, { kind: input.kind, title: input.title, description: input.description, authorId: caller.id, status: 'draft', timing: input.timing, createdAt: now, updatedAt: now });
    await repo.replaceItems(tx, set.id, itemRows(set.id, input.items));
    return present(deps, set, tx);
  });
}

/** GET /practice/my-sets/{id}: its author, or an admin; anyone else 404. */
export async function editableSet(deps: Deps, caller: CurrentUser, id: string): Promise<EditablePracticeSet> {
  const found = await repo.findSet(deps.db, id);
  if (!found || (found.set.authorId !== caller.id && caller.role !== 'admin')) throw new NotFound(M.setNotFound);
  return present(deps, found.set);
}

/** The caller's own set, locked; 404 for anyone else's (an admin archives others' sets, nothing more). */
async function ownSet(tx: Db, caller: CurrentUser, id: string): Promise<repo.SetRow> {
  const set = await repo.lockSet(tx, id);
  if (!set || set.authorId !== caller.id) throw new NotFound(M.setNotFound);
  return set;
}

/** PUT /practice/sets/{id}: a draft, whole; a published or archived set never changes (attempts point at its items). */
export async function updateSet(deps: Deps, caller: CurrentUser, id: string, input: SetInput): Promise<EditablePracticeSet> {
  return deps.db.transaction(async (tx) => {
    const set = await ownSet(tx, caller, id);
    if (set.status !== 'draft') throw new Conflict(M.notEditable);
    checkTiming(set.kind, input.timing);
    const updated = await repo.updateSet(tx, id, { title: input.title, description: input.description, timing: input.timing, updatedAt: deps.now() });
    await repo.replaceItems(tx, id, itemRows(id, input.items));
    return present(deps, updated, tx);
  });
}

/** POST /practice/sets/{id}/publish: a complete draft by a verified coach or an admin goes live. */
export async function publishSet(deps: Deps, caller: CurrentUser, id: string): Promise<EditablePracticeSet> {
  return deps.db.transaction(async (tx) => {
    const set = await ownSet(tx, caller, id);
    if (set.status !== 'draft') throw new Conflict(M.notEditable);
    if (caller.role !== 'admin' && !(await repo.authorOf(tx, caller.id))?.isVerified) throw new Forbidden(M.verifiedOnly);
    const items = await repo.itemsOf(tx, id);
    const problems = publishingProblems(set.kind, items);
    if (problems.length > 0) throw new Invalid(`${M.notReady}: ${problems[0]}`);
    const now = deps.now();
    return present(deps, await repo.updateSet(tx, id, { status: 'published', publishedAt: now, updatedAt: now }), tx);
  });
}

/** POST /practice/sets/{id}/archive: its author, or an admin (audited), takes a set out of the list; its attempts keep it. */
export async function archiveSet(deps: Deps, caller: CurrentUser, id: string): Promise<EditablePracticeSet> {
  return deps.db.transaction(async (tx) => {
    const set = await repo.lockSet(tx, id);
    const own = set?.authorId === caller.id;
    if (!set || (!own && caller.role !== 'admin')) throw new NotFound(M.setNotFound);
    if (set.status === 'archived') throw new Conflict(M.alreadyArchived);
    const now = deps.now();
    const archived = await repo.updateSet(tx, id, { status: 'archived', updatedAt: now });
    if (!own) {
      await recordAdminAction(tx, { adminId: caller.id, action: 'practice_set.archive', target: { type: 'practice_set', id }, before: { status: set.status }, after: { status: 'archived' }, now });
    }
    return present(deps, archived, tx);
  });
}

/**
 * POST /practice/sets/{id}/pictures: a TAT or PPDT picture for the author's draft, re-encoded (a
 * non-image refused, metadata dropped) and stored; the editor then puts it in an item and saves.
 */
export async function uploadPicture(deps: Deps, caller: CurrentUser, id: string, content: Buffer): Promise<{ image: string; imageUrl: string }> {
  const set = await deps.db.transaction((tx) => ownSet(tx, caller, id));
  if (set.status !== 'draft') throw new Conflict(M.notEditable);
  if (set.kind !== 'tat' && set.kind !== 'ppdt') throw new Invalid(M.picturesOnly);
  let picture: Buffer;
  try {
    picture = await reencodePracticePicture(content);
  } catch (error) {
    if (error instanceof NotAnImage) throw new Invalid(M.notAPicture, { picture: M.notAPicture });
    throw error;
  }
  const image = `${picturesOf(id)}${randomUUID()}.jpg`;
  await deps.storage.put(image, picture, 'image/jpeg');
  return { image, imageUrl: deps.storage.publicUrl(image) };
}
