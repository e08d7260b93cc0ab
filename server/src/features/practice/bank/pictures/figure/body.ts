import { add, lerp, mul, normal, sub, unit, type Pt } from '../geometry';
import { TEXTURE } from '../paper';
import { INK, Pencil, SKIN, WHITE } from '../pencil';
import type { Skeleton } from './skeleton';
import type { Dress, FigureOptions } from './types';

type Fill = readonly string[];
const LIGHT: Fill = [WHITE, TEXTURE.light];
const PLAIN: Fill = [WHITE];
const MID: Fill = [WHITE, TEXTURE.mid];
const DARK: Fill = [WHITE, TEXTURE.dark];
const SKIN_FILL: Fill = [SKIN];

/** What a dress puts on each part of the body. */
type Look = {
  top: Fill;
  /** How far the top garment falls: to the waist, the hips, or the knee. */
  length: 'hip' | 'knee';
  sleeves: 'full' | 'half' | 'short';
  legs: Fill;
  /** Trousers reach the ankle; shorts stop above the knee; a dhoti at mid-shin. */
  legCover: 'ankle' | 'shorts' | 'shin' | 'none';
  /** A skirt over the legs: a saree to the feet, a pinafore to the knee. */
  skirt?: { fill: Fill; to: 'feet' | 'knee' };
  shoes: Fill;
  socks?: boolean;
};

function lookOf(dress: Dress, o: FigureOptions): Look {
  const female = o.sex === 'female';
  switch (dress) {
    case 'kurta':
      return {
        top: female ? LIGHT : PLAIN,
        length: 'knee',
        sleeves: o.halfSleeves ? 'half' : 'full',
        legs: PLAIN,
        legCover: 'ankle',
        shoes: SKIN_FILL,
      };
    case 'dhoti':
      return {
        top: PLAIN,
        length: 'hip',
        sleeves: 'half',
        legs: PLAIN,
        legCover: 'shin',
        shoes: SKIN_FILL,
      };
    case 'saree':
      return {
        top: MID,
        length: 'hip',
        sleeves: 'short',
        legs: LIGHT,
        legCover: 'ankle',
        skirt: { fill: LIGHT, to: 'feet' },
        shoes: SKIN_FILL,
      };
    case 'salwar':
      return {
        top: LIGHT,
        length: 'knee',
        sleeves: o.halfSleeves ? 'half' : 'full',
        legs: PLAIN,
        legCover: 'ankle',
        shoes: SKIN_FILL,
      };
    case 'shirt':
      return {
        top: female ? LIGHT : PLAIN,
        length: 'hip',
        sleeves: o.halfSleeves ? 'half' : 'full',
        legs: MID,
        legCover: 'ankle',
        shoes: DARK,
      };
    case 'uniform':
      return {
        top: MID,
        length: 'hip',
        sleeves: o.halfSleeves ? 'half' : 'full',
        legs: MID,
        legCover: 'ankle',
        shoes: DARK,
      };
    case 'school':
      return female
        ? {
            top: PLAIN,
            length: 'hip',
            sleeves: 'half',
            legs: SKIN_FILL,
            legCover: 'none',
            skirt: { fill: MID, to: 'knee' },
            shoes: DARK,
            socks: true,
          }
        : {
            top: PLAIN,
            length: 'hip',
            sleeves: 'half',
            legs: MID,
            legCover: 'shorts',
            shoes: DARK,
            socks: true,
          };
  }
}

/**
 * Parts of a limb drawn as pencil tubes: all outlines first, then the fills, so the joints merge;
 * then a band of hatching down the shaded side.
 */
function tube(p: Pencil, segments: readonly { a: Pt; b: Pt; w: number; fill: Fill }[], ow: number, shade = true): string {
  const paths = segments.map((s) => ({
    ...s,
    d: p.d([s.a, s.b], { rough: 0.5 }),
  }));
  let out = '';
  for (const s of paths)
    out += `<path d="${s.d}" fill="none" stroke="${INK}" stroke-opacity=".85" stroke-width="${(s.w + ow * 2).toFixed(1)}" stroke-linecap="round"/>`;
  for (const s of paths)
    for (const fill of s.fill) out += `<path d="${s.d}" fill="none" stroke="${fill}" stroke-width="${s.w.toFixed(1)}" stroke-linecap="round"/>`;
  if (shade) {
    for (const s of segments) {
      if (s.fill === SKIN_FILL) continue;
      let n = normal(sub(s.b, s.a));
      if (n[0] < 0) n = mul(n, -1);
      const off = mul(n, s.w * 0.22);
      out += `<path d="${p.d([add(s.a, off), add(s.b, off)], { rough: 0.3 })}" fill="none" stroke="${TEXTURE.mid}" stroke-width="${(s.w * 0.45).toFixed(1)}"/>`;
    }
  }
  // A loose second pass of the pencil along the edges, overshooting a little.
  let sketch = '';
  for (const s of segments) {
    const dir = unit(sub(s.b, s.a));
    const n = normal(dir);
    for (const side of [-1, 1]) {
      if (p.random() < 0.35) continue;
      const off = mul(n, side * (s.w / 2 + ow * (0.6 + p.random())));
      const a = add(add(s.a, off), mul(dir, p.jit(s.w * 0.3)));
      const b = add(add(s.b, off), mul(dir, p.jit(s.w * 0.3)));
      sketch += p.d([a, b], { rough: 0.8 });
    }
  }
  if (sketch) out += `<path d="${sketch}" fill="none" stroke="${INK}" stroke-opacity=".3" stroke-width="${(ow * 0.5).toFixed(1)}" stroke-linecap="round"/>`;
  return out;
}

export type BodyParts = {
  legs: string;
  lower: string;
  torso: string;
  arms: [string, string];
  details: string;
};

/** The body in its dress: legs, what hangs over them, the torso and the two arms. */
export function drawBody(p: Pencil, s: Skeleton, o: FigureOptions): BodyParts {
  const { H, hh, d } = s;
  const look = lookOf(o.dress, o);
  const ow = Math.max(1.4, H * 0.0055);
  const child = o.age === 'child';
  const thighW = H * (child ? 0.08 : 0.074);
  const calfW = H * (child ? 0.06 : 0.056);
  const standing = !s.sitting && (o.pose ?? 'standing') !== 'kneeling';

  // Legs, far one first.
  const legOrder: (0 | 1)[] = s.far === 1 ? [1, 0] : [0, 1];
  let legs = '';
  const skirtHidesLegs = look.skirt?.to === 'feet';
  for (const i of legOrder) {
    const hipJoint: Pt = lerp(s.hip, s.hips[i], 0.5);
    const knee = s.knees[i];
    const foot = s.feet[i];
    const ankle: Pt = [foot[0], foot[1] - H * 0.02];
    const segs: { a: Pt; b: Pt; w: number; fill: Fill }[] = [];
    if (!skirtHidesLegs) {
      if (look.legCover === 'ankle') {
        const wide = o.dress === 'salwar' ? 1.25 : o.dress === 'saree' ? 1.35 : 1;
        segs.push(
          { a: hipJoint, b: knee, w: thighW * wide, fill: look.legs },
          {
            a: knee,
            b: ankle,
            w: calfW * (o.dress === 'salwar' ? 1.05 : wide),
            fill: look.legs,
          },
        );
      } else if (look.legCover === 'shin') {
        const mid = lerp(knee, ankle, 0.45);
        segs.push(
          { a: hipJoint, b: knee, w: thighW * 1.35, fill: look.legs },
          { a: knee, b: mid, w: calfW * 1.4, fill: look.legs },
          { a: mid, b: ankle, w: calfW * 0.7, fill: SKIN_FILL },
        );
      } else if (look.legCover === 'shorts') {
        const mid = lerp(hipJoint, knee, 0.75);
        segs.push(
          { a: hipJoint, b: mid, w: thighW * 1.2, fill: look.legs },
          { a: mid, b: knee, w: calfW * 0.9, fill: SKIN_FILL },
          { a: knee, b: ankle, w: calfW * 0.85, fill: SKIN_FILL },
        );
      } else {
        segs.push({ a: hipJoint, b: knee, w: thighW * 0.8, fill: SKIN_FILL }, { a: knee, b: ankle, w: calfW * 0.85, fill: SKIN_FILL });
      }
      if (look.socks)
        segs.push({
          a: lerp(knee, ankle, 0.55),
          b: ankle,
          w: calfW * 0.95,
          fill: PLAIN,
        });
    }
    legs += tube(p, segs, ow);
    legs += shoe(p, s, i, look.shoes, ow);
  }

  // Skirts over the legs.
  let lower = '';
  const kneeY = Math.min(s.knees[0][1], s.knees[1][1]);
  const minX = (pts: Pt[]) => Math.min(...pts.map((q) => q[0]));
  const maxX = (pts: Pt[]) => Math.max(...pts.map((q) => q[0]));
  if (look.skirt && standing) {
    const to = look.skirt.to === 'feet' ? Math.max(s.feet[0][1], s.feet[1][1]) - H * 0.025 : kneeY + H * 0.01;
    const ends = look.skirt.to === 'feet' ? s.feet : s.knees;
    const flare = H * (look.skirt.to === 'feet' ? 0.05 : 0.045);
    const l = minX([...ends]) - flare;
    const r = maxX([...ends]) + flare;
    lower += p.shape(
      [
        [s.waist[0][0] - hh * 0.05, s.waist[0][1] + hh * 0.15],
        [s.waist[1][0] + hh * 0.05, s.waist[1][1] + hh * 0.15],
        [r, to],
        [(l + r) / 2, to + H * 0.008],
        [l, to],
      ],
      { fill: look.skirt.fill, w: ow, rough: 0.6 },
    );
    const cx = (s.waist[0][0] + s.waist[1][0]) / 2 + d * hh * 0.15;
    for (const k of [-1, 0, 1])
      lower += p.line(
        [
          [cx + k * hh * 0.12, s.hip[1] + hh * 0.1],
          [cx + k * hh * 0.2, to - 2],
        ],
        { w: ow * 0.6, tone: 0.5, rough: 0.6 },
      );
    if (look.skirt.to === 'feet')
      lower += p.line(
        [
          [l + 2, to - H * 0.025],
          [r - 2, to - H * 0.025],
        ],
        { w: ow * 2.2, tone: 0.55, rough: 0.6 },
      );
  } else if (look.skirt?.to === 'feet') {
    // Sitting or kneeling in a saree: the cloth draped over hips, knees and feet.
    const pts: Pt[] = [...s.hips, ...s.knees, ...s.feet.map((f) => [f[0], f[1] - H * 0.015] as Pt), [s.hip[0], s.hip[1] - H * 0.05]];
    const cx = pts.reduce((a, q) => a + q[0], 0) / pts.length;
    const cy = pts.reduce((a, q) => a + q[1], 0) / pts.length;
    const drape = hull(pts).map((q) => add(q, mul(unit(sub(q, [cx, cy])), H * 0.035)));
    lower += p.shape(drape, {
      fill: look.skirt.fill,
      w: ow,
      rough: 0.5,
      smooth: true,
    });
    for (const k of [0.35, 0.6]) lower += p.line([lerp(s.hip, s.knees[0], k), lerp(s.hip, s.feet[1], k + 0.2)], { w: ow * 0.6, tone: 0.45, rough: 0.6 });
  } else if (look.skirt && !standing) {
    for (const i of legOrder)
      lower += tube(
        p,
        [
          {
            a: lerp(s.hip, s.hips[i], 0.5),
            b: s.knees[i],
            w: thighW * 1.5,
            fill: look.skirt.fill,
          },
        ],
        ow,
      );
  }
  if (look.length === 'knee') {
    if (standing) {
      const hem = kneeY - H * (o.sex === 'male' ? 0.03 : 0.015);
      const spread = H * (o.sex === 'male' ? 0.012 : 0.03);
      const l = Math.min(s.hips[0][0], minX([...s.knees])) - spread;
      const r = Math.max(s.hips[1][0], maxX([...s.knees])) + spread;
      lower += p.shape(
        [
          [s.hips[0][0] - hh * 0.04, s.hip[1] - hh * 0.3],
          [s.hips[1][0] + hh * 0.04, s.hip[1] - hh * 0.3],
          [r, hem],
          [l, hem],
        ],
        { fill: look.top, w: ow, rough: 0.6 },
      );
      // The slits at the sides of a kurta.
      for (const x of [l + H * 0.012, r - H * 0.012])
        lower += p.line(
          [
            [x, hem],
            [x + (x < s.hip[0] ? 1 : -1) * H * 0.004, hem - H * 0.07],
          ],
          { w: ow * 0.7, tone: 0.6, rough: 0.3 },
        );
    } else {
      for (const i of legOrder)
        lower += tube(
          p,
          [
            {
              a: lerp(s.hip, s.hips[i], 0.4),
              b: lerp(s.hip, s.knees[i], 0.85),
              w: thighW * 1.45,
              fill: look.top,
            },
          ],
          ow,
        );
    }
  }
  if (o.dress === 'dhoti' && standing) {
    lower += p.line([lerp(s.hips[0], s.hips[1], 0.5), lerp(s.knees[0], s.knees[1], 0.5), [(s.feet[0][0] + s.feet[1][0]) / 2, s.knees[0][1] + H * 0.08]], {
      w: ow * 0.7,
      tone: 0.6,
      smooth: true,
    });
  }

  // Torso.
  const [sl, sr] = s.shoulders;
  const neckW = hh * 0.2;
  const bottomY = look.length === 'hip' || !standing ? 0.12 : 0.05;
  const armHalf = H * 0.024;
  const torsoPts: Pt[] = [
    [s.armRoots[0][0] - armHalf, s.armRoots[0][1]],
    lerp(sl, s.neck, 0.12),
    [s.neck[0] - neckW, s.neck[1] + hh * 0.02],
    [s.neck[0] + neckW, s.neck[1] + hh * 0.02],
    lerp(sr, s.neck, 0.12),
    [s.armRoots[1][0] + armHalf, s.armRoots[1][1]],
    lerp(sr, s.waist[1], 0.5),
    s.waist[1],
    [s.hips[1][0] + hh * 0.02, s.hip[1] + hh * bottomY],
    [s.hips[0][0] - hh * 0.02, s.hip[1] + hh * bottomY],
    s.waist[0],
    lerp(sl, s.waist[0], 0.5),
  ];
  let torso = tube(
    p,
    [
      {
        a: [s.neck[0], s.neck[1] + hh * 0.1],
        b: [s.head[0], s.head[1] + hh * 0.3],
        w: hh * 0.3,
        fill: SKIN_FILL,
      },
    ],
    ow,
    false,
  );
  torso += p.shape(torsoPts, { fill: look.top, w: ow * 1.1, rough: 0.6 });
  // Shade the side away from the light.
  const shadeSide = d >= 0 ? 1 : 0;
  torso += p.shape([lerp(s.neck, s.shoulders[shadeSide], 0.55), s.shoulders[shadeSide], s.waist[shadeSide], lerp(s.hip, s.hips[shadeSide], 0.6)], {
    fill: TEXTURE.light,
    bare: true,
    rough: 0.3,
  });
  torso += s.back ? '' : torsoDetails(p, s, o, ow);

  // Arms.
  const upperW = H * (child ? 0.05 : 0.047);
  const foreW = H * (child ? 0.042 : 0.039);
  const arms: [string, string] = ['', ''];
  for (const i of [0, 1] as const) {
    const sh = s.armRoots[i];
    const el = s.elbows[i];
    const wr = s.hands[i];
    const segs: { a: Pt; b: Pt; w: number; fill: Fill }[] = [];
    if (look.sleeves === 'full') segs.push({ a: sh, b: el, w: upperW, fill: look.top }, { a: el, b: wr, w: foreW, fill: look.top });
    else if (look.sleeves === 'half') {
      const m = lerp(sh, el, 0.8);
      segs.push(
        { a: sh, b: m, w: upperW * 1.1, fill: look.top },
        { a: m, b: el, w: upperW * 0.78, fill: SKIN_FILL },
        { a: el, b: wr, w: foreW * 0.82, fill: SKIN_FILL },
      );
    } else {
      const m = lerp(sh, el, 0.45);
      segs.push(
        { a: sh, b: m, w: upperW * 1.05, fill: look.top },
        { a: m, b: el, w: upperW * 0.72, fill: SKIN_FILL },
        { a: el, b: wr, w: foreW * 0.78, fill: SKIN_FILL },
      );
    }
    arms[i] = tube(p, segs, ow) + hand(p, s, i, ow);
  }
  return { legs, lower, torso, arms, details: '' };
}

function hand(p: Pencil, s: Skeleton, i: 0 | 1, ow: number): string {
  const dir = unit(sub(s.hands[i], s.elbows[i]));
  const n = normal(dir);
  const r = s.H * 0.024;
  const at = (along: number, across: number): Pt => add(s.hands[i], add(mul(dir, along * r), mul(n, across * r)));
  // A mitten of a hand: palm and fingers together, the thumb apart.
  let out = p.shape([at(-0.2, 0.8), at(0.9, 0.95), at(1.8, 0.65), at(2.15, 0), at(1.8, -0.65), at(0.9, -0.95), at(-0.2, -0.8)], {
    fill: SKIN,
    w: ow * 0.9,
    rough: 0.2,
    smooth: true,
  });
  const thumb = i === 0 ? 1 : -1;
  out += p.line([at(0.5, thumb * 0.85), at(1.1, thumb * 1.25), at(1.5, thumb * 0.9)], { w: ow * 0.8, rough: 0.2, smooth: true });
  if (s.gesture === 'point' && i === s.main) {
    out += p.line([at(1.6, 0), at(3.6, 0)], { w: r * 0.5, rough: 0.1 });
    out += p.line([at(1.6, 0), at(3.5, 0)], { w: r * 0.3, rough: 0 }).replace(INK, SKIN);
  }
  return out;
}

function shoe(p: Pencil, s: Skeleton, i: 0 | 1, fill: Fill, ow: number): string {
  const f = s.feet[i];
  const { H, d } = s;
  const kneeling = s.knees[i][1] > f[1] - H * 0.05;
  if (kneeling && d) {
    // A foot behind a kneeling leg: the sole, seen end on.
    return p.ellipse(f[0], f[1] - H * 0.015, H * 0.03, H * 0.018, {
      fill: [...fill],
      w: ow,
      rough: 0.3,
    });
  }
  const dx = d ? d * H * 0.03 : (i === 0 ? -1 : 1) * H * 0.012;
  const rx = d ? H * 0.048 : H * 0.03;
  let out = p.ellipse(f[0] + dx, f[1] - H * 0.012, rx, H * 0.017, {
    fill: [...fill],
    w: ow,
    rough: 0.3,
  });
  if (fill === SKIN_FILL)
    out += p.line(
      [
        [f[0] + dx - rx * 0.4, f[1] - H * 0.02],
        [f[0] + dx + rx * 0.3, f[1] - H * 0.012],
      ],
      { w: ow * 1.2, rough: 0.2 },
    );
  return out;
}

function torsoDetails(p: Pencil, s: Skeleton, o: FigureOptions, ow: number): string {
  const { hh, H, d } = s;
  const [nx, ny] = s.neck;
  const cx = nx + d * hh * 0.1;
  const w = ow * 0.8;
  let out = '';
  const collar = () =>
    p.line(
      [
        [nx - hh * 0.2, ny],
        [cx, ny + hh * 0.28],
        [nx + hh * 0.2, ny],
      ],
      { w, rough: 0.3 },
    ) +
    p.line(
      [
        [nx - hh * 0.2, ny],
        [nx - hh * 0.28, ny + hh * 0.2],
        [cx - hh * 0.04, ny + hh * 0.24],
      ],
      { w, rough: 0.3 },
    ) +
    p.line(
      [
        [nx + hh * 0.2, ny],
        [nx + hh * 0.28, ny + hh * 0.2],
        [cx + hh * 0.04, ny + hh * 0.24],
      ],
      { w, rough: 0.3 },
    );
  const placket = (to: number, dots: number) => {
    let r = p.line(
      [
        [cx, ny + hh * 0.25],
        [cx + d * hh * 0.03, ny + to],
      ],
      { w: w * 0.8, tone: 0.6, rough: 0.3 },
    );
    for (let k = 1; k <= dots; k++) {
      const y = ny + hh * 0.25 + ((to - hh * 0.25) * k) / (dots + 1);
      r += p.ellipse(cx + d * hh * 0.02, y, hh * 0.025, hh * 0.025, {
        fill: INK,
        w: 0.4,
        rough: 0,
      });
    }
    return r;
  };
  const beltY = s.hip[1] - hh * 0.05;
  const belt = (dark: boolean) =>
    p.shape(
      [
        [s.hips[0][0] - hh * 0.02, beltY - hh * 0.07],
        [s.hips[1][0] + hh * 0.02, beltY - hh * 0.07],
        [s.hips[1][0] + hh * 0.02, beltY + hh * 0.05],
        [s.hips[0][0] - hh * 0.02, beltY + hh * 0.05],
      ],
      {
        fill: dark ? [WHITE, TEXTURE.dark] : [WHITE, TEXTURE.mid],
        w: ow * 0.8,
        rough: 0.3,
      },
    );
  const pocket = (x: number) =>
    p.shape(
      [
        [x - hh * 0.13, ny + H * 0.07],
        [x + hh * 0.13, ny + H * 0.07],
        [x + hh * 0.12, ny + H * 0.11],
        [x - hh * 0.12, ny + H * 0.11],
      ],
      { w: w * 0.8, rough: 0.3, tone: 0.6 },
    );
  switch (o.dress) {
    case 'shirt':
      out += collar() + placket(s.hip[1] - ny - hh * 0.2, 3);
      if (o.sex === 'male') out += pocket(cx + (d >= 0 ? 1 : -1) * hh * 0.35 * (d ? 0.6 : 1)) + belt(true);
      break;
    case 'uniform':
      out += collar() + placket(s.hip[1] - ny - hh * 0.2, 3) + pocket(cx - hh * 0.38 * (d ? 0.55 : 1)) + pocket(cx + hh * 0.38 * (d ? 0.55 : 1)) + belt(true);
      break;
    case 'school':
      out += collar();
      if (o.sex === 'male') out += belt(true);
      out += p.shape(
        [
          [cx - hh * 0.05, ny + hh * 0.24],
          [cx + hh * 0.05, ny + hh * 0.24],
          [cx + hh * 0.08, ny + H * 0.15],
          [cx, ny + H * 0.17],
          [cx - hh * 0.08, ny + H * 0.15],
        ],
        { fill: [WHITE, TEXTURE.dark], w: w * 0.8, rough: 0.2 },
      );
      break;
    case 'kurta':
    case 'dhoti':
      out += p.arc(nx, ny, hh * 0.2, hh * 0.14, 10, 170, { w, rough: 0.3 }) + placket(hh * 0.75, 3);
      break;
    case 'salwar': {
      out += p.arc(nx, ny, hh * 0.22, hh * 0.2, 10, 170, { w, rough: 0.3 });
      // The dupatta across the chest.
      const [a, b] = s.shoulders;
      const low = ny + H * 0.14;
      out += p.shape(
        [
          add(a, [-hh * 0.05, -hh * 0.02]),
          [lerp(a, b, 0.5)[0], low],
          add(b, [hh * 0.05, -hh * 0.02]),
          add(b, [-hh * 0.05, hh * 0.18]),
          [lerp(a, b, 0.5)[0], low + hh * 0.32],
          add(a, [hh * 0.05, hh * 0.18]),
        ],
        { fill: [WHITE, TEXTURE.mid], smooth: true, w: ow, rough: 0.4 },
      );
      break;
    }
    case 'saree': {
      // The end of the saree over one shoulder and across the body.
      const over = d > 0 ? 0 : 1;
      const sh = s.shoulders[over];
      const other = s.hips[over === 0 ? 1 : 0];
      const band = hh * 0.55;
      out += p.shape(
        [
          add(sh, [-hh * 0.12, -hh * 0.05]),
          add(sh, [hh * 0.16, 0]),
          [other[0] + (over === 0 ? 1 : -1) * hh * 0.1, other[1] - hh * 0.1],
          [other[0] + (over === 0 ? 1 : -1) * hh * 0.05, other[1] + hh * 0.15],
          [other[0] - (over === 0 ? 1 : -1) * band, other[1] + hh * 0.1],
        ],
        { fill: LIGHT, w: ow, rough: 0.4 },
      );
      out += p.line([add(sh, [hh * 0.12, hh * 0.05]), [other[0] + (over === 0 ? 1 : -1) * hh * 0.02, other[1]]], { w: ow * 2, tone: 0.5, rough: 0.4 });
      break;
    }
  }
  return out;
}

/** The convex hull of the points (monotone chain), in order around. */
function hull(points: readonly Pt[]): Pt[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: Pt, a: Pt, b: Pt) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: Pt[]) => {
    const out: Pt[] = [];
    for (const q of list) {
      while (out.length >= 2 && cross(out[out.length - 2]!, out[out.length - 1]!, q) <= 0) out.pop();
      out.push(q);
    }
    out.pop();
    return out;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}
