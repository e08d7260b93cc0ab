import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog, DialogClose } from '../../../components/ui/Dialog';
import { messageOf } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { notify } from '../../../lib/notify';
import { useMoveOn } from '../api';
import { answerValue, capital, isAnswered, NOUN, stepWithin, unansweredLine, type Running } from '../attemptAnswers';
import type { AnswerQueue } from '../answerQueue';
import { ChoiceAnswer, TextAnswer } from './AnswerInputs';
import { SvgFigure } from './SvgFigure';

type Booklet = NonNullable<Running['current']['booklet']>;

/** The numbers of the booklet's items: answered or not, the one open; any may be opened. */
export function NumberStrip({ numbers, answered, position, onOpen, noun }: { numbers: number[]; answered: boolean[]; position: number; onOpen: (index: number) => void; noun: string }) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    // Scrolls the strip alone (scrollIntoView would scroll the page around it too).
    const strip = list.current;
    const button = strip?.querySelector<HTMLElement>('[aria-current="step"]');
    if (!strip || !button) return;
    const left = button.offsetLeft;
    if (left < strip.scrollLeft) strip.scrollLeft = left - 8;
    else if (left + button.offsetWidth > strip.scrollLeft + strip.clientWidth) strip.scrollLeft = left + button.offsetWidth - strip.clientWidth + 8;
  }, [position]);
  return (
    <nav aria-label={`${capital(noun)}s in this booklet`} className="shrink-0 border-b border-slate-200 bg-slate-50">
      <ol ref={list} className="relative flex gap-1 overflow-x-auto px-3 py-2">
        {numbers.map((n, i) => (
          <li key={n} className="shrink-0">
            <button
              type="button"
              aria-current={i === position ? 'step' : undefined}
              aria-label={`${capital(noun)} ${n}, ${answered[i] ? 'answered' : 'not answered'}`}
              onClick={() => onOpen(i)}
              className={cn(
                'size-11 rounded-lg border text-sm font-semibold tabular-nums',
                answered[i] ? 'border-primary-800 bg-primary-800 text-white' : 'border-slate-300 bg-white text-slate-700',
                i === position && 'ring-2 ring-accent-600 ring-offset-1',
              )}
            >
              {n}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * Shared clock (SRT, SD, OIR): the open booklet whole. Its items in any order (the strip, previous
 * and next), each answer kept and sent as given; "Hand in" after a question that says how many are
 * left unanswered. The booklet's time running out closes it (RunningAttempt asks for the next).
 */
export function BookletBody({ attempt, booklet, queue, closed, stop }: { attempt: Running; booklet: Booklet; queue: AnswerQueue; closed: boolean; stop: ReactNode }) {
  const kind = attempt.set.kind;
  const noun = NOUN[kind];
  const [position, setPosition] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const moveOn = useMoveOn(attempt.id);
  const items = booklet.items;
  const values = items.map((i) => answerValue(i.answers, queue.get(i.item, 'answer'), 'answer'));
  const answered = values.map(isAnswered);
  const unanswered = answered.filter((a) => !a).length;
  const at = Math.min(position, items.length - 1);
  const open = items[at];
  const last = booklet.index === booklet.of - 1;
  const handInLabel = booklet.of > 1 ? `Hand in booklet ${booklet.index + 1}` : 'Hand in the booklet';

  const handIn = async () => {
    await queue.flush();
    moveOn.mutate(booklet.index, {
      onSuccess: () => setConfirming(false),
      onError: (e) =>
        notify('error', 'The booklet was not handed in', {
          description: `${messageOf(e)} Your answers are kept; the clock keeps running.`,
        }),
    });
  };

  if (!open) return null;
  const value = values[at]!;
  return (
    <>
      <NumberStrip numbers={items.map((i) => i.item + 1)} answered={answered} position={at} onOpen={setPosition} noun={noun[0]} />
      <div className="min-h-0 flex-1 overflow-x-hidden overflow-y-auto">
        <main className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-5">
          <p className="text-sm font-semibold text-slate-600">
            {capital(noun[0])} {open.item + 1}
            <span className="font-normal">
              {' '}
              · {answered.length - unanswered} of {items.length} answered
            </span>
          </p>
          {open.content.prompt && <h1 className="text-xl leading-snug font-semibold whitespace-pre-line text-primary-900">{open.content.prompt}</h1>}
          {open.content.figure && open.content.figure.stem.length > 0 && (
            <div className="flex flex-wrap items-center gap-2">
              {open.content.figure.stem.map((svg, i) => (
                <SvgFigure key={i} svg={svg} alt={`Figure ${i + 1} of the question`} className="w-24 rounded border border-slate-200 sm:w-28" />
              ))}
            </div>
          )}
          {kind === 'oir' ? (
            <ChoiceAnswer key={open.item} queue={queue} item={open.item} content={open.content} initial={value.choice} closed={closed} />
          ) : (
            <TextAnswer
              key={open.item}
              queue={queue}
              item={open.item}
              part="answer"
              initial={value.text}
              closed={closed}
              label={kind === 'srt' ? 'What you would do' : 'Your paragraph'}
              rows={kind === 'sd' ? 10 : 5}
            />
          )}
          {closed && <p className="text-sm text-slate-600">Time is up for this booklet.</p>}
          <div className="flex items-center justify-between gap-3">
            <Button variant="outline" onClick={() => setPosition(stepWithin(at, -1, items.length))} disabled={at === 0}>
              Previous
            </Button>
            <Button variant="outline" onClick={() => setPosition(stepWithin(at, 1, items.length))} disabled={at === items.length - 1}>
              Next
            </Button>
          </div>
        </main>
      </div>
      <footer className="flex shrink-0 items-center justify-between gap-3 border-t border-slate-200 bg-white px-4 py-3">
        {stop}
        <Dialog
          open={confirming}
          onOpenChange={setConfirming}
          trigger={
            <Button disabled={closed} className="min-w-0 whitespace-normal">
              {handInLabel}
            </Button>
          }
          title={`${handInLabel}?`}
          description={
            <>
              {unansweredLine(unanswered, noun)} {last ? 'Handing it in ends the test.' : `Booklet ${booklet.index + 2} opens at once, and you cannot come back to this one.`}
            </>
          }
          footer={
            <>
              <DialogClose asChild>
                <Button variant="outline">Keep working</Button>
              </DialogClose>
              <Button busy={moveOn.isPending} onClick={() => void handIn()}>
                Hand it in
              </Button>
            </>
          }
        />
      </footer>
    </>
  );
}
