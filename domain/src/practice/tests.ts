/**
 * The SSB's written tests the practice studio runs (docs/product/practice.md), each with the
 * board's timing as the default a set may change.
 */
import { PRACTICE_TEST_NAMES, type PracticeTestKind } from './testNames';

export { PRACTICE_TEST_KINDS, PRACTICE_TEST_NAMES, type PracticeTestKind } from './testNames';

/**
 * A stretch of one item on a fixed clock: the picture alone ('view', nothing to write), notes on
 * the characters ('notes', PPDT), or the answer itself ('write').
 */
export type PhaseName = 'view' | 'notes' | 'write';
export type Phase = { name: PhaseName; seconds: number };

/**
 * How a test is timed.
 * - `fixed`: every item runs through the same phases, back to back, on a clock nobody can stop
 *   (WAT, TAT, PPDT): where the test stands follows from its start time alone.
 * - `shared`: booklets, as on paper: the items are split into booklets of `bookletSize` (one booklet
 *   when it is left out), each open for `totalSeconds` (a shorter last booklet for its share); within
 *   the open booklet the aspirant answers in any order, skips and comes back; handing a booklet in
 *   (or its time running out) opens the next, never back (SRT, SD, OIR).
 */
export type PracticeTiming = { clock: 'fixed'; phases: Phase[] } | { clock: 'shared'; totalSeconds: number; bookletSize?: number };

/**
 * OIR as the board gives it: two booklets a sitting, each of 40 questions in 17 minutes (about 25 s a
 * question). The board publishes no timing; docs/product/practice-oir.md gives the reports it is taken from.
 */
export const OIR_BOOKLET = { questions: 40, seconds: 17 * 60, perSitting: 2 } as const;

export const PRACTICE_TESTS: Record<PracticeTestKind, { name: string; short: string; items: number; timing: PracticeTiming; what: string }> = {
  wat: {
    ...PRACTICE_TEST_NAMES.wat,
    items: 60,
    timing: { clock: 'fixed', phases: [{ name: 'write', seconds: 15 }] },
    what: 'A word appears; write the first sentence it brings to mind.',
  },
  srt: {
    ...PRACTICE_TEST_NAMES.srt,
    items: 60,
    timing: { clock: 'shared', totalSeconds: 30 * 60 },
    what: 'A situation appears; write what you would do.',
  },
  tat: {
    ...PRACTICE_TEST_NAMES.tat,
    items: 12,
    timing: {
      clock: 'fixed',
      phases: [
        { name: 'view', seconds: 30 },
        { name: 'write', seconds: 4 * 60 },
      ],
    },
    what: 'A picture for 30 seconds, then write a story about it. The last slide is blank: imagine your own.',
  },
  ppdt: {
    ...PRACTICE_TEST_NAMES.ppdt,
    items: 1,
    timing: {
      clock: 'fixed',
      phases: [
        { name: 'view', seconds: 30 },
        { name: 'notes', seconds: 60 },
        { name: 'write', seconds: 4 * 60 },
      ],
    },
    what: 'A hazy picture for 30 seconds; note the characters (age, sex, mood) and the action, then write a story.',
  },
  sd: {
    ...PRACTICE_TEST_NAMES.sd,
    items: 5,
    timing: { clock: 'shared', totalSeconds: 15 * 60 },
    what: 'Five paragraphs: what your parents, teachers, friends and you think of you, and what you aim to become.',
  },
  oir: {
    ...PRACTICE_TEST_NAMES.oir,
    items: OIR_BOOKLET.questions * OIR_BOOKLET.perSitting,
    timing: { clock: 'shared', totalSeconds: OIR_BOOKLET.seconds, bookletSize: OIR_BOOKLET.questions },
    what: 'Two booklets of verbal and non-verbal multiple-choice questions, scored at once.',
  },
};

/** How many items a practice run (the short try before a full test) takes from the set. */
export const PRACTICE_RUN_ITEMS: Record<PracticeTestKind, number> = { wat: 3, srt: 3, tat: 1, ppdt: 1, sd: 1, oir: 3 };

/** The bounds a set's own timing must keep to (seconds). */
export const PHASE_SECONDS = { min: 5, max: 30 * 60 } as const;
export const SHARED_SECONDS = { min: 60, max: 3 * 60 * 60 } as const;

/** The five Self Description paragraphs, in the board's order. */
export const SD_PROMPTS = [
  'What do your parents think of you?',
  'What do your teachers (or employers) think of you?',
  'What do your friends think of you?',
  'What do you think of yourself?',
  'What kind of person would you like to become?',
] as const;

/** The 15 officer like qualities a reviewer tags answers with, in the board's order. */
export const OFFICER_LIKE_QUALITIES = [
  'effective intelligence',
  'reasoning ability',
  'organising ability',
  'power of expression',
  'social adaptability',
  'cooperation',
  'sense of responsibility',
  'initiative',
  'self-confidence',
  'speed of decision',
  'ability to influence the group',
  'liveliness',
  'determination',
  'courage',
  'stamina',
] as const;
export type OfficerLikeQuality = (typeof OFFICER_LIKE_QUALITIES)[number];

/**
 * A TAT set holds the pictures; the test shows them and then one blank slide, on which the aspirant
 * imagines a picture of their own (as the board does). So a TAT attempt has one item more than its set.
 */
export const itemCountOf = (kind: PracticeTestKind, authoredItems: number) => (kind === 'tat' ? authoredItems + 1 : authoredItems);

/** Whether item `item` of a `kind` attempt over `authoredItems` authored items is TAT's blank slide. */
export const isBlankSlide = (kind: PracticeTestKind, authoredItems: number, item: number) => kind === 'tat' && item === authoredItems;

const NOUNS: Record<PracticeTestKind, [string, string]> = {
  wat: ['word', 'words'],
  srt: ['situation', 'situations'],
  tat: ['picture', 'pictures'],
  ppdt: ['picture', 'pictures'],
  sd: ['paragraph', 'paragraphs'],
  oir: ['question', 'questions'],
};
const PHASE_WORDS: Record<PhaseName, string> = { view: 'to look', notes: 'for notes', write: 'to write' };

/** '15 s', '4 min', '1 min 30 s'. */
export function formatSeconds(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

/** The timing in a line: '60 words, 15 s each', '12 pictures: 30 s to look, 4 min to write each', '60 situations in 30 min', '2 booklets of 40 questions, 17 min each'. */
export function describeTiming(kind: PracticeTestKind, timing: PracticeTiming, itemCount: number): string {
  const [one, many] = NOUNS[kind];
  const items = `${itemCount} ${itemCount === 1 ? one : many}`;
  if (timing.clock === 'shared') {
    const booklets = timing.bookletSize ? Math.ceil(itemCount / timing.bookletSize) : 1;
    if (booklets <= 1) return `${items} in ${formatSeconds(timing.totalSeconds)}`;
    return `${booklets} booklets of ${timing.bookletSize} ${many}, ${formatSeconds(timing.totalSeconds)} each`;
  }
  const [only] = timing.phases;
  if (timing.phases.length === 1 && only) return `${items}, ${formatSeconds(only.seconds)} each`;
  const phases = timing.phases.map((p) => `${formatSeconds(p.seconds)} ${PHASE_WORDS[p.name]}`).join(', ');
  return itemCount === 1 ? `${items}: ${phases}` : `${items}: ${phases} each`;
}

/** `timing` with every length multiplied by `scale` (at least a second each): browser journeys run a board day in minutes. */
export function scaledTiming(timing: PracticeTiming, scale: number): PracticeTiming {
  if (scale === 1) return timing;
  const scaled = (seconds: number) => Math.max(1, Math.round(seconds * scale));
  return timing.clock === 'fixed' ? { clock: 'fixed', phases: timing.phases.map((p) => ({ ...p, seconds: scaled(p.seconds) })) } : { ...timing, totalSeconds: scaled(timing.totalSeconds) };
}
