import type { Pt } from './geometry';
import { TEXTURE } from './paper';
import { Pencil, WHITE, type StrokeOptions } from './pencil';

/** Common pieces of a setting, drawn lighter than the people so that they stand out. */
export const BG: StrokeOptions = { w: 2, tone: 0.55, rough: 1.4, passes: 2 };
export const FG: StrokeOptions = { w: 2.4, tone: 0.8, rough: 1, passes: 2 };

export const box = (x: number, y: number, w: number, h: number): Pt[] => [
  [x, y],
  [x + w, y],
  [x + w, y + h],
  [x, y + h],
];

export function rect(p: Pencil, x: number, y: number, w: number, h: number, fill: string | readonly string[] = [], o: StrokeOptions = BG): string {
  return p.shape(box(x, y, w, h), { ...o, fill });
}

/** A line across the picture where the ground meets the sky, with a few tufts of grass. */
export function horizon(p: Pencil, y: number, tufts = 8): string {
  let out = p.line(
    [
      [0, y + p.jit(4)],
      [320, y + p.jit(6)],
      [640, y + p.jit(6)],
      [960, y + p.jit(4)],
    ],
    { ...BG, smooth: true },
  );
  for (let i = 0; i < tufts; i++) out += grass(p, 40 + p.random() * 880, y + 40 + p.random() * (700 - y - 40), 0.6 + p.random() * 0.6);
  return out;
}

export function grass(p: Pencil, x: number, y: number, s = 1): string {
  let out = '';
  for (let k = -2; k <= 2; k++)
    out += p.line(
      [
        [x + k * 4 * s, y],
        [x + k * 7 * s + p.jit(3), y - (12 + p.random() * 10) * s],
      ],
      { w: 1.3, tone: 0.5, rough: 0.5 },
    );
  return out;
}

/** A rounded tree: trunk and a cloud of leaves, shaded on one side. */
export function tree(p: Pencil, x: number, y: number, s = 1): string {
  const r = 70 * s;
  let out = p.shape(
    [
      [x - 9 * s, y],
      [x - 6 * s, y - 110 * s],
      [x + 6 * s, y - 110 * s],
      [x + 10 * s, y],
    ],
    { ...BG, fill: [WHITE, TEXTURE.vertical] },
  );
  const crown: Pt[] = [];
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * Math.PI * 2;
    const k = 1 + (i % 2 ? 0.12 : -0.05) + p.jit(0.06);
    crown.push([x + Math.cos(a) * r * 1.15 * k, y - 150 * s + Math.sin(a) * r * 0.85 * k]);
  }
  out += p.shape(crown, { ...BG, fill: [WHITE, TEXTURE.light], smooth: true });
  out += p.shape(crown.slice(10).concat(crown.slice(0, 4)), {
    fill: TEXTURE.mid,
    bare: true,
    smooth: true,
  });
  return out;
}

/** A tall palm-like or pine tree for hills. */
export function pine(p: Pencil, x: number, y: number, s = 1): string {
  return (
    p.line(
      [
        [x, y],
        [x, y - 30 * s],
      ],
      { ...BG, w: 4 * s },
    ) +
    p.shape(
      [
        [x - 34 * s, y - 25 * s],
        [x - 12 * s, y - 70 * s],
        [x - 24 * s, y - 70 * s],
        [x, y - 130 * s],
        [x + 24 * s, y - 70 * s],
        [x + 12 * s, y - 70 * s],
        [x + 34 * s, y - 25 * s],
      ],
      { ...BG, fill: [WHITE, TEXTURE.mid] },
    )
  );
}

/** A ridge of hills from left to right, shaded below the line. */
export function hills(p: Pencil, base: number, peaks: readonly number[], fill: string = TEXTURE.light): string {
  const pts: Pt[] = peaks.map((h, i) => [(i / (peaks.length - 1)) * 960, base - h]);
  return p.shape([...pts, [960, base + 4], [0, base + 4]], {
    ...BG,
    fill: [WHITE, fill],
    smooth: true,
  });
}

/** A village house: wall, sloping roof, a door and a small window. */
export function hut(p: Pencil, x: number, y: number, w = 180, o: { door?: boolean } = {}): string {
  const h = w * 0.55;
  let out = rect(p, x, y - h, w, h, [WHITE, TEXTURE.vertical]);
  out += p.shape(
    [
      [x - w * 0.08, y - h],
      [x + w * 0.2, y - h - w * 0.35],
      [x + w * 0.8, y - h - w * 0.35],
      [x + w * 1.08, y - h],
    ],
    { ...BG, fill: [WHITE, TEXTURE.mid] },
  );
  if (o.door !== false) out += rect(p, x + w * 0.38, y - h * 0.72, w * 0.22, h * 0.72, [WHITE, TEXTURE.dark]);
  out += rect(p, x + w * 0.72, y - h * 0.7, w * 0.16, w * 0.14, [WHITE, TEXTURE.mid]);
  return out;
}

export function clouds(p: Pencil, list: readonly (readonly [number, number, number])[]): string {
  return list
    .map(([x, y, s]) => {
      const puffs: Pt[] = [];
      for (let i = 0; i <= 12; i++) {
        const a = Math.PI * (1 + i / 12);
        const k = 1 + (i % 3 === 1 ? 0.25 : 0) + p.jit(0.05);
        puffs.push([x + Math.cos(a) * 80 * s, y + Math.sin(a) * 30 * s * k]);
      }
      return p.shape(puffs, { ...BG, tone: 0.3, smooth: true, fill: [WHITE] });
    })
    .join('');
}

/** A window with a frame and bars, the glass lightly shaded. */
export function window(p: Pencil, x: number, y: number, w: number, h: number, bars = 3, fill: string = TEXTURE.light): string {
  let out = rect(p, x, y, w, h, [WHITE, fill], FG);
  for (let i = 1; i <= bars; i++)
    out += p.line(
      [
        [x + (w * i) / (bars + 1), y],
        [x + (w * i) / (bars + 1), y + h],
      ],
      { ...BG, w: 2.5 },
    );
  out += p.line(
    [
      [x, y + h / 2],
      [x + w, y + h / 2],
    ],
    { ...BG, w: 2.5 },
  );
  return out;
}

/** A room: back wall down to the floor line, floor boards running to the viewer. */
export function room(p: Pencil, floor: number, wall: string = TEXTURE.vertical): string {
  let out = rect(p, -10, -10, 980, floor + 10, [WHITE, wall], {
    ...BG,
    passes: 1,
  });
  out += p.line(
    [
      [0, floor],
      [960, floor],
    ],
    { ...FG, tone: 0.6 },
  );
  for (let i = -4; i <= 4; i++)
    out += p.line(
      [
        [480 + i * 120, floor],
        [480 + i * 330, 730],
      ],
      { ...BG, tone: 0.3 },
    );
  return out;
}

/** A night sky over everything above `y`. */
export function night(p: Pencil, y: number): string {
  return p.shape(box(-10, -10, 980, y + 10), {
    fill: TEXTURE.night,
    bare: true,
  });
}
