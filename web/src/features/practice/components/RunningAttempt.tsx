import { PRACTICE_TESTS, type PracticeAttempt } from '@ssb/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { messageOf } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { practiceKeys, useMoveOn, useStopAttempt, type TimedAttempt } from '../api';
import { clockOffset, formatClock, useTimeLeft } from '../lib';
import { AnswerBox } from './AnswerBox';
import { ChoiceBox } from './ChoiceBox';

type Running = TimedAttempt & { current: NonNullable<PracticeAttempt['current']> };

const NOUN: Record<PracticeAttempt['set']['kind'], string> = { wat: 'Word', srt: 'Situation', tat: 'Picture', ppdt: 'Picture', sd: 'Paragraph', oir: 'Question' };
const PHASE_TITLE = { view: 'Look at the picture', notes: 'Note the characters: age, sex, mood', write: 'Write your story' } as const;
/** TAT's last slide has no picture: while the others are looked at, the aspirant imagines one. */
const BLANK_VIEW_TITLE = 'Imagine a picture';
/** After an item's time runs out, the screen asks the server where the test now stands (after the last save has left). */
const ASK_AFTER_CLOSE_MS = 700;

function StopButton({ attemptId }: { attemptId: string }) {
  const stop = useStopAttempt(attemptId);
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm">
          End the test
        </Button>
      }
      title="End the test now?"
      description="At the board you could not stop. Your answers so far are kept, the rest stay blank, and the attempt is locked."
      keepLabel="Keep going"
      confirmLabel="End the test"
      busy={stop.isPending}
      onConfirm={(close) => stop.mutate(undefined, { onSuccess: close, onError: (e) => notify('error', 'The test was not ended', { description: messageOf(e) }) })}
    />
  );
}

/**
 * The attempt while it runs (docs/product/practice.md "Attempt"): full screen, one item, a large
 * countdown by the server's clock; the next item comes when the time runs out (or, on a shared clock,
 * when the aspirant moves on).
 */
export function RunningAttempt({ attempt }: { attempt: Running }) {
  const { current } = attempt;
  const queryClient = useQueryClient();
  const left = useTimeLeft(current.phaseEndsAt, clockOffset(attempt));
  const closed = left <= 0;
  const flushRef = useRef<(() => Promise<void>) | null>(null);
  const moveOn = useMoveOn(attempt.id);
  const shared = attempt.timing.clock === 'shared';
  const test = PRACTICE_TESTS[attempt.set.kind];
  const last = current.item === attempt.itemCount - 1;

  // Full screen: the page behind does not scroll while the test runs.
  useEffect(() => {
    const before = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = before;
    };
  }, []);

  useEffect(() => {
    if (!closed) return;
    const timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: practiceKeys.attempt(attempt.id) }), ASK_AFTER_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [closed, current.phaseEndsAt, attempt.id, queryClient]);

  const next = async () => {
    await flushRef.current?.();
    moveOn.mutate(current.item, { onError: (e) => notify('error', 'Could not move on', { description: messageOf(e) }) });
  };

  const { content, phase } = current;
  const saved = (part: string) => current.answers.find((a) => a.part === part);
  const part = phase === 'view' ? null : phase;
  return (
    <div className="fixed inset-0 z-40 flex flex-col overflow-y-auto bg-white">
      <header className="sticky top-0 flex items-center justify-between gap-3 border-b border-slate-200 bg-white/95 px-4 py-3 backdrop-blur">
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-primary-900">
            {test.short}
            {attempt.practiceRun && ' · practice run'}
          </p>
          <p className="text-sm text-slate-600">
            {NOUN[attempt.set.kind]} {current.item + 1} of {attempt.itemCount}
          </p>
        </div>
        <div role="timer" aria-label={shared ? 'Time left for the test' : 'Time left for this item'} className={`font-mono text-4xl font-bold tabular-nums ${left < 5_000 ? 'text-red-700' : 'text-primary-900'}`}>
          {formatClock(left)}
        </div>
      </header>

      <main className="mx-auto flex w-full max-w-2xl flex-1 flex-col gap-4 px-4 py-5">
        {(attempt.set.kind === 'tat' || attempt.set.kind === 'ppdt') && <h1 className="text-lg font-semibold text-primary-900">{content.blank && phase === 'view' ? BLANK_VIEW_TITLE : PHASE_TITLE[phase === 'answer' ? 'write' : phase]}</h1>}
        {content.blank ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">This slide is blank. Imagine a picture of your own and write its story.</p>
        ) : (
          <>
            {content.imageUrl && <img src={content.imageUrl} alt="The picture for this story" className="w-full rounded-lg bg-slate-100 object-contain" />}
            {content.prompt && (
              <h1 className={attempt.set.kind === 'wat' ? 'py-6 text-center text-4xl font-bold tracking-wide text-primary-900' : 'text-xl font-semibold leading-snug text-primary-900'}>
                {content.prompt}
              </h1>
            )}
          </>
        )}
        {!part && <p className="text-slate-600">Writing starts in {formatClock(left)}.</p>}
        {part && content.options && (
          <ChoiceBox key={`${attempt.id}:${current.item}`} attemptId={attempt.id} item={current.item} options={content.options} initial={saved('answer')?.choice ?? null} closed={closed} />
        )}
        {part && !content.options && (
          <AnswerBox
            key={`${attempt.id}:${current.item}:${part}`}
            attemptId={attempt.id}
            target={{ item: current.item, part }}
            initial={saved(part)?.text ?? ''}
            closed={closed}
            label={attempt.set.kind === 'wat' ? 'Your sentence' : part === 'notes' ? 'Your notes' : attempt.set.kind === 'srt' ? 'What you would do' : 'Your answer'}
            rows={attempt.set.kind === 'wat' ? 2 : 8}
            flushRef={flushRef}
          />
        )}
      </main>

      <footer className="sticky bottom-0 flex items-center justify-between gap-3 border-t border-slate-200 bg-white px-4 py-3">
        <StopButton attemptId={attempt.id} />
        {shared && (
          <Button onClick={() => void next()} busy={moveOn.isPending} disabled={closed} size="lg">
            {last ? 'Finish' : `Next ${NOUN[attempt.set.kind].toLowerCase()}`}
          </Button>
        )}
      </footer>
    </div>
  );
}
