import { PRACTICE_TESTS, SD_PROMPTS, type EditablePracticeSet, type PracticeSetInput, type PracticeTestKind, type PracticeTiming } from '@ssb/domain';

/**
 * The authoring form's state and its translation to and from the API's set (docs/product/practice.md
 * "Sets"). Words and situations are typed one per line; SD has its five prompts; OIR a block per question.
 */

export type QuestionForm = { prompt: string; options: string[]; rightChoice: number | null; explanation: string };

export type SetForm = {
  title: string;
  description: string;
  /** the board's timing, or the set's own below */
  boardTiming: boolean;
  /** fixed clock: seconds of each phase, in the board's order */
  phaseSeconds: number[];
  /** shared clock: minutes for the whole test */
  totalMinutes: number;
  /** WAT and SRT: one item per line */
  lines: string;
  /** SD: the five prompts */
  paragraphs: string[];
  /** OIR */
  questions: QuestionForm[];
  /** TAT and PPDT: the uploaded pictures, in order */
  pictures: { image: string; imageUrl: string }[];
};

export const emptyQuestion = (): QuestionForm => ({ prompt: '', options: ['', '', '', ''], rightChoice: null, explanation: '' });

export function formFrom(kind: PracticeTestKind, set: EditablePracticeSet | null): SetForm {
  const timing = set?.ownTiming ?? PRACTICE_TESTS[kind].timing;
  const items = set?.items ?? [];
  return {
    title: set?.title ?? '',
    description: set?.description ?? '',
    boardTiming: !set?.ownTiming,
    phaseSeconds: timing.clock === 'fixed' ? timing.phases.map((p) => p.seconds) : [],
    totalMinutes: timing.clock === 'shared' ? Math.round(timing.totalSeconds / 60) : 0,
    lines: items.map((i) => i.prompt ?? '').join('\n'),
    paragraphs: kind === 'sd' ? SD_PROMPTS.map((prompt, i) => items[i]?.prompt ?? prompt) : [],
    questions:
      kind === 'oir'
        ? items.length > 0
          ? items.map((i) => ({ prompt: i.prompt ?? '', options: i.options ?? [], rightChoice: i.rightChoice, explanation: i.explanation ?? '' }))
          : [emptyQuestion()]
        : [],
    pictures: items.flatMap((i) => (i.image && i.imageUrl ? [{ image: i.image, imageUrl: i.imageUrl }] : [])),
  };
}

function timingOf(kind: PracticeTestKind, form: SetForm): PracticeTiming | null {
  if (form.boardTiming) return null;
  const board = PRACTICE_TESTS[kind].timing;
  if (board.clock === 'shared') return { clock: 'shared', totalSeconds: Math.round(form.totalMinutes * 60) };
  return { clock: 'fixed', phases: board.phases.map((p, i) => ({ name: p.name, seconds: Math.round(form.phaseSeconds[i] ?? p.seconds) })) };
}

/** What the API gets: blank lines and empty options left out. */
export function inputFrom(kind: PracticeTestKind, form: SetForm): PracticeSetInput {
  const items: PracticeSetInput['items'] =
    kind === 'oir'
      ? form.questions.map((q) => {
          const options = q.options.map((o) => o.trim());
          // The right option keeps its place among the options that are kept.
          const kept = options.filter(Boolean);
          const right = q.rightChoice !== null && options[q.rightChoice] ? kept.indexOf(options[q.rightChoice]!) : null;
          return { prompt: q.prompt, options: kept, rightChoice: right, explanation: q.explanation };
        })
      : kind === 'tat' || kind === 'ppdt'
        ? form.pictures.map((p) => ({ image: p.image }))
        : kind === 'sd'
        ? form.paragraphs.map((prompt) => ({ prompt }))
        : form.lines
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean)
            .map((prompt) => ({ prompt }));
  return { title: form.title, description: form.description, timing: timingOf(kind, form), items };
}
