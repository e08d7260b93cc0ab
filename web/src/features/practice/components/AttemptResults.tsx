import { PRACTICE_TESTS, type PracticeAttempt } from '@ssb/domain';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/Badge';
import { buttonClasses } from '../../../components/ui/Button';
import { LocalDate } from '../../../components/ui/LocalDate';
import { PageHeader } from '../../../components/ui/PageHeader';
import { cn } from '../../../lib/cn';

type Results = NonNullable<PracticeAttempt['results']>;
type ResultItem = Results['items'][number];

const PART_LABEL = { notes: 'Notes', write: 'Story', answer: 'Answer' } as const;

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <p className="text-2xl font-bold text-primary-900">{value}</p>
      <p className="text-sm text-slate-600">{label}</p>
    </div>
  );
}

function OirItem({ item }: { item: ResultItem }) {
  const chosen = item.answers[0]?.choice ?? null;
  return (
    <ul className="mt-2 flex flex-col gap-1">
      {item.content.options?.map((option, index) => (
        <li
          key={index}
          className={cn(
            'rounded-md px-3 py-1.5 text-sm',
            index === item.rightChoice ? 'bg-green-50 font-semibold text-green-900' : index === chosen ? 'bg-red-50 text-red-900 line-through' : 'text-slate-700',
          )}
        >
          {String.fromCharCode(65 + index)}. {option}
          {index === item.rightChoice && ' (right answer)'}
          {index === chosen && index !== item.rightChoice && ' (your choice)'}
        </li>
      ))}
      {chosen === null && <li className="px-3 text-sm text-slate-600">Not answered</li>}
      {item.explanation && <li className="px-3 pt-1 text-sm text-slate-700">Why: {item.explanation}</li>}
    </ul>
  );
}

function TextItem({ item, storyWords }: { item: ResultItem; storyWords: boolean }) {
  if (item.answers.length === 0) return <p className="mt-2 text-sm italic text-slate-500">Left blank</p>;
  return (
    <div className="mt-2 flex flex-col gap-2">
      {item.answers.map((answer) => (
        <div key={answer.part}>
          {item.answers.length > 1 && <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{PART_LABEL[answer.part]}</p>}
          <p className="whitespace-pre-wrap text-slate-900">{answer.text?.trim() || <span className="italic text-slate-500">Left blank</span>}</p>
          <p className="mt-1 flex flex-wrap gap-2 text-xs text-slate-600">
            {storyWords && <span>{answer.words} words</span>}
            {answer.cutShort && <Badge tone="warning">Cut short by the clock</Badge>}
          </p>
        </div>
      ))}
    </div>
  );
}

/** A finished attempt (docs/product/practice.md "Afterwards"): counts, the OIR score, and every item with its answers. */
export function AttemptResults({ attempt }: { attempt: PracticeAttempt & { results: Results } }) {
  const { results } = attempt;
  const kind = attempt.set.kind;
  const test = PRACTICE_TESTS[kind];
  const stories = kind === 'tat' || kind === 'ppdt' || kind === 'sd';
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <PageHeader
        eyebrow={
          <Link to="/practice" className="underline-offset-2 hover:underline">
            Practice studio
          </Link>
        }
        title={`${test.short} results`}
        description={
          <>
            {attempt.set.title}
            {attempt.practiceRun && ' (practice run)'} · by {attempt.set.author.name} · <LocalDate iso={attempt.startedAt} />
          </>
        }
        actions={
          <Link to="/practice" className={buttonClasses({ variant: 'outline' })}>
            Practise again
          </Link>
        }
      />
      <div className="mb-8 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {results.score && <Stat label="Score" value={`${results.score.right} / ${results.score.of}`} />}
        <Stat label="Answered" value={`${results.summary.answered} / ${results.summary.asked}`} />
        <Stat label="Left blank" value={results.summary.blank} />
        {!results.score && <Stat label="Cut short by the clock" value={results.summary.cutShort} />}
      </div>
      <ol className="flex flex-col gap-3">
        {results.items.map((item) => (
          <li key={item.item} className="rounded-xl border border-slate-200 bg-white p-4">
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{item.item + 1}</p>
            {item.content.blank && <p className="font-medium text-primary-900">Blank slide</p>}
            {item.content.imageUrl && <img src={item.content.imageUrl} alt="" loading="lazy" className="mt-1 max-h-48 rounded-md bg-slate-100 object-contain" />}
            {item.content.prompt && <p className="font-medium text-primary-900">{item.content.prompt}</p>}
            {kind === 'oir' ? <OirItem item={item} /> : <TextItem item={item} storyWords={stories} />}
          </li>
        ))}
      </ol>
    </div>
  );
}
