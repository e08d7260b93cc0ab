import type { PracticeProgress, PracticeTestKind } from '@ssb/domain';

type ProgressAttempt = PracticeProgress['attempts'][number];
type Grading = PracticeProgress['gradings'][number];

/** GET /practice/progress's answer: nothing yet, unless `fields` say otherwise. */
export function aProgress(fields: Partial<PracticeProgress> = {}): PracticeProgress {
  return { attempts: [], gradings: [], reviews: 0, qualities: [], ...fields };
}

/** A finished full attempt of `kind`, `answered` of `asked`; an OIR's score and rating go in `fields`. */
export function aProgressAttempt(id: string, startedAt: string, kind: PracticeTestKind, answered: number, asked: number, fields: Partial<ProgressAttempt> = {}): ProgressAttempt {
  return {
    id,
    startedAt,
    set: { title: `${kind.toUpperCase()} set 1`, kind },
    summary: { asked, answered, blank: asked - answered, cutShort: 0 },
    score: null,
    oirRating: null,
    reviewStatus: null,
    ...fields,
  };
}

export function aGrading(reviewId: string, at: string, grades: Grading['grades'], selfGrades: Grading['selfGrades'] = {}): Grading {
  return { reviewId, at, title: `Review ${reviewId}`, grades, selfGrades };
}
