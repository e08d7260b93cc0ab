import { motif } from './motifs';
import { figureQuestion, retrying, type Generator } from './question';
import { HALF, MIRROR, MIRROR_CW, QUARTER_CW, SAME, WATER } from './transforms';

/**
 * Mirror and water images of a handed figure. The wrong options are the figure's other reflections and
 * turns, which all look different from the answer because the figure is handed and turning it shows.
 */

export const mirrorFigure: Generator = retrying((rng, level) => {
  const figure = motif(rng);
  if (level < 3 || rng.chance(0.5)) {
    return figureQuestion(
      rng,
      'Which is the mirror image of the figure, the mirror standing upright on its right?',
      [figure],
      MIRROR.apply(figure),
      (level === 1 ? [WATER, HALF, SAME] : [WATER, HALF, MIRROR_CW]).map((t) => t.apply(figure)),
      'An upright mirror swaps left and right and keeps top and bottom.',
    );
  }
  return figureQuestion(
    rng,
    'Which is the water image of the figure, its reflection in still water below it?',
    [figure],
    WATER.apply(figure),
    [MIRROR, HALF, QUARTER_CW].map((t) => t.apply(figure)),
    'Water below the figure swaps top and bottom and keeps left and right.',
  );
});
