import type { ItemContent } from '@ssb/domain';
import { useState } from 'react';
import { cn } from '../../../lib/cn';
import type { AnswerPart, AnswerQueue } from '../answerQueue';
import { SvgFigure } from './SvgFigure';

const LETTER = (index: number) => String.fromCharCode(65 + index);

/** Where an answer stands, in words: never a "Saving…" that hangs. */
function AnswerState({ queue, item, part }: { queue: AnswerQueue; item: number; part: AnswerPart }) {
  const kept = queue.get(item, part);
  const offline = queue.status().offline;
  const text =
    kept?.state === 'refused'
      ? 'Time was up: these last changes were not saved'
      : kept?.state === 'saved'
        ? 'Saved'
        : kept?.state === 'unsent' && offline
          ? 'Kept on this device: it will be sent when the connection is back'
          : '';
  return (
    <p className={cn('min-h-5 text-sm', kept?.state === 'refused' ? 'text-red-700' : 'text-slate-600')} aria-live="polite">
      {text}
    </p>
  );
}

/** A written answer: every keystroke goes to the queue (kept on the device, sent after a pause); read only once its time is up. */
export function TextAnswer({
  queue,
  item,
  part,
  initial,
  closed,
  label,
  rows = 6,
  autoFocus = true,
}: {
  queue: AnswerQueue;
  item: number;
  part: AnswerPart;
  initial: string;
  closed: boolean;
  label: string;
  rows?: number;
  autoFocus?: boolean;
}) {
  const [text, setText] = useState(initial);
  const id = `answer-${item}-${part}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        autoFocus={autoFocus}
        rows={rows}
        value={text}
        readOnly={closed}
        maxLength={4000}
        onChange={(event) => {
          if (closed) return;
          setText(event.target.value);
          queue.type(item, part, { text: event.target.value });
        }}
        placeholder={label}
        className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-lg leading-relaxed text-slate-900 shadow-xs read-only:bg-slate-50 focus:border-primary-600 focus:ring-2 focus:ring-primary-600/30 focus:outline-none"
      />
      <AnswerState queue={queue} item={item} part={part} />
    </div>
  );
}

/** OIR's options (with their figures for a non-verbal question): a choice is kept and sent the moment it is made; it can change while the booklet is open. */
export function ChoiceAnswer({ queue, item, content, initial, closed }: { queue: AnswerQueue; item: number; content: ItemContent; initial: number | null; closed: boolean }) {
  const [chosen, setChosen] = useState<number | null>(initial);
  const options = content.options ?? [];
  const figures = content.figure?.options ?? [];
  return (
    <fieldset className="flex flex-col gap-2" disabled={closed}>
      <legend className="sr-only">Your answer to question {item + 1}</legend>
      <div className={cn('grid gap-2', figures.length > 0 && 'grid-cols-2 sm:grid-cols-4')}>
        {options.map((option, index) => (
          <label
            key={index}
            className={cn(
              'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border px-4 py-2 text-lg has-focus-visible:ring-2 has-focus-visible:ring-primary-600',
              chosen === index ? 'border-primary-700 bg-primary-50 font-semibold text-primary-900' : 'border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
              figures[index] && 'flex-col items-start',
            )}
          >
            <span className="flex items-center gap-3">
              <input
                type="radio"
                name={`choice-${item}`}
                className="size-5 accent-primary-800"
                checked={chosen === index}
                onChange={() => {
                  setChosen(index);
                  queue.type(item, 'answer', { choice: index });
                }}
              />
              <span>
                <span className={cn('text-slate-500', !figures[index] && 'mr-2')}>{figures[index] ? option || LETTER(index) : `${LETTER(index)}.`}</span>
                {!figures[index] && option}
              </span>
            </span>
            {figures[index] && <SvgFigure svg={figures[index]} alt={`Option ${option || LETTER(index)}`} className="w-full max-w-32" />}
          </label>
        ))}
      </div>
      <AnswerState queue={queue} item={item} part="answer" />
    </fieldset>
  );
}
