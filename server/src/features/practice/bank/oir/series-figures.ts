import { polar, type FigurePanel, type Fill, type Shape } from './figure';
import { check, figureQuestion, retrying, type Generator } from './question';
import type { Rng } from './rng';

/**
 * Figure series: four panels that change by a rule, and the fifth to find. The answer is the rule's
 * fifth panel; every wrong option breaks the rule in at least one of its parts (and `figureQuestion`
 * checks that the four options look different).
 */

const PROMPT = 'Which figure comes next in the series?';
const mod = (n: number, m: number) => ((n % m) + m) % m;

const arrow = (rotation: number, x = 50, y = 50, size = 30): Shape => ({
  kind: 'arrow',
  x,
  y,
  size,
  rotation,
});

/** An arrow turning by the same angle each time; at level 3 a second arrow turns the other way at its own pace. */
function turningArrow(rng: Rng, level: number) {
  const start = rng.int(0, 7) * 45;
  const step = level === 1 ? rng.pick([90, -90, 45, -45]) : rng.pick([45, -45, 90, -90, 135, -135]);
  if (level < 3) {
    const at = (i: number) => ({ shapes: [arrow(start + i * step)] });
    const way = step > 0 ? 'clockwise' : 'anticlockwise';
    return figureQuestion(
      rng,
      PROMPT,
      [at(0), at(1), at(2), at(3), null],
      at(4),
      [at(3), at(5), { shapes: [arrow(start + 4 * step + 180)] }],
      `The arrow turns ${Math.abs(step)}° ${way} each time.`,
    );
  }
  const start2 = rng.int(0, 7) * 45;
  const step2 = -Math.sign(step) * rng.pick([45, 90]);
  check(Math.abs(step2) !== Math.abs(step));
  const panel = (a: number, b: number): FigurePanel => ({
    shapes: [arrow(start + a * step, 28, 50, 18), arrow(start2 + b * step2, 72, 50, 18)],
  });
  const at = (i: number) => panel(i, i);
  const way = (s: number) => `${Math.abs(s)}° ${s > 0 ? 'clockwise' : 'anticlockwise'}`;
  return figureQuestion(
    rng,
    PROMPT,
    [at(0), at(1), at(2), at(3), null],
    at(4),
    [panel(4, 3), panel(3, 4), panel(5, 5)],
    `The left arrow turns ${way(step)} and the right one ${way(step2)} each time.`,
  );
}

const RING = [0, 45, 90, 135, 180, 225, 270, 315].map((a) => polar(36, a));

/** A mark moving round the eight places at the edge; from level 2 a second mark moves the other way. */
function movingMarks(rng: Rng, level: number) {
  const step = rng.pick(level === 1 ? [1, 2, -1] : [1, 2, 3, -1, -2]);
  const start = rng.int(0, 7);
  const squareAt = (place: number): Shape => {
    const [x, y] = RING[mod(place, 8)]!;
    return { kind: 'square', x, y, size: 10, rotation: 0, fill: 'black' };
  };
  const square = (i: number) => squareAt(start + i * step);
  const centre: Shape = {
    kind: 'circle',
    x: 50,
    y: 50,
    size: 12,
    fill: 'none',
  };
  const way = (s: number) => `${Math.abs(s) === 1 ? 'one place' : `${Math.abs(s)} places`} ${s > 0 ? 'clockwise' : 'anticlockwise'}`;
  if (level === 1) {
    const at = (i: number): FigurePanel => ({ shapes: [centre, square(i)] });
    return figureQuestion(
      rng,
      PROMPT,
      [at(0), at(1), at(2), at(3), null],
      at(4),
      [at(3), at(5), { shapes: [centre, squareAt(start + 4 * step + 4)] }],
      `The black square moves ${way(step)} each time.`,
    );
  }
  const step2 = -Math.sign(step) * rng.pick([1, 2]);
  const start2 = rng.int(0, 7);
  const circle = (i: number): Shape => {
    const [x, y] = polar(14, mod(start2 + i * step2, 8) * 45);
    return { kind: 'circle', x, y, size: 7, fill: 'none' };
  };
  const panel = (a: number, b: number): FigurePanel => ({
    shapes: [square(a), circle(b)],
  });
  const at = (i: number) => panel(i, i);
  return figureQuestion(
    rng,
    PROMPT,
    [at(0), at(1), at(2), at(3), null],
    at(4),
    [panel(4, 3), panel(3, 4), panel(5, 5)],
    `The black square moves ${way(step)} round the edge and the small circle ${way(step2)} round the middle.`,
  );
}

const dotsIn = (count: number): Shape[] =>
  Array.from({ length: count }, (_, i) => {
    const [x, y] = polar(count <= 4 ? 30 : 34, (i * 360) / count);
    return { kind: 'dot', x, y };
  });

/** One more dot (or two more) each time; at level 3 an arrow in the middle turns too. */
function growingDots(rng: Rng, level: number) {
  const step = level === 1 ? 1 : rng.pick([1, 2]);
  const first = rng.int(1, level === 1 ? 3 : 2);
  const count = (i: number) => first + i * step;
  check(count(5) <= 11);
  const turning = level === 3;
  const arrowStart = rng.int(0, 7) * 45;
  const panel = (dots: number, turn: number): FigurePanel => ({
    shapes: turning ? [arrow(arrowStart + turn * 90, 50, 50, 16), ...dotsIn(dots)] : dotsIn(dots),
  });
  const at = (i: number) => panel(count(i), i);
  const wrong = turning
    ? [panel(count(4), 3), panel(count(3), 4), panel(count(5), 5)]
    : [panel(count(3), 0), panel(count(5), 0), panel(step === 1 ? count(2) : count(4) + 1, 0)];
  const more = step === 1 ? 'one more dot' : 'two more dots';
  return figureQuestion(
    rng,
    PROMPT,
    [at(0), at(1), at(2), at(3), null],
    at(4),
    wrong,
    turning ? `Each figure has ${more} and the arrow turns 90° clockwise.` : `Each figure has ${more} than the one before.`,
  );
}

const FILLS: Fill[] = ['none', 'grey', 'black'];

/** A shape whose fill goes round white, grey, black while another part changes with it. */
function cyclingFill(rng: Rng, level: number) {
  const sidesFirst = 3;
  const fillStart = rng.int(0, 2);
  const fill = (i: number) => FILLS[mod(fillStart + i, 3)]!;
  if (level <= 2) {
    const shape = (sides: number, f: Fill): Shape =>
      sides === 4
        ? { kind: 'square', x: 50, y: 52, size: 34, rotation: 0, fill: f }
        : {
            kind: 'polygon',
            x: 50,
            y: 52,
            size: 36,
            sides,
            rotation: 0,
            fill: f,
          };
    const at = (i: number) => ({ shapes: [shape(sidesFirst + i, fill(i))] });
    return figureQuestion(
      rng,
      PROMPT,
      [at(0), at(1), at(2), at(3), null],
      at(4),
      [{ shapes: [shape(sidesFirst + 4, fill(3))] }, { shapes: [shape(sidesFirst + 3, fill(4))] }, { shapes: [shape(sidesFirst + 5, fill(4))] }],
      'Each shape has one more side, and the shading goes white, grey, black in turn.',
    );
  }
  const start = rng.int(0, 3) * 90;
  const step = rng.pick([90, -90]);
  const panel = (turn: number, f: number): FigurePanel => ({
    shapes: [
      { kind: 'circle', x: 50, y: 50, size: 36, fill: 'none' },
      { kind: 'line', x1: 50, y1: 14, x2: 50, y2: 86 },
      { kind: 'line', x1: 14, y1: 50, x2: 86, y2: 50 },
      {
        kind: 'circle',
        ...pointXY(polar(18, 45 + start + turn * step)),
        size: 9,
        fill: fill(f),
      },
    ],
  });
  const at = (i: number) => panel(i, i);
  return figureQuestion(
    rng,
    PROMPT,
    [at(0), at(1), at(2), at(3), null],
    at(4),
    [panel(4, 3), panel(3, 4), panel(5, 5)],
    `The small circle moves a quarter turn ${step > 0 ? 'clockwise' : 'anticlockwise'} each time, and its shading goes white, grey, black in turn.`,
  );
}

const pointXY = ([x, y]: [number, number]) => ({ x, y });

const VARIANTS = [turningArrow, movingMarks, growingDots, cyclingFill];

export const seriesFigure: Generator = retrying((rng, level) => rng.pick(VARIANTS)(rng, level));
