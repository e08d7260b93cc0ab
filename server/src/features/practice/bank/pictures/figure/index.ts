import { TEXTURE } from '../paper';
import type { Pencil } from '../pencil';
import { drawBody } from './body';
import { drawHead } from './face';
import { drawHeld } from './held';
import { skeleton } from './skeleton';
import type { FigureOptions } from './types';

export type * from './types';

/**
 * A person in pencil: outline strokes and some hatching, the face large enough for age, sex and
 * mood to be read, the body in proportion to the age, in everyday Indian dress.
 */
export function person(p: Pencil, o: FigureOptions): string {
  const s = skeleton(o);
  const body = drawBody(p, s, o);
  const head = drawHead(p, s, o);
  const held = drawHeld(p, s, o);
  const near = s.far === null ? null : s.far === 0 ? 1 : 0;
  // A soft shadow on the ground, so that the person stands on it.
  const feetL = Math.min(s.feet[0][0], s.feet[1][0], s.hip[0]);
  const feetR = Math.max(s.feet[0][0], s.feet[1][0], s.hip[0]);
  let out = p
    .ellipse((feetL + feetR) / 2, o.y + s.H * 0.004, (feetR - feetL) / 2 + s.H * 0.09, s.H * 0.022, { fill: ['#6b6358', TEXTURE.mid], bare: true, rough: 0.5 })
    .replace('fill="#6b6358"', 'fill="#6b6358" fill-opacity=".18"');
  out += held.before;
  if (s.back) {
    out += body.legs + body.lower + body.torso + head.behind + body.arms[0] + body.arms[1] + head.front;
  } else {
    out += head.behind;
    if (s.far !== null) out += body.arms[s.far];
    out += body.legs + body.lower + body.torso + head.front;
    out += near === null ? body.arms[0] + body.arms[1] : body.arms[near];
  }
  return `<g>${out}${held.after}</g>`;
}
