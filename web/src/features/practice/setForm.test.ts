import { describe, expect, it } from 'vitest';
import { emptyQuestion, formFrom, inputFrom } from './setForm';

describe('the practice set form', () => {
  it('turns lines into items, leaving blank lines out, and keeps the board timing unless changed', () => {
    const form = { ...formFrom('wat', null), title: 'Words', lines: 'Duty\n\n  Team  \n' };
    expect(inputFrom('wat', form)).toEqual({ title: 'Words', description: '', timing: null, items: [{ prompt: 'Duty' }, { prompt: 'Team' }] });
    expect(inputFrom('wat', { ...form, boardTiming: false, phaseSeconds: [10] }).timing).toEqual({ clock: 'fixed', phases: [{ name: 'write', seconds: 10 }] });
    expect(inputFrom('srt', { ...formFrom('srt', null), boardTiming: false, totalMinutes: 20 }).timing).toEqual({ clock: 'shared', totalSeconds: 1200 });
  });

  it('starts SD with the five prompts, and OIR with one empty question', () => {
    expect(formFrom('sd', null).paragraphs).toHaveLength(5);
    expect(formFrom('oir', null).questions).toEqual([emptyQuestion()]);
  });

  it('drops empty options and keeps the right one pointing at the same option', () => {
    const form = { ...formFrom('oir', null), questions: [{ prompt: 'Odd one out', options: ['Rifle', '', 'Tank', ' '], rightChoice: 2, explanation: 'Not a small arm.' }] };
    expect(inputFrom('oir', form).items).toEqual([{ prompt: 'Odd one out', options: ['Rifle', 'Tank'], rightChoice: 1, explanation: 'Not a small arm.' }]);
  });
});
