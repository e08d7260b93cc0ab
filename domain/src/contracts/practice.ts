import { z } from 'zod';
import { SET_LIMITS } from '../practice/sets';
import { PRACTICE_TEST_KINDS } from '../practice/tests';

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
} as const;

export const PRACTICE_SET_STATUSES = ['draft', 'published', 'archived'] as const;


const timingSchema = z.discriminatedUnion('clock', [
  z.object({ clock: z.literal('fixed'), phases: z.array(z.object({ name: z.enum(['view', 'notes', 'write']), seconds: z.number().int() })) }),
  z.object({ clock: z.literal('shared'), totalSeconds: z.number().int() }),
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
  author: z.object({ id: z.string(), name: z.string(), title: z.string().nullable() }),
  publishedAt: z.string().nullable(),
});
export type PracticeSet = z.infer<typeof practiceSetSchema>;

export const practiceSetListQuerySchema = z.object({ kind: z.enum(PRACTICE_TEST_KINDS, { error: `The test is one of ${PRACTICE_TEST_KINDS.join(', ')}` }).optional() });

/** What an item shows: a word, a situation, a question with its options, a picture (only while it is shown), or TAT's blank slide. */
export const itemContentSchema = z.object({
  prompt: z.string().nullable(),
  imageUrl: z.string().nullable(),
  blank: z.boolean(),
  options: z.array(z.string()).nullable(),
});
export type ItemContent = z.infer<typeof itemContentSchema>;

export const savedAnswerSchema = z.object({ item: z.number().int(), part: partSchema, text: z.string().nullable(), choice: z.number().int().nullable(), savedAt: z.string() });

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
  /** while running: the item on screen, how long it and the test have left, and what is saved for it */
  current: z
    .object({
      item: z.number().int(),
      phase: z.enum(['view', 'notes', 'write', 'answer']),
      phaseEndsAt: z.string(),
      endsAt: z.string(),
      content: itemContentSchema,
      answers: z.array(savedAnswerSchema),
    })
    .nullable(),
  finishedAt: z.string().nullable(),
  /** once finished: every item with its answers, the counts, and for OIR the score with the right answers */
  results: z
    .object({
      summary: attemptSummarySchema,
      score: z.object({ right: z.number().int(), of: z.number().int() }).nullable(),
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
  startedAt: z.string(),
  status: z.enum(['running', 'finished']),
  summary: attemptSummarySchema.nullable(),
  score: z.object({ right: z.number().int(), of: z.number().int() }).nullable(),
});
export type AttemptListItem = z.infer<typeof attemptListItemSchema>;

export const startAttemptSchema = z.object({
  setId: z.uuid({ error: PRACTICE_MESSAGES.setNotFound }),
  practiceRun: z.boolean({ error: 'practiceRun is true or false' }).default(false),
});
export type StartAttemptInput = z.input<typeof startAttemptSchema>;

export const saveAnswerSchema = z
  .object({
    item: itemNumber('this answer is for'),
    part: z.enum(['notes', 'write', 'answer'], { error: 'Say which part this answer is: notes, write or answer' }),
    text: z.string().max(4000, 'At most 4000 characters').optional(),
    choice: whole(9, 'A choice is the number of an option').optional(),
  })
  .refine((v) => (v.text === undefined) !== (v.choice === undefined), { message: PRACTICE_MESSAGES.oneAnswer, path: ['text'] });
export type SaveAnswerInput = z.input<typeof saveAnswerSchema>;

export const moveOnSchema = z.object({ from: itemNumber('you are moving on from') });

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
