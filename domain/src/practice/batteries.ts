import type { PracticeTestKind } from './tests';

/**
 * The board's days in one sitting (docs/product/practice.md "Board day"): the screening day's OIR
 * (its two booklets) and PPDT, the psychology day's TAT, WAT, SRT and SD, back to back with short
 * breaks between. Pure: where a battery stands follows from its steps' attempts and the time.
 */

export const BATTERY_STAGES = ['screening', 'psychology'] as const;
export type BatteryStage = (typeof BATTERY_STAGES)[number];

export const BATTERY_TESTS: Record<BatteryStage, readonly PracticeTestKind[]> = {
  screening: ['oir', 'ppdt'],
  psychology: ['tat', 'wat', 'srt', 'sd'],
};

export const BATTERY_NAMES: Record<BatteryStage, string> = { screening: 'Screening day', psychology: 'Psychology day' };

/** The pause between two tests: the board collects the answer sheets and hands out the next booklet. */
export const BATTERY_BREAK_SECONDS = 3 * 60;

/** One step of a battery as stored: its test, the set given, and the attempt once started. */
export type BatteryStep = { kind: PracticeTestKind; attempt: { startedAt: Date; finishedAt: Date | null } | null };

export type BatteryState =
  /** step `step` is running */
  | { status: 'running'; step: number }
  /** step `step` waits for "I'm ready"; `breakEndsAt` is when the break after the step before ends (null: the first step) */
  | { status: 'waiting'; step: number; breakEndsAt: Date | null }
  | { status: 'finished'; finishedAt: Date };

/**
 * Where a battery stands: the first step not finished is running (its attempt started) or waiting
 * for "I'm ready". The next test never starts by itself: a break may run over (an aspirant at home can
 * be called away), while each test's own clock can never be paused.
 */
export function batteryAt(steps: readonly BatteryStep[], endedAt: Date | null): BatteryState {
  for (const [step, s] of steps.entries()) {
    if (!s.attempt) {
      if (endedAt) return { status: 'finished', finishedAt: endedAt };
      const before = steps[step - 1]?.attempt?.finishedAt ?? null;
      return { status: 'waiting', step, breakEndsAt: before ? new Date(before.getTime() + BATTERY_BREAK_SECONDS * 1000) : null };
    }
    if (!s.attempt.finishedAt) return { status: 'running', step };
  }
  const last = steps.at(-1)?.attempt?.finishedAt ?? endedAt ?? new Date(0);
  return { status: 'finished', finishedAt: endedAt && endedAt < last ? endedAt : last };
}
