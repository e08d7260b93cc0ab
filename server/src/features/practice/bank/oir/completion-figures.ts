import { allDifferent, flipPanel, mirrorPanel, movePanel, rotatePanel, type FigurePanel, type Shape } from './figure';
import { check, figureQuestion, retrying, type Generator } from './question';
import type { Rng } from './rng';

/**
 * Figure completion: a design the same in its four quarters, reflected across both middle lines, with one
 * quarter missing. The answer is that quarter; the wrong options are the other quarters moved into its
 * place unreflected, which all differ because the quarter drawn is not symmetric itself.
 */

/** Where each quarter's top left corner is, and how the top left quarter is reflected to make it. */
const QUARTERS = [
  { x: 0, y: 0, make: (p: FigurePanel) => p },
  { x: 50, y: 0, make: mirrorPanel },
  { x: 0, y: 50, make: flipPanel },
  { x: 50, y: 50, make: (p: FigurePanel) => rotatePanel(p, 180) },
];

const GRID = [10, 23, 36];

/** Two or three parts in the top left quarter, kept away from the middle lines. */
function quarter(rng: Rng, level: number): FigurePanel {
  const point = () => [rng.pick(GRID), rng.pick(GRID)] as const;
  const shapes: Shape[] = [];
  const [x1, y1] = point();
  const [x2, y2] = point();
  check(x1 !== x2 || y1 !== y2);
  shapes.push({ kind: 'line', x1, y1, x2, y2 });
  const [sx, sy] = point();
  shapes.push(
    rng.pick<Shape>([
      {
        kind: 'circle',
        x: sx,
        y: sy,
        size: 9,
        fill: rng.pick(['none', 'black', 'grey']),
      },
      {
        kind: 'square',
        x: sx,
        y: sy,
        size: 11,
        rotation: 0,
        fill: rng.pick(['none', 'black']),
      },
      {
        kind: 'triangle',
        x: sx,
        y: sy,
        size: 11,
        rotation: rng.pick([0, 90, 180, 270]),
        fill: rng.pick(['none', 'black']),
      },
    ]),
  );
  if (level > 1) {
    const [dx, dy] = point();
    shapes.push({ kind: 'dot', x: dx, y: dy });
  }
  return { shapes };
}

export const completionFigure: Generator = retrying((rng, level) => {
  const topLeft = quarter(rng, level);
  const parts = QUARTERS.map((q) => q.make(topLeft));
  const missing = rng.int(1, 3);
  const gap = QUARTERS[missing]!;
  const toGap = (i: number) => movePanel(parts[i]!, gap.x - QUARTERS[i]!.x, gap.y - QUARTERS[i]!.y);
  check(allDifferent([0, 1, 2, 3].map(toGap)));
  const asOption = (p: FigurePanel) => movePanel(p, 25 - gap.x, 25 - gap.y, 1.6);
  const stem: FigurePanel = {
    shapes: [...parts.flatMap((p, i) => (i === missing ? [] : p.shapes)), { kind: 'question', x: gap.x + 25, y: gap.y + 25, size: 14 }],
  };
  return figureQuestion(
    rng,
    'The figure is the same in its four quarters, reflected across the middle lines. Which piece fills the quarter marked "?" (shown enlarged)?',
    [stem],
    asOption(parts[missing]!),
    [0, 1, 2, 3].filter((i) => i !== missing).map((i) => asOption(toGap(i))),
    'Each quarter is the reflection of its neighbours across the middle lines, so the missing quarter is the one opposite it turned half a turn.',
  );
});
