import { type FigurePanel, type Shape } from './figure';
import { check, figureQuestion, retrying, type Generator } from './question';
import type { Rng } from './rng';

/**
 * Hidden (embedded) figures. Figures are drawn with strokes between neighbouring points of a 5 x 5
 * lattice, so "the shape is hidden in the figure" is exact: every stroke of the shape, moved as a whole,
 * is a stroke of the figure. The answer has the shape placed in it; each wrong option is checked to hold
 * it nowhere (at the same size and the same way up), though it may hold the shape turned or reflected.
 */

type Step = readonly [number, number, number, number]; // from (x, y) to (x + dx, y + dy), written one way round
const DIRECTIONS = [
  [1, 0],
  [0, 1],
  [1, 1],
  [1, -1],
  [-1, 0],
  [0, -1],
  [-1, -1],
  [-1, 1],
] as const;
const SIZE = 5;
const SPACING = 18;
const MARGIN = 14;

const stepOf = (x: number, y: number, dx: number, dy: number): Step => (dx < 0 || (dx === 0 && dy < 0) ? [x + dx, y + dy, -dx, -dy] : [x, y, dx, dy]);
const keyOf = (s: Step) => s.join(',');
const inside = (x: number, y: number) => x >= 0 && y >= 0 && x < SIZE && y < SIZE;

/** A walk of `length` strokes from a random lattice point, never using a stroke twice. */
function walk(rng: Rng, length: number, start?: [number, number]): Step[] {
  let [x, y] = start ?? [rng.int(0, SIZE - 1), rng.int(0, SIZE - 1)];
  const steps: Step[] = [];
  for (let i = 0; i < length; i++) {
    const options = DIRECTIONS.filter(([dx, dy]) => inside(x + dx, y + dy) && !steps.some((s) => keyOf(s) === keyOf(stepOf(x, y, dx, dy))));
    if (options.length === 0) break;
    const [dx, dy] = rng.pick(options);
    steps.push(stepOf(x, y, dx, dy));
    x += dx;
    y += dy;
  }
  return steps;
}

/** Whether `shape`, moved as a whole (not turned), lies among the strokes of `figure`. */
function holds(figure: readonly Step[], shape: readonly Step[]): boolean {
  const have = new Set(figure.map(keyOf));
  for (let ox = -SIZE; ox <= SIZE; ox++) {
    for (let oy = -SIZE; oy <= SIZE; oy++) {
      if (shape.every(([x, y, dx, dy]) => have.has(keyOf([x + ox, y + oy, dx, dy])))) return true;
    }
  }
  return false;
}

const unique = (steps: readonly Step[]) => [...new Map(steps.map((s) => [keyOf(s), s])).values()];
const at = (i: number) => MARGIN + i * SPACING;

function draw(steps: readonly Step[], shift = 0): FigurePanel {
  const shapes: Shape[] = unique(steps).map(([x, y, dx, dy]) => ({
    kind: 'line',
    x1: at(x) + shift,
    y1: at(y) + shift,
    x2: at(x + dx) + shift,
    y2: at(y + dy) + shift,
  }));
  return { shapes };
}

/** The shape moved so its strokes start at the lattice's corner (its smallest x and y become 0). */
function normal(shape: readonly Step[]): Step[] {
  const xs = shape.flatMap(([x, , dx]) => [x, x + dx]);
  const ys = shape.flatMap(([, y, , dy]) => [y, y + dy]);
  const mx = Math.min(...xs);
  const my = Math.min(...ys);
  return shape.map(([x, y, dx, dy]) => [x - mx, y - my, dx, dy] as const);
}

const extent = (shape: readonly Step[]) => Math.max(...shape.flatMap(([x, y, dx, dy]) => [x, x + dx, y, y + dy]));

/** The shape turned a quarter turn or reflected (a tempting wrong place to look for it). */
function changed(rng: Rng, shape: readonly Step[]): Step[] {
  const map = rng.pick<(x: number, y: number) => [number, number]>([(x, y) => [-x, y], (x, y) => [x, -y], (x, y) => [-y, x], (x, y) => [y, -x]]);
  return normal(
    shape.map(([x, y, dx, dy]) => {
      const [ax, ay] = map(x, y);
      const [bx, by] = map(x + dx, y + dy);
      return stepOf(ax, ay, bx - ax, by - ay);
    }),
  );
}

function place(rng: Rng, shape: readonly Step[]): Step[] {
  const room = SIZE - 1 - extent(shape);
  check(room >= 0);
  const ox = rng.int(0, room);
  const oy = rng.int(0, room);
  return shape.map(([x, y, dx, dy]) => [x + ox, y + oy, dx, dy] as const);
}

export const hiddenFigure: Generator = retrying((rng, level) => {
  const shape = normal(walk(rng, level === 1 ? 3 : 4, [2, 2]));
  check(shape.length >= 3 && extent(shape) <= 2);
  const extra = level === 1 ? 6 : level === 2 ? 8 : 10;
  const clutter = () => [...walk(rng, Math.ceil(extra / 2)), ...walk(rng, Math.floor(extra / 2))];
  const right = unique([...place(rng, shape), ...clutter()]);
  const wrong = [0, 1, 2].map(() => unique([...place(rng, changed(rng, shape)), ...clutter()]));
  check(wrong.every((w) => !holds(w, shape)));
  check([right, ...wrong].every((f) => f.length >= shape.length + extra - 2));
  const shift = (SPACING * (SIZE - 1 - extent(shape))) / 2;
  return figureQuestion(
    rng,
    'In which figure is the shape in the box hidden, at the same size and the same way up?',
    [draw(shape, shift)],
    draw(right),
    wrong.map((w) => draw(w)),
    'Only this figure has every line of the shape in it, the same size and the same way up; the others hold it only turned or reflected, or not at all.',
  );
});
