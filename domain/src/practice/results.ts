import { answerTargets, answerWindow, clockAt, type AnswerPart, type AttemptClock } from './clock';
import { PRACTICE_RUN_ITEMS, type PracticeTestKind, type PracticeTiming } from './tests';

/**
 * What an attempt shows afterwards (docs/product/practice.md "Afterwards"): how many answers were
 * left blank or cut short, the words of each story, the OIR score.
 */

/** Answers saved before the device said whether the clock cut them: one whose last change came this close to its time running out counts as cut short. */
export const CUT_SHORT_MS = 3_000;

/** `cutShort`: the device said the time ran out while the aspirant was still typing it (null: saved before devices said so). */
export type SavedAnswer = { item: number; part: AnswerPart; text: string | null; choice: number | null; savedAt: Date; cutShort?: boolean | null };

export const wordCount = (text: string | null) => (text ?? '').trim().split(/\s+/u).filter(Boolean).length;

const isBlank = (answer: SavedAnswer | undefined) => !answer || (answer.choice === null && wordCount(answer.text) === 0);

/**
 * Cut short: the clock ran out while the aspirant was still typing the answer. The device says so
 * when it sends the answer at the moment the time runs out with keystrokes not yet saved; an answer
 * saved before devices said so counts when its last change came in the last seconds of its time.
 */
export function isCutShort(a: AttemptClock, answer: SavedAnswer): boolean {
  if (answer.choice !== null || wordCount(answer.text) === 0) return false;
  if (answer.cutShort !== undefined && answer.cutShort !== null) return answer.cutShort;
  const window = answerWindow(a, answer);
  return window !== null && answer.savedAt.getTime() >= window.closesAt.getTime() - CUT_SHORT_MS && answer.savedAt <= window.closesAt;
}

export type AttemptSummary = { asked: number; answered: number; blank: number; cutShort: number };

export function summarize(a: AttemptClock, answers: readonly SavedAnswer[]): AttemptSummary {
  const byTarget = new Map(answers.map((x) => [`${x.item}:${x.part}`, x]));
  const targets = answerTargets(a);
  const blank = targets.filter((t) => isBlank(byTarget.get(`${t.item}:${t.part}`))).length;
  return { asked: targets.length, answered: targets.length - blank, blank, cutShort: answers.filter((x) => isCutShort(a, x)).length };
}

/** OIR: one mark per right choice, none for a wrong or missing one. */
export function scoreOir(rightChoices: readonly number[], answers: readonly Pick<SavedAnswer, 'item' | 'choice'>[]): { right: number; of: number } {
  const chosen = new Map(answers.map((x) => [x.item, x.choice]));
  return { right: rightChoices.filter((right, item) => chosen.get(item) === right).length, of: rightChoices.length };
}

/** Whether the attempt is over at `now` (then it is locked and its results are shown). */
export const isFinished = (a: AttemptClock, now: Date) => clockAt(a, now).status === 'finished';

/**
 * The short try before a full test: the set's first few items on the same clock; a shared clock
 * gets the same time per item as the full test, in one booklet.
 */
export function practiceRun(kind: PracticeTestKind, timing: PracticeTiming, itemCount: number): { timing: PracticeTiming; itemCount: number } {
  const items = Math.min(PRACTICE_RUN_ITEMS[kind], itemCount);
  if (timing.clock === 'fixed' || itemCount === 0) return { timing, itemCount: items };
  const perBooklet = timing.bookletSize ?? itemCount;
  return { timing: { clock: 'shared', totalSeconds: Math.max(1, Math.round((timing.totalSeconds * items) / perBooklet)) }, itemCount: items };
}
