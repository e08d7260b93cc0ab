import type { PracticeAttempt, PracticeTestKind } from '@ssb/domain';
import { Badge } from '../../../components/ui/Badge';
import { cn } from '../../../lib/cn';
import { SvgFigure } from './SvgFigure';

export type ResultItem = NonNullable<PracticeAttempt['results']>['items'][number];

const PART_LABEL = { notes: 'Notes', write: 'Story', answer: 'Answer' } as const;

/** What the item showed: its number, the word, situation or question, the picture, or TAT's blank slide. */
export function ItemPrompt({ item }: { item: ResultItem }) {
  return (
    <>
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{item.item + 1}</p>
      {item.content.blank && <p className="font-medium text-primary-900">Blank slide</p>}
      {item.content.imageUrl && <img src={item.content.imageUrl} alt="" loading="lazy" className="mt-1 max-h-48 rounded-md bg-slate-100 object-contain" />}
      {!item.content.imageUrl && item.content.description && <p className="text-sm text-slate-700 italic">Picture: {item.content.description}</p>}
      {item.content.prompt && <p className="font-medium text-primary-900">{item.content.prompt}</p>}
      {item.content.figure && item.content.figure.stem.length > 0 && (
        <div className="mt-1 flex flex-wrap gap-2">
          {item.content.figure.stem.map((svg, i) => (
            <SvgFigure key={i} svg={svg} alt={`Figure ${i + 1} of the question`} className="w-20 rounded border border-slate-200" />
          ))}
        </div>
      )}
    </>
  );
}

function OirAnswer({ item, chosenLabel }: { item: ResultItem; chosenLabel: string }) {
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
          {String.fromCharCode(65 + index)}. {item.content.figure?.options[index] ? null : option}
          {item.content.figure?.options[index] && <SvgFigure svg={item.content.figure.options[index]} alt={`Option ${String.fromCharCode(65 + index)}`} className="ml-2 inline-block w-14 align-middle" />}
          {index === item.rightChoice && ' (right answer)'}
          {index === chosen && index !== item.rightChoice && ` (${chosenLabel})`}
        </li>
      ))}
      {chosen === null && <li className="px-3 text-sm text-slate-600">Not answered</li>}
      {item.explanation && <li className="px-3 pt-1 text-sm text-slate-700">Why: {item.explanation}</li>}
    </ul>
  );
}

function TextAnswer({ item, storyWords }: { item: ResultItem; storyWords: boolean }) {
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

/** The answer(s) given to one item: the choice against the right one (OIR), or the text with its words and whether the clock cut it. */
export function ItemAnswers({ kind, item, chosenLabel = 'your choice' }: { kind: PracticeTestKind; item: ResultItem; chosenLabel?: string }) {
  if (kind === 'oir') return <OirAnswer item={item} chosenLabel={chosenLabel} />;
  return <TextAnswer item={item} storyWords={kind === 'tat' || kind === 'ppdt' || kind === 'sd'} />;
}
