import {
  acceptsAnswer,
  ANSWER_GRACE_MS,
  clockAt,
  isBlankSlide,
  itemCountOf,
  moveOn as moveOnRule,
  PRACTICE_MESSAGES as M,
  PRACTICE_TESTS,
  practiceRun as practiceRunOf,
  scoreOir,
  summarize,
  wordCount,
  isCutShort,
  deadlineOf,
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
import * as repo from './repository';

type Deps = Pick<AppDeps, 'db' | 'now' | 'storage'>;

const nameOf = (a: { firstName: string; lastName: string }) => `${a.firstName} ${a.lastName}`.trim();
const timingOf = (set: repo.SetRow) => set.timing ?? PRACTICE_TESTS[set.kind].timing;
const clockOf = (a: repo.AttemptRow): AttemptClock => ({ timing: a.timing, itemCount: a.itemCount, startedAt: a.startedAt, position: a.position, endedAt: a.endedAt });

/** GET /practice/sets: published sets, each with its author. */
export async function listSets({ db }: Deps, kind: PracticeTestKind | undefined): Promise<PracticeSet[]> {
  const rows = await repo.publishedSets(db, kind);
  return rows.map(({ set, author, items }) => ({
    id: set.id,
    kind: set.kind,
    title: set.title,
    description: set.description,
    itemCount: itemCountOf(set.kind, items),
    timing: timingOf(set),
    author: { id: author.id, name: nameOf(author), title: author.title },
    publishedAt: set.publishedAt?.toISOString() ?? null,
  }));
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

const presentAnswer = (a: repo.AnswerRow) => ({ item: a.item, part: a.part, text: a.text, choice: a.choice, savedAt: a.savedAt.toISOString() });
const asSaved = (a: repo.AnswerRow): SavedAnswer => ({ item: a.item, part: a.part, text: a.text, choice: a.choice, savedAt: a.savedAt });

async function present(deps: Deps, attempt: repo.AttemptRow): Promise<PracticeAttempt> {
  const found = await repo.findSet(deps.db, attempt.setId);
  if (!found) throw new NotFound(M.attemptNotFound);
  const { set, author } = found;
  const [items, answers] = await Promise.all([repo.itemsOf(deps.db, set.id), repo.answersOf(deps.db, [attempt.id])]);
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
  const rightChoices = items.slice(0, attempt.itemCount).map((i) => i.rightChoice ?? -1);
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
  const found = await repo.findSet(deps.db, input.setId);
  if (!found || found.set.status !== 'published') throw new NotFound(M.setNotFound);
  const { set } = found;
  const authored = (await repo.itemsOf(deps.db, set.id)).length;
  if (authored === 0) throw new NotFound(M.setNotFound);
  const full = { timing: timingOf(set), itemCount: itemCountOf(set.kind, authored) };
  const { timing, itemCount } = input.practiceRun ? practiceRunOf(set.kind, full.timing, full.itemCount) : full;
  const attempt = await repo.insertAttempt(deps.db, { userId: caller.id, setId: set.id, practiceRun: input.practiceRun, timing, itemCount, startedAt: deps.now(), position: 0 });
  return present(deps, attempt);
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

/** GET /practice/attempts: the caller's history, newest first. */
export async function myAttempts(deps: Deps, caller: CurrentUser): Promise<AttemptListItem[]> {
  const rows = await repo.attemptsOf(deps.db, caller.id);
  const answers = await repo.answersOf(deps.db, rows.map((r) => r.attempt.id));
  const now = deps.now();
  const rightChoicesBySet = new Map<string, number[]>();
  for (const { set } of rows) {
    if (set.kind === 'oir' && !rightChoicesBySet.has(set.id)) rightChoicesBySet.set(set.id, (await repo.itemsOf(deps.db, set.id)).map((i) => i.rightChoice ?? -1));
  }
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
    if (!acceptsAnswer(clock, target, now)) {
      const over = attempt.endedAt !== null || now.getTime() > deadlineOf(clock).getTime() + ANSWER_GRACE_MS;
      throw new Conflict(over ? M.finished : M.timeUp);
    }
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
