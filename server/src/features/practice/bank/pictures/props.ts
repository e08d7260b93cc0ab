import type { Pt } from './geometry';
import { TEXTURE } from './paper';
import { Pencil, WHITE } from './pencil';
import { BG, FG, rect } from './scenery';

/** Things in a scene. Each stands on the ground at `y` (its base), `x` its left edge or centre as noted. */

/** A chair seen from the side or front, seat `h` high; x is the seat's centre. */
export function chair(p: Pencil, x: number, y: number, h = 100, facing: -1 | 0 | 1 = 0): string {
  const w = h * (facing === 0 ? 1.3 : 0.9);
  let out = '';
  const back = facing === 0 ? 0 : -facing;
  if (facing === 0) {
    out += rect(p, x - w / 2, y - h - h * 0.95, w, h * 0.9, [WHITE, TEXTURE.light], FG);
  } else {
    out += p.line(
      [
        [x + back * w * 0.45, y - h],
        [x + back * w * 0.5, y - h * 2],
      ],
      { ...FG, w: 5 },
    );
  }
  out += rect(p, x - w / 2, y - h - 8, w, 12, [WHITE, TEXTURE.mid], FG);
  for (const k of [-0.45, 0.45])
    out += p.line(
      [
        [x + k * w, y - h],
        [x + k * w, y],
      ],
      { ...FG, w: 5 },
    );
  return out;
}

/** A long bench (platform, school, park). */
export function bench(p: Pencil, x: number, y: number, w = 260, h = 90, back = true): string {
  let out = '';
  if (back)
    out +=
      rect(p, x, y - h - 70, w, 16, [WHITE, TEXTURE.mid], FG) +
      p.line(
        [
          [x + 12, y - h - 54],
          [x + 12, y - h],
        ],
        { ...FG, w: 5 },
      ) +
      p.line(
        [
          [x + w - 12, y - h - 54],
          [x + w - 12, y - h],
        ],
        { ...FG, w: 5 },
      );
  out += rect(p, x, y - h - 10, w, 14, [WHITE, TEXTURE.mid], FG);
  for (const k of [14, w - 14])
    out += p.line(
      [
        [x + k, y - h],
        [x + k, y],
      ],
      { ...FG, w: 6 },
    );
  return out;
}

/** A table or desk, top `h` above the ground. */
export function table(p: Pencil, x: number, y: number, w = 260, h = 140, drawer = false): string {
  let out = rect(p, x, y - h - 14, w, 16, [WHITE, TEXTURE.mid], FG);
  if (drawer) out += rect(p, x + w - 110, y - h, 96, h, [WHITE, TEXTURE.light], FG);
  for (const k of [10, w - 12])
    out += p.line(
      [
        [x + k, y - h],
        [x + k, y],
      ],
      { ...FG, w: 6 },
    );
  return out;
}

/** Papers, files or books lying on a surface at height y. */
export function papers(p: Pencil, x: number, y: number, n = 3): string {
  let out = '';
  for (let i = 0; i < n; i++) out += rect(p, x + i * 26 + p.jit(4), y - 9 - i * 7, 60, 9, [WHITE, i % 2 ? TEXTURE.mid : TEXTURE.light], { ...FG, w: 1.6 });
  return out;
}

/** A hospital bed or a cot with its frame; `x` its left end. */
export function bed(p: Pencil, x: number, y: number, w = 340, h = 110, headboard = true): string {
  let out = '';
  if (headboard)
    out +=
      p.line(
        [
          [x + 6, y],
          [x + 6, y - h - 80],
        ],
        { ...FG, w: 6 },
      ) +
      p.line(
        [
          [x + 6, y - h - 70],
          [x + 40, y - h - 70],
        ],
        { ...FG, w: 4 },
      );
  out += rect(p, x, y - h - 26, w, 30, [WHITE, TEXTURE.light], FG);
  out += p.ellipse(x + 50, y - h - 36, 36, 14, { ...FG, fill: WHITE });
  for (const k of [12, w - 12])
    out += p.line(
      [
        [x + k, y - h + 4],
        [x + k, y],
      ],
      { ...FG, w: 5 },
    );
  return out;
}

/** A string cot (charpai) seen from the front. */
export function charpai(p: Pencil, x: number, y: number, w = 300, h = 70): string {
  let out = rect(p, x, y - h - 14, w, 14, [WHITE, TEXTURE.mid], FG);
  out += p.shape(
    [
      [x + 8, y - h - 14],
      [x + w - 8, y - h - 14],
      [x + w - 30, y - h - 34],
      [x + 30, y - h - 34],
    ],
    { ...BG, fill: [WHITE, TEXTURE.light] },
  );
  for (const k of [10, w - 10])
    out += p.line(
      [
        [x + k, y - h],
        [x + k, y],
      ],
      { ...FG, w: 8 },
    );
  return out;
}

/** A bicycle standing on the ground, `x` its middle; `s` scales it (1 is a grown-up's bicycle). */
export function bicycle(p: Pencil, x: number, y: number, s = 1): string {
  const r = 46 * s;
  const back: Pt = [x - 62 * s, y - r];
  const front: Pt = [x + 62 * s, y - r];
  const seat: Pt = [x - 22 * s, y - r - 60 * s];
  const bar: Pt = [x + 44 * s, y - r - 64 * s];
  const crank: Pt = [x - 6 * s, y - r];
  let out = '';
  for (const c of [back, front]) out += p.ellipse(c[0], c[1], r, r, { ...FG, w: 3 }) + p.ellipse(c[0], c[1], r * 0.12, r * 0.12, { ...FG, w: 2 });
  out += p.line([back, crank, seat, back], { ...FG, w: 3 });
  out += p.line([crank, [bar[0] - 4 * s, bar[1] + 12 * s], seat], {
    ...FG,
    w: 3,
  });
  out += p.line([front, bar, [bar[0] - 14 * s, bar[1] - 8 * s]], {
    ...FG,
    w: 3,
  });
  out += p.line(
    [
      [seat[0] - 12 * s, seat[1] - 4 * s],
      [seat[0] + 12 * s, seat[1] - 4 * s],
    ],
    { ...FG, w: 6 },
  );
  return out;
}

/** A round village well with a frame and a pulley; `x` its centre. */
export function well(p: Pencil, x: number, y: number, w = 230): string {
  const h = w * 0.38;
  let out = '';
  out += p.line(
    [
      [x - w * 0.42, y - h],
      [x - w * 0.42, y - h - w * 0.7],
    ],
    { ...FG, w: 7 },
  );
  out += p.line(
    [
      [x + w * 0.42, y - h],
      [x + w * 0.42, y - h - w * 0.7],
    ],
    { ...FG, w: 7 },
  );
  out += p.line(
    [
      [x - w * 0.48, y - h - w * 0.68],
      [x + w * 0.48, y - h - w * 0.68],
    ],
    { ...FG, w: 7 },
  );
  out += p.ellipse(x, y - h - w * 0.6, 12, 12, { ...FG, fill: WHITE });
  out += p.line(
    [
      [x, y - h - w * 0.6],
      [x, y - h - w * 0.2],
    ],
    { ...BG, w: 1.5 },
  );
  out += p.shape(
    [
      [x - w / 2, y - h],
      [x - w / 2, y - 6],
      [x, y + 8],
      [x + w / 2, y - 6],
      [x + w / 2, y - h],
    ],
    { ...FG, fill: [WHITE, TEXTURE.vertical] },
  );
  for (let row = 1; row < 3; row++)
    out += p.line(
      [
        [x - w / 2, y - h + (row * h) / 3],
        [x, y - h + (row * h) / 3 + 12],
        [x + w / 2, y - h + (row * h) / 3],
      ],
      { ...BG, smooth: true, w: 1.4 },
    );
  out += p.ellipse(x, y - h, w / 2, w * 0.1, {
    ...FG,
    fill: [WHITE, TEXTURE.dark],
  });
  return out;
}

/** A brass or clay pot (matka) sitting on the ground. */
export function pot(p: Pencil, x: number, y: number, s = 1): string {
  return p.shape(
    [
      [x - 12 * s, y],
      [x - 30 * s, y - 20 * s],
      [x - 26 * s, y - 42 * s],
      [x - 12 * s, y - 52 * s],
      [x - 12 * s, y - 60 * s],
      [x + 12 * s, y - 60 * s],
      [x + 12 * s, y - 52 * s],
      [x + 26 * s, y - 42 * s],
      [x + 30 * s, y - 20 * s],
      [x + 12 * s, y],
    ],
    { ...FG, fill: [WHITE, TEXTURE.mid], smooth: true },
  );
}

export function bucket(p: Pencil, x: number, y: number, s = 1): string {
  return (
    p.shape(
      [
        [x - 24 * s, y - 50 * s],
        [x + 24 * s, y - 50 * s],
        [x + 18 * s, y],
        [x - 18 * s, y],
      ],
      { ...FG, fill: [WHITE, TEXTURE.light] },
    ) + p.arc(x, y - 50 * s, 22 * s, 26 * s, 180, 360, { ...FG, w: 2 })
  );
}

export function suitcase(p: Pencil, x: number, y: number, s = 1): string {
  return rect(p, x, y - 70 * s, 100 * s, 70 * s, [WHITE, TEXTURE.mid], FG) + p.arc(x + 50 * s, y - 70 * s, 16 * s, 12 * s, 180, 360, { ...FG, w: 3 });
}

export function sack(p: Pencil, x: number, y: number, s = 1): string {
  return p.shape(
    [
      [x - 36 * s, y],
      [x - 40 * s, y - 50 * s],
      [x - 20 * s, y - 80 * s],
      [x, y - 90 * s],
      [x + 20 * s, y - 80 * s],
      [x + 40 * s, y - 50 * s],
      [x + 36 * s, y],
    ],
    { ...FG, fill: [WHITE, TEXTURE.light], smooth: true },
  );
}

/** A rowing boat drawn up at the water's edge; `x` its middle. */
export function boat(p: Pencil, x: number, y: number, w = 360): string {
  let out = p.shape(
    [
      [x - w / 2, y - 60],
      [x + w / 2, y - 66],
      [x + w * 0.36, y],
      [x - w * 0.38, y],
    ],
    { ...FG, fill: [WHITE, TEXTURE.mid] },
  );
  out += p.line(
    [
      [x - w * 0.45, y - 44],
      [x + w * 0.45, y - 48],
    ],
    { ...BG, w: 2 },
  );
  out += p.line(
    [
      [x - w * 0.1, y - 62],
      [x + w * 0.3, y - 130],
    ],
    { ...FG, w: 5 },
  );
  return out;
}

/** A stretcher carried or set down: two poles and the canvas. */
export function stretcher(p: Pencil, x: number, y: number, w = 300): string {
  const top = y - 44;
  let out = '';
  for (const k of [20, w - 20])
    out += p.line(
      [
        [x + k - 10, y],
        [x + k, top],
        [x + k + 10, y],
      ],
      { ...FG, w: 3 },
    );
  out += p.shape(
    [
      [x, top - 16],
      [x + w, top - 16],
      [x + w - 6, top + 6],
      [x + 6, top + 6],
    ],
    { ...FG, fill: [WHITE, TEXTURE.light] },
  );
  out += p.line(
    [
      [x - 34, top - 12],
      [x + w + 34, top - 12],
    ],
    { ...FG, w: 7 },
  );
  out += p.shape(
    [
      [x + 30, top - 16],
      [x + 60, top - 40],
      [x + w * 0.7, top - 44],
      [x + w - 20, top - 18],
    ],
    { ...FG, fill: [WHITE, TEXTURE.light], smooth: true },
  );
  return out;
}

/** An army tent: ridge, two slopes, the door flap open. `x` its middle. */
export function tent(p: Pencil, x: number, y: number, w = 300): string {
  const h = w * 0.6;
  let out = p.shape(
    [
      [x - w / 2, y],
      [x - w * 0.32, y - h],
      [x + w * 0.32, y - h],
      [x + w / 2, y],
    ],
    { ...FG, fill: [WHITE, TEXTURE.mid] },
  );
  out += p.shape(
    [
      [x - w * 0.12, y],
      [x, y - h * 0.8],
      [x + w * 0.12, y],
    ],
    { ...FG, fill: [WHITE, TEXTURE.dark] },
  );
  out += p.line(
    [
      [x - w * 0.32, y - h],
      [x - w * 0.5 - 30, y],
    ],
    { ...BG, w: 1.2 },
  );
  out += p.line(
    [
      [x + w * 0.32, y - h],
      [x + w * 0.5 + 30, y],
    ],
    { ...BG, w: 1.2 },
  );
  return out;
}

/** A wall of sandbags, `n` wide and `rows` high. */
export function sandbags(p: Pencil, x: number, y: number, n = 5, rows = 3): string {
  let out = '';
  for (let r = 0; r < rows; r++)
    for (let i = 0; i < n - (r % 2); i++)
      out += p.ellipse(x + i * 56 + (r % 2) * 28 + 28, y - 18 - r * 30, 30, 17, { ...FG, fill: [WHITE, TEXTURE.light], w: 1.8 });
  return out;
}

/** A hand cart with two wheels (the kind pushed in a market). */
export function cart(p: Pencil, x: number, y: number, w = 240): string {
  const r = Math.min(40, w * 0.16);
  const deck = y - 2 * r - 24;
  let out = rect(p, x + 10, deck - 40, w - 20, 40, [WHITE, TEXTURE.light], BG);
  out += rect(p, x, deck, w, 24, [WHITE, TEXTURE.mid], FG);
  for (const k of [0.25, 0.75])
    out +=
      p.ellipse(x + w * k, y - r, r, r, { ...FG, w: 3 }) +
      p.line(
        [
          [x + w * k, y - r],
          [x + w * k, deck + 24],
        ],
        { ...FG, w: 3 },
      );
  out += p.line(
    [
      [x + w, deck + 10],
      [x + w + w * 0.3, deck + 30],
    ],
    { ...FG, w: 5 },
  );
  return out;
}

/** A lamp post with its light, for streets and platforms. */
export function lampPost(p: Pencil, x: number, y: number, h = 380, lit = false): string {
  let out = '';
  if (lit) out += `<circle cx="${x + 30}" cy="${y - h + 20}" r="70" fill="#fffaf0" fill-opacity=".5"/>`;
  out += p.line(
    [
      [x, y],
      [x, y - h],
      [x + 30, y - h],
    ],
    { ...FG, w: 6 },
  );
  out += p.shape(
    [
      [x + 14, y - h],
      [x + 46, y - h],
      [x + 40, y - h + 24],
      [x + 20, y - h + 24],
    ],
    { ...FG, fill: WHITE },
  );
  return out;
}

/** A rack of tools on a wall: hammer, spanner, saw outlines. */
export function toolRack(p: Pencil, x: number, y: number): string {
  let out = rect(p, x, y, 260, 150, [WHITE, TEXTURE.light], BG);
  out +=
    p.line(
      [
        [x + 30, y + 20],
        [x + 30, y + 120],
      ],
      FG,
    ) + rect(p, x + 14, y + 16, 34, 18, [WHITE, TEXTURE.dark], FG);
  out +=
    p.line(
      [
        [x + 90, y + 20],
        [x + 90, y + 130],
      ],
      { ...FG, w: 5 },
    ) + p.ellipse(x + 90, y + 22, 12, 10, FG);
  out += p.shape(
    [
      [x + 140, y + 20],
      [x + 210, y + 20],
      [x + 210, y + 40],
      [x + 140, y + 90],
    ],
    { ...FG, fill: [WHITE, TEXTURE.mid] },
  );
  out += p.line(
    [
      [x + 236, y + 20],
      [x + 236, y + 130],
    ],
    { ...FG, w: 3 },
  );
  return out;
}

/** A shelf of jars and packets, for shops and kitchens. */
export function shelf(p: Pencil, x: number, y: number, w: number, rows = 3, kind: 'jars' | 'vessels' | 'packets' = 'jars'): string {
  let out = '';
  for (let r = 0; r < rows; r++) {
    const sy = y + r * 80;
    out += rect(p, x, sy, w, 8, [WHITE, TEXTURE.mid], BG);
    for (let i = 0; 20 + i * 52 < w - 30; i++) {
      const ix = x + 20 + i * 52 + p.jit(4);
      if (kind === 'jars')
        out += rect(p, ix, sy - 44, 34, 44, [WHITE, i % 3 ? TEXTURE.light : TEXTURE.mid], BG) + rect(p, ix - 2, sy - 52, 38, 10, [WHITE, TEXTURE.dark], BG);
      else if (kind === 'vessels')
        out += p.ellipse(ix + 18, sy - 20, 22, 20, {
          ...BG,
          fill: [WHITE, TEXTURE.light],
        });
      else out += rect(p, ix, sy - 56 + (i % 2) * 12, 38, 56 - (i % 2) * 12, [WHITE, i % 2 ? TEXTURE.mid : TEXTURE.light], BG);
    }
  }
  return out;
}

/** A shop counter, its top at y - h; people behind it are drawn before it. */
export function counter(p: Pencil, x: number, y: number, w = 880, h = 170): string {
  return rect(p, x + 10, y - h + 10, w - 20, h - 10, [WHITE, TEXTURE.mid], FG) + rect(p, x, y - h, w, 16, [WHITE], FG);
}

/** A blanket over someone's legs in bed or on a cot: from x to x + w at height y. */
export function blanket(p: Pencil, x: number, y: number, w: number): string {
  return p.shape(
    [
      [x, y],
      [x + w * 0.1, y - 34],
      [x + w * 0.6, y - 44],
      [x + w, y - 26],
      [x + w + 6, y + 16],
      [x - 4, y + 16],
    ],
    { ...FG, fill: [WHITE, TEXTURE.light], smooth: true },
  );
}
