import { BATTERY_NAMES, BOARD_DAY_WORDS, PRACTICE_TESTS, type Battery } from '@ssb/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Badge } from '../../../components/ui/Badge';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { messageOf } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { notify } from '../../../lib/notify';
import { Link, useParams } from '../../../lib/router';
import { usePageTitle } from '../../../lib/usePageTitle';
import { practiceKeys, useBattery, useNextBatteryStep, useStopBattery } from '../api';
import { AttemptSkeleton, AttemptView } from '../components/AttemptView';
import { NarrationPanel } from '../components/NarrationPanel';
import { StudioLoadError } from '../components/StudioLoadError';
import { TestInstructions } from '../components/TestInstructions';
import { formatClock } from '../lib';
import { useServerTimeLeft } from '../serverClock';
import { BatteryFeedback } from '../components/ReviewBatteryFeedback';

type Step = Battery['steps'][number];

const stepResult = (step: Step) =>
  step.score ? `${step.score.right} / ${step.score.of} right` : step.summary ? `${step.summary.answered} of ${step.summary.asked} answered` : step.status === 'finished' ? 'Not sat' : '';

/** The day's tests in order, with where each stands. */
export function StepList({ battery }: { battery: Battery }) {
  return (
    <ol aria-label="The tests of the day" className="flex flex-wrap gap-2">
      {battery.steps.map((step, i) => {
        const now = battery.step === i;
        return (
          <li
            key={i}
            aria-current={now ? 'step' : undefined}
            className={cn(
              'flex min-h-11 items-center gap-2 rounded-lg border px-3 text-sm',
              now ? 'border-primary-800 bg-primary-50 font-semibold text-primary-900' : step.status === 'finished' ? 'border-slate-200 bg-white text-slate-600' : 'border-slate-200 bg-white text-slate-800',
            )}
          >
            <span>
              {i + 1}. {PRACTICE_TESTS[step.kind].short}
            </span>
            {step.status === 'finished' && <span className="text-green-800">done</span>}
            {now && battery.status === 'waiting' && <span className="text-slate-600">next</span>}
          </li>
        );
      })}
    </ol>
  );
}

function StopDay({ id }: { id: string }) {
  const stop = useStopBattery(id);
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm">
          Stop the day here
        </Button>
      }
      title="Stop the board day here?"
      description="The tests you have sat are kept with their results; the ones still to come are not sat. You cannot resume this day afterwards."
      keepLabel="Keep going"
      confirmLabel="Stop the day"
      busy={stop.isPending}
      onConfirm={(close) => stop.mutate(undefined, { onSuccess: close, onError: (e) => notify('error', 'The day was not stopped', { description: messageOf(e) }) })}
    />
  );
}

/** Between tests (or before the first): the board's words, the break's countdown, then the next test's instructions and "I'm ready". */
function Waiting({ battery }: { battery: Battery & { step: number } }) {
  const next = useNextBatteryStep(battery.id);
  const breakLeft = useServerTimeLeft(battery.breakEndsAt);
  const words = BOARD_DAY_WORDS[battery.stage];
  const step = battery.steps[battery.step]!;
  const first = battery.step === 0 && !battery.breakEndsAt;
  return (
    <>
      {first ? (
        <section aria-label="Before the tests" className="mb-6 flex flex-col gap-2 text-slate-800">
          {words.opening.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ) : (
        <section aria-labelledby="break" className="mb-6 rounded-xl border border-slate-200 bg-slate-50 p-4">
          <h2 id="break" className="text-lg font-semibold text-primary-900">
            {breakLeft > 0 ? 'Break' : 'The break is over'}
          </h2>
          {breakLeft > 0 && (
            <p role="timer" aria-label="Time left of the break" className="font-mono text-4xl font-bold text-primary-900 tabular-nums">
              {formatClock(breakLeft)}
            </p>
          )}
          <p className="mt-1 text-slate-700">{breakLeft > 0 ? words.between : 'Read the instructions below and start when you are ready.'}</p>
        </section>
      )}
      <TestInstructions
        kind={step.kind}
        onReady={() => next.mutate(battery.step, { onError: (e) => notify('error', 'The test did not start', { description: messageOf(e) }) })}
        busy={next.isPending}
      >
        <p className="text-sm text-slate-700">
          Test {battery.step + 1} of {battery.steps.length} · Set: <span className="font-semibold">{step.set.title}</span>
        </p>
      </TestInstructions>
    </>
  );
}

/** The day is over: the closing words, PPDT's narration after a screening day, each test's result. */
function Finished({ battery }: { battery: Battery }) {
  const ppdt = battery.steps.find((s) => s.kind === 'ppdt' && s.status === 'finished' && s.attemptId);
  return (
    <>
      <p className="mb-6 text-slate-800">
        {battery.steps.every((s) => s.status === 'finished' && s.attemptId) ? BOARD_DAY_WORDS[battery.stage].closing : 'You stopped the day here. The tests you sat are below, with their answers.'}
      </p>
      {ppdt && <NarrationPanel story={null} />}
      <h2 className="mb-3 text-xl font-semibold text-primary-900">The day's results</h2>
      <ul className="flex flex-col gap-3">
        {battery.steps.map((step, i) => (
          <li key={i} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4">
            <div>
              <p className="font-semibold text-primary-900">
                {PRACTICE_TESTS[step.kind].name} ({PRACTICE_TESTS[step.kind].short})
              </p>
              <p className="text-sm text-slate-600">
                {step.set.title}
                {stepResult(step) && ` · ${stepResult(step)}`}
                {step.summary && step.summary.cutShort > 0 && ` · ${step.summary.cutShort} cut short`}
              </p>
            </div>
            {step.attemptId ? (
              <Link to={`/practice/attempts/${step.attemptId}`} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
                Answers
              </Link>
            ) : (
              <Badge tone="neutral">Not sat</Badge>
            )}
          </li>
        ))}
      </ul>
      <BatteryFeedback battery={battery} />
    </>
  );
}

/**
 * /practice/board-days/{id}: a screening or psychology day in one sitting. Each test after its
 * instructions and "I'm ready", the running test on the attempt screen, short breaks between, the
 * results at the end. Where the day stands comes from the server, so a reload resumes it.
 */
export default function BoardDayPage() {
  const { id = '' } = useParams();
  const battery = useBattery(id);
  const queryClient = useQueryClient();
  const dayGoesOn = useCallback(() => void queryClient.invalidateQueries({ queryKey: practiceKeys.battery(id) }), [queryClient, id]);
  usePageTitle(battery.data ? BATTERY_NAMES[battery.data.stage] : 'Board day');

  if (battery.isPending) return <AttemptSkeleton />;
  if (!battery.data) return <StudioLoadError error={battery.error} notFound="Board day not found" onRetry={() => void battery.refetch()} retrying={battery.isFetching} />;

  const day = battery.data;
  const running = day.status === 'running' && day.step !== null ? day.steps[day.step] : undefined;
  if (running?.attemptId) {
    return <AttemptView key={running.attemptId} id={running.attemptId} onFinished={dayGoesOn} />;
  }

  return (
    <div className="mx-auto max-w-2xl px-4 py-6 sm:py-8">
      <Link to="/practice" className="mb-2 inline-flex min-h-11 items-center text-sm font-medium text-primary-700 underline-offset-2 hover:underline">
        Practice studio
      </Link>
      <div className="mb-4 flex flex-wrap items-start justify-between gap-2">
        <h1 className="text-2xl font-bold text-primary-900">{BATTERY_NAMES[day.stage]}</h1>
        {day.status !== 'finished' && <StopDay id={day.id} />}
      </div>
      <div className="mb-6">
        <StepList battery={day} />
      </div>
      {day.status === 'waiting' && day.step !== null ? <Waiting key={day.step} battery={{ ...day, step: day.step }} /> : <Finished battery={day} />}
    </div>
  );
}
