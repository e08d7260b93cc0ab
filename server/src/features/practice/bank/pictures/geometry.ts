/** Points and the little geometry the figures need. */
export type Pt = readonly [number, number];

export const add = (a: Pt, b: Pt): Pt => [a[0] + b[0], a[1] + b[1]];
export const sub = (a: Pt, b: Pt): Pt => [a[0] - b[0], a[1] - b[1]];
export const mul = (a: Pt, k: number): Pt => [a[0] * k, a[1] * k];
export const len = (a: Pt): number => Math.hypot(a[0], a[1]);
export const lerp = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
export const unit = (a: Pt): Pt => {
  const l = len(a) || 1;
  return [a[0] / l, a[1] / l];
};
/** The left-hand normal of a direction. */
export const normal = (a: Pt): Pt => unit([-a[1], a[0]]);

/** `p` turned by `deg` degrees about `c` (clockwise on screen for positive angles). */
export function rotate(p: Pt, c: Pt, deg: number): Pt {
  const r = (deg * Math.PI) / 180;
  const [dx, dy] = sub(p, c);
  return [c[0] + dx * Math.cos(r) - dy * Math.sin(r), c[1] + dx * Math.sin(r) + dy * Math.cos(r)];
}

/**
 * The middle joint of a two-bone limb (elbow or knee) from its root to its end, bones `a` and `b`
 * long; `bend` +1 or -1 picks the side the joint bends to. An end out of reach is pulled in.
 */
export function joint(root: Pt, end: Pt, a: number, b: number, bend: number): { mid: Pt; end: Pt } {
  const v = sub(end, root);
  const d = Math.max(Math.abs(a - b) + 1e-3, Math.min(len(v), a + b - 1e-3));
  const dir = unit(v);
  const reached = add(root, mul(dir, d));
  const cos = (a * a + d * d - b * b) / (2 * a * d);
  const ang = Math.acos(Math.max(-1, Math.min(1, cos))) * bend;
  const mid = add(root, mul([dir[0] * Math.cos(ang) - dir[1] * Math.sin(ang), dir[0] * Math.sin(ang) + dir[1] * Math.cos(ang)], a));
  return { mid, end: reached };
}
