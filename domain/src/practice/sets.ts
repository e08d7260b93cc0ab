import { withArticle } from '../words';
import { PHASE_SECONDS, PRACTICE_TESTS, SHARED_SECONDS, type PracticeTestKind, type PracticeTiming } from './tests';

/**
 * What a practice set must hold before it is published (docs/product/practice.md "Sets"). Pure: the
 * server checks it at publishing, the authoring screen shows it as a checklist.
 */

export const SET_LIMITS = { title: { min: 3, max: 120 }, description: 500, prompt: 600, option: 200, explanation: 500, items: 100, options: { min: 2, max: 6 }, tatPictures: 11 } as const;

export type AuthoredItem = { prompt: string | null; imageKey: string | null; options: string[] | null; rightChoice: number | null; explanation: string | null };

const filled = (text: string | null | undefined) => (text ?? '').trim().length > 0;

/** Why `items` cannot be published as a `kind` set yet, in the order to fix them; empty when it can. */
export function publishingProblems(kind: PracticeTestKind, items: readonly AuthoredItem[]): string[] {
  const problems: string[] = [];
  if (items.length === 0) return ['Add at least one item'];
  const number = (i: number) => `Item ${i + 1}`;
  items.forEach((item, i) => {
    if (kind === 'tat' || kind === 'ppdt') {
      if (!item.imageKey) problems.push(`${number(i)}: add its picture`);
      return;
    }
    if (!filled(item.prompt)) problems.push(`${number(i)}: write its ${kind === 'oir' ? 'question' : kind === 'wat' ? 'word' : kind === 'sd' ? 'paragraph prompt' : 'situation'}`);
    if (kind !== 'oir') return;
    const options = item.options ?? [];
    if (options.length < SET_LIMITS.options.min || options.some((o) => !filled(o))) problems.push(`${number(i)}: give at least ${SET_LIMITS.options.min} options, none empty`);
    if (item.rightChoice === null || item.rightChoice < 0 || item.rightChoice >= options.length) problems.push(`${number(i)}: mark the right option`);
    if (!filled(item.explanation)) problems.push(`${number(i)}: say why the right option is right`);
  });
  if (kind === 'tat' && items.length > SET_LIMITS.tatPictures) problems.push(`A TAT set has at most ${SET_LIMITS.tatPictures} pictures (the blank slide is added after them)`);
  if (kind === 'ppdt' && items.length !== 1) problems.push('A PPDT set has exactly one picture');
  if (kind === 'sd' && items.length !== 5) problems.push('A Self Description set has the five paragraphs');
  return problems;
}

/**
 * A set's own timing is the board's phases with other lengths (same phases, same order), or another
 * total for a shared clock, within bounds. Answers a message, or null when it is fine.
 */
export function timingProblem(kind: PracticeTestKind, timing: PracticeTiming): string | null {
  const board = PRACTICE_TESTS[kind].timing;
  if (board.clock !== timing.clock) return `${PRACTICE_TESTS[kind].short} runs on ${withArticle(board.clock)} clock`;
  if (timing.clock === 'shared') {
    const ok = timing.totalSeconds >= SHARED_SECONDS.min && timing.totalSeconds <= SHARED_SECONDS.max;
    return ok ? null : `The whole test takes between ${SHARED_SECONDS.min / 60} minute and ${SHARED_SECONDS.max / 3600} hours`;
  }
  const phases = board.clock === 'fixed' ? board.phases : [];
  if (timing.phases.length !== phases.length || timing.phases.some((p, i) => p.name !== phases[i]?.name)) return 'Keep the test’s phases, in their order; change only their lengths';
  if (timing.phases.some((p) => p.seconds < PHASE_SECONDS.min || p.seconds > PHASE_SECONDS.max)) return `Each phase takes between ${PHASE_SECONDS.min} seconds and ${PHASE_SECONDS.max / 60} minutes`;
  return null;
}
