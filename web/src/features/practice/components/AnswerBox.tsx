import type { SaveAnswerInput } from '@ssb/domain';
import { useEffect, useRef, useState, type MutableRefObject } from 'react';
import { isApiError } from '../../../lib/api';
import { useSaveAnswer } from '../api';

/** How long typing pauses before the answer is saved. */
const SAVE_AFTER_MS = 700;
/** A save that failed on the network is tried again after this long. */
const RETRY_AFTER_MS = 2_000;

type Status = 'idle' | 'saving' | 'saved' | 'late' | 'failed';
const STATUS_TEXT: Record<Status, string> = {
  idle: '',
  saving: 'Saving…',
  saved: 'Saved',
  late: 'Time was up: the last words were not saved',
  failed: 'Not saved: check your connection. Keep writing, it will try again.',
};

/**
 * The answer being written, saved as typed (docs/product/practice.md "Attempt"). When its time runs
 * out (`closed`), what is unsaved goes at once (the server takes it within 2 s) and the box is locked.
 * `flushRef` lets the screen save it before moving on.
 */
export function AnswerBox({
  attemptId,
  target,
  initial,
  closed,
  label,
  rows = 6,
  flushRef,
}: {
  attemptId: string;
  target: Pick<SaveAnswerInput, 'item' | 'part'>;
  initial: string;
  closed: boolean;
  label: string;
  rows?: number;
  flushRef?: MutableRefObject<(() => Promise<void>) | null>;
}) {
  const save = useSaveAnswer(attemptId);
  const [text, setText] = useState(initial);
  const [status, setStatus] = useState<Status>('idle');
  const savedText = useRef(initial);
  const latest = useRef(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = async () => {
    clearTimeout(timer.current);
    const value = latest.current;
    if (value === savedText.current) return;
    setStatus('saving');
    try {
      await save.mutateAsync({ ...target, text: value });
      savedText.current = value;
      setStatus(latest.current === value ? 'saved' : 'saving');
    } catch (error) {
      const late = isApiError(error) && error.status === 409;
      setStatus(late ? 'late' : 'failed');
      if (!late) timer.current = setTimeout(() => void flush(), RETRY_AFTER_MS);
    }
  };
  // The screen saves through this before moving on (set after each render, not during it).
  useEffect(() => {
    if (flushRef) flushRef.current = flush;
  });
  useEffect(() => {
    if (closed) void flush();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the time runs out
  }, [closed]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor="practice-answer" className="sr-only">
        {label}
      </label>
      <textarea
        id="practice-answer"
        autoFocus
        rows={rows}
        value={text}
        readOnly={closed}
        maxLength={4000}
        onChange={(event) => {
          setText(event.target.value);
          latest.current = event.target.value;
          clearTimeout(timer.current);
          timer.current = setTimeout(() => void flush(), SAVE_AFTER_MS);
        }}
        placeholder={label}
        className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-lg leading-relaxed text-slate-900 shadow-xs focus:border-primary-600 focus:outline-none focus:ring-2 focus:ring-primary-600/30 read-only:bg-slate-50"
      />
      <p className="min-h-5 text-sm text-slate-600" aria-live="polite">
        {STATUS_TEXT[status]}
      </p>
    </div>
  );
}
