import { useState } from 'react';
import { isApiError } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { useSaveAnswer } from '../api';

/** OIR's options: a choice is saved the moment it is made (and can be changed while the question is on screen). */
export function ChoiceBox({ attemptId, item, options, initial, closed }: { attemptId: string; item: number; options: string[]; initial: number | null; closed: boolean }) {
  const save = useSaveAnswer(attemptId);
  const [chosen, setChosen] = useState<number | null>(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = (choice: number) => {
    setChosen(choice);
    setProblem(null);
    save.mutate(
      { item, part: 'answer', choice },
      { onError: (error) => setProblem(isApiError(error) && error.status === 409 ? 'Time was up: this choice was not saved' : 'Not saved: check your connection and choose again') },
    );
  };
  return (
    <fieldset className="flex flex-col gap-2" disabled={closed}>
      <legend className="sr-only">Your answer</legend>
      {options.map((option, index) => (
        <label
          key={index}
          className={cn(
            'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border px-4 py-2 text-lg',
            chosen === index ? 'border-primary-700 bg-primary-50 font-semibold text-primary-900' : 'border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
          )}
        >
          <input type="radio" name={`choice-${item}`} className="size-5 accent-primary-800" checked={chosen === index} onChange={() => choose(index)} />
          <span>
            <span className="mr-2 text-slate-500">{String.fromCharCode(65 + index)}.</span>
            {option}
          </span>
        </label>
      ))}
      <p className="min-h-5 text-sm text-red-700" aria-live="polite">
        {problem ?? ''}
      </p>
    </fieldset>
  );
}
