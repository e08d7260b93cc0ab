import type { PracticeAttempt, PracticeProgress, PracticeReview, Reviewer, ReviewWithAttempt } from '@ssb/domain';

/** Shared by the review tests: a finished full WAT attempt of three words, as the API sends it. */
export function aFinishedAttempt(fields: Partial<PracticeAttempt> = {}): PracticeAttempt {
  const answer = (item: number, text: string) => ({ item, part: 'write' as const, text, choice: null, savedAt: '2031-03-01T10:00:10.000Z', typedAt: '2031-03-01T10:00:10.000Z', words: text.split(' ').length, cutShort: false });
  const item = (n: number, prompt: string, text: string | null) => ({
    item: n,
    content: { prompt, imageUrl: null, blank: false, options: null, figure: null, description: null },
    answers: text ? [answer(n, text)] : [],
    rightChoice: null,
    explanation: null,
  });
  return {
    id: 'att1',
    set: { id: 'set1', title: 'WAT set 1', kind: 'wat', author: { id: 'c1', name: 'Vikram Singh' } },
    practiceRun: false,
    battery: null,
    itemCount: 3,
    timing: { clock: 'fixed', phases: [{ name: 'write', seconds: 15 }] },
    startedAt: '2031-03-01T10:00:00.000Z',
    now: '2031-03-01T10:01:00.000Z',
    status: 'finished',
    current: null,
    finishedAt: '2031-03-01T10:00:45.000Z',
    results: {
      summary: { asked: 3, answered: 2, blank: 1, cutShort: 0 },
      score: null,
      oirRating: null,
      items: [item(0, 'Courage', 'Courage is keeping calm under fire.'), item(1, 'Team', 'A team wins together.'), item(2, 'Failure', null)],
    },
    ...fields,
  };
}

export function aReviewer(fields: Partial<Reviewer> = {}): Reviewer {
  return { id: '6f1c2b8e-1d4a-4c55-9a0e-2b7d5e8f9a01', name: 'Vikram Singh', title: 'Retd. Colonel, former GTO', profileImageUrl: null, rating: 4.5, totalReviews: 12, turnaroundHours: 72, price: 0, ...fields };
}

export function aReview(fields: Partial<PracticeReview> = {}): PracticeReview {
  return {
    id: 'rev1',
    attemptId: 'att1',
    battery: null,
    title: 'WAT review: WAT set 1',
    status: 'requested',
    requestedAt: '2031-03-01T11:00:00.000Z',
    dueAt: '2031-03-04T11:00:00.000Z',
    closedAt: null,
    submittedAt: null,
    set: { title: 'WAT set 1', kind: 'wat' },
    reviewer: { id: '6f1c2b8e-1d4a-4c55-9a0e-2b7d5e8f9a01', name: 'Vikram Singh', title: 'Retd. Colonel, former GTO' },
    aspirant: { id: 'u1', name: 'Asha Verma' },
    summary: null,
    notes: [],
    grades: [],
    selfGrades: [],
    amount: 0,
    payment: null,
    ...fields,
  };
}

export function aReviewWithAttempt(review: Partial<PracticeReview> = {}): ReviewWithAttempt {
  return { review: aReview(review), attempts: [aFinishedAttempt()] };
}

export function aProgress(fields: Partial<PracticeProgress> = {}): PracticeProgress {
  return { attempts: [], gradings: [], reviews: 0, qualities: [], ...fields };
}
