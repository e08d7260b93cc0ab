import {
  acceptsAnswer,
  clockAt,
  isBlankSlide,
  itemCountOf,
  moveOn as moveOnRule,
  PRACTICE_MESSAGES as M,
  practiceRun as practiceRunOf,
  scoreOir,
  summarize,
  wordCount,
  isCutShort,
  isLocked,
  type AttemptClock,
  type AttemptListItem,
  type ItemContent,
  type PracticeAttempt,
  type PracticeSet,
  type PracticeTestKind,
  type SavedAnswer,
  type saveAnswerSchema,
  type startAttemptSchema,
} from '@ssb/domain';
import type { z } from 'zod';
import type { AppDeps } from '../../app-instance';
import type { CurrentUser } from '../../platform/auth';
import { Conflict, Invalid, NotFound } from '../../platform/errors';
import { nameOf, presentSet, timingOf } from './presenter';
import * as repo from './repository';

type Deps = Pick<AppDeps, 'db' | 'now' | 'storage'>;

export const clockOf = (a: repo.AttemptRow): AttemptClock => ({ timing: a.timing, itemCount: a.itemCount, startedAt: a.startedAt, position: a.position, endedAt: a.endedAt });

/** GET /practice/sets: published sets, each with its author. */
export async function listSets({ db }: Deps, kind: PracticeTestKind | undefined): Promise<PracticeSet[]> {
  return (await repo.publishedSets(db, kind)).map(({ set, author, items }) => presentSet(set, author, items));
}

/**
 * What item `index` shows. A picture only while it is on screen (`withPicture`): at the board it is
 * taken away before the writing starts.
 */
function contentOf(deps: Deps, kind: PracticeTestKind, items: repo.ItemRow[], index: number, withPicture: boolean): ItemContent {
  if (isBlankSlide(kind, items.length, index)) return { prompt: null, imageUrl: null, blank: true, options: null };
  const item = items[index];
  return {
    prompt: item?.prompt ?? null,
    imageUrl: withPicture && item?.imageKey ? deps.storage.publicUrl(item.imageKey) : null,
    blank: false,
    options: item?.options ?? null,
  };
}

/** OIR: each question's right option, in order (-1 where none is marked, which no choice matches). */
const rightChoicesOf = (items: readonly repo.ItemRow[]) => items.map((i) => i.rightChoice ?? -1);

const presentAnswer = (a: repo.AnswerRow) => ({ item: a.item, part: a.part, text: a.text, choice: a.choice, savedAt: a.savedAt.toISOString() });
const asSaved = (a: repo.AnswerRow): SavedAnswer => ({ item: a.item, part: a.part, text: a.text, choice: a.choice, savedAt: a.savedAt });

type LoadedSet = { set: repo.SetRow; author: repo.Author; items: repo.ItemRow[] };

async function loadSet(deps: Deps, setId: string): Promise<LoadedSet | null> {
  const found = await repo.findSet(deps.db, setId);
  return found && { ...found, items: await repo.itemsOf(deps.db, setId) };
}

/** The attempt as it stands now; `loaded` is its set when the caller has just read it. */
export async function present(deps: Deps, attempt: repo.AttemptRow, loaded?: LoadedSet): Promise<PracticeAttempt> {
  const [found, answers] = await Promise.all([loaded ?? loadSet(deps, attempt.setId), repo.answersOf(deps.db, [attempt.id])]);
  if (!found) throw new NotFound(M.attemptNotFound);
  const { set, author, items } = found;
  const now = deps.now();
  const clock = clockOf(attempt);
  const state = clockAt(clock, now);
  const base = {
    id: attempt.id,
    set: { id: set.id, title: set.title, kind: set.kind, author: { id: author.id, name: nameOf(author) } },
    practiceRun: attempt.practiceRun,
    itemCount: attempt.itemCount,
    timing: attempt.timing,
    startedAt: attempt.startedAt.toISOString(),
    now: now.toISOString(),
  };
  if (state.status === 'running') {
    return {
      ...base,
      status: 'running',
      current: {
        item: state.item,
        phase: state.phase,
        phaseEndsAt: state.phaseEndsAt.toISOString(),
        endsAt: state.endsAt.toISOString(),
        content: contentOf(deps, set.kind, items, state.item, state.phase === 'view'),
        answers: answers.filter((a) => a.item === state.item).map(presentAnswer),
      },
      finishedAt: null,
      results: null,
    };
  }
  const saved = answers.map(asSaved);
  const oir = set.kind === 'oir';
  const rightChoices = rightChoicesOf(items.slice(0, attempt.itemCount));
  return {
    ...base,
    status: 'finished',
    current: null,
    finishedAt: state.finishedAt.toISOString(),
    results: {
      summary: summarize(clock, saved),
      score: oir ? scoreOir(rightChoices, saved) : null,
      items: Array.from({ length: attempt.itemCount }, (_, index) => ({
        item: index,
        content: contentOf(deps, set.kind, items, index, true),
        answers: answers
          .filter((a) => a.item === index)
          .map((a) => ({ ...presentAnswer(a), words: wordCount(a.text), cutShort: isCutShort(clock, asSaved(a)) })),
        rightChoice: oir ? (items[index]?.rightChoice ?? null) : null,
        explanation: oir ? (items[index]?.explanation ?? null) : null,
      })),
    },
  };
}

/** POST /practice/attempts: the clock starts now; a practice run takes the set's first few items. */
export async function startAttempt(deps: Deps, caller: CurrentUser, input: z.infer<typeof startAttemptSchema>): Promise<PracticeAttempt> {
  const loaded = await loadSet(deps, input.setId);
  if (!loaded || loaded.set.status !== 'published' || loaded.items.length === 0) throw new NotFound(M.setNotFound);
  const { set } = loaded;
  const full = { timing: timingOf(set), itemCount: itemCountOf(set.kind, loaded.items.length) };
  const { timing, itemCount } = input.practiceRun ? practiceRunOf(set.kind, full.timing, full.itemCount) : full;
  const attempt = await repo.insertAttempt(deps.db, { userId: caller.id, setId: set.id, practiceRun: input.practiceRun, timing, itemCount, startedAt: deps.now(), position: 0 });
  return present(deps, attempt, loaded);
}

/**
 * Only the aspirant sees their attempt (and admins); anyone else gets 404, as if it did not exist.
 * Writing is the aspirant's alone.
 */
function visibleTo(attempt: repo.AttemptRow | null, caller: CurrentUser | null, write: boolean): repo.AttemptRow {
  if (!attempt || !caller) throw new NotFound(M.attemptNotFound);
  const own = attempt.userId === caller.id;
  if (own || (!write && caller.role === 'admin')) return attempt;
  throw new NotFound(M.attemptNotFound);
}

/** GET /practice/attempts/{id}: where it stands now (a reload resumes here), or its results once finished. Signed out: 404, like anyone else's. */
export async function getAttempt(deps: Deps, caller: CurrentUser | null, id: string): Promise<PracticeAttempt> {
  return present(deps, visibleTo(await repo.findAttempt(deps.db, id), caller, false));
}

/** The right choices of each OIR set among `sets`, read once a set. */
export async function oirRightChoices(deps: Deps, sets: { id: string; kind: PracticeTestKind }[]): Promise<Map<string, number[]>> {
  const ids = [...new Set(sets.filter((s) => s.kind === 'oir').map((s) => s.id))];
  return new Map(await Promise.all(ids.map(async (id) => [id, rightChoicesOf(await repo.itemsOf(deps.db, id))] as const)));
}

/** GET /practice/attempts: the caller's history, newest first. */
export async function myAttempts(deps: Deps, caller: CurrentUser): Promise<AttemptListItem[]> {
  const rows = await repo.attemptsOf(deps.db, caller.id);
  const answers = await repo.answersOf(deps.db, rows.map((r) => r.attempt.id));
  const now = deps.now();
  const rightChoicesBySet = await oirRightChoices(deps, rows.map((r) => r.set));
  return rows.map(({ attempt, set }) => {
    const clock = clockOf(attempt);
    const finished = clockAt(clock, now).status === 'finished';
    const saved = answers.filter((a) => a.attemptId === attempt.id).map(asSaved);
    const rights = rightChoicesBySet.get(set.id);
    return {
      id: attempt.id,
      set,
      practiceRun: attempt.practiceRun,
      startedAt: attempt.startedAt.toISOString(),
      status: finished ? 'finished' : 'running',
      summary: finished ? summarize(clock, saved) : null,
      score: finished && rights ? scoreOir(rights.slice(0, attempt.itemCount), saved) : null,
    };
  });
}

/**
 * PUT /practice/attempts/{id}/answers: autosave as typed. Taken only while its time runs (plus the
 * network's 2 s) and, on a shared clock, for the item on screen; the latest save wins.
 */
export async function saveAnswer(deps: Deps, caller: CurrentUser, id: string, input: z.infer<typeof saveAnswerSchema>) {
  return deps.db.transaction(async (tx) => {
    const attempt = visibleTo(await repo.findAttempt(tx, id, true), caller, true);
    const clock = clockOf(attempt);
    const now = deps.now();
    const target = { item: input.item, part: input.part };
    if (!acceptsAnswer(clock, target, now)) throw new Conflict(isLocked(clock, now) ? M.finished : M.timeUp);
    const set = (await repo.findSet(tx, attempt.setId))!.set;
    if ((set.kind === 'oir') !== (input.choice !== undefined)) throw new Invalid(M.oneAnswer);
    const row = await repo.upsertAnswer(tx, { attemptId: attempt.id, userId: attempt.userId, item: input.item, part: input.part, text: input.text ?? null, choice: input.choice ?? null, savedAt: now });
    return presentAnswer(row);
  });
}

/** POST /practice/attempts/{id}/next: on a shared clock the aspirant moves on, never back; a repeat changes nothing. */
export async function moveOn(deps: Deps, caller: CurrentUser, id: string, from: number): Promise<PracticeAttempt> {
  const attempt = await deps.db.transaction(async (tx) => {
    const current = visibleTo(await repo.findAttempt(tx, id, true), caller, true);
    const next = moveOnRule(clockOf(current), from, deps.now());
    if (next.position === current.position && next.endedAt === current.endedAt) return current;
    return repo.updateAttempt(tx, current.id, next);
  });
  return present(deps, attempt);
}

/** POST /practice/attempts/{id}/stop: the aspirant ends the attempt now; it is locked and its results shown. */
export async function stopAttempt(deps: Deps, caller: CurrentUser, id: string): Promise<PracticeAttempt> {
  const attempt = await deps.db.transaction(async (tx) => {
    const current = visibleTo(await repo.findAttempt(tx, id, true), caller, true);
    if (clockAt(clockOf(current), deps.now()).status === 'finished') return current;
    return repo.updateAttempt(tx, current.id, { position: current.position, endedAt: deps.now() });
  });
  return present(deps, attempt);
}
