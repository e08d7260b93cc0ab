import type { PracticeAttempt } from '@ssb/domain';

type Content = NonNullable<PracticeAttempt['current']>['content'];
const content = (c: Partial<Content>): Content => ({ prompt: null, imageUrl: null, blank: false, options: null, figure: null, description: null, ...c });

/** A running SRT attempt on its one booklet of `prompts`, its time ending `secondsLeft` after the server's `now`. */
export function aRunningBooklet({ id = 'att1', kind = 'srt', prompts = ['He lost his wallet on the train.', 'His friend failed the exam.', 'A fire broke out next door.'], secondsLeft = 600, index = 0, of = 1, options = null as string[] | null } = {}): PracticeAttempt {
  const now = new Date();
  const ends = new Date(now.getTime() + secondsLeft * 1000).toISOString();
  const first = index * prompts.length;
  const items = prompts.map((prompt, i) => ({ item: first + i, content: content({ prompt, options }), answers: [] }));
  return {
    id,
    set: { id: 'set1', title: 'SRT set 1', kind: kind as PracticeAttempt['set']['kind'], author: { id: 'c1', name: 'SSB Academy' } },
    practiceRun: false,
    itemCount: prompts.length * of,
    timing: { clock: 'shared', totalSeconds: 1800, bookletSize: prompts.length },
    startedAt: now.toISOString(),
    now: now.toISOString(),
    status: 'running',
    battery: null,
    current: { item: first, phase: 'answer', phaseEndsAt: ends, endsAt: ends, content: items[0]!.content, answers: [], booklet: { index, of, items } },
    finishedAt: null,
    results: null,
  };
}

/** A running PPDT attempt in `phase`, ending `secondsLeft` after now. */
export function aRunningPpdt({ id = 'ppdt1', phase = 'notes' as 'view' | 'notes' | 'write', secondsLeft = 60 } = {}): PracticeAttempt {
  const now = new Date();
  const ends = new Date(now.getTime() + secondsLeft * 1000).toISOString();
  return {
    id,
    set: { id: 'set2', title: 'PPDT set 1', kind: 'ppdt', author: { id: 'c1', name: 'SSB Academy' } },
    practiceRun: false,
    itemCount: 1,
    timing: { clock: 'fixed', phases: [{ name: 'view', seconds: 30 }, { name: 'notes', seconds: 60 }, { name: 'write', seconds: 240 }] },
    startedAt: now.toISOString(),
    now: now.toISOString(),
    status: 'running',
    battery: null,
    current: { item: 0, phase, phaseEndsAt: ends, endsAt: ends, content: content({ imageUrl: phase === 'view' ? '/api/practice/attempts/ppdt1/pictures/0?t=x' : null }), answers: [], booklet: null },
    finishedAt: null,
    results: null,
  };
}
