import type { PhaseName, PracticeTiming } from './tests';

/**
 * The server's clock of one attempt (docs/product/practice.md "Timing"). Everything here is a pure
 * function of what the attempt row holds and the time now, so a reload, a dropped connection or a
 * second tab sees the same item with the same time left, never more.
 */

/** An answer arriving this long after its time is still taken (the network's delay), never later. */
export const ANSWER_GRACE_MS = 2_000;

/**
 * An answer typed in its time while the connection was down is kept on the device and sent when it
 * is back, saying when it was typed: the server takes it up to this long after it was typed.
 */
export const OFFLINE_SYNC_MS = 60 * 60 * 1000;

export type AttemptClock = {
  timing: PracticeTiming;
  itemCount: number;
  startedAt: Date;
  /** Shared clock: the booklet the aspirant handed in last, plus one. The fixed clock ignores it. */
  position: number;
  /** Shared clock: when booklet `position` opened (null: at the start). */
  bookletStartedAt?: Date | null;
  /** Set when the attempt ended before its time: the aspirant handed in the last booklet, or stopped. */
  endedAt: Date | null;
};

/** Where an answer goes: an item, and for PPDT the notes or the story. Shared-clock tests write 'answer'. */
export type AnswerPart = Exclude<PhaseName, 'view'> | 'answer';
export type AnswerTarget = { item: number; part: AnswerPart };

/** A booklet of a shared-clock test: its items `first` .. `first + count - 1`, open `seconds`. */
export type Booklet = { index: number; first: number; count: number; seconds: number };

export type ClockState =
  | {
      status: 'running';
      /** fixed clock: the item on screen; shared clock: the open booklet's first item */
      item: number;
      phase: PhaseName | 'answer';
      /** when this phase (fixed) or the open booklet (shared) runs out */
      phaseEndsAt: Date;
      endsAt: Date;
      /** shared clock: the open booklet */
      booklet: Booklet | null;
    }
  | { status: 'finished'; finishedAt: Date };

const secondsOfItem = (phases: readonly { seconds: number }[]) => phases.reduce((sum, p) => sum + p.seconds, 0);

/** A shared-clock test's booklets: `bookletSize` items each (all in one when none is set), the last one its share of the time. */
export function bookletsOf(timing: PracticeTiming, itemCount: number): Booklet[] {
  if (timing.clock !== 'shared' || itemCount <= 0) return [];
  const size = Math.max(1, timing.bookletSize ?? itemCount);
  const booklets: Booklet[] = [];
  for (let first = 0; first < itemCount; first += size) {
    const count = Math.min(size, itemCount - first);
    booklets.push({ index: booklets.length, first, count, seconds: Math.max(1, Math.round((timing.totalSeconds * count) / size)) });
  }
  return booklets;
}

/** The booklet holding `item`, if any. */
export const bookletOfItem = (booklets: readonly Booklet[], item: number) => booklets.find((b) => item >= b.first && item < b.first + b.count) ?? null;

/** The longest an attempt can run: every item's phases, or every booklet's time. */
export function totalMs(timing: PracticeTiming, itemCount: number): number {
  if (timing.clock === 'fixed') return secondsOfItem(timing.phases) * 1000 * itemCount;
  return bookletsOf(timing, itemCount).reduce((sum, b) => sum + b.seconds * 1000, 0);
}

/**
 * Shared clock: the booklet open at `now` and when it opened, counting from the last one handed in;
 * a booklet whose time ran out is followed by the next at that moment. `index` past the last: over.
 */
function openBooklet(a: AttemptClock, booklets: readonly Booklet[], now: Date): { index: number; openedAt: number } {
  let index = a.position;
  let openedAt = (a.bookletStartedAt ?? a.startedAt).getTime();
  while (index < booklets.length && now.getTime() >= openedAt + booklets[index]!.seconds * 1000) {
    openedAt += booklets[index]!.seconds * 1000;
    index += 1;
  }
  return { index, openedAt };
}

/** When the attempt ends at the latest (its time runs out), as it stands. */
export function deadlineOf(a: AttemptClock): Date {
  if (a.timing.clock === 'fixed') return new Date(a.startedAt.getTime() + totalMs(a.timing, a.itemCount));
  const booklets = bookletsOf(a.timing, a.itemCount);
  const from = (a.bookletStartedAt ?? a.startedAt).getTime();
  return new Date(from + booklets.slice(a.position).reduce((sum, b) => sum + b.seconds * 1000, 0));
}

/** Where the attempt stands at `now`. */
export function clockAt(a: AttemptClock, now: Date): ClockState {
  const endsAt = deadlineOf(a);
  const ended = a.endedAt && a.endedAt < endsAt ? a.endedAt : null;
  if (ended) return { status: 'finished', finishedAt: ended };
  if (now >= endsAt || a.itemCount === 0) return { status: 'finished', finishedAt: endsAt };
  if (a.timing.clock === 'shared') {
    const booklets = bookletsOf(a.timing, a.itemCount);
    const { index, openedAt } = openBooklet(a, booklets, now);
    const booklet = booklets[index];
    if (!booklet) return { status: 'finished', finishedAt: new Date(openedAt) };
    return { status: 'running', item: booklet.first, phase: 'answer', phaseEndsAt: new Date(openedAt + booklet.seconds * 1000), endsAt, booklet };
  }
  const perItemMs = secondsOfItem(a.timing.phases) * 1000;
  const elapsed = Math.max(0, now.getTime() - a.startedAt.getTime());
  const item = Math.floor(elapsed / perItemMs);
  let phaseEnd = a.startedAt.getTime() + item * perItemMs;
  for (const phase of a.timing.phases) {
    phaseEnd += phase.seconds * 1000;
    if (now.getTime() < phaseEnd) return { status: 'running', item, phase: phase.name, phaseEndsAt: new Date(phaseEnd), endsAt, booklet: null };
  }
  // Unreachable: the item's phases add up to perItemMs.
  return { status: 'finished', finishedAt: endsAt };
}

/**
 * When an answer to `target` may be written: from its phase's start to its end (fixed clock), or
 * while its booklet is open (shared clock; a booklet handed in closed when it was handed in). Null
 * when the test never asks for it (a PPDT story part on a WAT, an item past the end).
 */
export function answerWindow(a: AttemptClock, target: AnswerTarget): { opensAt: Date; closesAt: Date } | null {
  if (!Number.isInteger(target.item) || target.item < 0 || target.item >= a.itemCount) return null;
  const start = a.startedAt.getTime();
  if (a.timing.clock === 'shared') {
    if (target.part !== 'answer') return null;
    const booklets = bookletsOf(a.timing, a.itemCount);
    const booklet = bookletOfItem(booklets, target.item)!;
    const handedInAt = (a.bookletStartedAt ?? a.startedAt).getTime();
    // A booklet before the open one: handed in (or run out) at the latest when the open one opened.
    if (booklet.index < a.position) return { opensAt: a.startedAt, closesAt: new Date(handedInAt) };
    const opensAt = handedInAt + booklets.slice(a.position, booklet.index).reduce((sum, b) => sum + b.seconds * 1000, 0);
    return { opensAt: new Date(opensAt), closesAt: new Date(opensAt + booklet.seconds * 1000) };
  }
  const perItemMs = secondsOfItem(a.timing.phases) * 1000;
  let opens = start + target.item * perItemMs;
  for (const phase of a.timing.phases) {
    const closes = opens + phase.seconds * 1000;
    if (phase.name === target.part) return { opensAt: new Date(opens), closesAt: new Date(closes) };
    opens = closes;
  }
  return null;
}

/** Whether the attempt takes no answer at all any more: ended by the aspirant, or past its deadline and the grace (and the time an answer kept offline may take to arrive). */
export function isLocked(a: AttemptClock, now: Date): boolean {
  return (a.endedAt !== null && now >= a.endedAt && now.getTime() > a.endedAt.getTime() + OFFLINE_SYNC_MS) || now.getTime() > deadlineOf(a).getTime() + ANSWER_GRACE_MS + OFFLINE_SYNC_MS;
}

/**
 * Whether an answer to `target` typed at `typedAt` and arriving at `now` is taken
 * (docs/product/practice.md "Answers that survive the network"): typed inside its window (plus the
 * grace), before the aspirant ended the attempt or handed its booklet in, not in the future, and
 * arriving within OFFLINE_SYNC_MS of its typing. An answer sent at once is typed `now`.
 */
export function acceptsAnswer(a: AttemptClock, target: AnswerTarget, now: Date, typedAt: Date = now): boolean {
  const window = answerWindow(a, target);
  if (!window) return false;
  if (typedAt.getTime() > now.getTime()) return false;
  if (now.getTime() - typedAt.getTime() > OFFLINE_SYNC_MS) return false;
  if (a.endedAt && typedAt >= a.endedAt) return false;
  // A booklet the aspirant handed in takes nothing from then on: the grace is for a clock that ran out.
  const handedIn = a.timing.clock === 'shared' && bookletOfItem(bookletsOf(a.timing, a.itemCount), target.item)!.index < a.position;
  return typedAt >= window.opensAt && typedAt.getTime() <= window.closesAt.getTime() + (handedIn ? -1 : ANSWER_GRACE_MS);
}

/**
 * The aspirant hands in booklet `from` (shared clock only): the next one opens now, or past the last
 * the attempt ends. Handing in a booklet already closed changes nothing (a repeated request), as does
 * handing in once the time is up.
 */
export function moveOn(a: AttemptClock, from: number, now: Date): { position: number; bookletStartedAt: Date | null; endedAt: Date | null } {
  const unchanged = { position: a.position, bookletStartedAt: a.bookletStartedAt ?? null, endedAt: a.endedAt };
  if (a.timing.clock !== 'shared') return unchanged;
  const state = clockAt(a, now);
  if (state.status !== 'running' || state.booklet?.index !== from) return unchanged;
  const position = from + 1;
  return { position, bookletStartedAt: now, endedAt: position >= bookletsOf(a.timing, a.itemCount).length ? now : null };
}

/** Every answer an attempt asks for, in order: one per item, two for PPDT (notes, then the story). */
export function answerTargets(a: Pick<AttemptClock, 'timing' | 'itemCount'>): AnswerTarget[] {
  const parts: AnswerPart[] =
    a.timing.clock === 'shared' ? ['answer'] : a.timing.phases.filter((p) => p.name !== 'view').map((p) => p.name as Exclude<PhaseName, 'view'>);
  return Array.from({ length: a.itemCount }, (_, item) => parts.map((part) => ({ item, part }))).flat();
}
