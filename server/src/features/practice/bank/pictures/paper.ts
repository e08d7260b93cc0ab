import { INK, PAPER } from './pencil';

/**
 * The hatchings a picture fills its shapes with (graphite strokes at an angle, as a pencil shades)
 * and the sheet they are drawn on. A shape filled `url(#h2)` reads as a mid-grey, pencil-shaded area.
 */
export const TEXTURE = {
  /** Light shading. */
  light: 'url(#h1)',
  /** Mid shading. */
  mid: 'url(#h2)',
  /** Dark, cross-hatched. */
  dark: 'url(#h3)',
  /** Vertical strokes (walls, cloth falling). */
  vertical: 'url(#hv)',
  /** Flat strokes (water, ground). */
  flat: 'url(#hf)',
  /** Dark hair. */
  hair: 'url(#hair)',
  /** Grey hair. */
  grey: 'url(#grey)',
  /** Night sky. */
  night: 'url(#night)',
} as const;

const lines = (size: number, rows: readonly (readonly [y: number, width: number, opacity: number])[]) =>
  rows.map(([y, w, o]) => `<path d="M-1 ${y} H${size + 1}" stroke="${INK}" stroke-width="${w}" stroke-opacity="${o}"/>`).join('');

const pattern = (id: string, size: number, angle: number, body: string) =>
  `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse" patternTransform="rotate(${angle})">${body}</pattern>`;

const DEFS = `<defs>
${pattern(
  'h1',
  14,
  -50,
  lines(14, [
    [3, 1, 0.3],
    [10, 0.8, 0.22],
  ]),
)}
${pattern(
  'h2',
  10,
  -48,
  lines(10, [
    [2, 1.3, 0.45],
    [7, 1, 0.38],
  ]),
)}
${pattern(
  'h3',
  8,
  -45,
  lines(8, [
    [2, 1.5, 0.55],
    [6, 1.2, 0.45],
  ]) + `<path d="M4 -1 V9" stroke="${INK}" stroke-width="1" stroke-opacity=".35"/>`,
)}
${pattern(
  'hv',
  9,
  84,
  lines(9, [
    [2, 1, 0.28],
    [6.5, 0.8, 0.2],
  ]),
)}
${pattern(
  'hf',
  12,
  4,
  lines(12, [
    [3, 1, 0.3],
    [9, 0.8, 0.22],
  ]),
)}
${pattern('hair', 5, 70, `<rect width="5" height="5" fill="${INK}" fill-opacity=".55"/>` + lines(5, [[1.5, 1.2, 0.5]]))}
${pattern('grey', 6, 70, `<rect width="6" height="6" fill="${INK}" fill-opacity=".1"/>` + lines(6, [[2, 0.9, 0.35]]))}
${pattern('night', 11, -40, `<rect width="11" height="11" fill="${INK}" fill-opacity=".5"/>` + lines(11, [[3, 1.6, 0.35]]))}
<radialGradient id="sheet" cx="50%" cy="45%" r="75%"><stop offset="0" stop-color="${PAPER}"/><stop offset="1" stop-color="#d9d0bd"/></radialGradient>
</defs>`;

export const WIDTH = 960;
export const HEIGHT = 720;

/** The whole picture: the sheet, then what is drawn on it. */
export function sheet(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${DEFS}<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sheet)"/>${body}</svg>`;
}
