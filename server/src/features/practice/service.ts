import {
  acceptsAnswer,
  ANSWER_GRACE_MS,
  bookletsOf,
  clockAt,
  isBlankSlide,
  isCutShort,
  itemCountOf,
  moveOn as moveOnRule,
  nextSet,
  oirRating,
  PRACTICE_MESSAGES as M,
  practiceRun as practiceRunOf,
  practiceRunSet,
  REPEATS_FREELY,
  scaledTiming,
  scoreOir,
  summarize,
  wordCount,
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
import { AppError, Conflict, Invalid, NotFound } from '../../platform/errors';
import { figureSvgs } from './figures';
import { pictureTokenFits, pictureUrl } from './picture-link';
import { nameOf, presentSet, timingOf } from './presenter';
import * as repo from './repository';

type Deps = Pick<AppDeps, 'db' | 'now' | 'storage' | 'config'>;

export const clockOf = (a: repo.AttemptRow): AttemptClock => ({
  timing: a.timing,
  itemCount: a.itemCount,
  startedAt: a.startedAt,
  position: a.position,
  bookletStartedAt: a.bookletStartedAt,
  endedAt: a.endedAt,
});

/** GET /practice/sets: published sets of one test or all, in the rotation's order, each with its author. */
export async function listSets({ db }: Deps, kind: PracticeTestKind | undefined): Promise<PracticeSet[]> {
  return (await repo.publishedSets(db, kind)).map(({ set, author, items }) => presentSet(set, author, items));
}

type Shown = { attemptId: string; pictureUntil: Date | null };

/**
 * What item `index` shows. A picture only while it is on screen (`shown.pictureUntil`), at an
 * address for this attempt that runs out with it: at the board it is taken away before the writing
 * starts. Once the attempt is over, its neutral description instead.
 */
async function contentOf(deps: Deps, kind: PracticeTestKind, items: repo.ItemRow[], index: number, shown: Shown | null): Promise<ItemContent> {
  const none = { prompt: null, imageUrl: null, options: null, figure: null, description: null };
  if (isBlankSlide(kind, items.length, index)) return { ...none, blank: true };
  const item = items[index];
  if (!item) return { ...none, blank: false };
  return {
    prompt: item.prompt,
    imageUrl: item.imageKey && shown?.pictureUntil ? await pictureUrl(deps.config.secret, shown.attemptId, index, shown.pictureUntil) : null,
    blank: false,
    options: item.options,
    figure: figureSvgs(item.figure),
    description: item.imageKey && !shown ? item.description : null,
  };
}

/** OIR: each question's right option, in order (-1 where none is marked, which no choice matches). */
const rightChoicesOf = (items: readonly repo.ItemRow[]) => items.map((i) => i.rightChoice ?? -1);

const presentAnswer = (a: repo.AnswerRow) => ({ item: a.item, part: a.part, text: a.text, choice: a.choice, savedAt: a.savedAt.toISOString(), typedAt: (a.typedAt ?? a.savedAt).toISOString() });
/** An answer as the results count it: by when it was typed. */
export const asSaved = (a: repo.AnswerRow): SavedAnswer => ({ item: a.item, part: a.part, text: a.text, choice: a.choice, savedAt: a.typedAt ?? a.savedAt, cutShort: a.cutShort });

type LoadedSet = { set: repo.SetRow; author: repo.Author | null; items: repo.ItemRow[] };

async function loadSet(deps: Deps, setId: string): Promise<LoadedSet | null> {
  const found = await repo.findSet(deps.db, setId);
  return found && { ...found, items: await repo.itemsOf(deps.db, setId) };
}

const batteryOf = (a: repo.AttemptRow) => (a.batteryId !== null && a.batteryStep !== null ? { id: a.batteryId, step: a.batteryStep } : null);

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
    set: { id: set.id, title: set.title, kind: set.kind, author: { id: set.authorId ?? '', name: author ? nameOf(author) : 'SSB Academy' } },
    practiceRun: attempt.practiceRun,
    itemCount: attempt.itemCount,
    timing: attempt.timing,
    startedAt: attempt.startedAt.toISOString(),
    now: now.toISOString(),
    battery: batteryOf(attempt),
  };
  const answersTo = (item: number) => answers.filter((a) => a.item === item).map(presentAnswer);
  if (state.status === 'running') {
    const hidden: Shown = { attemptId: attempt.id, pictureUntil: null };
    const booklet = state.booklet && {
      index: state.booklet.index,
      of: bookletsOf(attempt.timing, attempt.itemCount).length,
      items: await Promise.all(
        Array.from({ length: state.booklet.count }, async (_, i) => {
          const item = state.booklet!.first + i;
          return { item, content: await contentOf(deps, set.kind, items, item, hidden), answers: answersTo(item) };
        }),
      ),
    };
    return {
      ...base,
      status: 'running',
      current: {
        item: state.item,
        phase: state.phase,
        phaseEndsAt: state.phaseEndsAt.toISOString(),
        endsAt: state.endsAt.toISOString(),
        content: await contentOf(deps, set.kind, items, state.item, { attemptId: attempt.id, pictureUntil: state.phase === 'view' ? state.phaseEndsAt : null }),
        answers: answersTo(state.item),
        booklet,
      },
      finishedAt: null,
      results: null,
    };
  }
  const saved = answers.map(asSaved);
  const oir = set.kind === 'oir';
  const rightChoices = rightChoicesOf(items.slice(0, attempt.itemCount));
  const score = oir ? scoreOir(rightChoices, saved) : null;
  return {
    ...base,
    status: 'finished',
    current: null,
    finishedAt: state.finishedAt.toISOString(),
    results: {
      summary: summarize(clock, saved),
      score,
      oirRating: score ? oirRating(score.right, score.of) : null,
      items: await Promise.all(
        Array.from({ length: attempt.itemCount }, async (_, index) => ({
          item: index,
          content: await contentOf(deps, set.kind, items, index, null),
          answers: answers
            .filter((a) => a.item === index)
            .map((a) => ({ ...presentAnswer(a), words: wordCount(a.text), cutShort: isCutShort(clock, asSaved(a)) })),
          rightChoice: oir ? (items[index]?.rightChoice ?? null) : null,
          explanation: oir ? (items[index]?.explanation ?? null) : null,
        })),
      ),
    },
  };
}

/**
 * Which set the aspirant sits (docs/product/practice.md "The bank"): one they have not sat, or
 * with `repeat` (and always for a test whose set never changes, SD) the one sat longest ago once all
 * are used; a practice run takes its items from a set already seen. 409 when all are used.
 */
export async function assignSet(deps: Pick<Deps, 'db'>, userId: string, kind: PracticeTestKind, options: { repeat: boolean; practiceRun: boolean }): Promise<string> {
  const sets = (await repo.publishedSets(deps.db, kind)).filter((s) => s.items > 0).map(({ set }) => ({ id: set.id, kind: set.kind }));
  const past = await repo.fullSittings(deps.db, userId, kind);
  if (options.practiceRun) {
    const id = practiceRunSet(sets, past);
    if (!id) throw new NotFound(M.noSets);
    return id;
  }
  const next = nextSet(sets, past);
  if (next.status === 'none') throw new NotFound(M.noSets);
  if (next.status === 'fresh') return next.setId;
  if (options.repeat || REPEATS_FREELY.includes(kind)) return next.oldestSetId;
  throw new Conflict(M.setsUsedUp, undefined, { code: 'sets_used_up', test: kind, sets: next.sets });
}

/**
 * The clock of a new attempt of `loaded`: the set's timing and items, or a practice run's few; in
 * browser journeys only, shortened by `scale` (timeScaleOf).
 */
function attemptClockOf(loaded: LoadedSet, practiceRun: boolean, scale: number) {
  const full = { timing: scaledTiming(timingOf(loaded.set), scale), itemCount: itemCountOf(loaded.set.kind, loaded.items.length) };
  return practiceRun ? practiceRunOf(loaded.set.kind, full.timing, full.itemCount) : full;
}

/** Starts an attempt of a published set now (a board day's step when `battery` is given). */
export async function startAttemptOf(
  deps: Deps,
  userId: string,
  setId: string,
  options: { practiceRun: boolean; battery?: { id: string; step: number }; timeScale?: number },
): Promise<{ attempt: repo.AttemptRow; loaded: LoadedSet }> {
  const loaded = await loadSet(deps, setId);
  if (!loaded || loaded.set.status !== 'published' || loaded.items.length === 0) throw new NotFound(M.setNotFound);
  const attempt = await repo.insertAttempt(deps.db, {
    userId,
    setId,
    practiceRun: options.practiceRun,
    ...attemptClockOf(loaded, options.practiceRun, options.timeScale ?? 1),
    startedAt: deps.now(),
    position: 0,
    batteryId: options.battery?.id ?? null,
    batteryStep: options.battery?.step ?? null,
  });
  return { attempt, loaded };
}

/** POST /practice/attempts: a set of `test` the aspirant has not sat (or the chosen `setId`); the clock starts now. */
export async function startAttempt(deps: Deps, caller: CurrentUser, input: z.infer<typeof startAttemptSchema>, timeScale = 1): Promise<PracticeAttempt> {
  const setId = input.setId ?? (await assignSet(deps, caller.id, input.test!, { repeat: input.repeat, practiceRun: input.practiceRun }));
  const { attempt, loaded } = await startAttemptOf(deps, caller.id, setId, { practiceRun: input.practiceRun, timeScale });
  return present(deps, attempt, loaded);
}

/**
 * Browser journeys only (config PRACTICE_TIME_SCALE_HEADER, refused in production): the request's
 * `x-practice-time-scale` between 0.001 and 1 shortens the tests it starts; otherwise 1.
 */
export function timeScaleOf(config: Deps['config'], header: string | string[] | undefined): number {
  const scale = Number(typeof header === 'string' ? header : NaN);
  return config.practiceTimeScaleHeader && scale >= 0.001 && scale <= 1 ? scale : 1;
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
export async function oirRightChoices(deps: Pick<Deps, 'db'>, sets: { id: string; kind: PracticeTestKind }[]): Promise<Map<string, number[]>> {
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
      battery: batteryOf(attempt),
      startedAt: attempt.startedAt.toISOString(),
      status: finished ? 'finished' : 'running',
      summary: finished ? summarize(clock, saved) : null,
      score: finished && rights ? scoreOir(rights.slice(0, attempt.itemCount), saved) : null,
    };
  });
}

/**
 * PUT /practice/attempts/{id}/answers: autosave as typed. Taken when it was typed within its time
 * (plus the network's 2 s) while its booklet was open, even if it arrives late from a device that
 * was offline (docs/product/practice.md "Answers that survive the network"); the latest typing wins.
 */
export async function saveAnswer(deps: Deps, caller: CurrentUser, id: string, input: z.infer<typeof saveAnswerSchema>) {
  return deps.db.transaction(async (tx) => {
    const attempt = visibleTo(await repo.findAttempt(tx, id, true), caller, true);
    const clock = clockOf(attempt);
    const now = deps.now();
    const typedAt = input.typedAt ? new Date(input.typedAt) : now;
    const target = { item: input.item, part: input.part };
    if (!acceptsAnswer(clock, target, now, typedAt)) {
      if (typedAt > now) throw new Invalid(M.typedInFuture, { typedAt: M.typedInFuture });
      throw new Conflict(clockAt(clock, typedAt).status === 'finished' ? M.finished : M.timeUp);
    }
    const set = (await repo.findSet(tx, attempt.setId))!.set;
    if ((set.kind === 'oir') !== (input.choice !== undefined)) throw new Invalid(M.oneAnswer);
    const row = await repo.upsertAnswer(tx, {
      attemptId: attempt.id,
      userId: attempt.userId,
      item: input.item,
      part: input.part,
      text: input.text ?? null,
      choice: input.choice ?? null,
      savedAt: now,
      typedAt,
      cutShort: input.cutShort ?? false,
    });
    return presentAnswer(row);
  });
}

/** POST /practice/attempts/{id}/next: on a shared clock the aspirant hands in the open booklet; the next opens, never back; a repeat changes nothing. */
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
    return repo.updateAttempt(tx, current.id, { endedAt: deps.now() });
  });
  return present(deps, attempt);
}

/**
 * GET /practice/attempts/{id}/pictures/{item}?token=: the picture's bytes, only to the attempt's
 * aspirant, with the address made for it, while the clock shows that picture (and the network's
 * grace after). Anyone else, and anyone before or after: 403.
 */
export async function attemptPicture(deps: Deps, caller: CurrentUser | null, id: string, item: number, token: string): Promise<Buffer> {
  const refuse = () => new AppError(403, M.pictureNotShown);
  const now = deps.now();
  if (!caller || !(await pictureTokenFits(deps.config.secret, token, { attemptId: id, item }, now))) throw refuse();
  const attempt = await repo.findAttempt(deps.db, id);
  if (!attempt || attempt.userId !== caller.id) throw refuse();
  const clock = clockOf(attempt);
  const onShow = (at: Date) => {
    const state = clockAt(clock, at);
    return state.status === 'running' && state.phase === 'view' && state.item === item;
  };
  if (!onShow(now) && !onShow(new Date(now.getTime() - ANSWER_GRACE_MS))) throw refuse();
  const items = await repo.itemsOf(deps.db, attempt.setId);
  const key = items[item]?.imageKey;
  const bytes = key ? await deps.storage.read(key) : null;
  if (!bytes) throw refuse();
  return bytes;
}
