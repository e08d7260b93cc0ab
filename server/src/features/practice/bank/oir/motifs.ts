import { mirrorPanel, panelKey, polar, rotatePanel, type FigurePanel, type Fill, type Shape } from './figure';
import { check } from './question';
import type { Rng } from './rng';

/** The four quarter turns of a panel. */
export const quarterTurns = (panel: FigurePanel) => [0, 90, 180, 270].map((a) => rotatePanel(panel, a));

/** Whether no quarter turn of the panel looks the same as another (so turning it always shows). */
export const turnsShow = (panel: FigurePanel) => new Set(quarterTurns(panel).map(panelKey)).size === 4;

/** Whether the panel's mirror image differs from every quarter turn of it (it is "handed", like a letter F). */
export const handed = (panel: FigurePanel) => {
  const mirror = panelKey(mirrorPanel(panel));
  return quarterTurns(panel).every((p) => panelKey(p) !== mirror);
};

const ANGLES = [0, 45, 90, 135, 180, 225, 270, 315];

/** Three different directions out of the eight. */
const threeAngles = (rng: Rng) => rng.shuffle(ANGLES).slice(0, 3) as [number, number, number];

/**
 * A small handed figure of two to four parts (a frame with marks, a hook, an arrow with marks), checked so
 * that its quarter turns and its mirror image all look different.
 */
export function motif(rng: Rng, fill: Fill = 'none'): FigurePanel {
  for (let i = 0; i < 100; i++) {
    const panel = drawMotif(rng, fill);
    if (turnsShow(panel) && handed(panel)) return panel;
  }
  check(false);
  throw new Error('unreachable');
}

function drawMotif(rng: Rng, fill: Fill): FigurePanel {
  const kind = rng.int(0, 2);
  if (kind === 0) {
    const [a, b, c] = threeAngles(rng);
    const frame: Shape = rng.chance(0.5) ? { kind: 'circle', x: 50, y: 50, size: 38, fill } : { kind: 'square', x: 50, y: 50, size: 44, rotation: 0, fill };
    const [dx, dy] = polar(22, a);
    const [tx, ty] = polar(22, c);
    const [lx, ly] = polar(b % 90 === 0 ? 31 : 30, b);
    return {
      shapes: [
        frame,
        { kind: 'line', x1: 50, y1: 50, x2: lx, y2: ly },
        { kind: 'dot', x: dx, y: dy },
        {
          kind: 'triangle',
          x: tx,
          y: ty,
          size: 8,
          rotation: c,
          fill: fill === 'black' ? 'none' : 'black',
        },
      ],
    };
  }
  if (kind === 1) {
    // A hook: a walk of three or four strides on a lattice, with a dot where it starts.
    const steps = rng.int(3, 4);
    let x = rng.pick([26, 50, 74]);
    let y = rng.pick([26, 50, 74]);
    const points: [number, number][] = [[x, y]];
    let heading = rng.pick(ANGLES);
    for (let s = 0; s < steps; s++) {
      const options = ANGLES.filter((h) => s === 0 || (h !== heading && h !== (heading + 180) % 360));
      heading = rng.pick(options);
      const [nx, ny] = polar(heading % 90 === 0 ? 24 : 34, heading, x, y);
      check(nx >= 14 && nx <= 86 && ny >= 14 && ny <= 86);
      check(!points.some(([px, py]) => Math.abs(px - nx) < 1 && Math.abs(py - ny) < 1));
      [x, y] = [nx, ny];
      points.push([x, y]);
    }
    const [sx, sy] = points[0]!;
    return {
      shapes: [
        { kind: 'path', points, closed: false, fill: 'none' },
        { kind: 'circle', x: sx, y: sy, size: 7, fill: 'black' },
      ],
    };
  }
  const [a, b, c] = threeAngles(rng);
  const [cx, cy] = polar(30, b);
  const [sx, sy] = polar(30, c);
  return {
    shapes: [
      { kind: 'arrow', x: 50, y: 50, size: 24, rotation: a },
      {
        kind: 'circle',
        x: cx,
        y: cy,
        size: 9,
        fill: fill === 'none' ? 'grey' : fill,
      },
      { kind: 'square', x: sx, y: sy, size: 9, rotation: 0, fill: 'black' },
    ],
  };
}
