import type { FigurePanel, Shape } from './figure';
import { figureQuestion, nearNumbers, retrying, type Generator } from './question';
import type { Rng } from './rng';

/**
 * Counting triangles. The key is counted from the lines themselves: every point where lines meet or end,
 * and every three such points that are joined pairwise along drawn lines and do not lie on one line make
 * a triangle.
 */

type Segment = { x1: number; y1: number; x2: number; y2: number };
type Point = [number, number];
const EPS = 1e-6;

function crossing(a: Segment, b: Segment): Point | null {
  const d = (a.x2 - a.x1) * (b.y2 - b.y1) - (a.y2 - a.y1) * (b.x2 - b.x1);
  if (Math.abs(d) < EPS) return null;
  const t = ((b.x1 - a.x1) * (b.y2 - b.y1) - (b.y1 - a.y1) * (b.x2 - b.x1)) / d;
  const u = ((b.x1 - a.x1) * (a.y2 - a.y1) - (b.y1 - a.y1) * (a.x2 - a.x1)) / d;
  if (t < -EPS || t > 1 + EPS || u < -EPS || u > 1 + EPS) return null;
  return [a.x1 + t * (a.x2 - a.x1), a.y1 + t * (a.y2 - a.y1)];
}

const onSegment = (s: Segment, [x, y]: Point) => {
  const cross = (s.x2 - s.x1) * (y - s.y1) - (s.y2 - s.y1) * (x - s.x1);
  const len = Math.hypot(s.x2 - s.x1, s.y2 - s.y1);
  if (Math.abs(cross) / len > 1e-4) return false;
  const dot = (x - s.x1) * (s.x2 - s.x1) + (y - s.y1) * (s.y2 - s.y1);
  return dot >= -EPS && dot <= len * len + EPS;
};

/** How many triangles the segments draw. */
export function countTriangles(segments: readonly Segment[]): number {
  const points: Point[] = [];
  const add = (p: Point) => {
    if (!points.some(([x, y]) => Math.abs(x - p[0]) < 1e-3 && Math.abs(y - p[1]) < 1e-3)) points.push(p);
  };
  for (const s of segments) {
    add([s.x1, s.y1]);
    add([s.x2, s.y2]);
  }
  segments.forEach((a, i) => segments.slice(i + 1).forEach((b) => (crossing(a, b) ? add(crossing(a, b)!) : undefined)));
  const joined = (p: Point, q: Point) => segments.some((s) => onSegment(s, p) && onSegment(s, q));
  let count = 0;
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      if (!joined(points[i]!, points[j]!)) continue;
      for (let k = j + 1; k < points.length; k++) {
        const [a, b, c] = [points[i]!, points[j]!, points[k]!];
        const area = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
        if (Math.abs(area) > 1 && joined(a, c) && joined(b, c)) count++;
      }
    }
  }
  return count;
}

const seg = (x1: number, y1: number, x2: number, y2: number): Segment => ({
  x1,
  y1,
  x2,
  y2,
});

/** A triangle with lines from its top corner to its base, and lines across it parallel to the base. */
function fan(rng: Rng, level: number): Segment[] {
  const [ax, ay, by, left, right] = [50, 12, 86, 10, 90];
  const feet =
    level === 1
      ? [rng.pick([30, 42, 58, 70])]
      : rng.pick([
          [30, 62],
          [38, 70],
          [28, 50],
          [50, 72],
          [34, 66],
        ]);
  const across = rng.shuffle([40, 52, 64]).slice(0, level === 3 ? 2 : level === 2 ? rng.int(0, 1) : 0);
  const edgeAt = (y: number) => [ax + ((left - ax) * (y - ay)) / (by - ay), ax + ((right - ax) * (y - ay)) / (by - ay)] as const;
  return [
    seg(ax, ay, left, by),
    seg(ax, ay, right, by),
    seg(left, by, right, by),
    ...feet.map((fx) => seg(ax, ay, fx, by)),
    ...across.map((y) => {
      const [l, r] = edgeAt(y);
      return seg(l, y, r, y);
    }),
  ];
}

/** A square with one or both diagonals, and some of its middle lines. */
function square(rng: Rng, level: number): Segment[] {
  const [a, b] = [14, 86];
  const parts = [seg(a, a, b, a), seg(b, a, b, b), seg(b, b, a, b), seg(a, b, a, a), seg(a, a, b, b)];
  if (level > 1 || rng.chance(0.5)) parts.push(seg(b, a, a, b));
  const middles = rng.shuffle([seg(50, a, 50, b), seg(a, 50, b, 50), seg(50, a, b, 50), seg(a, 50, 50, b)]);
  parts.push(...middles.slice(0, level));
  return parts;
}

/** A triangle with the middles of its sides joined, and perhaps lines from a corner to the opposite side's middle. */
function midpoints(rng: Rng, level: number): Segment[] {
  const top: Point = [rng.pick([34, 42, 50, 58, 66]), 12];
  const l: Point = [10, 84];
  const r: Point = [90, 84];
  const mid = (p: Point, q: Point): Point => [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
  const [ml, mr, mb] = [mid(top, l), mid(top, r), mid(l, r)];
  const parts = [seg(...top, ...l), seg(...top, ...r), seg(...l, ...r), seg(...ml, ...mr), seg(...ml, ...mb), seg(...mr, ...mb)];
  const medians = rng.shuffle([seg(...top, ...mb), seg(...l, ...mr), seg(...r, ...ml)]);
  parts.push(...medians.slice(0, level - 1));
  return parts;
}

const number = (value: number): FigurePanel => ({
  shapes: [{ kind: 'number', x: 50, y: 50, size: 22, value }],
});

export const countingFigure: Generator = retrying((rng, level) => {
  const segments = rng.pick([fan, square, midpoints])(rng, level);
  const count = countTriangles(segments);
  const figure: FigurePanel = {
    shapes: segments.map((s): Shape => ({ kind: 'line', ...s })),
  };
  const wrong = nearNumbers(rng, count, count > 12 ? [-4, -3, -2, 2, 3, 4, 6] : [-3, -2, -1, 1, 2, 3]);
  return figureQuestion(
    rng,
    'How many triangles are there in the figure?',
    [figure],
    number(count),
    wrong.map(number),
    `Counting the small triangles and every larger one made of them gives ${count}.`,
  );
});
