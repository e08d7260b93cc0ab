import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptsAnswer,
  ANSWER_GRACE_MS,
  bookletsOf,
  OFFLINE_SYNC_MS,
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

  it('SRT: a booklet of 60 situations in 30 minutes, answered in any order; handing it in ends the test', () => {
    const srt = attempt('srt');
    expect(srt.itemCount).toBe(60);
    expect(bookletsOf(srt.timing, 60)).toEqual([{ index: 0, first: 0, count: 60, seconds: 1800 }]);
    expect(deadlineOf(srt)).toEqual(after(1800));
    expect(clockAt(srt, after(10))).toMatchObject({ status: 'running', item: 0, phase: 'answer', phaseEndsAt: after(1800), booklet: { index: 0, count: 60 } });
    // Any situation of the booklet, in any order, back and forth.
    expect(acceptsAnswer(srt, { item: 59, part: 'answer' }, after(20))).toBe(true);
    expect(acceptsAnswer(srt, { item: 0, part: 'answer' }, after(21))).toBe(true);
    const done = { ...srt, ...moveOn(srt, 0, after(600)) };
    expect(done).toMatchObject({ position: 1, endedAt: after(600) });
    expect(clockAt(done, after(601))).toEqual({ status: 'finished', finishedAt: after(600) });
    // Handing in a booklet already handed in (a repeated request) changes nothing.
    expect(moveOn(done, 0, after(602))).toEqual({ position: 1, bookletStartedAt: after(600), endedAt: after(600) });
  });

  it('OIR: two booklets of 40, 17 minutes each; the second opens when the first is handed in or runs out', () => {
    const oir = attempt('oir');
    expect(oir.itemCount).toBe(80);
    expect(deadlineOf(oir)).toEqual(after(2040));
    expect(clockAt(oir, after(0))).toMatchObject({ phaseEndsAt: after(1020), endsAt: after(2040), booklet: { index: 0, first: 0, count: 40 } });
    expect(acceptsAnswer(oir, { item: 40, part: 'answer' }, after(5))).toBe(false);
    // Runs out: booklet 2 opens at 17 minutes by itself, booklet 1 still takes the network's 2 s.
    expect(clockAt(oir, after(1021))).toMatchObject({ phaseEndsAt: after(2040), booklet: { index: 1, first: 40 } });
    expect(acceptsAnswer(oir, { item: 3, part: 'answer' }, after(1021.5))).toBe(true);
    expect(acceptsAnswer(oir, { item: 3, part: 'answer' }, after(1022.5))).toBe(false);
    // Handed in at 10 minutes: booklet 2 gets its full 17 minutes from then, booklet 1 takes nothing more.
    const handed = { ...oir, ...moveOn(oir, 0, after(600)) };
    expect(handed).toMatchObject({ position: 1, bookletStartedAt: after(600), endedAt: null });
    expect(clockAt(handed, after(601))).toMatchObject({ phaseEndsAt: after(1620), endsAt: after(1620), booklet: { index: 1 } });
    expect(acceptsAnswer(handed, { item: 3, part: 'answer' }, after(600.5))).toBe(false);
    expect(acceptsAnswer(handed, { item: 41, part: 'answer' }, after(601))).toBe(true);
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

  it('SD: five paragraphs in 15 minutes, in any order', () => {
    expect(deadlineOf(attempt('sd'))).toEqual(after(900));
    expect(attempt('sd').itemCount).toBe(5);
    expect(acceptsAnswer(attempt('sd'), { item: 4, part: 'answer' }, after(1))).toBe(true);
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

  it('on the shared clock takes answers for the open booklet until its end plus the grace', () => {
    const srt = attempt('srt');
    expect(acceptsAnswer(srt, { item: 4, part: 'answer' }, after(1802))).toBe(true);
    expect(acceptsAnswer(srt, { item: 4, part: 'answer' }, after(1802.001))).toBe(false);
    // Time up: handing in does nothing.
    expect(moveOn(srt, 0, after(1800))).toEqual({ position: 0, bookletStartedAt: null, endedAt: null });
  });

  it('an answer kept on the device while offline is taken by when it was typed: in its window, up to an hour late', () => {
    const wat = attempt('wat');
    const word0 = { item: 0, part: 'write' } as const;
    expect(acceptsAnswer(wat, word0, after(600), after(14))).toBe(true);
    expect(acceptsAnswer(wat, word0, after(600), after(18))).toBe(false);
    expect(acceptsAnswer(wat, word0, after(14 + OFFLINE_SYNC_MS / 1000 + 1), after(14))).toBe(false);
    // Typed in the future: never.
    expect(acceptsAnswer(wat, word0, after(5), after(6))).toBe(false);
  });

  it('refuses what the test never asks for, and everything once the aspirant ended the attempt', () => {
    const wat = attempt('wat');
    expect(acceptsAnswer(wat, { item: 60, part: 'write' }, after(1))).toBe(false);
    expect(acceptsAnswer(wat, { item: 0, part: 'notes' }, after(1))).toBe(false);
    expect(acceptsAnswer(wat, { item: 0, part: 'answer' }, after(1))).toBe(false);
    expect(acceptsAnswer(attempt('srt'), { item: 0, part: 'write' }, after(1))).toBe(false);
    const stopped = attempt('wat', { endedAt: after(5) });
    expect(acceptsAnswer(stopped, { item: 0, part: 'write' }, after(6))).toBe(false);
    // Typed before it was stopped, arriving after: taken.
    expect(acceptsAnswer(stopped, { item: 0, part: 'write' }, after(6), after(4))).toBe(true);
    expect(clockAt(stopped, after(6))).toEqual({ status: 'finished', finishedAt: after(5) });
    const lockedAt = 900 + (ANSWER_GRACE_MS + OFFLINE_SYNC_MS) / 1000;
    expect(isLocked(wat, after(lockedAt))).toBe(false);
    expect(isLocked(wat, new Date(after(lockedAt).getTime() + 1))).toBe(true);
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
  fc.record({ clock: fc.constant('shared' as const), totalSeconds: fc.integer({ min: 60, max: 3600 }), bookletSize: fc.option(fc.integer({ min: 1, max: 30 }), { nil: undefined }) }),
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
          // The time shown is never beyond the test's end, nor beyond the phase's (or booklet's) own length.
          if (state.status === 'running') {
            if (timing.clock === 'fixed') expect(state.endsAt.getTime()).toBe(limit);
            else expect(state.booklet && state.phaseEndsAt.getTime() - t).toBeLessThanOrEqual(state.booklet!.seconds * 1000);
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
            if (timing.clock === 'fixed') expect(t).toBeLessThanOrEqual(limit + ANSWER_GRACE_MS);
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
