import { z } from 'zod';
import { exactlyOneOf } from './document-rules';
import { SET_LIMITS } from '../practice/sets';
import { OFFICER_LIKE_QUALITIES, PRACTICE_TEST_KINDS } from '../practice/tests';
import { QUALITY_MARKS, REVIEW_LIMITS, REVIEW_PRICE_MAX, REVIEW_TURNAROUND_HOURS } from '../practice/reviews';
import { BATTERY_STAGES } from '../practice/batteries';
import { GRADE_SCALE } from '../practice/grades';
import { sessionPaymentSchema } from './payments';

/** The practice studio's API (docs/product/practice.md). */

export const PRACTICE_MESSAGES = {
  setNotFound: 'Practice set not found',
  attemptNotFound: 'Attempt not found',
  timeUp: 'Time is up for this answer: it was not saved',
  finished: 'This attempt is finished and locked',
  oneAnswer: 'Send the text of your answer, or for OIR your choice',
  notEditable: 'A published or archived set cannot change: archive it and start a new one',
  notReady: 'This set is not ready to publish',
  verifiedOnly: 'Only verified coaches publish practice sets: apply for verification from your dashboard first',
  choosePicture: 'Choose a picture to upload',
  notAPicture: 'That file is not a picture we can read: upload a JPEG, PNG or WebP image',
  pictureTooLarge: 'A picture is 10 MB at most',
  picturesOnly: 'Only TAT and PPDT sets have pictures',
  foreignPicture: 'A picture must be one uploaded to this set',
  alreadyArchived: 'This set is already archived',
  reviewNotFound: 'Review not found',
  notFinished: 'Finish the attempt before you send it for review',
  practiceRunNotReviewed: 'A practice run is not reviewed: sit the full test and send that',
  notOffering: 'This coach does not review this test now: choose another reviewer',
  alreadyRequested: 'This attempt is already with a reviewer',
  notAwaitingPayment: 'This review is not waiting for a payment',
  withdrawnRefunded: 'You had chosen another reviewer for this attempt, so this payment is being refunded in full',
  reviewClosed: 'This review is closed: it was sent, or its time ran out',
  notAnItem: 'A note is about one of the attempt\'s items',
  reviewersOnly: 'Only verified coaches offer reviews: apply for verification from your dashboard first',
  noSets: 'There is no published set of this test yet',
  setsUsedUp: 'You have sat every set of this test. You may sit again the one you sat longest ago.',
  pictureNotShown: 'This picture is not on show: it is shown only during its 30 seconds of the test',
  batteryNotFound: 'Board day not found',
  notNextStep: 'That test of the board day is not the next one',
  typedInFuture: 'An answer cannot be typed later than it is sent',
  batteryNotFinished: 'Finish the board day before you send it for review',
  batteryAlreadyRequested: 'This board day is already with a reviewer',
  whichAttempt: 'Say which of the reviewed attempts this is about',
  notReviewedAnswer: 'Evidence is an answer of one of the reviewed attempts',
  missingGrades: 'Grade all 15 qualities before you send the review',
  selfGradesClosed: 'Your own grades are locked once the review is sent',
} as const;

export const PRACTICE_SET_STATUSES = ['draft', 'published', 'archived'] as const;


const timingSchema = z.discriminatedUnion('clock', [
  z.object({ clock: z.literal('fixed'), phases: z.array(z.object({ name: z.enum(['view', 'notes', 'write']), seconds: z.number().int() })) }),
  z.object({ clock: z.literal('shared'), totalSeconds: z.number().int(), bookletSize: z.number().int().min(1).max(100).optional() }),
]);

const kindSchema = z.enum(PRACTICE_TEST_KINDS);
const partSchema = z.enum(['notes', 'write', 'answer']);
/** A small whole number, with one human message for anything else. */
const whole = (max: number, message: string) => z.number({ error: message }).int(message).min(0, message).max(max, message);
const itemNumber = (what: string) => whole(1000, `Say which item ${what}`);

export const practiceSetSchema = z.object({
  id: z.string(),
  kind: kindSchema,
  title: z.string(),
  description: z.string(),
  /** items in a full attempt (a TAT set's pictures and the blank slide) */
  itemCount: z.number().int(),
  timing: timingSchema,
  /** a coach's or an admin's set; id null for the studio's own bank, written by SSB Academy */
  author: z.object({ id: z.string().nullable(), name: z.string(), title: z.string().nullable() }),
  publishedAt: z.string().nullable(),
});
export type PracticeSet = z.infer<typeof practiceSetSchema>;

export const practiceSetListQuerySchema = z.object({ test: z.enum(PRACTICE_TEST_KINDS, { error: `The test is one of ${PRACTICE_TEST_KINDS.join(', ')}` }).optional() });

/**
 * What an item shows: a word, a situation, a question with its options (and for a non-verbal one its
 * figures, as SVG), a picture (an address for this attempt, good only while the picture is shown),
 * or TAT's blank slide. `description`: a picture's neutral description, once the attempt is over.
 */
export const itemContentSchema = z.object({
  prompt: z.string().nullable(),
  imageUrl: z.string().nullable(),
  blank: z.boolean(),
  options: z.array(z.string()).nullable(),
  figure: z.object({ stem: z.array(z.string()), options: z.array(z.string()) }).nullable(),
  description: z.string().nullable(),
});
export type ItemContent = z.infer<typeof itemContentSchema>;

/** `typedAt`: when it was typed (earlier than `savedAt` when it was kept on the device while offline). */
export const savedAnswerSchema = z.object({ item: z.number().int(), part: partSchema, text: z.string().nullable(), choice: z.number().int().nullable(), savedAt: z.string(), typedAt: z.string() });

export const attemptSummarySchema = z.object({ asked: z.number().int(), answered: z.number().int(), blank: z.number().int(), cutShort: z.number().int() });

export const practiceAttemptSchema = z.object({
  id: z.string(),
  set: z.object({ id: z.string(), title: z.string(), kind: kindSchema, author: z.object({ id: z.string(), name: z.string() }) }),
  practiceRun: z.boolean(),
  itemCount: z.number().int(),
  timing: timingSchema,
  startedAt: z.string(),
  /** the server's time when it answered: the countdown is `phaseEndsAt - now`, whatever the phone's clock says */
  now: z.string(),
  status: z.enum(['running', 'finished']),
  /** a step of a board day */
  battery: z.object({ id: z.string(), step: z.number().int() }).nullable(),
  /**
   * while running: the item on screen (fixed clock) or the open booklet's first item (shared clock),
   * how long it and the test have left, and what is saved for it; on a shared clock also the open
   * booklet whole, every item with what is saved for it (answer them in any order)
   */
  current: z
    .object({
      item: z.number().int(),
      phase: z.enum(['view', 'notes', 'write', 'answer']),
      phaseEndsAt: z.string(),
      endsAt: z.string(),
      content: itemContentSchema,
      answers: z.array(savedAnswerSchema),
      booklet: z
        .object({
          index: z.number().int(),
          of: z.number().int(),
          items: z.array(z.object({ item: z.number().int(), content: itemContentSchema, answers: z.array(savedAnswerSchema) })),
        })
        .nullable(),
    })
    .nullable(),
  finishedAt: z.string().nullable(),
  /** once finished: every item with its answers, the counts, and for OIR the score with the right answers */
  results: z
    .object({
      summary: attemptSummarySchema,
      score: z.object({ right: z.number().int(), of: z.number().int() }).nullable(),
      /** OIR: the rating band of the score, 1 (best) to 5 (docs/product/practice-oir.md) */
      oirRating: z.number().int().min(1).max(5).nullable(),
      items: z.array(
        z.object({
          item: z.number().int(),
          content: itemContentSchema,
          answers: z.array(savedAnswerSchema.extend({ words: z.number().int(), cutShort: z.boolean() })),
          rightChoice: z.number().int().nullable(),
          explanation: z.string().nullable(),
        }),
      ),
    })
    .nullable(),
});
export type PracticeAttempt = z.infer<typeof practiceAttemptSchema>;

export const attemptListItemSchema = z.object({
  id: z.string(),
  set: z.object({ id: z.string(), title: z.string(), kind: kindSchema }),
  practiceRun: z.boolean(),
  battery: z.object({ id: z.string(), step: z.number().int() }).nullable(),
  startedAt: z.string(),
  status: z.enum(['running', 'finished']),
  summary: attemptSummarySchema.nullable(),
  score: z.object({ right: z.number().int(), of: z.number().int() }).nullable(),
});
export type AttemptListItem = z.infer<typeof attemptListItemSchema>;

/**
 * POST /practice/attempts: `test` gives the aspirant a set of that test they have not sat (or, with
 * `repeat`, once all are used, the one sat longest ago); `setId` sits one chosen set.
 */
export const startAttemptSchema = z
  .object({
    test: kindSchema.optional(),
    setId: z.uuid({ error: PRACTICE_MESSAGES.setNotFound }).optional(),
    practiceRun: z.boolean({ error: 'practiceRun is true or false' }).default(false),
    repeat: z.boolean({ error: 'repeat is true or false' }).default(false),
  })
  .refine((v) => (v.test === undefined) !== (v.setId === undefined), { message: 'Say which test to sit (test), or which set (setId)', path: ['test'] })
  .meta(exactlyOneOf('test', 'setId'));
export type StartAttemptInput = z.input<typeof startAttemptSchema>;

export const saveAnswerSchema = z
  .object({
    item: itemNumber('this answer is for'),
    part: z.enum(['notes', 'write', 'answer'], { error: 'Say which part this answer is: notes, write or answer' }),
    text: z.string().max(4000, 'At most 4000 characters').optional(),
    choice: whole(9, 'A choice is the number of an option').optional(),
    /** when it was typed, on the server's clock as the device keeps it; left out: now */
    typedAt: z.iso.datetime({ offset: true, error: 'typedAt is a time (ISO 8601)' }).optional(),
    /** the time ran out while it was still being typed */
    cutShort: z.boolean({ error: 'cutShort is true or false' }).optional(),
  })
  .refine((v) => (v.text === undefined) !== (v.choice === undefined), { message: PRACTICE_MESSAGES.oneAnswer, path: ['text'] })
  .meta(exactlyOneOf('text', 'choice'));
export type SaveAnswerInput = z.input<typeof saveAnswerSchema>;

/** POST /practice/attempts/{id}/next: hand in booklet `from` (counted from 0); the next opens. */
export const moveOnSchema = z.object({ from: itemNumber('booklet you are handing in') });

// Board days (docs/product/practice.md "Board day").

const stepStatusSchema = z.enum(['waiting', 'running', 'finished']);

export const batterySchema = z.object({
  id: z.string(),
  stage: z.enum(BATTERY_STAGES),
  startedAt: z.string(),
  now: z.string(),
  status: z.enum(['waiting', 'running', 'finished']),
  /** the step running or waiting for "I'm ready"; null once finished */
  step: z.number().int().nullable(),
  /** while waiting after a test: when the short break ends (the next test starts on "I'm ready") */
  breakEndsAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  steps: z.array(
    z.object({
      kind: kindSchema,
      set: z.object({ id: z.string(), title: z.string() }),
      attemptId: z.string().nullable(),
      status: stepStatusSchema,
      summary: attemptSummarySchema.nullable(),
      score: z.object({ right: z.number().int(), of: z.number().int() }).nullable(),
    }),
  ),
});
export type Battery = z.infer<typeof batterySchema>;

export const startBatterySchema = z.object({
  stage: z.enum(BATTERY_STAGES, { error: 'The stage is screening or psychology' }),
  /** when every set of one of its tests is used: sit again the ones sat longest ago */
  repeat: z.boolean({ error: 'repeat is true or false' }).default(false),
});
export type StartBatteryInput = z.input<typeof startBatterySchema>;

/** POST /practice/batteries/{id}/next: "I'm ready" for step `step` (repeating it changes nothing). */
export const nextBatteryStepSchema = z.object({ step: whole(10, 'Say which test of the day you are ready for') });

const optionalText = (max: number, what: string) =>
  z
    .string({ error: `${what} is text` })
    .trim()
    .max(max, `${what} has at most ${max} characters`)
    .nullable()
    .default(null);

/** One item as its author writes it: a word, situation, paragraph prompt or question (with its options, the right one and why). */
export const authoredItemSchema = z.object({
  prompt: optionalText(SET_LIMITS.prompt, 'The item'),
  options: z
    .array(z.string({ error: 'An option is text' }).trim().max(SET_LIMITS.option, `An option has at most ${SET_LIMITS.option} characters`), { error: 'Options are a list' })
    .max(SET_LIMITS.options.max, `At most ${SET_LIMITS.options.max} options`)
    .nullable()
    .default(null),
  rightChoice: whole(SET_LIMITS.options.max - 1, 'The right option is the number of an option').nullable().default(null),
  explanation: optionalText(SET_LIMITS.explanation, 'The explanation'),
  /** TAT and PPDT: the picture, as the upload answered it (`image`) */
  image: z.string({ error: 'A picture is named as its upload answered' }).max(300, 'A picture is named as its upload answered').nullable().default(null),
});
export type AuthoredItemInput = z.input<typeof authoredItemSchema>;

/** PUT /practice/sets/{id}: the whole draft at once (its items replace the ones before). */
export const practiceSetInputSchema = z.object({
  title: z
    .string({ error: 'Give the set a title' })
    .trim()
    .min(SET_LIMITS.title.min, `The title has at least ${SET_LIMITS.title.min} characters`)
    .max(SET_LIMITS.title.max, `The title has at most ${SET_LIMITS.title.max} characters`),
  description: z.string({ error: 'The description is text' }).trim().max(SET_LIMITS.description, `The description has at most ${SET_LIMITS.description} characters`).default(''),
  timing: timingSchema.nullable().default(null),
  items: z.array(authoredItemSchema, { error: 'Items are a list' }).max(SET_LIMITS.items, `A set has at most ${SET_LIMITS.items} items`).default([]),
});
export type PracticeSetInput = z.input<typeof practiceSetInputSchema>;

/** POST /practice/sets: a new draft of one test. */
export const createPracticeSetSchema = practiceSetInputSchema.extend({
  kind: z.enum(PRACTICE_TEST_KINDS, { error: 'Choose the test: WAT, SRT, TAT, PPDT, SD or OIR' }),
});
export type CreatePracticeSetInput = z.input<typeof createPracticeSetSchema>;

/** A set as its author edits it: every item, its status, and what stops it from being published. */
export const editablePracticeSetSchema = practiceSetSchema.extend({
  status: z.enum(PRACTICE_SET_STATUSES),
  ownTiming: timingSchema.nullable(),
  items: z.array(
    z.object({ prompt: z.string().nullable(), options: z.array(z.string()).nullable(), rightChoice: z.number().int().nullable(), explanation: z.string().nullable(), image: z.string().nullable(), imageUrl: z.string().nullable() }),
  ),
  problems: z.array(z.string()),
  updatedAt: z.string(),
});
export type EditablePracticeSet = z.infer<typeof editablePracticeSetSchema>;

/** POST /practice/sets/{id}/pictures (multipart, field "picture"): the stored picture, to put in an item. */
export const uploadedPictureSchema = z.object({ image: z.string(), imageUrl: z.string() });

// Review by an assessor (docs/product/practice.md "Review").

const reviewStatusSchema = z.enum(['awaiting_payment', 'requested', 'done', 'lapsed']);
const qualityTagsSchema = z.partialRecord(z.enum(OFFICER_LIKE_QUALITIES, { error: 'A quality is one of the 15 officer like qualities' }), z.enum(QUALITY_MARKS, { error: 'A quality is marked strong or work_on' }));

/** A coach's offer to review one test, with the turnaround they promise and its price. */
export const reviewOfferSchema = z.object({
  kind: kindSchema,
  /** Whole rupees; 0 (or left out) is free. */
  price: z
    .number({ error: 'The price is a number of rupees' })
    .int('The price is a whole number of rupees')
    .min(0, 'The price cannot be negative')
    .max(REVIEW_PRICE_MAX, `The price is at most ₹${REVIEW_PRICE_MAX.toLocaleString('en-IN')}`)
    .default(0),
  turnaroundHours: z
    .number({ error: 'The turnaround is a number of hours' })
    .int('The turnaround is a whole number of hours')
    .min(REVIEW_TURNAROUND_HOURS.min, `The turnaround is at least ${REVIEW_TURNAROUND_HOURS.min} hours`)
    .max(REVIEW_TURNAROUND_HOURS.max, `The turnaround is at most ${REVIEW_TURNAROUND_HOURS.max} hours (a week)`),
});
export type ReviewOffer = z.infer<typeof reviewOfferSchema>;

/** PUT /practice/review-offers: every test the coach reviews (one offer per test; a test left out is not offered). */
export const reviewOffersInputSchema = z.object({
  offers: z
    .array(reviewOfferSchema, { error: 'Offers are a list' })
    .max(PRACTICE_TEST_KINDS.length)
    .refine((offers) => new Set(offers.map((o) => o.kind)).size === offers.length, 'One offer per test'),
});
export type ReviewOffersInput = z.input<typeof reviewOffersInputSchema>;

/** A verified coach who reviews the attempt's test, as the aspirant chooses among them. */
export const reviewerSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  rating: z.number(),
  totalReviews: z.number().int(),
  turnaroundHours: z.number().int(),
  /** Whole rupees; 0 is free. */
  price: z.number().int(),
});
export type Reviewer = z.infer<typeof reviewerSchema>;

export const requestReviewSchema = z.object({ reviewerId: z.uuid({ error: PRACTICE_MESSAGES.notOffering }) });
export type RequestReviewInput = z.input<typeof requestReviewSchema>;

/** The reviewer's note on one item of one reviewed attempt: a comment and the qualities the answer shows. */
export const reviewNoteSchema = z.object({ attemptId: z.string(), item: z.number().int(), comment: z.string().nullable(), qualities: qualityTagsSchema });
export type ReviewNote = z.infer<typeof reviewNoteSchema>;

export const saveReviewNoteSchema = z.object({
  /** which of the reviewed attempts (left out: the review's one attempt) */
  attemptId: z.uuid({ error: PRACTICE_MESSAGES.whichAttempt }).optional(),
  item: itemNumber('the note is about'),
  comment: optionalText(REVIEW_LIMITS.comment, 'A comment'),
  qualities: qualityTagsSchema.default({}),
});
export type SaveReviewNoteInput = z.input<typeof saveReviewNoteSchema>;

export const submitReviewSchema = z.object({
  summary: z
    .string({ error: 'Write a summary' })
    .trim()
    .min(REVIEW_LIMITS.summary.min, `The summary has at least ${REVIEW_LIMITS.summary.min} characters: say what the aspirant does well and what to work on`)
    .max(REVIEW_LIMITS.summary.max, `The summary has at most ${REVIEW_LIMITS.summary.max} characters`),
});
export type SubmitReviewInput = z.input<typeof submitReviewSchema>;

const qualitySchema = z.enum(OFFICER_LIKE_QUALITIES, { error: 'A quality is one of the 15 officer like qualities' });
const gradeSchema = z.number({ error: `A grade is a whole number from ${GRADE_SCALE.min} to ${GRADE_SCALE.max}` }).int(`A grade is a whole number from ${GRADE_SCALE.min} to ${GRADE_SCALE.max}`).min(GRADE_SCALE.min, `A grade is at least ${GRADE_SCALE.min}`).max(GRADE_SCALE.max, `A grade is at most ${GRADE_SCALE.max}`);
const evidenceSchema = z.object({ attemptId: z.uuid({ error: PRACTICE_MESSAGES.notReviewedAnswer }), item: itemNumber('the evidence is') });

/** The reviewer's grade (1-5) of one quality, with the answers it rests on. */
export const reviewGradeSchema = z.object({ quality: qualitySchema, grade: z.number().int(), evidence: z.array(z.object({ attemptId: z.string(), item: z.number().int() })) });
export type ReviewGrade = z.infer<typeof reviewGradeSchema>;

/** The aspirant's grade of themselves on one quality. */
export const selfGradeSchema = z.object({ quality: qualitySchema, grade: z.number().int() });
export type SelfGrade = z.infer<typeof selfGradeSchema>;

/** PUT /practice/reviews/{id}/grades: the reviewer grades one quality (the latest save wins). */
export const saveReviewGradeSchema = z.object({
  quality: qualitySchema,
  grade: gradeSchema,
  evidence: z.array(evidenceSchema, { error: 'Evidence is a list of answers' }).max(50, 'At most 50 answers as evidence of one grade').default([]),
});
export type SaveReviewGradeInput = z.input<typeof saveReviewGradeSchema>;

/** PUT /practice/reviews/{id}/self-grades: the aspirant grades themselves on one quality, until the review is sent. */
export const saveSelfGradeSchema = z.object({ quality: qualitySchema, grade: gradeSchema });
export type SaveSelfGradeInput = z.input<typeof saveSelfGradeSchema>;

/**
 * A review. The aspirant sees the notes and the summary once it is sent; the reviewer sees their
 * notes as they write them.
 */
export const practiceReviewSchema = z.object({
  id: z.string(),
  /** what is reviewed: one attempt, or a whole board day (`battery`) */
  attemptId: z.string().nullable(),
  battery: z.object({ id: z.string(), stage: z.enum(BATTERY_STAGES) }).nullable(),
  /** how the review is named: "WAT review: {set}", "Psychology day review" */
  title: z.string(),
  status: reviewStatusSchema,
  requestedAt: z.string(),
  dueAt: z.string(),
  /** When it was closed unwritten before its due time because its reviewer's account was suspended (it is then lapsed). */
  closedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  /** the one attempt's set; null for a board day */
  set: z.object({ title: z.string(), kind: kindSchema }).nullable(),
  reviewer: z.object({ id: z.string(), name: z.string(), title: z.string().nullable() }),
  aspirant: z.object({ id: z.string(), name: z.string() }),
  summary: z.string().nullable(),
  notes: z.array(reviewNoteSchema),
  /** the reviewer's grades: the reviewer sees them as they write, the aspirant once sent */
  grades: z.array(reviewGradeSchema),
  /** the aspirant's grades of themselves: theirs (and admins') to see, never the reviewer's */
  selfGrades: z.array(selfGradeSchema),
  /** Paise; 0 for a free review. */
  amount: z.number().int(),
  /** The aspirant's payment (its checkout while unpaid, its receipt and refunds after), for them and admins; null when free, and for the reviewer. */
  payment: sessionPaymentSchema.nullable(),
});
export type PracticeReview = z.infer<typeof practiceReviewSchema>;

/** GET /practice/reviews/{id}: the review with its attempts beside it, item by item (one, or a board day's in order). */
export const reviewWithAttemptSchema = z.object({ review: practiceReviewSchema, attempts: z.array(practiceAttemptSchema) });
export type ReviewWithAttempt = z.infer<typeof reviewWithAttemptSchema>;

/** GET /practice/progress: the aspirant's full attempts over time and the qualities their reviewers marked. */
export const practiceProgressSchema = z.object({
  attempts: z.array(
    z.object({
      id: z.string(),
      startedAt: z.string(),
      set: z.object({ title: z.string(), kind: kindSchema }),
      summary: attemptSummarySchema,
      score: z.object({ right: z.number().int(), of: z.number().int() }).nullable(),
      /** OIR: the rating band of the score (1 best, 5 lowest: domain/src/practice/oir-rating.ts) */
      oirRating: z.number().int().min(1).max(5).nullable(),
      reviewStatus: reviewStatusSchema.nullable(),
    }),
  ),
  /** every sent review's grades (1-5) of the qualities, oldest first, with the aspirant's own grades of themselves beside them */
  gradings: z.array(
    z.object({
      reviewId: z.string(),
      at: z.string(),
      title: z.string(),
      grades: z.partialRecord(z.enum(OFFICER_LIKE_QUALITIES), z.number().int()),
      selfGrades: z.partialRecord(z.enum(OFFICER_LIKE_QUALITIES), z.number().int()),
    }),
  ),
  reviews: z.number().int(),
  qualities: z.array(z.object({ quality: z.enum(OFFICER_LIKE_QUALITIES), strong: z.number().int(), workOn: z.number().int() })),
});
export type PracticeProgress = z.infer<typeof practiceProgressSchema>;
