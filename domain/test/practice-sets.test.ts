import { describe, expect, it } from 'vitest';
import { publishingProblems, timingProblem, type AuthoredItem } from '../src/practice/sets';

const text = (prompt: string | null): AuthoredItem => ({ prompt, imageKey: null, options: null, rightChoice: null, explanation: null });
const question = (over: Partial<AuthoredItem> = {}): AuthoredItem => ({ prompt: 'Q', imageKey: null, options: ['A', 'B'], rightChoice: 1, explanation: 'Why', ...over });
const picture = (imageKey: string | null): AuthoredItem => ({ ...text(null), imageKey });

describe('what a set needs before it is published', () => {
  it('items, each written', () => {
    expect(publishingProblems('wat', [])).toEqual(['Add at least one item']);
    expect(publishingProblems('wat', [text('Duty'), text('  ')])).toEqual(['Item 2: write its word']);
    expect(publishingProblems('srt', [text(null)])).toEqual(['Item 1: write its situation']);
  });

  it('OIR: two options or more, none empty, the right one marked, and why', () => {
    expect(publishingProblems('oir', [question()])).toEqual([]);
    expect(publishingProblems('oir', [question({ options: ['A'], rightChoice: 0 })])).toEqual(['Item 1: give at least 2 options, none empty']);
    expect(publishingProblems('oir', [question({ options: ['A', ' '] })])).toEqual(['Item 1: give at least 2 options, none empty']);
    expect(publishingProblems('oir', [question({ rightChoice: 2 })])).toEqual(['Item 1: mark the right option']);
    expect(publishingProblems('oir', [question({ explanation: null })])).toEqual(['Item 1: say why the right option is right']);
  });

  it('SD has its five paragraphs; TAT at most 11 pictures (the blank slide comes after); PPDT one picture', () => {
    expect(publishingProblems('sd', [text('What do your parents think of you?')])).toEqual(['A Self Description set has the five paragraphs']);
    expect(publishingProblems('tat', Array.from({ length: 12 }, () => picture('p.jpg')))).toEqual(['A TAT set has at most 11 pictures (the blank slide is added after them)']);
    expect(publishingProblems('tat', [picture(null)])).toEqual(['Item 1: add its picture']);
    expect(publishingProblems('ppdt', [picture('a.jpg'), picture('b.jpg')])).toEqual(['A PPDT set has exactly one picture']);
  });
});

describe("a set's own timing", () => {
  it("keeps the board's clock and phases, within bounds", () => {
    expect(timingProblem('wat', { clock: 'fixed', phases: [{ name: 'write', seconds: 10 }] })).toBeNull();
    expect(timingProblem('wat', { clock: 'fixed', phases: [{ name: 'write', seconds: 2 }] })).toBe('Each phase takes between 5 seconds and 30 minutes');
    expect(timingProblem('tat', { clock: 'fixed', phases: [{ name: 'write', seconds: 240 }] })).toBe('Keep the test’s phases, in their order; change only their lengths');
    expect(timingProblem('srt', { clock: 'shared', totalSeconds: 20 * 60 })).toBeNull();
    expect(timingProblem('srt', { clock: 'shared', totalSeconds: 30 })).toBe('The whole test takes between 1 minute and 3 hours');
    expect(timingProblem('oir', { clock: 'fixed', phases: [{ name: 'write', seconds: 30 }] })).toBe('OIR runs on a shared clock');
  });
});
