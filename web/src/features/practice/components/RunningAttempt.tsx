import { PRACTICE_TESTS } from '@ssb/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { messageOf } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { practiceKeys, useStopAttempt } from '../api';
import { answerValue, capital, NOUN, type Running } from '../attemptAnswers';
import type { AnswerQueue } from '../answerQueue';
import { boxText, EMPTY_BOX, keepBox, readBox, type CharacterBoxState } from '../characterBox';
import { formatClock } from '../lib';
import { useServerTimeLeft } from '../serverClock';
import { useAnswerQueue } from '../useAnswerQueue';
import { TextAnswer } from './AnswerInputs';
import { BookletBody } from './BookletBody';
import { CharacterBox, CharacterBoxView } from './CharacterBox';
import { AttemptConnectionBanner } from './ConnectionBanner';
import { LeaveTestGuard } from './LeaveTestGuard';

const PHASE_TITLE = {
  view: 'Look at the picture',
  notes: 'Fill in the character box',
  write: 'Write your story',
} as const;
/** TAT's last slide has no picture: while the others are looked at, the aspirant imagines one. */
const BLANK_VIEW_TITLE = 'Imagine a picture';
/** After the time runs out, the screen asks the server where the test now stands: once the last answers have left, then every few seconds until it answers. */
const ASK_AFTER_CLOSE_MS = 700;
const ASK_AGAIN_MS = 3_000;
export const WAITING_TEXT = 'Waiting for the connection: the clock keeps running';

function StopButton({ attemptId, queue }: { attemptId: string; queue: AnswerQueue }) {
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
      onConfirm={(close) => {
        void queue.flush().finally(() =>
          stop.mutate(undefined, {
            onSuccess: close,
            onError: (e) =>
              notify('error', 'The test was not ended', {
                description: messageOf(e),
              }),
          }),
        );
      }}
    />
  );
}

/** Fixed clock (WAT, TAT, PPDT): the item on screen, its phase, and the answer for that phase. */
function FixedBody({ attempt, queue, closed, left }: { attempt: Running; queue: AnswerQueue; closed: boolean; left: number }) {
  const { current } = attempt;
  const { content, phase, item } = current;
  const kind = attempt.set.kind;
  const pictureTest = kind === 'tat' || kind === 'ppdt';
  const [box, setBox] = useState<CharacterBoxState>(() => readBox(attempt.id, item) ?? EMPTY_BOX);
  const value = (part: 'notes' | 'write') => answerValue(current.answers, queue.get(item, part), part).text;
  return (
    <>
      {pictureTest && <h1 className="text-lg font-semibold text-primary-900">{content.blank && phase === 'view' ? BLANK_VIEW_TITLE : PHASE_TITLE[phase === 'answer' ? 'write' : phase]}</h1>}
      {phase === 'view' && (
        <>
          {content.blank ? (
            <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">This slide is blank. Imagine a picture of your own; you will write its story next.</p>
          ) : content.imageUrl ? (
            <img
              src={content.imageUrl}
              alt={kind === 'ppdt' ? 'The hazy picture for your story' : 'The picture for your story'}
              className="max-h-[60dvh] w-full rounded-lg bg-slate-100 object-contain"
            />
          ) : (
            <p className="rounded-lg bg-slate-100 p-6 text-center text-slate-700">The picture could not be shown.</p>
          )}
          <p className="text-slate-600">
            {kind === 'ppdt' ? 'The character box' : 'Writing'} starts in {formatClock(left)}.
          </p>
        </>
      )}
      {phase === 'notes' && (
        <>
          <p className="text-slate-700">The picture has been taken away. Note what you saw: each character's age, sex and mood, and the action in a line.</p>
          <CharacterBox
            box={box}
            disabled={closed}
            onChange={(next) => {
              setBox(next);
              keepBox(attempt.id, item, next);
              queue.type(item, 'notes', { text: boxText(next) });
            }}
          />
        </>
      )}
      {(phase === 'write' || phase === 'answer') && (
        <>
          {kind === 'wat' && content.prompt && <p className="py-6 text-center text-4xl font-bold tracking-wide break-words text-primary-900">{content.prompt}</p>}
          {kind !== 'wat' && content.prompt && <p className="text-xl leading-snug font-semibold text-primary-900">{content.prompt}</p>}
          {kind === 'tat' && content.blank && <p className="text-slate-700">Write the story of the picture you imagined.</p>}
          {kind === 'ppdt' && <CharacterBoxView box={readBox(attempt.id, item)} text={value('notes')} />}
          <TextAnswer
            key={`${item}:write`}
            queue={queue}
            item={item}
            part="write"
            initial={value('write')}
            closed={closed}
            label={kind === 'wat' ? 'Your sentence' : 'Your story'}
            rows={kind === 'wat' ? 2 : 10}
          />
        </>
      )}
    </>
  );
}

/**
 * The attempt while it runs (docs/product/practice.md "Attempt"): full screen, a large countdown by
 * the server's clock, the item on screen (fixed clock) or the open booklet (shared clock). Answers
 * go through the device's queue; leaving asks first. `connectionLost`: the last read of the attempt
 * failed (offline).
 */
export function RunningAttempt({ attempt, connectionLost = false }: { attempt: Running; connectionLost?: boolean }) {
  const { current } = attempt;
  const queryClient = useQueryClient();
  const { queue, status } = useAnswerQueue(attempt.id);
  const left = useServerTimeLeft(current.phaseEndsAt);
  const closed = left <= 0;
  const booklet = current.booklet;
  const test = PRACTICE_TESTS[attempt.set.kind];
  const [one] = NOUN[attempt.set.kind];

  // Full screen: the page behind does not scroll while the test runs.
  useEffect(() => {
    const before = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = before;
    };
  }, []);

  // Time up: what is still being typed is marked and sent at once; then the server says what comes next (asked again until it answers).
  useEffect(() => {
    if (!closed) return;
    const items = booklet ? booklet.items.map((i) => i.item) : [current.item];
    void queue.timeUp(items, Date.parse(current.phaseEndsAt));
    const ask = () =>
      void queryClient.invalidateQueries({
        queryKey: practiceKeys.attempt(attempt.id),
      });
    const first = setTimeout(ask, ASK_AFTER_CLOSE_MS);
    const again = setInterval(ask, ASK_AGAIN_MS);
    window.addEventListener('online', ask);
    return () => {
      clearTimeout(first);
      clearInterval(again);
      window.removeEventListener('online', ask);
    };
  }, [closed, current.phaseEndsAt, current.item, booklet, attempt.id, queryClient, queue]);

  const waiting = closed && (connectionLost || status.offline);
  const position = booklet
    ? booklet.of > 1
      ? `Booklet ${booklet.index + 1} of ${booklet.of}`
      : `${booklet.items.length} ${NOUN[attempt.set.kind][booklet.items.length === 1 ? 0 : 1]}`
    : `${capital(one)} ${current.item + 1} of ${attempt.itemCount}`;
  const stop: ReactNode = <StopButton attemptId={attempt.id} queue={queue} />;

  return (
    <div className="fixed inset-0 z-40 flex flex-col overflow-hidden bg-white">
      <LeaveTestGuard when />
      <header className="shrink-0 border-b border-slate-200 bg-white">
        <div className="flex items-center justify-between gap-3 px-4 py-3">
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-primary-900">
              {test.short}
              {attempt.practiceRun && ' · practice run'}
              {attempt.battery && ` · board day, test ${attempt.battery.step + 1}`}
            </p>
            <p className="text-sm text-slate-600">{position}</p>
          </div>
          <div
            role="timer"
            aria-label={booklet ? 'Time left for this booklet' : 'Time left for this item'}
            className={`font-mono text-4xl font-bold tabular-nums ${left < (booklet ? 60_000 : 5_000) ? 'text-red-700' : 'text-primary-900'}`}
          >
            {formatClock(left)}
          </div>
        </div>
        <AttemptConnectionBanner status={status} queue={queue} />
      </header>

      {waiting ? (
        <main className="mx-auto flex w-full max-w-2xl flex-1 flex-col items-center justify-center gap-3 overflow-y-auto px-4 py-10 text-center">
          <p className="text-xl font-semibold text-primary-900">{WAITING_TEXT}</p>
          <p className="text-slate-600">Your answers are kept on this device. As soon as the connection is back, the test goes on where the clock has reached.</p>
        </main>
      ) : booklet ? (
        <BookletBody key={booklet.index} attempt={attempt} booklet={booklet} queue={queue} closed={closed} stop={stop} />
      ) : (
        <>
          <div className="min-h-0 flex-1 overflow-x-hidden overflow-y-auto">
            <main className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-5">
              <FixedBody key={`${current.item}:${current.phase}`} attempt={attempt} queue={queue} closed={closed} left={left} />
              {closed && <p className="text-sm text-slate-600">Time is up for this {one}.</p>}
            </main>
          </div>
          <footer className="flex shrink-0 items-center justify-between gap-3 border-t border-slate-200 bg-white px-4 py-3">{stop}</footer>
        </>
      )}
    </div>
  );
}
