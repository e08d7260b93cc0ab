import { describeTiming, PRACTICE_RUN_ITEMS, PRACTICE_RUN_NOTE, PRACTICE_TESTS, TEST_INSTRUCTIONS, type PracticeTestKind, type PracticeTiming, type TestExample } from '@ssb/domain';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import { cn } from '../../../lib/cn';
import { CharacterBoxView } from './CharacterBox';

const LETTER = (index: number) => String.fromCharCode(65 + index);

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</p>
      <div className="mt-0.5 text-slate-900">{children}</div>
    </div>
  );
}

/** The worked example of a test, as it would look on the answer sheet. */
export function ExampleView({ example }: { example: TestExample }) {
  switch (example.kind) {
    case 'wat':
      return (
        <>
          <p className="text-center text-3xl font-bold tracking-wide text-primary-900">{example.word}</p>
          <Labelled label="Two sentences an aspirant might write">
            <ul className="list-disc space-y-1 pl-5">
              {example.sentences.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          </Labelled>
        </>
      );
    case 'srt':
      return (
        <>
          <Labelled label="Situation">{example.situation}</Labelled>
          <Labelled label="A reaction">{example.reaction}</Labelled>
        </>
      );
    case 'tat':
      return (
        <>
          <Labelled label="The picture">{example.picture}</Labelled>
          <Labelled label="A story">{example.story}</Labelled>
        </>
      );
    case 'ppdt':
      return (
        <>
          <Labelled label="The picture">{example.picture}</Labelled>
          <CharacterBoxView box={{ characters: example.characters.map((c) => ({ age: String(c.age), sex: c.sex, mood: c.mood })), action: example.action }} text="" />
          <Labelled label="A story">{example.story}</Labelled>
        </>
      );
    case 'sd':
      return (
        <>
          <Labelled label="Paragraph">{example.prompt}</Labelled>
          <Labelled label="What an aspirant might write">{example.paragraph}</Labelled>
        </>
      );
    case 'oir':
      return (
        <>
          <Labelled label="Question">{example.question}</Labelled>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {example.options.map((option, i) => (
              <li key={option} className={cn('rounded-lg border px-3 py-2', i === example.rightChoice ? 'border-green-700 bg-green-50 font-semibold text-green-900' : 'border-slate-300')}>
                {LETTER(i)}. {option}
                {i === example.rightChoice && <span className="sr-only"> (the right answer)</span>}
              </li>
            ))}
          </ul>
          <Labelled label="Why">{example.why}</Labelled>
        </>
      );
  }
}

/**
 * Before a timed test: the board's instructions as they are read out, the timing, an example, and
 * "I'm ready". The clock starts only then (`onReady`).
 */
export function TestInstructions({
  kind,
  practiceRun = false,
  timing,
  itemCount,
  onReady,
  busy,
  readyLabel = "I'm ready",
  children,
}: {
  kind: PracticeTestKind;
  practiceRun?: boolean;
  /** a chosen set's own timing, when it has one */
  timing?: PracticeTiming;
  itemCount?: number;
  onReady: () => void;
  busy: boolean;
  readyLabel?: string;
  /** shown above the button: a chosen set, a problem starting */
  children?: ReactNode;
}) {
  const test = PRACTICE_TESTS[kind];
  const text = TEST_INSTRUCTIONS[kind];
  const count = practiceRun ? PRACTICE_RUN_ITEMS[kind] : (itemCount ?? test.items);
  return (
    <article className="flex flex-col gap-5" aria-labelledby={`instructions-${kind}`}>
      <header>
        <p className="text-sm font-semibold text-accent-700">{test.short}{practiceRun && ' · practice run'}</p>
        <h1 id={`instructions-${kind}`} className="text-2xl font-bold text-primary-900">
          {text.title}
        </h1>
        <p className="mt-1 text-slate-600">{describeTiming(kind, timing ?? test.timing, count)}</p>
      </header>
      {practiceRun && <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-700">{PRACTICE_RUN_NOTE}</p>}
      <section aria-label="Instructions" className="flex flex-col gap-3 border-l-4 border-primary-200 pl-4 text-base leading-relaxed text-slate-800">
        {text.spoken.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </section>
      <ul className="flex flex-col gap-1 text-sm font-medium text-primary-900">
        {text.remember.map((r) => (
          <li key={r} className="flex gap-2">
            <span aria-hidden="true">•</span>
            {r}
          </li>
        ))}
      </ul>
      <section aria-labelledby={`example-${kind}`} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
        <h2 id={`example-${kind}`} className="text-base font-semibold text-primary-900">
          Example
        </h2>
        <ExampleView example={text.example} />
      </section>
      {children}
      <div className="sticky bottom-0 -mx-4 flex flex-col gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0">
        <p className="text-sm text-slate-600">The clock starts when you press the button, and does not stop.</p>
        <Button size="lg" onClick={onReady} busy={busy} busyLabel="Starting…" className="sm:self-start">
          {readyLabel}
        </Button>
      </div>
    </article>
  );
}
