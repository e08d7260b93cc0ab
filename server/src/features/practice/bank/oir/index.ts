import { OIR_BOOKLET } from '@ssb/domain';
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

/** The timing of a booklet is the domain's (OIR_BOOKLET), with its sources in docs/product/practice-oir.md. */
export type OirSitting = { title: string; description: string; booklets: readonly [readonly OirQuestion[], readonly OirQuestion[]] };

const SITTINGS = 8;
const perBooklet = [...FIGURE_MIX, ...VERBAL_MIX].reduce((n, [, , count]) => n + count, 0) + WRITTEN_PER_BOOKLET;
if (perBooklet !== OIR_BOOKLET.questions) throw new Error(`an OIR booklet mix makes ${perBooklet} questions, not ${OIR_BOOKLET.questions}`);

export const OIR_SITTINGS: readonly OirSitting[] = buildBooklets(SITTINGS).map(([first, second], i) => ({
  title: `OIR sitting ${i + 1}`,
  description: `Two booklets of ${OIR_BOOKLET.questions} questions, ${OIR_BOOKLET.seconds / 60} minutes each: verbal and non-verbal reasoning mixed, easy to hard.`,
  booklets: [first, second] as const,
}));
