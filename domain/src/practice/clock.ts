import type { PhaseName, PracticeTiming } from './tests';

/**
 * The server's clock of one attempt (docs/product/practice.md "Timing"). Everything here is a pure
 * function of what the attempt row holds and the time now, so a reload, a dropped connection or a
 * second tab sees the same item with the same time left, never more.
 */

/** An answer arriving this long after its time is still taken (the network's delay), never later. */
export const ANSWER_GRACE_MS = 2_000;

export type AttemptClock = {
  timing: PracticeTiming;
  itemCount: number;
  startedAt: Date;
  /** Shared clock: the item the aspirant is on (they move on themselves). The fixed clock ignores it. */
  position: number;
  /** Set when the attempt ended before its time: the aspirant moved past the last item, or stopped. */
  endedAt: Date | null;
};

/** Where an answer goes: an item, and for PPDT the notes or the story. Shared-clock tests write 'answer'. */
export type AnswerPart = Exclude<PhaseName, 'view'> | 'answer';
export type AnswerTarget = { item: number; part: AnswerPart };

export type ClockState =
  | {
      status: 'running';
      item: number;
      phase: PhaseName | 'answer';
      /** when this phase (fixed) or the whole test (shared) runs out */
      phaseEndsAt: Date;
      endsAt: Date;
    }
  | { status: 'finished'; finishedAt: Date };

const secondsOfItem = (phases: readonly { seconds: number }[]) => phases.reduce((sum, p) => sum + p.seconds, 0);

/** The longest an attempt can run: every item's phases, or the shared time. */
export function totalMs(timing: PracticeTiming, itemCount: number): number {
  return timing.clock === 'fixed' ? secondsOfItem(timing.phases) * 1000 * itemCount : timing.totalSeconds * 1000;
}

/** When the attempt ends at the latest (its time runs out). */
export const deadlineOf = (a: AttemptClock) => new Date(a.startedAt.getTime() + totalMs(a.timing, a.itemCount));

/** Where the attempt stands at `now`. */
export function clockAt(a: AttemptClock, now: Date): ClockState {
  const endsAt = deadlineOf(a);
  const ended = a.endedAt && a.endedAt < endsAt ? a.endedAt : null;
  if (ended) return { status: 'finished', finishedAt: ended };
  if (now >= endsAt || a.itemCount === 0) return { status: 'finished', finishedAt: endsAt };
  if (a.timing.clock === 'shared') {
    if (a.position >= a.itemCount) return { status: 'finished', finishedAt: now };
    return { status: 'running', item: a.position, phase: 'answer', phaseEndsAt: endsAt, endsAt };
  }
  const perItemMs = secondsOfItem(a.timing.phases) * 1000;
  const elapsed = Math.max(0, now.getTime() - a.startedAt.getTime());
  const item = Math.floor(elapsed / perItemMs);
  let phaseEnd = a.startedAt.getTime() + item * perItemMs;
  for (const phase of a.timing.phases) {
    phaseEnd += phase.seconds * 1000;
    if (now.getTime() < phaseEnd) return { status: 'running', item, phase: phase.name, phaseEndsAt: new Date(phaseEnd), endsAt };
  }
  // Unreachable: the item's phases add up to perItemMs.
  return { status: 'finished', finishedAt: endsAt };
}

/**
 * When an answer to `target` may be written: from its phase's start to its end (fixed clock), or
 * while the aspirant is on that item, until the test's end (shared clock). Null when the test never
 * asks for it (a PPDT story part on a WAT, an item past the end).
 */
export function answerWindow(a: AttemptClock, target: AnswerTarget): { opensAt: Date; closesAt: Date } | null {
  if (!Number.isInteger(target.item) || target.item < 0 || target.item >= a.itemCount) return null;
  const start = a.startedAt.getTime();
  if (a.timing.clock === 'shared') return target.part === 'answer' ? { opensAt: a.startedAt, closesAt: deadlineOf(a) } : null;
  const perItemMs = secondsOfItem(a.timing.phases) * 1000;
  let opens = start + target.item * perItemMs;
  for (const phase of a.timing.phases) {
    const closes = opens + phase.seconds * 1000;
    if (phase.name === target.part) return { opensAt: new Date(opens), closesAt: new Date(closes) };
    opens = closes;
  }
  return null;
}

/** Whether the attempt takes no answer at all any more: ended by the aspirant, or past its deadline and the grace. */
export function isLocked(a: AttemptClock, now: Date): boolean {
  return (a.endedAt !== null && now >= a.endedAt) || now.getTime() > deadlineOf(a).getTime() + ANSWER_GRACE_MS;
}

/**
 * Whether an answer to `target` arriving at `now` is taken: inside its window (plus the grace), the
 * attempt not ended, and on the shared clock only for the item the aspirant is on (no going back,
 * no reading ahead).
 */
export function acceptsAnswer(a: AttemptClock, target: AnswerTarget, now: Date): boolean {
  const window = answerWindow(a, target);
  if (!window) return false;
  if (isLocked(a, now)) return false;
  if (a.timing.clock === 'shared' && target.item !== a.position) return false;
  return now >= window.opensAt && now.getTime() <= window.closesAt.getTime() + ANSWER_GRACE_MS;
}

/**
 * The aspirant moves on from item `from` (shared clock only): answers the new position and, past the
 * last item, when the attempt ended. Moving on from an item they already left changes nothing (a
 * repeated request), as does moving on once the time is up.
 */
export function moveOn(a: AttemptClock, from: number, now: Date): { position: number; endedAt: Date | null } {
  const unchanged = { position: a.position, endedAt: a.endedAt };
  if (a.timing.clock !== 'shared' || from !== a.position || clockAt(a, now).status !== 'running') return unchanged;
  const position = a.position + 1;
  return { position, endedAt: position >= a.itemCount ? now : null };
}

/** Every answer an attempt asks for, in order: one per item, two for PPDT (notes, then the story). */
export function answerTargets(a: Pick<AttemptClock, 'timing' | 'itemCount'>): AnswerTarget[] {
  const parts: AnswerPart[] =
    a.timing.clock === 'shared' ? ['answer'] : a.timing.phases.filter((p) => p.name !== 'view').map((p) => p.name as Exclude<PhaseName, 'view'>);
  return Array.from({ length: a.itemCount }, (_, item) => parts.map((part) => ({ item, part }))).flat();
}
