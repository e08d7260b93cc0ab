/** Practice studio calls (docs/product/practice.md): sets, attempts on the server's clock, answers, reviews by an assessor. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConfirmPaymentInput,
  CreatePracticeSetInput,
  EditablePracticeSet,
  PracticeAttempt,
  PracticeSetInput,
  PracticeTestKind,
  ReviewOffersInput,
  StartAttemptInput,
  StartBatteryInput,
  Battery,
  ReviewWithAttempt,
  SaveAnswerInput,
  SaveReviewNoteInput,
  SaveReviewGradeInput,
  SaveSelfGradeInput,
  PracticeReview,
  SubmitReviewInput,
} from '@ssb/domain';
import { call, isApiError } from '../../lib/api';
import { noteServerTime } from './serverClock';

export const practiceKeys = {
  all: ['practice'] as const,
  sets: (kind?: PracticeTestKind) => [...practiceKeys.all, 'sets', kind ?? 'all'] as const,
  attempts: () => [...practiceKeys.all, 'attempts'] as const,
  attempt: (id: string) => [...practiceKeys.all, 'attempt', id] as const,
  batteries: () => [...practiceKeys.all, 'batteries'] as const,
  battery: (id: string) => [...practiceKeys.all, 'batteries', id] as const,
};

/** Published sets, of one test or of all. */
export function usePracticeSets(test?: PracticeTestKind) {
  return useQuery({ queryKey: practiceKeys.sets(test), queryFn: ({ signal }) => call('practiceSets', { query: test ? { test } : {}, signal }) });
}

/** The signed-in aspirant's attempts; `enabled` false when signed out. */
export function useMyAttempts(enabled: boolean) {
  return useQuery({ queryKey: practiceKeys.attempts(), queryFn: ({ signal }) => call('practiceAttempts', { signal }), enabled });
}

/** An attempt as the server answered it; its `now` anchors the server's clock (serverClock.ts). */
export type TimedAttempt = PracticeAttempt;

/** Sends `request` now and notes when; the server's `now` becomes the clock's anchor (serverClock.ts) when the answer arrives. */
async function timed(request: () => Promise<PracticeAttempt>): Promise<TimedAttempt> {
  const askedPerf = performance.now();
  const attempt = await request();
  noteServerTime(attempt.now, performance.now(), askedPerf);
  return attempt;
}

/** Where an attempt stands: read again by the attempt screen whenever its item's time runs out. */
export function useAttempt(id: string) {
  return useQuery({
    queryKey: practiceKeys.attempt(id),
    queryFn: ({ signal }) => timed(() => call('practiceAttempt', { params: { id }, signal })),
    staleTime: Infinity,
    refetchOnWindowFocus: 'always',
  });
}

/** After a move: the server's answer is the attempt as it now stands. */
function useStoreAttempt() {
  const queryClient = useQueryClient();
  return (attempt: TimedAttempt) => {
    queryClient.setQueryData(practiceKeys.attempt(attempt.id), attempt);
    void queryClient.invalidateQueries({ queryKey: practiceKeys.attempts() });
  };
}

/** Starts the clock: a set of `test` not sat yet (or with `repeat` the oldest), or a chosen `setId`. */
export function useStartAttempt() {
  const store = useStoreAttempt();
  return useMutation({ mutationFn: (input: StartAttemptInput) => timed(() => call('startAttempt', { body: input })), onSuccess: store });
}

/**
 * PUT .../answers for the answer queue (answerQueue.ts): a refusal (409 typed after its time or the
 * attempt locked; 400, 403, 404) is final; no connection, 401, 429 or 5xx is tried again later.
 */
export async function sendAnswer(attemptId: string, answer: SaveAnswerInput): Promise<'saved' | 'refused' | 'failed'> {
  try {
    const saved = await call('saveAnswer', { params: { id: attemptId }, body: answer });
    noteServerTime(saved.savedAt);
    return 'saved';
  } catch (error) {
    if (isApiError(error) && [400, 403, 404, 409].includes(error.status)) return 'refused';
    return 'failed';
  }
}

export function useMoveOn(id: string) {
  const store = useStoreAttempt();
  return useMutation({ mutationFn: (from: number) => timed(() => call('moveOn', { params: { id }, body: { from } })), onSuccess: store });
}

export function useStopAttempt(id: string) {
  const store = useStoreAttempt();
  return useMutation({ mutationFn: () => timed(() => call('stopAttempt', { params: { id } })), onSuccess: store });
}

/** A board day as the server answered it; its `now` anchors the break's countdown. */
async function clocked(request: () => Promise<Battery>): Promise<Battery> {
  const battery = await request();
  noteServerTime(battery.now);
  return battery;
}

/** The signed-in aspirant's board days. */
export function useMyBatteries(enabled: boolean) {
  return useQuery({ queryKey: practiceKeys.batteries(), queryFn: ({ signal }) => call('myBatteries', { signal }), enabled });
}

export function useBattery(id: string) {
  return useQuery({ queryKey: practiceKeys.battery(id), queryFn: ({ signal }) => clocked(() => call('battery', { params: { id }, signal })), refetchOnWindowFocus: 'always' });
}

function useStoreBattery() {
  const queryClient = useQueryClient();
  return (battery: Battery) => {
    queryClient.setQueryData(practiceKeys.battery(battery.id), battery);
    void queryClient.invalidateQueries({ queryKey: practiceKeys.batteries(), exact: true });
    void queryClient.invalidateQueries({ queryKey: practiceKeys.attempts() });
  };
}

/** A new board day: waiting for "I'm ready" for its first test (no clock runs yet). */
export function useStartBattery() {
  const store = useStoreBattery();
  return useMutation({ mutationFn: (input: StartBatteryInput) => clocked(() => call('startBattery', { body: input })), onSuccess: store });
}

/** "I'm ready": starts step `step`'s test. */
export function useNextBatteryStep(id: string) {
  const store = useStoreBattery();
  return useMutation({ mutationFn: (step: number) => clocked(() => call('nextBatteryStep', { params: { id }, body: { step } })), onSuccess: store });
}

export function useStopBattery(id: string) {
  const store = useStoreBattery();
  return useMutation({ mutationFn: () => clocked(() => call('stopBattery', { params: { id } })), onSuccess: store });
}

export const authoringKeys = {
  mine: () => [...practiceKeys.all, 'mine'] as const,
  set: (id: string) => [...practiceKeys.all, 'mine', id] as const,
};

/** The caller's own sets (coaches, admins). */
export function useMyPracticeSets() {
  return useQuery({ queryKey: authoringKeys.mine(), queryFn: ({ signal }) => call('myPracticeSets', { signal }) });
}

export function useEditablePracticeSet(id: string) {
  return useQuery({ queryKey: authoringKeys.set(id), queryFn: ({ signal }) => call('editablePracticeSet', { params: { id }, signal }) });
}

/** After any authoring change: the set as it now is, and every list that shows sets, read again. */
function useStoreSet() {
  const queryClient = useQueryClient();
  return (set: EditablePracticeSet) => {
    queryClient.setQueryData(authoringKeys.set(set.id), set);
    void queryClient.invalidateQueries({ queryKey: authoringKeys.mine() });
    void queryClient.invalidateQueries({ queryKey: practiceKeys.sets() });
  };
}

export function useCreatePracticeSet() {
  const store = useStoreSet();
  return useMutation({ mutationFn: (input: CreatePracticeSetInput) => call('createPracticeSet', { body: input }), onSuccess: store });
}

export function useUpdatePracticeSet(id: string) {
  const store = useStoreSet();
  return useMutation({ mutationFn: (input: PracticeSetInput) => call('updatePracticeSet', { params: { id }, body: input }), onSuccess: store });
}

export function usePublishPracticeSet(id: string) {
  const store = useStoreSet();
  return useMutation({ mutationFn: () => call('publishPracticeSet', { params: { id } }), onSuccess: store });
}

export function useArchivePracticeSet(id: string) {
  const store = useStoreSet();
  return useMutation({ mutationFn: () => call('archivePracticeSet', { params: { id } }), onSuccess: store });
}

/** A TAT or PPDT picture for a draft: stored by the server, then put in an item by the editor. */
export function useUploadPicture(setId: string) {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('picture', file, file.name);
      return call('uploadPracticePicture', { params: { id: setId }, body: form });
    },
  });
}

export const reviewKeys = {
  offers: () => [...practiceKeys.all, 'review-offers'] as const,
  reviewers: (attemptId: string) => [...practiceKeys.all, 'attempt', attemptId, 'reviewers'] as const,
  ofAttempt: (attemptId: string) => [...practiceKeys.all, 'attempt', attemptId, 'review'] as const,
  queue: () => [...practiceKeys.all, 'reviews'] as const,
  review: (id: string) => [...practiceKeys.all, 'reviews', id] as const,
  progress: () => [...practiceKeys.all, 'progress'] as const,
  ofBattery: (batteryId: string) => [...practiceKeys.all, 'batteries', batteryId, 'review'] as const,
  batteryReviewers: (batteryId: string) => [...practiceKeys.all, 'batteries', batteryId, 'reviewers'] as const,
};

/** What a review is asked for: one attempt, or a whole psychology day. */
export type ReviewSubject = { type: 'attempt'; id: string } | { type: 'battery'; id: string };

/** The query key of the subject's review. */
export const reviewKeyOf = (subject: ReviewSubject) => (subject.type === 'attempt' ? reviewKeys.ofAttempt(subject.id) : reviewKeys.ofBattery(subject.id));

/** The tests the signed-in coach reviews, with the turnaround they promise. */
export function useMyReviewOffers() {
  return useQuery({ queryKey: reviewKeys.offers(), queryFn: ({ signal }) => call('myReviewOffers', { signal }) });
}

export function useSaveReviewOffers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewOffersInput) => call('saveReviewOffers', { body: input }),
    onSuccess: (offers) => queryClient.setQueryData(reviewKeys.offers(), offers),
  });
}

/** The verified coaches who review this attempt's test; asked for only once the aspirant wants feedback. */
export function useAttemptReviewers(attemptId: string, enabled: boolean) {
  return useReviewers({ type: 'attempt', id: attemptId }, enabled);
}

/** The coaches who review the subject: the attempt's test, or all four tests of a psychology day (at their summed price). */
export function useReviewers(subject: ReviewSubject, enabled: boolean) {
  return useQuery({
    queryKey: subject.type === 'attempt' ? reviewKeys.reviewers(subject.id) : reviewKeys.batteryReviewers(subject.id),
    queryFn: ({ signal }) => (subject.type === 'attempt' ? call('attemptReviewers', { params: { id: subject.id }, signal }) : call('batteryReviewers', { params: { id: subject.id }, signal })),
    enabled,
  });
}

/** The board day's review (null: not sent for one). */
export function useBatteryReview(batteryId: string, enabled: boolean) {
  return useQuery({ queryKey: reviewKeys.ofBattery(batteryId), queryFn: ({ signal }) => call('batteryReview', { params: { id: batteryId }, signal }), enabled });
}

/** The attempt's review (null: not sent for one); `enabled` false for a practice run, which is never reviewed. */
export function useAttemptReview(attemptId: string, enabled: boolean) {
  return useQuery({ queryKey: reviewKeys.ofAttempt(attemptId), queryFn: ({ signal }) => call('attemptReview', { params: { id: attemptId }, signal }), enabled });
}

export function useRequestReview(subject: ReviewSubject) {
  const queryClient = useQueryClient();
  const key = reviewKeyOf(subject);
  return useMutation({
    mutationFn: (reviewerId: string): Promise<PracticeReview> =>
      subject.type === 'attempt' ? call('requestReview', { params: { id: subject.id }, body: { reviewerId } }) : call('requestBatteryReview', { params: { id: subject.id }, body: { reviewerId } }),
    onSuccess: (review) => {
      queryClient.setQueryData(key, review);
      void queryClient.invalidateQueries({ queryKey: reviewKeys.progress() });
    },
    // Already with a reviewer (another tab, say): show where it stands.
    onError: (error) => {
      if (isApiError(error) && error.status === 409) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

/** POST /practice/reviews/{id}/payment: the checkout's result for the review's order; the review starts once the server confirms. */
export function useConfirmReviewPayment(subject: ReviewSubject) {
  const queryClient = useQueryClient();
  const key = reviewKeyOf(subject);
  return useMutation({
    mutationFn: ({ reviewId, result }: { reviewId: string; result: ConfirmPaymentInput }) => call('confirmReviewPayment', { params: { id: reviewId }, body: result }),
    onSuccess: (review) => queryClient.setQueryData(key, review),
    // Refused (a withdrawn request paid late, say): show where it stands now.
    onError: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** The subject a review is of, as the aspirant's screens key it. */
export const subjectOf = (review: Pick<PracticeReview, 'attemptId' | 'battery'>): ReviewSubject =>
  review.battery ? { type: 'battery', id: review.battery.id } : { type: 'attempt', id: review.attemptId ?? '' };

/** The reviews assigned to the signed-in coach. */
export function useMyReviewQueue() {
  return useQuery({ queryKey: reviewKeys.queue(), queryFn: ({ signal }) => call('myReviewQueue', { signal }) });
}

/** One review as its reviewer writes it, with the attempt beside it. */
export function usePracticeReview(id: string) {
  return useQuery({ queryKey: reviewKeys.review(id), queryFn: ({ signal }) => call('practiceReview', { params: { id }, signal }) });
}

export function useSaveReviewNote(reviewId: string) {
  return useMutation({ mutationFn: (note: SaveReviewNoteInput) => call('saveReviewNote', { params: { id: reviewId }, body: note }) });
}

/** The reviewer's grade of one quality (saved as it changes: the latest save wins). */
export function useSaveReviewGrade(reviewId: string) {
  return useMutation({ mutationFn: (grade: SaveReviewGradeInput) => call('saveReviewGrade', { params: { id: reviewId }, body: grade }) });
}

/** The aspirant's grade of themselves on one quality, until the review is sent. */
export function useSaveSelfGrade(review: Pick<PracticeReview, 'id' | 'attemptId' | 'battery'>) {
  const queryClient = useQueryClient();
  const key = reviewKeyOf(subjectOf(review));
  return useMutation({
    mutationFn: (grade: SaveSelfGradeInput) => call('saveSelfGrade', { params: { id: review.id }, body: grade }),
    onSuccess: (saved) =>
      queryClient.setQueryData<PracticeReview | null>(key, (current) =>
        current ? { ...current, selfGrades: [...current.selfGrades.filter((g) => g.quality !== saved.quality), saved] } : current,
      ),
    onError: (error) => {
      if (isApiError(error) && error.status === 409) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

export function useSubmitReview(reviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubmitReviewInput) => call('submitReview', { params: { id: reviewId }, body: input }),
    onSuccess: (review) => {
      queryClient.setQueryData<ReviewWithAttempt>(reviewKeys.review(reviewId), (current) => (current ? { ...current, review } : current));
      void queryClient.invalidateQueries({ queryKey: reviewKeys.queue(), exact: true });
    },
  });
}

/** After a note or the summary was refused because the review closed: read it again (it is now read only). */
export function useReloadReview(reviewId: string) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: reviewKeys.review(reviewId) });
}

/** The signed-in aspirant's full attempts over time and the qualities their reviewers marked. */
export function usePracticeProgress() {
  return useQuery({ queryKey: reviewKeys.progress(), queryFn: ({ signal }) => call('practiceProgress', { signal }) });
}
