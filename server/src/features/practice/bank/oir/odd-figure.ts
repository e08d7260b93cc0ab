import { polar, rotatePanel, type FigurePanel, type Fill, type Shape } from './figure';
import { motif } from './motifs';
import { figureQuestion, retrying, type Generator } from './question';
import type { Rng } from './rng';
import { MIRROR } from './transforms';

/**
 * Odd figure out. Three options share a property and the fourth lacks it. Every other property is either
 * the same in all four or different in all four (four fills, four turns), so no second option stands out
 * (the review of the old set found an odd-one-out with two defensible answers).
 */

const PROMPT = 'Which figure is the odd one out?';
const FOUR_FILLS: Fill[] = ['none', 'grey', 'black', 'hatched'];

const regular = (sides: number, fill: Fill, rotation: number, size = 36): Shape =>
  sides === 4
    ? { kind: 'square', x: 50, y: 52, size, rotation, fill }
    : sides === 3
      ? { kind: 'triangle', x: 50, y: 56, size: size + 2, rotation, fill }
      : { kind: 'polygon', x: 50, y: 52, size, sides, rotation, fill };

/** Three shapes with the same number of sides and one with another number; the four fills all differ. */
function sides(rng: Rng) {
  const [same, odd] = rng.pick([
    [3, 4],
    [4, 3],
    [4, 5],
    [5, 4],
    [5, 6],
    [6, 5],
    [3, 5],
    [6, 4],
  ] as const);
  const fills = rng.shuffle(FOUR_FILLS);
  const panel = (n: number, i: number): FigurePanel => ({
    shapes: [regular(n, fills[i]!, 0)],
  });
  return figureQuestion(
    rng,
    PROMPT,
    [],
    panel(odd, 0),
    [1, 2, 3].map((i) => panel(same, i)),
    `It has ${odd} sides; the other three have ${same}.`,
  );
}

/** Three arrows point at the black square and one does not; the four arrows all point different ways. */
function pointing(rng: Rng) {
  const angles = rng.shuffle([0, 45, 90, 135, 180, 225, 270, 315]).slice(0, 4);
  const miss = rng.pick([90, 135, 180, 225, 270]);
  const panel = (arrowAt: number, squareAt: number): FigurePanel => {
    const [x, y] = polar(33, squareAt);
    return {
      shapes: [
        { kind: 'arrow', x: 50, y: 50, size: 20, rotation: arrowAt },
        { kind: 'square', x, y, size: 10, rotation: 0, fill: 'black' },
      ],
    };
  };
  const [first, ...rest] = angles as [number, number, number, number];
  return figureQuestion(
    rng,
    PROMPT,
    [],
    panel(first, first + miss),
    rest.map((a) => panel(a, a)),
    'In the other three the arrow points at the black square; here it does not.',
  );
}

/** Three shapes hold the dot inside and one has it outside; the four shapes are all different. */
function dotInside(rng: Rng) {
  const kinds = rng.shuffle([3, 4, 5, 6]);
  const panel = (n: number, inside: boolean): FigurePanel => {
    const [x, y] = inside ? polar(rng.pick([0, 5]), rng.int(0, 7) * 45, 50, 54) : [rng.pick([14, 86]), rng.pick([12, 88])];
    return {
      shapes: [regular(n, 'none', 0, 28), { kind: 'dot', x, y }],
    };
  };
  return figureQuestion(
    rng,
    PROMPT,
    [],
    panel(kinds[0]!, false),
    kinds.slice(1).map((n) => panel(n, true)),
    'Its dot is outside the shape; in the other three it is inside.',
  );
}

/** Three figures are the same figure turned; the fourth is its mirror image. */
function mirrored(rng: Rng) {
  const m = motif(rng);
  const turns = rng.shuffle([0, 90, 180, 270]);
  return figureQuestion(
    rng,
    PROMPT,
    [],
    rotatePanel(MIRROR.apply(m), turns[0]!),
    turns.slice(1).map((t) => rotatePanel(m, t)),
    'The other three are one figure turned round; this one is its mirror image, which no turn can give.',
  );
}

export const oddFigure: Generator = retrying((rng, level) => {
  if (level === 1) return rng.pick([sides, dotInside])(rng);
  if (level === 2) return rng.pick([pointing, dotInside, mirrored])(rng);
  return mirrored(rng);
});
