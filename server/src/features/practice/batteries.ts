import {
  BATTERY_TESTS,
  batteryAt,
  clockAt,
  PRACTICE_MESSAGES as M,
  PRACTICE_TESTS,
  scoreOir,
  summarize,
  type Battery,
  type PracticeTestKind,
  type startBatterySchema,
} from '@ssb/domain';
import type { z } from 'zod';
import type { AppDeps } from '../../app-instance';
import type { CurrentUser } from '../../platform/auth';
import { AppError, Conflict, NotFound } from '../../platform/errors';
import * as repo from './batteries-repository';
import { answersOf, type AttemptRow } from './repository';
import { asSaved, assignSet, clockOf, oirRightChoices, startAttemptOf } from './service';

/** Board days (docs/product/practice.md "Board day"): the screening or psychology day's tests, one after another. */

type Deps = Pick<AppDeps, 'db' | 'now' | 'storage' | 'config'>;

/** Each step of `battery` at `now`: its test, its set, its attempt once started and when that finished. */
function stepsAt(battery: repo.BatteryRow, attempts: readonly AttemptRow[], now: Date) {
  return BATTERY_TESTS[battery.stage].map((kind, step) => {
    const attempt = attempts.find((a) => a.batteryStep === step) ?? null;
    const state = attempt && clockAt(clockOf(attempt), now);
    return { kind, setId: battery.setIds[step]!, attempt, finishedAt: state?.status === 'finished' ? state.finishedAt : null };
  });
}

/** Where the day stands (domain/src/practice/batteries.ts), from its steps. */
const stateOf = (battery: repo.BatteryRow, steps: ReturnType<typeof stepsAt>) =>
  batteryAt(
    steps.map((s) => ({ kind: s.kind, attempt: s.attempt && { startedAt: s.attempt.startedAt, finishedAt: s.finishedAt } })),
    battery.endedAt,
  );

/** Every step of `battery` as it stands at `now`, with its attempt's counts once finished. */
async function present(deps: Deps, battery: repo.BatteryRow, attempts?: AttemptRow[]): Promise<Battery> {
  const now = deps.now();
  const own = attempts ?? (await repo.stepAttempts(deps.db, [battery.id]));
  const [titles, answers] = await Promise.all([repo.setTitles(deps.db, battery.setIds), answersOf(deps.db, own.map((a) => a.id))]);
  const stepped = stepsAt(battery, own, now);
  const rights = await oirRightChoices(deps, stepped.map((s) => ({ id: s.setId, kind: s.kind })));
  const steps = stepped.map((s) => {
    const clock = s.attempt && clockOf(s.attempt);
    const saved = s.attempt ? answers.filter((x) => x.attemptId === s.attempt!.id).map(asSaved) : [];
    const right = rights.get(s.setId);
    return {
      ...s,
      summary: clock && s.finishedAt ? summarize(clock, saved) : null,
      score: clock && s.finishedAt && right ? scoreOir(right.slice(0, clock.itemCount), saved) : null,
    };
  });
  const state = stateOf(battery, stepped);
  return {
    id: battery.id,
    stage: battery.stage,
    startedAt: battery.startedAt.toISOString(),
    now: now.toISOString(),
    status: state.status,
    step: state.status === 'finished' ? null : state.step,
    breakEndsAt: state.status === 'waiting' && state.breakEndsAt ? state.breakEndsAt.toISOString() : null,
    finishedAt: state.status === 'finished' ? state.finishedAt.toISOString() : null,
    steps: steps.map((s) => ({
      kind: s.kind,
      set: { id: s.setId, title: titles.get(s.setId) ?? PRACTICE_TESTS[s.kind].name },
      attemptId: s.attempt?.id ?? null,
      status: !s.attempt ? 'waiting' : s.finishedAt ? 'finished' : 'running',
      summary: s.summary,
      score: s.score,
    })),
  };
}

/** The owner's board day (admins may read it); anyone else: 404, as if it did not exist. */
function visibleTo(battery: repo.BatteryRow | null, caller: CurrentUser | null, write: boolean): repo.BatteryRow {
  if (!battery || !caller) throw new NotFound(M.batteryNotFound);
  if (battery.userId === caller.id || (!write && caller.role === 'admin')) return battery;
  throw new NotFound(M.batteryNotFound);
}

/**
 * POST /practice/batteries: the day's sets are given now, each one the aspirant has not sat; when
 * every set of one of its tests is used, 409 names them, and `repeat` takes the ones sat longest ago.
 */
export async function startBattery(deps: Deps, caller: CurrentUser, input: z.infer<typeof startBatterySchema>): Promise<Battery> {
  const usedUp: PracticeTestKind[] = [];
  const setIds: string[] = [];
  for (const kind of BATTERY_TESTS[input.stage]) {
    try {
      setIds.push(await assignSet(deps, caller.id, kind, { repeat: input.repeat, practiceRun: false }));
    } catch (error) {
      if (!(error instanceof AppError && error.statusCode === 409)) throw error;
      usedUp.push(kind);
    }
  }
  if (usedUp.length > 0) {
    const names = usedUp.map((k) => PRACTICE_TESTS[k].short).join(' and ');
    throw new Conflict(`You have sat every set of ${names}. You may sit again the ones you sat longest ago.`, undefined, { code: 'sets_used_up', tests: usedUp });
  }
  const battery = await repo.insertBattery(deps.db, { userId: caller.id, stage: input.stage, setIds, startedAt: deps.now() });
  return present(deps, battery, []);
}

export async function getBattery(deps: Deps, caller: CurrentUser | null, id: string): Promise<Battery> {
  return present(deps, visibleTo(await repo.findBattery(deps.db, id), caller, false));
}

export async function myBatteries(deps: Deps, caller: CurrentUser): Promise<Battery[]> {
  const batteries = await repo.batteriesOf(deps.db, caller.id);
  const attempts = await repo.stepAttempts(deps.db, batteries.map((b) => b.id));
  return Promise.all(batteries.map((b) => present(deps, b, attempts.filter((a) => a.batteryId === b.id))));
}

/**
 * POST /practice/batteries/{id}/next: "I'm ready" for the step waiting: its test starts now. Saying
 * it again for the step already running changes nothing; any other step: 409.
 */
export async function nextStep(deps: Deps, caller: CurrentUser, id: string, step: number, timeScale = 1): Promise<Battery> {
  const battery = await deps.db.transaction(async (tx) => {
    const locked = visibleTo(await repo.findBattery(tx, id, true), caller, true);
    const current = stateOf(locked, stepsAt(locked, await repo.stepAttempts(tx, [locked.id]), deps.now()));
    if (current.status === 'running' && current.step === step) return locked;
    if (current.status !== 'waiting' || current.step !== step) throw new Conflict(M.notNextStep);
    await startAttemptOf({ ...deps, db: tx }, caller.id, locked.setIds[step]!, { practiceRun: false, battery: { id: locked.id, step }, timeScale });
    return locked;
  });
  return present(deps, battery);
}

/** POST /practice/batteries/{id}/stop: the aspirant ends the day now (the test running ends with it). */
export async function stopBattery(deps: Deps, caller: CurrentUser, id: string): Promise<Battery> {
  const battery = await deps.db.transaction(async (tx) => {
    const locked = visibleTo(await repo.findBattery(tx, id, true), caller, true);
    if (locked.endedAt) return locked;
    const now = deps.now();
    for (const attempt of await repo.stepAttempts(tx, [locked.id])) {
      if (clockAt(clockOf(attempt), now).status === 'running') await repo.endAttempt(tx, attempt.id, now);
    }
    return repo.endBattery(tx, locked.id, now);
  });
  return present(deps, battery);
}
