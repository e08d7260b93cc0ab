import { allDifferent, canonicalPanel, QUESTION_PANEL, type FigurePanel, type OirFigure } from './figure';
import type { Rng } from './rng';

export type OirQuestion = {
  prompt: string;
  options: string[];
  figure: OirFigure | null;
  rightChoice: number;
  explanation: string;
};

/** How hard a generated question is: 1 quick, 2 one more step, 3 two rules at once or bigger numbers. */
export type Level = 1 | 2 | 3;

/** A question maker: the same `rng` state and level always make the same question. */
export type Generator = (rng: Rng, level: Level) => OirQuestion;

export const LABELS = ['A', 'B', 'C', 'D', 'E'] as const;

/** Thrown by a generator when the draw cannot make a question with exactly one right option; `retrying` draws again. */
export class Redraw extends Error {}

/** Draws again (from the same random stream, so still deterministic) until the maker succeeds. */
export function retrying(make: Generator): Generator {
  return (rng, level) => {
    for (let i = 0; i < 200; i++) {
      try {
        return make(rng, level);
      } catch (e) {
        if (!(e instanceof Redraw)) throw e;
      }
    }
    throw new Error('the generator found no question in 200 draws');
  };
}

export function check(condition: boolean): asserts condition {
  if (!condition) throw new Redraw();
}

/** A text question: the right option and the wrong ones, which must all differ, in a shuffled order. */
export function textQuestion(rng: Rng, prompt: string, right: string, wrong: readonly string[], explanation: string): OirQuestion {
  const all = [right, ...wrong];
  check(wrong.length >= 3 && new Set(all.map((o) => o.trim().toLowerCase())).size === all.length);
  const options = rng.shuffle(all.slice(0, 4));
  return {
    prompt,
    options,
    figure: null,
    rightChoice: options.indexOf(right),
    explanation,
  };
}

/**
 * A figure question: stem panels (null where the "?" goes), the right panel and three wrong ones, which
 * must all differ as drawn; the options are shuffled and labelled A-D.
 */
export function figureQuestion(
  rng: Rng,
  prompt: string,
  stem: readonly (FigurePanel | null)[],
  right: FigurePanel,
  wrong: readonly FigurePanel[],
  explanation: string,
): OirQuestion {
  check(wrong.length === 3 && allDifferent([right, ...wrong]));
  const order = rng.shuffle([0, 1, 2, 3]);
  const panels = [right, ...wrong].map(canonicalPanel);
  const options = order.map((i) => panels[i]!);
  const stemBlanks = stem.flatMap((p, i) => (p === null ? [i] : []));
  const figure: OirFigure = {
    stem: stem.map((p) => p ?? QUESTION_PANEL),
    options,
  };
  if (stemBlanks.length > 0) figure.stemBlanks = stemBlanks;
  return {
    prompt,
    options: LABELS.slice(0, 4).map(String),
    figure,
    rightChoice: order.indexOf(0),
    explanation,
  };
}

/** Numbers near `answer` that differ from it and from one another (wrong options for arithmetic). */
export function nearNumbers(rng: Rng, answer: number, spread: readonly number[], count = 3): number[] {
  const out: number[] = [];
  for (const d of rng.shuffle(spread)) {
    const v = answer + d;
    if (v > 0 && v !== answer && !out.includes(v)) out.push(v);
    if (out.length === count) return out;
  }
  throw new Redraw();
}
