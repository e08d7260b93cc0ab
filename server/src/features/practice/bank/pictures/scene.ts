import { person, type FigureOptions } from './figure';
import type { Picture } from './picture';
import { sheet } from './paper';
import { Pencil } from './pencil';
import { hashSeed } from './prng';
import type { Setting } from './settings';

/** A layer of a scene: a prop or a person, drawn in order (back to front). */
export type Layer = (p: Pencil) => string;

/** A person as a layer of a scene. */
export const who =
  (o: FigureOptions): Layer =>
  (p) =>
    person(p, o);

/**
 * A picture composed from a setting and its layers, drawn with a pencil seeded by its key: the same
 * key gives the same picture every time.
 */
export function compose(key: string, description: string, setting: Setting, ...layers: Layer[]): Picture {
  const p = new Pencil(hashSeed(key));
  return {
    key,
    description,
    svg: sheet(setting(p) + layers.map((layer) => layer(p)).join('')),
  };
}
