import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptsAnswer,
  ANSWER_GRACE_MS,
  answerTargets,
  answerWindow,
  clockAt,
  deadlineOf,
  isLocked,
  moveOn,
  totalMs,
  type AttemptClock,
} from '../src/practice/clock';
import { isBlankSlide, itemCountOf, PRACTICE_TESTS, type PracticeTestKind, type PracticeTiming } from '../src/practice/tests';

const START = new Date('2031-03-12T04:30:00Z');
const after = (seconds: number) => new Date(START.getTime() + seconds * 1000);
const attempt = (kind: PracticeTestKind, over: Partial<AttemptClock> = {}): AttemptClock => ({
  timing: PRACTICE_TESTS[kind].timing,
  itemCount: itemCountOf(kind, kind === 'tat' ? 11 : PRACTICE_TESTS[kind].items),
  startedAt: START,
  position: 0,
  endedAt: null,
  ...over,
});

describe('the board timing of each test', () => {
  it('WAT: 60 words, 15 s each, one after another whatever the aspirant does', () => {
    const wat = attempt('wat');
    expect(wat.itemCount).toBe(60);
    expect(totalMs(wat.timing, wat.itemCount)).toBe(15 * 60 * 1000);
    expect(clockAt(wat, after(0))).toMatchObject({ status: 'running', item: 0, phase: 'write', phaseEndsAt: after(15) });
    expect(clockAt(wat, after(14.999))).toMatchObject({ item: 0 });
    expect(clockAt(wat, after(15))).toMatchObject({ item: 1, phaseEndsAt: after(30) });
    expect(clockAt(wat, after(59 * 15 + 1))).toMatchObject({ item: 59, phaseEndsAt: after(900) });
    expect(clockAt(wat, after(900))).toEqual({ status: 'finished', finishedAt: after(900) });
  });

  it('SRT: 60 situations in 30 minutes in all; the aspirant moves on, never back', () => {
    const srt = attempt('srt');
    expect(srt.itemCount).toBe(60);
    expect(deadlineOf(srt)).toEqual(after(1800));
    expect(clockAt(srt, after(10))).toMatchObject({ status: 'running', item: 0, phase: 'answer', phaseEndsAt: after(1800) });
    const moved = { ...srt, ...moveOn(srt, 0, after(20)) };
    expect(moved.position).toBe(1);
    expect(clockAt(moved, after(21))).toMatchObject({ item: 1, phaseEndsAt: after(1800) });
    // Moving on from an item already left (a repeated request) changes nothing.
    expect(moveOn(moved, 0, after(22))).toEqual({ position: 1, endedAt: null });
    expect(clockAt(moved, after(1800))).toEqual({ status: 'finished', finishedAt: after(1800) });
    // Past the last situation the attempt ends then, not at the deadline.
    const last = { ...srt, position: 59 };
    const done = { ...last, ...moveOn(last, 59, after(600)) };
    expect(clockAt(done, after(601))).toEqual({ status: 'finished', finishedAt: after(600) });
  });

  it('TAT: each picture 30 s alone, then 4 minutes to write; the 12th slide is blank', () => {
    const tat = attempt('tat');
    expect(tat.itemCount).toBe(12);
    expect(isBlankSlide('tat', 11, 11)).toBe(true);
    expect(isBlankSlide('tat', 11, 10)).toBe(false);
    expect(isBlankSlide('wat', 60, 60)).toBe(false);
    expect(clockAt(tat, after(0))).toMatchObject({ item: 0, phase: 'view', phaseEndsAt: after(30) });
    expect(clockAt(tat, after(30))).toMatchObject({ item: 0, phase: 'write', phaseEndsAt: after(270) });
    expect(clockAt(tat, after(270))).toMatchObject({ item: 1, phase: 'view' });
    expect(clockAt(tat, after(11 * 270 + 31))).toMatchObject({ item: 11, phase: 'write' });
    expect(deadlineOf(tat)).toEqual(after(12 * 270));
    // Nothing is written while the picture is shown.
    expect(answerWindow(tat, { item: 0, part: 'write' })).toEqual({ opensAt: after(30), closesAt: after(270) });
    expect(acceptsAnswer(tat, { item: 0, part: 'write' }, after(29))).toBe(false);
  });

  it('PPDT: 30 s of the picture, 1 minute of notes on the characters, 4 minutes for the story', () => {
    const ppdt = attempt('ppdt');
    expect(answerTargets(ppdt)).toEqual([
      { item: 0, part: 'notes' },
      { item: 0, part: 'write' },
    ]);
    expect(clockAt(ppdt, after(45))).toMatchObject({ phase: 'notes', phaseEndsAt: after(90) });
    expect(clockAt(ppdt, after(90))).toMatchObject({ phase: 'write', phaseEndsAt: after(330) });
    expect(acceptsAnswer(ppdt, { item: 0, part: 'notes' }, after(91))).toBe(true);
    expect(acceptsAnswer(ppdt, { item: 0, part: 'notes' }, after(93))).toBe(false);
    expect(clockAt(ppdt, after(330)).status).toBe('finished');
  });

  it('SD: five paragraphs in 15 minutes; OIR: 40 questions in 30 minutes', () => {
    expect(deadlineOf(attempt('sd'))).toEqual(after(900));
    expect(attempt('sd').itemCount).toBe(5);
    expect(deadlineOf(attempt('oir'))).toEqual(after(1800));
    expect(attempt('oir').itemCount).toBe(40);
  });
});

describe('answers and the deadline', () => {
  it('takes an answer up to 2 s after its time (the network), not a moment later', () => {
    const wat = attempt('wat');
    const word3 = { item: 3, part: 'write' } as const;
    expect(acceptsAnswer(wat, word3, after(44.9))).toBe(false);
    expect(acceptsAnswer(wat, word3, after(45))).toBe(true);
    expect(acceptsAnswer(wat, word3, after(60 + ANSWER_GRACE_MS / 1000))).toBe(true);
    expect(acceptsAnswer(wat, word3, new Date(after(62).getTime() + 1))).toBe(false);
  });

  it('on the shared clock takes answers only for the item the aspirant is on, until the end plus the grace', () => {
    const srt = attempt('srt', { position: 4 });
    expect(acceptsAnswer(srt, { item: 4, part: 'answer' }, after(100))).toBe(true);
    expect(acceptsAnswer(srt, { item: 3, part: 'answer' }, after(100))).toBe(false);
    expect(acceptsAnswer(srt, { item: 5, part: 'answer' }, after(100))).toBe(false);
    expect(acceptsAnswer(srt, { item: 4, part: 'answer' }, after(1802))).toBe(true);
    expect(acceptsAnswer(srt, { item: 4, part: 'answer' }, after(1802.001))).toBe(false);
    // Time up: moving on does nothing.
    expect(moveOn(srt, 4, after(1800))).toEqual({ position: 4, endedAt: null });
  });

  it('refuses what the test never asks for, and everything once the aspirant ended the attempt', () => {
    const wat = attempt('wat');
    expect(acceptsAnswer(wat, { item: 60, part: 'write' }, after(1))).toBe(false);
    expect(acceptsAnswer(wat, { item: 0, part: 'notes' }, after(1))).toBe(false);
    expect(acceptsAnswer(wat, { item: 0, part: 'answer' }, after(1))).toBe(false);
    expect(acceptsAnswer(attempt('srt'), { item: 0, part: 'write' }, after(1))).toBe(false);
    const stopped = attempt('wat', { endedAt: after(5) });
    expect(acceptsAnswer(stopped, { item: 0, part: 'write' }, after(6))).toBe(false);
    expect(clockAt(stopped, after(6))).toEqual({ status: 'finished', finishedAt: after(5) });
    expect(isLocked(stopped, after(5))).toBe(true);
    expect(isLocked(wat, after(900 + ANSWER_GRACE_MS / 1000))).toBe(false);
    expect(isLocked(wat, new Date(after(902).getTime() + 1))).toBe(true);
  });
});

/** A set's own timing, within reason. */
const timings: fc.Arbitrary<PracticeTiming> = fc.oneof(
  fc.record({
    clock: fc.constant('fixed' as const),
    phases: fc.uniqueArray(fc.record({ name: fc.constantFrom('view' as const, 'notes' as const, 'write' as const), seconds: fc.integer({ min: 5, max: 300 }) }), {
      minLength: 1,
      maxLength: 3,
      selector: (p) => p.name,
    }),
  }),
  fc.record({ clock: fc.constant('shared' as const), totalSeconds: fc.integer({ min: 60, max: 3600 }) }),
);

describe('no extra time, whatever happens', () => {
  it('no sequence of reloads, moves and late answers yields more time than the test allows', () => {
    const event = fc.record({
      afterMs: fc.integer({ min: 0, max: 120_000 }),
      kind: fc.constantFrom('reload' as const, 'answer' as const, 'moveOn' as const),
      item: fc.integer({ min: -1, max: 70 }),
      part: fc.constantFrom('notes' as const, 'write' as const, 'answer' as const),
    });
    fc.assert(
      fc.property(timings, fc.integer({ min: 1, max: 60 }), fc.array(event, { maxLength: 60 }), (timing, itemCount, events) => {
        let a: AttemptClock = { timing, itemCount, startedAt: START, position: 0, endedAt: null };
        const limit = START.getTime() + totalMs(timing, itemCount);
        let t = START.getTime();
        for (const e of events) {
          t += e.afterMs;
          const now = new Date(t);
          if (e.kind === 'moveOn') a = { ...a, ...moveOn(a, e.item, now) };
          const state = clockAt(a, now);
          // The time shown is never beyond the test's end, nor beyond the phase's own length.
          if (state.status === 'running') {
            expect(state.endsAt.getTime()).toBe(limit);
            expect(state.phaseEndsAt.getTime()).toBeLessThanOrEqual(limit);
            expect(state.phaseEndsAt.getTime()).toBeGreaterThan(t);
            if (timing.clock === 'fixed') {
              const phase = timing.phases.find((p) => p.name === state.phase)!;
              expect(state.phaseEndsAt.getTime() - t).toBeLessThanOrEqual(phase.seconds * 1000);
            }
          } else {
            expect(t).toBeGreaterThanOrEqual(Math.min(state.finishedAt.getTime(), limit));
          }
          if (e.kind === 'answer' && acceptsAnswer(a, { item: e.item, part: e.part }, now)) {
            // An answer is taken only inside its own window plus the grace, and never after the test's end plus the grace.
            const window = answerWindow(a, { item: e.item, part: e.part })!;
            expect(t).toBeGreaterThanOrEqual(window.opensAt.getTime());
            expect(t).toBeLessThanOrEqual(window.closesAt.getTime() + ANSWER_GRACE_MS);
            expect(t).toBeLessThanOrEqual(limit + ANSWER_GRACE_MS);
            if (timing.clock === 'fixed') {
              const phase = timing.phases.find((p) => p.name === e.part)!;
              expect(window.closesAt.getTime() - window.opensAt.getTime()).toBe(phase.seconds * 1000);
            }
          }
        }
      }),
      { numRuns: 500 },
    );
  });
});
