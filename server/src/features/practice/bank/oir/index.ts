import { buildBooklets, FIGURE_MIX, VERBAL_MIX, WRITTEN_PER_BOOKLET } from './booklets';
import type { OirQuestion } from './question';

/**
 * The OIR question bank (docs/product/practice-oir.md): sittings of two booklets, each mixing verbal
 * questions and non-verbal ones drawn as figures, every key computed by the rule that made the question.
 * Built the same on every start (seeded draws), when this module is first imported.
 */

export type { OirQuestion } from './question';
export type { FigurePanel, Fill, OirFigure, Shape } from './figure';
export { panelSvg, QUESTION_PANEL } from './figure';

export type OirSitting = { title: string; description: string; booklets: readonly [readonly OirQuestion[], readonly OirQuestion[]] };

/**
 * The timing of one booklet. The board does not publish it; candidates' and coaching sites' accounts put
 * it at about 40 questions (sometimes 50) in about 17 minutes (more for 50), two booklets one after the other.
 */
export const OIR_BOOKLET = {
  questions: 40,
  seconds: 17 * 60,
  source:
    "Not published by the board. Candidates' and coaching accounts: http://ssbmadeeasy.com/2017/01/oir-test-in-ssb-interview-day-1.html (two booklets of about 40 questions, 17 minutes each); " +
    'https://blog.trishuldefenceacademy.com/ssb-interview/what-is-oir-test-importance-of-officer-intelligence-rating-test/ (the same); ' +
    'https://ssbcrackexams.com/complete-guide-on-how-to-prepare-for-officers-intelligence-rating-oir-test-in-ssb-interview (40-50 questions, 17-20 minutes a booklet).',
} as const;

const SITTINGS = 8;
const perBooklet = [...FIGURE_MIX, ...VERBAL_MIX].reduce((n, [, , count]) => n + count, 0) + WRITTEN_PER_BOOKLET;
if (perBooklet !== OIR_BOOKLET.questions) throw new Error(`an OIR booklet mix makes ${perBooklet} questions, not ${OIR_BOOKLET.questions}`);

export const OIR_SITTINGS: readonly OirSitting[] = buildBooklets(SITTINGS).map(([first, second], i) => ({
  title: `OIR sitting ${i + 1}`,
  description: `Two booklets of ${OIR_BOOKLET.questions} questions, ${OIR_BOOKLET.seconds / 60} minutes each: verbal and non-verbal reasoning mixed, easy to hard.`,
  booklets: [first, second] as const,
}));
