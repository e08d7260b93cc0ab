import { motif } from './motifs';
import { figureQuestion, retrying, type Generator } from './question';
import { HALF, MIRROR, MIRROR_ACW, MIRROR_CW, QUARTER_ACW, QUARTER_CW, SAME, WATER, type Transform } from './transforms';

/**
 * Figure analogies, A : B :: C : ?. B is A turned or reflected; the answer is C changed the same way.
 * A and C are handed figures whose quarter turns all look different, so each of the eight turns and
 * reflections gives a different picture: no other change takes A to B, and the wrong options (C changed
 * another way) all differ from the answer.
 */

const PROMPT = 'The first figure is to the second as the third is to which figure?';

/** The change, and the other changes whose results make the most tempting wrong options. */
const RULES: Record<1 | 2 | 3, [Transform, Transform[]][]> = {
  1: [
    [QUARTER_CW, [QUARTER_ACW, HALF, SAME]],
    [QUARTER_ACW, [QUARTER_CW, HALF, SAME]],
    [HALF, [QUARTER_CW, WATER, SAME]],
  ],
  2: [
    [MIRROR, [WATER, HALF, SAME]],
    [WATER, [MIRROR, HALF, SAME]],
    [HALF, [MIRROR, WATER, QUARTER_CW]],
  ],
  3: [
    [MIRROR_CW, [MIRROR, QUARTER_CW, MIRROR_ACW]],
    [MIRROR_ACW, [MIRROR, QUARTER_ACW, MIRROR_CW]],
    [QUARTER_CW, [MIRROR_CW, QUARTER_ACW, MIRROR]],
  ],
};

export const analogyFigure: Generator = retrying((rng, level) => {
  const [rule, others] = rng.pick(RULES[level]);
  const a = motif(rng);
  const c = motif(rng);
  return figureQuestion(
    rng,
    PROMPT,
    [a, rule.apply(a), c, null],
    rule.apply(c),
    others.map((t) => t.apply(c)),
    `The first figure ${rule.says} to give the second; the third changed the same way gives the answer.`,
  );
});
