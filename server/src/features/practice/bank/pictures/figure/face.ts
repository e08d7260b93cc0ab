import type { Pt } from '../geometry';
import { TEXTURE } from '../paper';
import { INK, Pencil, SKIN, WHITE } from '../pencil';
import type { Skeleton } from './skeleton';
import type { FigureOptions, Hair, Mood } from './types';

/** How much heavier than life the features are drawn, to read at a phone's width. */
const BOLD = 1.3;

type Eye = 'open' | 'wide' | 'smile' | 'down' | 'glare' | 'soft';
type Mouth = 'smile' | 'slight' | 'wavy' | 'frown' | 'snarl' | 'tight' | 'firm';

/** How each mood sets the brows (inner and outer end, up is negative, in head heights), eyes and mouth. */
const FACES: Record<
  Mood,
  {
    inner: number;
    outer: number;
    arch: number;
    eye: Eye;
    mouth: Mouth;
    creases?: 'forehead' | 'brows';
  }
> = {
  cheerful: {
    inner: -0.03,
    outer: -0.02,
    arch: 0.035,
    eye: 'smile',
    mouth: 'smile',
  },
  worried: {
    inner: -0.075,
    outer: 0.02,
    arch: 0,
    eye: 'wide',
    mouth: 'wavy',
    creases: 'forehead',
  },
  sad: { inner: -0.07, outer: 0.045, arch: 0, eye: 'down', mouth: 'frown' },
  angry: {
    inner: 0.06,
    outer: -0.045,
    arch: 0,
    eye: 'glare',
    mouth: 'snarl',
    creases: 'brows',
  },
  tense: {
    inner: 0.03,
    outer: 0,
    arch: 0,
    eye: 'wide',
    mouth: 'tight',
    creases: 'brows',
  },
  calm: { inner: 0, outer: 0, arch: 0.02, eye: 'soft', mouth: 'slight' },
  determined: {
    inner: 0.035,
    outer: -0.02,
    arch: 0,
    eye: 'open',
    mouth: 'firm',
  },
};

export function hairOf(o: FigureOptions): Hair {
  if (o.hair) return o.hair;
  if (o.sex === 'male') return o.age === 'old' ? 'bald' : 'short';
  if (o.age === 'child') return 'two-plaits';
  if (o.age === 'young') return o.dress === 'uniform' ? 'bun' : 'plait';
  return 'bun';
}

/** The head: what lies behind the body (a bun, loose hair, a veil) and the head itself with its face. */
export function drawHead(p: Pencil, s: Skeleton, o: FigureOptions): { behind: string; front: string } {
  const { hh, d, back } = s;
  const [cx, cy] = s.head;
  const rx = hh * (o.age === 'child' ? 0.43 : 0.4);
  const ry = hh * 0.5;
  const hair = hairOf(o);
  const grey = o.age === 'old';
  const hairFill = grey ? [WHITE, TEXTURE.grey] : [TEXTURE.hair];
  const ow = Math.max(1.4, s.H * 0.0055);
  const t = d * hh * 0.12;
  let behind = '';
  let front = '';

  const egg: Pt[] = [];
  for (let i = 0; i < 24; i++) {
    const a = (i / 24) * Math.PI * 2;
    const lower = Math.sin(a) > 0 ? 1 - 0.2 * Math.sin(a) ** 2 : 1;
    egg.push([cx + rx * Math.cos(a) * lower + (Math.sin(a) > 0.3 ? t * 0.35 * Math.sin(a) : 0), cy + ry * Math.sin(a)]);
  }

  // Behind the head.
  if (o.veil) {
    behind += p.shape(
      [
        [cx - rx * 1.25, cy - ry * 0.2],
        [cx - rx * 0.9, cy - ry * 1.25],
        [cx + rx * 0.9, cy - ry * 1.25],
        [cx + rx * 1.25, cy - ry * 0.2],
        [cx + rx * 1.6 - d * rx * 0.6, s.neck[1] + hh * 0.6],
        [cx - rx * 1.6 - d * rx * 0.6, s.neck[1] + hh * 0.6],
      ],
      { fill: [WHITE, TEXTURE.light], w: ow, smooth: true },
    );
  }
  if (hair === 'loose') {
    behind += p.shape(
      [
        [cx - rx * 1.15, cy - ry * 0.3],
        [cx, cy - ry * 1.15],
        [cx + rx * 1.15, cy - ry * 0.3],
        [cx + rx * 1.25, s.neck[1] + hh * 0.35],
        [cx - rx * 1.25, s.neck[1] + hh * 0.35],
      ],
      { fill: hairFill, w: ow, smooth: true },
    );
  }
  if (hair === 'bun' && !o.veil) {
    const bx = back ? cx : d ? cx - d * rx * 1.0 : cx + rx * 0.8;
    const capped = o.dress === 'uniform' && o.cap;
    const by = back ? cy + ry * 0.55 : d ? cy + ry * 0.05 : capped ? cy + ry * 0.5 : cy - ry * 0.62;
    const br = hh * (d || back ? 0.22 : 0.19);
    const bun = p.ellipse(bx, by, br, br * 0.9, { fill: hairFill, w: ow });
    if (back) front += bun;
    else behind += bun;
  }

  // The head and ears.
  front += p.shape(egg, { fill: SKIN, smooth: true, w: ow * 1.1, rough: 0.5 });
  if (!d || back) {
    for (const side of [-1, 1])
      front += p.arc(cx + side * rx * 0.98, cy + hh * 0.06, rx * 0.16, ry * 0.2, side < 0 ? 90 : -90, side < 0 ? 270 : 90, { w: ow * 0.8, rough: 0.3 });
  } else {
    front += p.arc(cx - d * rx * 0.72, cy + hh * 0.06, rx * 0.13, ry * 0.17, d > 0 ? 100 : -80, d > 0 ? 280 : 100, { w: ow * 0.8, rough: 0.3 });
  }

  if (back) {
    const cover: Pt[] = [];
    for (let i = 0; i <= 16; i++) {
      const a = Math.PI * (0.92 + (1.16 * i) / 16);
      cover.push([cx + rx * 1.04 * Math.cos(a), cy + ry * 1.06 * Math.sin(a)]);
    }
    const low = hair === 'short' ? 0.55 : hair === 'bald' ? 0.35 : 0.8;
    cover.push([cx + rx * 0.95, cy + ry * low], [cx, cy + ry * (low + 0.1)], [cx - rx * 0.95, cy + ry * low]);
    front += p.shape(cover, {
      fill: hairFill,
      smooth: true,
      w: ow,
      rough: 0.4,
    });
    front += braids(p, s, hair, hairFill, ow, true);
    front += headwear(p, s, o, ow);
    return { behind, front };
  }

  // Hair in front.
  if (hair === 'short') {
    const vol = o.age === 'child' ? 1.08 : 1.08 + p.random() * 0.14;
    const top: Pt[] = [];
    for (let i = 0; i <= 12; i++) {
      const a = Math.PI * (1 + i / 12);
      top.push([cx + rx * 1.06 * Math.cos(a), cy - hh * 0.02 + ry * vol * Math.sin(a)]);
    }
    const sideBack = d ? -d : 0;
    top.push(
      [cx + rx * 0.98, cy + (sideBack > 0 ? hh * 0.12 : -hh * 0.06)],
      [cx + rx * 0.82, cy - hh * 0.2],
      [cx + t + hh * 0.12, cy - hh * 0.33],
      [cx + t - hh * 0.12, cy - hh * 0.3],
      [cx - rx * 0.84, cy - hh * 0.18],
      [cx - rx * 0.98, cy + (sideBack < 0 ? hh * 0.12 : -hh * 0.06)],
    );
    front += p.shape(top, { fill: hairFill, smooth: true, w: ow, rough: 0.4 });
    // Strands combed from the crown to the forehead.
    for (let i = 0; i < 6; i++) {
      const k = i / 5 - 0.5;
      front += p.line(
        [
          [cx - (d || 1) * rx * 0.5 + k * rx * 0.6, cy - ry * 1.02],
          [cx + k * rx * 1.3, cy - ry * 0.85],
          [cx + k * rx * 1.6 + t * 0.5, cy - hh * 0.26 - Math.abs(k) * hh * 0.05],
        ],
        { w: ow * 0.55, tone: grey ? 0.4 : 0.75, smooth: true, rough: 0.6 },
      );
    }
  } else if (hair === 'bald') {
    front += p.arc(cx, cy, rx * 1.0, ry * 1.0, 200, 340, {
      w: ow * 0.6,
      tone: 0.4,
      rough: 0.3,
    });
    for (const side of [-1, 1]) {
      if (d && side === d) continue;
      front += p.shape(
        [
          [cx + side * rx * 1.04, cy - hh * 0.2],
          [cx + side * rx * 0.82, cy - hh * 0.12],
          [cx + side * rx * 0.86, cy + hh * 0.08],
          [cx + side * rx * 1.06, cy + hh * 0.1],
        ],
        { fill: hairFill, w: ow * 0.7, smooth: true, rough: 0.3 },
      );
    }
  } else {
    // Long hair parted in the middle, framing the face; pulled back for a bun.
    const fall = hair === 'bun' ? 0.06 : hair === 'loose' ? 0.3 : 0.2;
    const part: Pt = [cx + t * 0.6, cy - ry * 0.95];
    const outer: Pt[] = [];
    for (let i = 0; i <= 12; i++) {
      const a = Math.PI * (0.95 + (1.1 * i) / 12);
      outer.push([cx + rx * 1.1 * Math.cos(a), cy - hh * 0.02 + ry * 1.1 * Math.sin(a)]);
    }
    const shape: Pt[] = [
      ...outer,
      [cx + rx * 1.1, cy + hh * fall],
      [cx + rx * 0.86, cy + hh * (fall - 0.02)],
      [cx + rx * 0.84, cy - hh * 0.1],
      [cx + rx * 0.45 + t * 0.5, cy - hh * 0.32],
      part,
      [cx - rx * 0.45 + t * 0.5, cy - hh * 0.32],
      [cx - rx * 0.84, cy - hh * 0.1],
      [cx - rx * 0.86, cy + hh * (fall - 0.02)],
      [cx - rx * 1.1, cy + hh * fall],
    ];
    front += p.shape(shape, {
      fill: hairFill,
      smooth: true,
      w: ow,
      rough: 0.4,
    });
    // Small earrings below the hair.
    if (o.age !== 'child' && !d) {
      for (const side of [-1, 1])
        front += p.ellipse(cx + side * rx * 0.97, cy + hh * (fall + 0.08), hh * 0.035, hh * 0.035, { fill: WHITE, w: ow * 0.7, rough: 0.1 });
    }
    // Strands from the parting down each side.
    for (const side of [-1, 1]) {
      for (let i = 0; i < 3; i++) {
        const k = 0.55 + i * 0.22;
        front += p.line([part, [cx + side * rx * k, cy - ry * (0.75 - i * 0.1)], [cx + side * rx * (0.9 + i * 0.08), cy + hh * (0.05 + i * 0.06)]], {
          w: ow * 0.5,
          tone: grey ? 0.4 : 0.7,
          smooth: true,
          rough: 0.5,
        });
      }
    }
    if (o.veil) {
      front += p.shape(
        [
          [cx - rx * 1.25, cy + hh * 0.1],
          [cx - rx * 1.2, cy - ry * 0.8],
          [cx, cy - ry * 1.3],
          [cx + rx * 1.2, cy - ry * 0.8],
          [cx + rx * 1.25, cy + hh * 0.1],
          [cx + rx * 1.05, cy + hh * 0.05],
          [cx + rx * 0.95, cy - ry * 0.7],
          [cx, cy - ry * 1.08],
          [cx - rx * 0.95, cy - ry * 0.7],
          [cx - rx * 1.05, cy + hh * 0.05],
        ],
        { fill: [WHITE, TEXTURE.light], smooth: true, w: ow },
      );
    }
  }

  front += face(p, s, o, cx + t, cy, hh, ow);
  front += braids(p, s, hair, hairFill, ow, false);
  front += headwear(p, s, o, ow);
  return { behind, front };
}

function braids(p: Pencil, s: Skeleton, hair: Hair, fill: string[], ow: number, back: boolean): string {
  if (hair !== 'plait' && hair !== 'two-plaits') return '';
  const { hh, H } = s;
  const [cx, cy] = s.head;
  const sides = hair === 'two-plaits' ? [-1, 1] : back ? [0] : [s.d ? -s.d : 1];
  let out = '';
  for (const side of sides) {
    const start: Pt = back ? [cx + side * hh * 0.15, cy + hh * 0.3] : [cx + side * hh * 0.4, cy + hh * 0.25];
    const end: Pt = back
      ? [start[0] + side * hh * 0.1, s.neck[1] + H * 0.2]
      : [s.neck[0] + side * hh * 0.5, s.neck[1] + H * (hair === 'two-plaits' ? 0.13 : 0.17)];
    const n = 7;
    const w = hh * 0.16;
    for (let i = 0; i < n; i++) {
      const a = i / n;
      const b = (i + 1) / n;
      const c: Pt = [start[0] + ((end[0] - start[0]) * (a + b)) / 2, start[1] + ((end[1] - start[1]) * (a + b)) / 2];
      out += p.ellipse(c[0] + (i % 2 ? w * 0.15 : -w * 0.15), c[1], w * (0.6 - a * 0.2), ((end[1] - start[1]) / n) * 0.65, { fill, w: ow * 0.7, rough: 0.2 });
    }
    if (hair === 'two-plaits') {
      for (const k of [-1, 1]) out += p.ellipse(end[0] + k * hh * 0.09, end[1] + hh * 0.04, hh * 0.09, hh * 0.06, { fill: WHITE, w: ow * 0.7, rough: 0.2 });
    }
  }
  return out;
}

function headwear(p: Pencil, s: Skeleton, o: FigureOptions, ow: number): string {
  if (!(o.dress === 'uniform' && o.cap)) return '';
  const { hh } = s;
  const [cx, cy] = s.head;
  const k = s.d || 1;
  // A beret pulled down to one side, drawn for the right and mirrored for the left.
  const beret: [number, number][] = [
    [-0.46, -0.14],
    [-0.35, -0.47],
    [0.15, -0.57],
    [0.6, -0.4],
    [0.62, -0.25],
    [0.44, -0.16],
  ];
  return p.shape(
    beret.map(([x, y]) => [cx + k * x * hh, cy + y * hh] as const),
    { fill: [WHITE, TEXTURE.dark], smooth: true, w: ow },
  );
}

/** Eyes, brows, nose and mouth, drawn large and dark enough to read at a phone's width. */
function face(p: Pencil, s: Skeleton, o: FigureOptions, cx: number, cy: number, hh: number, ow: number): string {
  const m = FACES[o.mood];
  const d = s.d;
  const u = (v: number) => v * hh;
  const turned = d !== 0;
  const ex = u(turned ? 0.15 : 0.17);
  const eyeY = cy + u(0.04);
  const feature = { rough: 0.25, smooth: true } as const;
  const bw = u(o.sex === 'female' || o.age === 'child' ? 0.05 : 0.065);
  const look = u(0.025) * d;
  let out = '';
  for (const side of [-1, 1]) {
    const far = turned && side === d;
    const k = far ? 0.8 : 1;
    const x = cx + side * ex * (far ? 0.85 : 1);
    // Brow: inner end toward the nose.
    const inner: Pt = [x - side * u(0.06) * k, eyeY - u(0.13) + u(m.inner)];
    const outer: Pt = [x + side * u(0.09) * k, eyeY - u(0.12) + u(m.outer)];
    const midB: Pt = [(inner[0] + outer[0]) / 2, (inner[1] + outer[1]) / 2 - u(m.arch)];
    out += p.line([inner, midB, outer], {
      ...feature,
      w: bw,
      tone: o.age === 'old' ? 0.6 : 0.9,
    });
    // Eye.
    const pr = u(0.052) * k;
    const lid = u(0.075) * k;
    switch (m.eye) {
      case 'smile':
        out += p.line(
          [
            [x - lid, eyeY + u(0.015)],
            [x, eyeY - u(0.035)],
            [x + lid, eyeY + u(0.015)],
          ],
          { ...feature, w: u(0.04 * BOLD) },
        );
        break;
      case 'wide':
        out += p.ellipse(x, eyeY, lid, u(0.05), {
          fill: WHITE,
          w: u(0.022 * BOLD),
          rough: 0.2,
        });
        out += p.ellipse(x + look, eyeY + u(0.005), pr * 0.75, pr * 0.85, {
          fill: INK,
          w: 0.5,
          rough: 0.1,
        });
        break;
      case 'down':
        out += p.ellipse(x + look, eyeY + u(0.02), pr, pr * 0.9, {
          fill: INK,
          w: 0.5,
          rough: 0.1,
        });
        out += p.line(
          [
            [x - side * lid, eyeY - u(0.015)],
            [x + side * lid, eyeY + u(0.02)],
          ],
          { ...feature, w: u(0.03 * BOLD) },
        );
        break;
      case 'glare':
        out += p.ellipse(x + look, eyeY + u(0.012), pr, pr * 0.8, {
          fill: INK,
          w: 0.5,
          rough: 0.1,
        });
        out += p.line(
          [
            [x - side * lid, eyeY + u(0.0)],
            [x + side * lid, eyeY - u(0.035)],
          ],
          { ...feature, w: u(0.035 * BOLD) },
        );
        break;
      case 'soft':
        out += p.arc(x + look, eyeY, pr * 1.1, pr, 0, 180, {
          ...feature,
          w: u(0.045 * BOLD),
        });
        out += p.line(
          [
            [x - lid, eyeY - u(0.005)],
            [x + lid, eyeY - u(0.005)],
          ],
          { ...feature, w: u(0.028 * BOLD) },
        );
        break;
      default:
        out += p.ellipse(x + look, eyeY, pr, pr * 1.1, {
          fill: INK,
          w: 0.5,
          rough: 0.1,
        });
        out += p.arc(x, eyeY + u(0.02), lid, u(0.06), 200, 340, {
          ...feature,
          w: u(0.025 * BOLD),
        });
    }
    if (o.age === 'old') {
      out += p.arc(x, eyeY + u(0.05), lid * 0.9, u(0.03), 20, 160, {
        ...feature,
        w: u(0.012 * BOLD),
        tone: 0.5,
      });
    }
    if (o.glasses)
      out += p.ellipse(x, eyeY, u(0.11) * k, u(0.085), {
        w: u(0.018 * BOLD),
        rough: 0.2,
      });
  }
  if (o.glasses) {
    out += p.line(
      [
        [cx - ex + u(0.11), eyeY],
        [cx + ex - u(0.11), eyeY],
      ],
      { w: u(0.018 * BOLD), rough: 0.1 },
    );
  }
  // Nose.
  const noseY = cy + u(0.2);
  out += turned
    ? p.line(
        [
          [cx + d * u(0.02), eyeY + u(0.02)],
          [cx + d * u(0.09), noseY],
          [cx + d * u(0.0), noseY + u(0.02)],
        ],
        { ...feature, w: u(0.025 * BOLD), tone: 0.75 },
      )
    : p.line(
        [
          [cx + u(0.02), eyeY + u(0.06)],
          [cx + u(0.035), noseY],
          [cx - u(0.04), noseY + u(0.02)],
        ],
        { ...feature, w: u(0.025 * BOLD), tone: 0.7 },
      );
  // Lines of the face.
  if (m.creases === 'forehead' || o.age === 'old') {
    for (const dy of [0.27, 0.34])
      out += p.arc(cx, eyeY - u(dy) + u(0.12), u(0.12), u(0.025), 200, 340, {
        ...feature,
        w: u(0.014 * BOLD),
        tone: 0.55,
      });
  }
  if (m.creases === 'brows') {
    for (const side of [-1, 1])
      out += p.line(
        [
          [cx + side * u(0.03), eyeY - u(0.12)],
          [cx + side * u(0.025), eyeY - u(0.05)],
        ],
        { ...feature, w: u(0.016 * BOLD), tone: 0.6 },
      );
  }
  // Moustache.
  const mouthY = cy + u(0.32);
  const mw = u(o.age === 'child' ? 0.1 : 0.12);
  if (o.moustache && o.sex === 'male') {
    out += p.shape(
      [
        [cx - u(0.15), mouthY - u(0.02)],
        [cx - u(0.08), mouthY - u(0.085)],
        [cx, mouthY - u(0.07)],
        [cx + u(0.08), mouthY - u(0.085)],
        [cx + u(0.15), mouthY - u(0.02)],
        [cx, mouthY - u(0.04)],
      ],
      {
        fill: o.age === 'old' ? [WHITE, TEXTURE.grey] : TEXTURE.hair,
        smooth: true,
        w: u(0.012 * BOLD),
        rough: 0.2,
      },
    );
  }
  // Mouth.
  const mouth = (pts: readonly (readonly [number, number])[], w: number) =>
    p.line(
      pts.map(([a, b]) => [cx + a * mw, mouthY + u(b)] as Pt),
      { ...feature, w },
    );
  switch (m.mouth) {
    case 'smile':
      out += p.shape(
        [
          [cx - mw * 1.1, mouthY - u(0.01)],
          [cx, mouthY + u(0.015)],
          [cx + mw * 1.1, mouthY - u(0.01)],
          [cx + mw * 0.6, mouthY + u(0.07)],
          [cx, mouthY + u(0.095)],
          [cx - mw * 0.6, mouthY + u(0.07)],
        ],
        {
          fill: [WHITE, TEXTURE.dark],
          smooth: true,
          w: u(0.025 * BOLD),
          rough: 0.2,
        },
      );
      for (const side of [-1, 1])
        out += p.arc(cx + side * mw * 1.35, mouthY - u(0.02), u(0.04), u(0.06), side < 0 ? 120 : -60, side < 0 ? 240 : 60, {
          ...feature,
          w: u(0.014 * BOLD),
          tone: 0.6,
        });
      break;
    case 'slight':
      out += mouth(
        [
          [-0.9, 0],
          [0, 0.03],
          [0.9, 0],
        ],
        u(0.03 * BOLD),
      );
      break;
    case 'wavy':
      out += mouth(
        [
          [-0.8, 0.02],
          [-0.3, -0.005],
          [0.25, 0.02],
          [0.75, 0],
        ],
        u(0.028 * BOLD),
      );
      break;
    case 'frown':
      out += mouth(
        [
          [-0.95, 0.05],
          [-0.4, 0.005],
          [0.4, 0.005],
          [0.95, 0.05],
        ],
        u(0.035 * BOLD),
      );
      break;
    case 'snarl':
      out += p.shape(
        [
          [cx - mw, mouthY + u(0.04)],
          [cx, mouthY - u(0.01)],
          [cx + mw, mouthY + u(0.04)],
          [cx + mw * 0.5, mouthY + u(0.06)],
          [cx - mw * 0.5, mouthY + u(0.06)],
        ],
        {
          fill: [WHITE, TEXTURE.dark],
          smooth: true,
          w: u(0.028 * BOLD),
          rough: 0.2,
        },
      );
      break;
    case 'tight':
      out += mouth(
        [
          [-1, 0.01],
          [0, 0],
          [1, 0.01],
        ],
        u(0.04 * BOLD),
      );
      for (const side of [-1, 1])
        out += mouth(
          [
            [side * 1.05, -0.015],
            [side * 1.1, 0.03],
          ],
          u(0.015 * BOLD),
        );
      break;
    case 'firm':
      out += mouth(
        [
          [-1, 0.025],
          [-0.5, 0],
          [0.5, 0],
          [1, 0.025],
        ],
        u(0.042 * BOLD),
      );
      out += mouth(
        [
          [-0.3, 0.09],
          [0.3, 0.09],
        ],
        u(0.015 * BOLD),
      );
      break;
  }
  if (o.age === 'old') {
    for (const side of [-1, 1])
      out += p.line(
        [
          [cx + side * u(0.08), cy + u(0.2)],
          [cx + side * u(0.15), mouthY + u(0.04)],
        ],
        { ...feature, w: u(0.014 * BOLD), tone: 0.5 },
      );
  }
  void ow;
  return out;
}
