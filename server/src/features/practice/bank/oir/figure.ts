/**
 * The figure language of the OIR bank's non-verbal questions (docs/product/practice-oir.md "Figures").
 * A figure is plain data (it is stored in a jsonb column): panels of shapes on a 100 x 100 field, y
 * downwards, angles in degrees clockwise from "up". `panelSvg` draws a panel as a complete, script-free
 * SVG: black ink on white, strokes thick enough to read at 72 px on a phone.
 */

export type Fill = 'none' | 'black' | 'grey' | 'hatched';

/** `size` is the radius of the circle the shape fits in (half the arrow's length, half a digit's height). */
export type Shape =
  | { kind: 'circle'; x: number; y: number; size: number; fill: Fill }
  | {
      kind: 'square';
      x: number;
      y: number;
      size: number;
      rotation: number;
      fill: Fill;
    }
  /** Rotation 0: a vertex points up. */
  | {
      kind: 'triangle';
      x: number;
      y: number;
      size: number;
      rotation: number;
      fill: Fill;
    }
  /** A regular polygon; rotation 0: a vertex points up. */
  | {
      kind: 'polygon';
      x: number;
      y: number;
      size: number;
      sides: number;
      rotation: number;
      fill: Fill;
    }
  /** Rotation 0: a point points up. */
  | {
      kind: 'star';
      x: number;
      y: number;
      size: number;
      points: number;
      rotation: number;
      fill: Fill;
    }
  /** Rotation 0: the head points up. */
  | { kind: 'arrow'; x: number; y: number; size: number; rotation: number }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number }
  | { kind: 'dot'; x: number; y: number }
  | { kind: 'path'; points: [number, number][]; closed: boolean; fill: Fill }
  /** A whole number drawn in strokes (no fonts), centred on x, y. */
  | { kind: 'number'; x: number; y: number; size: number; value: number }
  /** The "?" of the blank panel where the answer goes. */
  | { kind: 'question'; x: number; y: number; size: number };

export type FigurePanel = { shapes: Shape[] };

/** Stem panels in a row (`stemBlanks`: the indexes of the "?" panels), then the options A-D (E). */
export type OirFigure = {
  stem: FigurePanel[];
  stemBlanks?: number[];
  options: FigurePanel[];
};

/** The panel that stands where the answer goes. */
export const QUESTION_PANEL: FigurePanel = {
  shapes: [{ kind: 'question', x: 50, y: 50, size: 30 }],
};

export const FIELD = 100;
const CENTRE = FIELD / 2;
const STROKE = 3.6;
const GREY = '#a6a6a6';

const round = (n: number) => {
  const r = Math.round(n * 10) / 10;
  return Object.is(r, -0) ? 0 : r;
};
const mod = (n: number, m: number) => round(((n % m) + m) % m) % m;

/** The angle (clockwise from up) of a regular shape's first vertex, and the angle after which it looks the same. */
function symmetry(shape: Shape): { offset: number; period: number } | null {
  switch (shape.kind) {
    case 'square':
      return { offset: 45, period: 90 };
    case 'triangle':
      return { offset: 0, period: 120 };
    case 'polygon':
      return { offset: 0, period: 360 / shape.sides };
    case 'star':
      return { offset: 0, period: 360 / shape.points };
    case 'arrow':
      return { offset: 0, period: 360 };
    default:
      return null;
  }
}

/** The same shape in its one written form: rotations within the shape's symmetry, rounded numbers, lines and paths one way round. */
export function canonicalShape(shape: Shape): Shape {
  switch (shape.kind) {
    case 'circle':
      return {
        ...shape,
        x: round(shape.x),
        y: round(shape.y),
        size: round(shape.size),
      };
    case 'square':
    case 'triangle':
    case 'polygon':
    case 'star':
    case 'arrow': {
      const { period } = symmetry(shape)!;
      return {
        ...shape,
        x: round(shape.x),
        y: round(shape.y),
        size: round(shape.size),
        rotation: mod(shape.rotation, period),
      };
    }
    case 'line': {
      const a: [number, number] = [round(shape.x1), round(shape.y1)];
      const b: [number, number] = [round(shape.x2), round(shape.y2)];
      const [p, q] = a[0] < b[0] || (a[0] === b[0] && a[1] <= b[1]) ? [a, b] : [b, a];
      return { kind: 'line', x1: p[0], y1: p[1], x2: q[0], y2: q[1] };
    }
    case 'dot':
      return { kind: 'dot', x: round(shape.x), y: round(shape.y) };
    case 'path': {
      const points = shape.points.map(([x, y]): [number, number] => [round(x), round(y)]);
      const reversed = [...points].reverse();
      const key = (ps: [number, number][]) => ps.map((p) => p.join(',')).join(' ');
      return {
        ...shape,
        points: key(reversed) < key(points) ? reversed : points,
      };
    }
    case 'number':
    case 'question':
      return {
        ...shape,
        x: round(shape.x),
        y: round(shape.y),
        size: round(shape.size),
      };
  }
}

/** The panel with each shape in its one written form (what the bank stores). */
export const canonicalPanel = (panel: FigurePanel): FigurePanel => ({ shapes: panel.shapes.map(canonicalShape) });

/** A key two panels share exactly when they hold the same shapes (in any order): options are checked against it. */
export function panelKey(panel: FigurePanel): string {
  return panel.shapes
    .map((s) => JSON.stringify(canonicalShape(s)))
    .sort()
    .join('|');
}

/** Whether all the panels differ from one another. */
export function allDifferent(panels: readonly FigurePanel[]): boolean {
  return new Set(panels.map(panelKey)).size === panels.length;
}

// Transforms of whole panels (about the field's centre), used by the generators.

const turn = (x: number, y: number, degrees: number): [number, number] => {
  const a = (degrees * Math.PI) / 180;
  const dx = x - CENTRE;
  const dy = y - CENTRE;
  return [CENTRE + dx * Math.cos(a) - dy * Math.sin(a), CENTRE + dx * Math.sin(a) + dy * Math.cos(a)];
};

type PointMap = (x: number, y: number) => [number, number];

function mapShape(shape: Shape, point: PointMap, rotation: (r: number, offset: number) => number): Shape {
  switch (shape.kind) {
    case 'circle':
    case 'dot':
    case 'number':
    case 'question': {
      const [x, y] = point(shape.x, shape.y);
      return { ...shape, x, y };
    }
    case 'square':
    case 'triangle':
    case 'polygon':
    case 'star':
    case 'arrow': {
      const [x, y] = point(shape.x, shape.y);
      return {
        ...shape,
        x,
        y,
        rotation: rotation(shape.rotation, symmetry(shape)!.offset),
      };
    }
    case 'line': {
      const [x1, y1] = point(shape.x1, shape.y1);
      const [x2, y2] = point(shape.x2, shape.y2);
      return { kind: 'line', x1, y1, x2, y2 };
    }
    case 'path':
      return { ...shape, points: shape.points.map(([x, y]) => point(x, y)) };
  }
}

const mapPanel = (panel: FigurePanel, point: PointMap, rotation: (r: number, offset: number) => number): FigurePanel => ({
  shapes: panel.shapes.map((s) => canonicalShape(mapShape(s, point, rotation))),
});

/** The panel turned clockwise by `degrees` about its centre. */
export const rotatePanel = (panel: FigurePanel, degrees: number) =>
  mapPanel(
    panel,
    (x, y) => turn(x, y, degrees),
    (r) => r + degrees,
  );

/** The mirror image, the mirror standing upright beside the figure (left and right swap). */
export const mirrorPanel = (panel: FigurePanel) =>
  mapPanel(
    panel,
    (x, y) => [FIELD - x, y],
    (r, offset) => -2 * offset - r,
  );

/** The water image, the mirror lying below the figure (top and bottom swap). */
export const flipPanel = (panel: FigurePanel) =>
  mapPanel(
    panel,
    (x, y) => [x, FIELD - y],
    (r, offset) => 180 - 2 * offset - r,
  );

// Drawing.

const n = (v: number) => String(round(v));

function fillOf(fill: Fill): string {
  switch (fill) {
    case 'none':
      return 'none';
    case 'black':
      return '#000';
    case 'grey':
      return GREY;
    case 'hatched':
      return 'url(#oir-hatch)';
  }
}

function regularPoints(x: number, y: number, radius: number, count: number, firstAngle: number): [number, number][] {
  return Array.from({ length: count }, (_, i) => {
    const a = ((firstAngle + (i * 360) / count) * Math.PI) / 180;
    return [x + radius * Math.sin(a), y - radius * Math.cos(a)];
  });
}

const pointsAttr = (ps: [number, number][]) => ps.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
const polygon = (ps: [number, number][], fill: Fill) => `<polygon points="${pointsAttr(ps)}" fill="${fillOf(fill)}"/>`;

/** Stroke drawings of the digits on a 4 x 6 grid. */
const DIGITS: [number, number][][][] = [
  [
    [
      [0.4, 0],
      [3.6, 0],
      [4, 0.6],
      [4, 5.4],
      [3.6, 6],
      [0.4, 6],
      [0, 5.4],
      [0, 0.6],
      [0.4, 0],
    ],
  ],
  [
    [
      [0.8, 1.2],
      [2.2, 0],
      [2.2, 6],
    ],
    [
      [0.8, 6],
      [3.6, 6],
    ],
  ],
  [
    [
      [0, 1.2],
      [1, 0],
      [3, 0],
      [4, 1.1],
      [4, 2.2],
      [0, 6],
      [4, 6],
    ],
  ],
  [
    [
      [0, 0.6],
      [0.8, 0],
      [3.2, 0],
      [4, 0.8],
      [4, 2],
      [3, 2.9],
      [1.4, 2.9],
    ],
    [
      [3, 2.9],
      [4, 3.9],
      [4, 5.2],
      [3.2, 6],
      [0.8, 6],
      [0, 5.4],
    ],
  ],
  [
    [
      [3, 6],
      [3, 0],
      [0, 4.2],
      [4, 4.2],
    ],
  ],
  [
    [
      [4, 0],
      [0.3, 0],
      [0.1, 2.7],
      [3, 2.6],
      [4, 3.6],
      [4, 5.1],
      [3.1, 6],
      [0.8, 6],
      [0, 5.3],
    ],
  ],
  [
    [
      [3.6, 0.3],
      [3, 0],
      [1, 0],
      [0, 1.2],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 3.6],
      [3, 2.7],
      [1, 2.7],
      [0, 3.6],
    ],
  ],
  [
    [
      [0, 0],
      [4, 0],
      [1.4, 6],
    ],
  ],
  [
    [
      [1, 2.8],
      [0.2, 2],
      [0.2, 0.8],
      [1, 0],
      [3, 0],
      [3.8, 0.8],
      [3.8, 2],
      [3, 2.8],
      [1, 2.8],
      [0, 3.8],
      [0, 5.1],
      [0.9, 6],
      [3.1, 6],
      [4, 5.1],
      [4, 3.8],
      [3, 2.8],
    ],
  ],
  [
    [
      [4, 2.4],
      [3, 3.3],
      [1, 3.3],
      [0, 2.4],
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 4.8],
      [3, 6],
      [1, 6],
      [0.4, 5.6],
    ],
  ],
];

function numberSvg(x: number, y: number, size: number, value: number): string {
  const text = String(Math.round(Math.abs(value)));
  const unit = size / 3; // a digit is 6 units high: `size` is half its height
  const advance = 5.6 * unit;
  const left = x - (text.length * advance - 1.6 * unit) / 2;
  const top = y - 3 * unit;
  const strokes = [...text].flatMap((ch, i) =>
    (DIGITS[Number(ch)] ?? []).map((line) => line.map(([gx, gy]): [number, number] => [left + i * advance + gx * unit, top + gy * unit])),
  );
  return strokes.map((ps) => `<polyline points="${pointsAttr(ps)}" fill="none"/>`).join('');
}

function questionSvg(x: number, y: number, size: number): string {
  const s = size / 30;
  const p = (dx: number, dy: number) => `${n(x + dx * s)} ${n(y + dy * s)}`;
  return (
    `<path d="M${p(-13, -12)} C${p(-13, -32)} ${p(13, -32)} ${p(13, -13)} C${p(13, -3)} ${p(0, -2)} ${p(0, 9)} L${p(0, 13)}" fill="none" stroke-width="${n(STROKE * 1.6 * s)}"/>` +
    `<circle cx="${n(x)}" cy="${n(y + 25 * s)}" r="${n(3.6 * s)}" fill="#000" stroke="none"/>`
  );
}

function shapeSvg(shape: Shape): string {
  switch (shape.kind) {
    case 'circle':
      return `<circle cx="${n(shape.x)}" cy="${n(shape.y)}" r="${n(shape.size)}" fill="${fillOf(shape.fill)}"/>`;
    case 'square':
      return polygon(regularPoints(shape.x, shape.y, shape.size, 4, 45 + shape.rotation), shape.fill);
    case 'triangle':
      return polygon(regularPoints(shape.x, shape.y, shape.size, 3, shape.rotation), shape.fill);
    case 'polygon':
      return polygon(regularPoints(shape.x, shape.y, shape.size, shape.sides, shape.rotation), shape.fill);
    case 'star': {
      const outer = regularPoints(shape.x, shape.y, shape.size, shape.points, shape.rotation);
      const inner = regularPoints(shape.x, shape.y, shape.size * 0.45, shape.points, shape.rotation + 180 / shape.points);
      return polygon(
        outer.flatMap((p, i) => [p, inner[i]!]),
        shape.fill,
      );
    }
    case 'arrow': {
      // A shaft and a filled head, pointing at `rotation`.
      const { x, y, size } = shape;
      const at = (along: number, across: number): [number, number] => {
        const a = (shape.rotation * Math.PI) / 180;
        return [x + along * Math.sin(a) + across * Math.cos(a), y - along * Math.cos(a) + across * Math.sin(a)];
      };
      const [tx, ty] = at(-size, 0);
      const [hx, hy] = at(size * 0.35, 0);
      return (
        `<line x1="${n(tx)}" y1="${n(ty)}" x2="${n(hx)}" y2="${n(hy)}"/>` +
        polygon([at(size, 0), at(size * 0.25, -size * 0.42), at(size * 0.25, size * 0.42)], 'black')
      );
    }
    case 'line':
      return `<line x1="${n(shape.x1)}" y1="${n(shape.y1)}" x2="${n(shape.x2)}" y2="${n(shape.y2)}"/>`;
    case 'dot':
      return `<circle cx="${n(shape.x)}" cy="${n(shape.y)}" r="5.5" fill="#000" stroke="none"/>`;
    case 'path':
      return shape.closed ? polygon(shape.points, shape.fill) : `<polyline points="${pointsAttr(shape.points)}" fill="none"/>`;
    case 'number':
      return numberSvg(shape.x, shape.y, shape.size, shape.value);
    case 'question':
      return questionSvg(shape.x, shape.y, shape.size);
  }
}

const HATCH =
  '<defs><pattern id="oir-hatch" patternUnits="userSpaceOnUse" width="7" height="7" patternTransform="rotate(45)">' +
  '<rect width="7" height="7" fill="#fff"/><line x1="3.5" y1="0" x2="3.5" y2="7" stroke="#000" stroke-width="2.4"/></pattern></defs>';

/**
 * The panel as a complete `<svg>` element, `size` pixels square: a white field with a thin frame, the
 * shapes in their order (later ones over earlier ones). Nothing but drawing: no scripts, no links, no fonts.
 */
export function panelSvg(panel: FigurePanel, size = 96): string {
  const hatched = panel.shapes.some((s) => 'fill' in s && s.fill === 'hatched');
  const shapes = panel.shapes.map((s) => shapeSvg(canonicalShape(s))).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${FIELD} ${FIELD}">` +
    (hatched ? HATCH : '') +
    `<rect x="1" y="1" width="98" height="98" fill="#fff" stroke="#000" stroke-width="1.2"/>` +
    `<g stroke="#000" stroke-width="${STROKE}" stroke-linecap="round" stroke-linejoin="round">${shapes}</g>` +
    '</svg>'
  );
}

/** The panel moved by (dx, dy) and then scaled about the field's centre (shape sizes scale too; dots keep theirs). */
export function movePanel(panel: FigurePanel, dx: number, dy: number, scale = 1): FigurePanel {
  const point: PointMap = (x, y) => [CENTRE + (x + dx - CENTRE) * scale, CENTRE + (y + dy - CENTRE) * scale];
  return {
    shapes: panel.shapes.map((s) => {
      const moved = mapShape(s, point, (r) => r);
      return canonicalShape('size' in moved ? { ...moved, size: moved.size * scale } : moved);
    }),
  };
}

/** A point `radius` from (x, y) in the direction `angle` (clockwise from up). */
export function polar(radius: number, angle: number, x = CENTRE, y = CENTRE): [number, number] {
  const a = (angle * Math.PI) / 180;
  return [round(x + radius * Math.sin(a)), round(y - radius * Math.cos(a))];
}
