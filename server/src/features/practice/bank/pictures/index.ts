import type { PictureSet } from './picture';
import { PPDT_SCENES } from './ppdt';
import { TAT_SET_1 } from './tat-set-1';
import { TAT_SET_2 } from './tat-set-2';
import { TAT_SET_3 } from './tat-set-3';

export { renderPicture } from './render';
export type { Picture, PictureSet } from './picture';

/** Three TAT sets of eleven pictures; the studio adds the blank twelfth slide. */
export const TAT_PICTURE_SETS: readonly PictureSet[] = [
  {
    title: 'TAT set 1',
    description: 'Eleven pencil-sketch scenes of village, city and service life.',
    pictures: TAT_SET_1,
  },
  {
    title: 'TAT set 2',
    description: 'Eleven pencil-sketch scenes of home, school, work and travel.',
    pictures: TAT_SET_2,
  },
  {
    title: 'TAT set 3',
    description: 'Eleven pencil-sketch scenes of service, study and family life.',
    pictures: TAT_SET_3,
  },
];

/** Eight PPDT sets of one hazy picture each. */
export const PPDT_PICTURES: readonly PictureSet[] = PPDT_SCENES.map((picture, i) => ({
  title: `PPDT picture ${i + 1}`,
  description: picture.description,
  pictures: [picture],
}));
