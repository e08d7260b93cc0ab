import { analogyFigure } from './analogy-figures';
import { arithmetic } from './arithmetic';
import { clocksCalendars } from './clocks-calendars';
import { coding } from './coding';
import { completionFigure } from './completion-figures';
import { countingFigure } from './counting-figures';
import { directions } from './directions';
import { panelKey } from './figure';
import { hiddenFigure } from './hidden-figure';
import { letterSeries } from './letter-series';
import { mirrorFigure } from './mirror-figures';
import { numberSeries } from './number-series';
import { oddFigure } from './odd-figure';
import { ordering } from './ordering';
import type { Generator, Level, OirQuestion } from './question';
import { seeded, type Rng } from './rng';
import { seriesFigure } from './series-figures';
import { WRITTEN_QUESTIONS } from './verbal-written';

/**
 * How the sittings are put together (docs/product/practice-oir.md "Booklets"): each booklet has the same
 * mix of question types, levels spread across each type, easy to hard as the board's booklets run, and
 * no question anywhere in the bank twice.
 */

/** The generators and how many questions each gives a booklet: 18 figure questions and 16 generated verbal ones. */
export const FIGURE_MIX: readonly [string, Generator, number][] = [
  ['series', seriesFigure, 4],
  ['analogy', analogyFigure, 3],
  ['odd', oddFigure, 3],
  ['mirror', mirrorFigure, 2],
  ['completion', completionFigure, 2],
  ['hidden', hiddenFigure, 2],
  ['counting', countingFigure, 2],
];
export const VERBAL_MIX: readonly [string, Generator, number][] = [
  ['number series', numberSeries, 3],
  ['letter series', letterSeries, 2],
  ['coding', coding, 2],
  ['arithmetic', arithmetic, 3],
  ['directions', directions, 2],
  ['clocks and calendars', clocksCalendars, 2],
  ['ordering', ordering, 2],
];
/** Hand-written verbal questions per booklet. */
export const WRITTEN_PER_BOOKLET = 6;

/** Prompts that many questions share (their options tell them apart); any other prompt is asked once in the bank. */
const SHARED_PROMPTS =
  /^(Which is the odd one out\?|Which word comes (first|second|third|last) in (a dictionary|dictionary order)\?|Which of these fractions is the largest\?)$/;

/** What makes two questions the same: the prompt (with the options, for a shared prompt), and for a figure its stem (or, without a stem, its options) as drawn. */
export function sameness(q: OirQuestion): string {
  if (!q.figure) return SHARED_PROMPTS.test(q.prompt) ? `${q.prompt}|${[...q.options].sort().join('|')}` : q.prompt;
  const panels = q.figure.stem.length > 0 ? q.figure.stem.map(panelKey) : q.figure.options.map(panelKey).sort();
  return `${q.prompt}|${panels.join('#')}`;
}

type Slot = { level: Level; question: OirQuestion };

function draw(rng: Rng, make: Generator, level: Level, seen: Set<string>): OirQuestion {
  for (let i = 0; i < 60; i++) {
    const q = make(rng, i < 40 ? level : ((((level + i) % 3) + 1) as Level));
    const key = sameness(q);
    if (!seen.has(key)) {
      seen.add(key);
      return q;
    }
  }
  throw new Error('the generator keeps repeating questions');
}

/** One booklet: `number` counts booklets across the bank (it seeds the draws and staggers the levels). */
function booklet(number: number, written: readonly OirQuestion[], seen: Set<string>): OirQuestion[] {
  const rng = seeded(`oir-booklet-${number}`);
  const slots: Slot[] = [];
  for (const [, make, count] of [...FIGURE_MIX, ...VERBAL_MIX]) {
    for (let i = 0; i < count; i++) {
      const level = (((i + number) % 3) + 1) as Level;
      slots.push({ level, question: draw(rng, make, level, seen) });
    }
  }
  written.forEach((question, i) => {
    const key = sameness(question);
    if (seen.has(key)) throw new Error(`a written question repeats: ${question.prompt}`);
    seen.add(key);
    slots.push({ level: (i % 2) + 1 === 1 ? 1 : 2, question });
  });
  // Easy to hard, the types mixed within each level.
  return ([1, 2, 3] as const).flatMap((level) => rng.shuffle(slots.filter((s) => s.level === level)).map((s) => s.question));
}

/** The booklets of `sittings` sittings, two each. */
export function buildBooklets(sittings: number): [OirQuestion[], OirQuestion[]][] {
  const seen = new Set<string>();
  const out: [OirQuestion[], OirQuestion[]][] = [];
  for (let s = 0; s < sittings; s++) {
    const pair = [0, 1].map((b) => {
      const n = s * 2 + b;
      return booklet(n, WRITTEN_QUESTIONS.slice(n * WRITTEN_PER_BOOKLET, (n + 1) * WRITTEN_PER_BOOKLET), seen);
    });
    out.push([pair[0]!, pair[1]!]);
  }
  return out;
}
