import { type Pt } from './geometry';
import { seededRandom } from './prng';

/** The graphite the pictures are drawn with, and the paper they are drawn on. */
export const INK = '#2e2b27';
export const PAPER = '#efe9dc';
export const SKIN = '#f4eee3';
export const WHITE = '#f7f3ea';

export type StrokeOptions = {
  /** Line width in pixels; each stroke varies a little around it. */
  w?: number;
  /** Darkness, 0 to 1. */
  tone?: number;
  /** How far (pixels) each point wanders from where it is asked to be. */
  rough?: number;
  /** A curve through the points rather than straight pieces. */
  smooth?: boolean;
  close?: boolean;
  /** A second, fainter pass of the pencil beside the first. */
  passes?: number;
};

export type ShapeOptions = StrokeOptions & {
  /** One or more fills, laid in order (a colour, then a hatching pattern). */
  fill?: string | readonly string[];
  /** No outline, only the fill. */
  bare?: boolean;
};

const f = (n: number) => (Math.round(n * 10) / 10).toString();

/** Draws jittered, pencil-like strokes; one per picture, seeded by the picture's key. */
export class Pencil {
  readonly random: () => number;
  private clips = 0;

  constructor(seed: number) {
    this.random = seededRandom(seed);
  }

  /** A number between -a and a. */
  jit(a: number): number {
    return (this.random() * 2 - 1) * a;
  }

  /** The `d` of a path through the points, wandering by `rough`. */
  d(points: readonly Pt[], { rough = 1, smooth = false, close = false }: StrokeOptions = {}): string {
    if (points.length === 0) return '';
    const p = points.map(([x, y]) => [x + this.jit(rough), y + this.jit(rough)] as const);
    const first = p[0]!;
    if (p.length === 1) return `M${f(first[0])} ${f(first[1])}`;
    let d = `M${f(first[0])} ${f(first[1])}`;
    if (smooth && p.length > 2) {
      const n = p.length;
      const at = (i: number) => (close ? p[(i + n) % n]! : p[Math.max(0, Math.min(n - 1, i))]!);
      const last = close ? n : n - 1;
      for (let i = 0; i < last; i++) {
        const p0 = at(i - 1);
        const p1 = at(i);
        const p2 = at(i + 1);
        const p3 = at(i + 2);
        const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
        const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
        d += `C${f(c1[0]!)} ${f(c1[1]!)} ${f(c2[0]!)} ${f(c2[1]!)} ${f(p2[0])} ${f(p2[1])}`;
      }
    } else {
      const seq = close ? [...p, first] : p;
      for (let i = 1; i < seq.length; i++) {
        const a = seq[i - 1]!;
        const b = seq[i]!;
        const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
        const bow = Math.min(rough * 1.6, length * 0.025);
        const nx = -(b[1] - a[1]) / (length || 1);
        const ny = (b[0] - a[0]) / (length || 1);
        // Long lines wander: a bow in each piece of about 140 px.
        const pieces = Math.max(1, Math.round(length / 140));
        for (let piece = 0; piece < pieces; piece++) {
          const t0 = piece / pieces;
          const t1 = (piece + 1) / pieces;
          const end =
            piece === pieces - 1 ? b : ([a[0] + (b[0] - a[0]) * t1 + this.jit(rough * 0.6), a[1] + (b[1] - a[1]) * t1 + this.jit(rough * 0.6)] as const);
          const k = this.jit(bow);
          const tm = (t0 + t1) / 2;
          d += `Q${f(a[0] + (b[0] - a[0]) * tm + nx * k)} ${f(a[1] + (b[1] - a[1]) * tm + ny * k)} ${f(end[0])} ${f(end[1])}`;
        }
      }
    }
    return close ? `${d}Z` : d;
  }

  /** Pencil lines through the points. */
  line(points: readonly Pt[], o: StrokeOptions = {}): string {
    const { w = 2, tone = 0.85, passes = 1 } = o;
    let out = '';
    for (let pass = 0; pass < passes; pass++) {
      const width = w * (pass === 0 ? 0.85 + this.random() * 0.3 : 0.55);
      const opacity = pass === 0 ? tone : tone * 0.45;
      out += `<path d="${this.d(points, { ...o, rough: (o.rough ?? 1) * (pass === 0 ? 1 : 1.6) })}" fill="none" stroke="${INK}" stroke-width="${f(width)}" stroke-opacity="${Math.round(opacity * 100) / 100}" stroke-linecap="round" stroke-linejoin="round"/>`;
    }
    return out;
  }

  /** A closed shape: its fills, then its pencil outline. */
  shape(points: readonly Pt[], o: ShapeOptions = {}): string {
    const fills = o.fill === undefined ? [] : typeof o.fill === 'string' ? [o.fill] : o.fill;
    const d = this.d(points, {
      ...o,
      close: true,
      rough: (o.rough ?? 1) * 0.5,
    });
    const filled = fills.map((fill) => `<path d="${d}" fill="${fill}"/>`).join('');
    return o.bare ? filled : filled + this.line(points, { ...o, close: true });
  }

  /** Points around an ellipse. */
  static oval(cx: number, cy: number, rx: number, ry: number, n = 20, from = 0, to = 360): Pt[] {
    const out: Pt[] = [];
    const whole = to - from >= 360;
    const steps = whole ? n : n + 1;
    for (let i = 0; i < steps; i++) {
      const a = ((from + ((to - from) * i) / n) * Math.PI) / 180;
      out.push([cx + rx * Math.cos(a), cy + ry * Math.sin(a)]);
    }
    return out;
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, o: ShapeOptions = {}): string {
    return this.shape(Pencil.oval(cx, cy, rx, ry, 22), { smooth: true, ...o });
  }

  /** An arc of an ellipse, drawn as a line (angles in degrees, 0 = right, 90 = down). */
  arc(cx: number, cy: number, rx: number, ry: number, from: number, to: number, o: StrokeOptions = {}): string {
    return this.line(Pencil.oval(cx, cy, rx, ry, Math.max(4, Math.round(Math.abs(to - from) / 20)), from, to), { smooth: true, ...o });
  }

  /** `content` seen only inside the shape through `points`. */
  clip(points: readonly Pt[], content: string): string {
    const id = `c${++this.clips}`;
    return `<clipPath id="${id}"><path d="${this.d(points, { rough: 0, close: true })}"/></clipPath><g clip-path="url(#${id})">${content}</g>`;
  }

  /** Short parallel strokes filling a box, the pencil's shading. */
  hatch(
    x: number,
    y: number,
    w: number,
    h: number,
    { gap = 8, slope = 1, tone = 0.35, width = 1.2 }: { gap?: number; slope?: number; tone?: number; width?: number } = {},
  ): string {
    const parts: string[] = [];
    for (let t = -h * Math.abs(slope); t < w; t += gap * (0.8 + this.random() * 0.4)) {
      const x0 = x + t;
      const a: Pt = [x0, y + h];
      const b: Pt = [x0 + h * slope, y];
      parts.push(this.d([a, b], { rough: 0.8 }));
    }
    return `<path d="${parts.join('')}" fill="none" stroke="${INK}" stroke-width="${width}" stroke-opacity="${tone}" stroke-linecap="round"/>`;
  }
}
