import { flipPanel, mirrorPanel, rotatePanel, type FigurePanel } from './figure';

/** The eight ways to turn or reflect a square picture, named as a candidate would say them. */
export type Transform = {
  name: string;
  says: string;
  apply: (panel: FigurePanel) => FigurePanel;
};

export const SAME: Transform = {
  name: 'same',
  says: 'is left as it is',
  apply: (p) => p,
};
export const QUARTER_CW: Transform = {
  name: 'cw',
  says: 'turns a quarter turn clockwise',
  apply: (p) => rotatePanel(p, 90),
};
export const QUARTER_ACW: Transform = {
  name: 'acw',
  says: 'turns a quarter turn anticlockwise',
  apply: (p) => rotatePanel(p, 270),
};
export const HALF: Transform = {
  name: 'half',
  says: 'turns half a turn',
  apply: (p) => rotatePanel(p, 180),
};
export const MIRROR: Transform = {
  name: 'mirror',
  says: 'is reflected left to right (its mirror image)',
  apply: mirrorPanel,
};
export const WATER: Transform = {
  name: 'water',
  says: 'is reflected top to bottom (its water image)',
  apply: flipPanel,
};
export const MIRROR_CW: Transform = {
  name: 'mirror-cw',
  says: 'is reflected left to right and then turned a quarter turn clockwise',
  apply: (p) => rotatePanel(mirrorPanel(p), 90),
};
export const MIRROR_ACW: Transform = {
  name: 'mirror-acw',
  says: 'is reflected left to right and then turned a quarter turn anticlockwise',
  apply: (p) => rotatePanel(mirrorPanel(p), 270),
};

export const ALL_TRANSFORMS = [SAME, QUARTER_CW, QUARTER_ACW, HALF, MIRROR, WATER, MIRROR_CW, MIRROR_ACW];
