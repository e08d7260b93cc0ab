import { BATTERY_BREAK_SECONDS, PRACTICE_MESSAGES, type Battery, type PracticeAttempt } from '@ssb/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { Agent } from '../support/agent';
import { createTestContext, type TestContext } from '../support/context';
import { createCoach, createMentee, signedInAgent } from '../support/factories';
import { publishedSet } from './support';

/** docs/product/practice.md "Board day": the day's tests one after another, resumable. */

let ctx: TestContext;
let aspirant: Agent;
let other: Agent;
const START = new Date('2031-03-12T04:30:00.000Z');
const at = (seconds: number) => new Date(START.getTime() + seconds * 1000);

beforeAll(async () => {
  ctx = await createTestContext();
  const author = await createCoach(ctx.db);
  aspirant = await signedInAgent(ctx, await createMentee(ctx.db));
  other = await signedInAgent(ctx, await createMentee(ctx.db));
  await ctx.app.deps.storage.put('practice/bank/ppdt.jpg', Buffer.from('picture'), 'image/jpeg');
  const oirQuestion = { prompt: '2, 4, 8, ?', options: ['10', '16'], rightChoice: 1, explanation: 'Each doubles.' };
  await publishedSet(ctx.db, author.id, 'oir', [oirQuestion, oirQuestion, oirQuestion, oirQuestion], { clock: 'shared', totalSeconds: 60, bookletSize: 2 });
  await publishedSet(ctx.db, author.id, 'ppdt', [{ imageKey: 'practice/bank/ppdt.jpg' }]);
});
afterAll(() => ctx.close());
beforeEach(() => ctx.clock.set(START));

const begin = async () => {
  // Each test sits the day again: its one OIR and one PPDT set are then repeated, as asked.
  const res = await aspirant.post('/api/practice/batteries', { stage: 'screening', repeat: true });
  expect(res.statusCode).toBe(201);
  return (res.json() as { data: Battery }).data;
};
const ready = (id: string, step: number, agent = aspirant) => agent.post(`/api/practice/batteries/${id}/next`, { step });
const read = async (id: string, agent = aspirant) => ((await agent.get(`/api/practice/batteries/${id}`)).json() as { data: Battery }).data;

describe('the screening day', () => {
  it('runs OIR (both booklets) then PPDT, each after "I\'m ready", with the break between', async () => {
    const day = await begin();
    expect(day).toMatchObject({ stage: 'screening', status: 'waiting', step: 0, breakEndsAt: null });
    expect(day.steps.map((s) => [s.kind, s.status])).toEqual([
      ['oir', 'waiting'],
      ['ppdt', 'waiting'],
    ]);
    // Nothing runs until "I'm ready"; only the next step can be started.
    expect((await ready(day.id, 1)).statusCode).toBe(409);
    const running = ((await ready(day.id, 0)).json() as { data: Battery }).data;
    expect(running).toMatchObject({ status: 'running', step: 0 });
    // Saying it twice changes nothing.
    expect(((await ready(day.id, 0)).json() as { data: Battery }).data.steps[0]!.attemptId).toBe(running.steps[0]!.attemptId);
    const oir = ((await aspirant.get(`/api/practice/attempts/${running.steps[0]!.attemptId}`)).json() as { data: PracticeAttempt }).data;
    expect(oir).toMatchObject({ battery: { id: day.id, step: 0 }, current: { booklet: { index: 0, of: 2 } } });
    await aspirant.put(`/api/practice/attempts/${oir.id}/answers`, { item: 0, part: 'answer', choice: 1 });
    ctx.clock.set(at(100)); // booklet 1 ran out at 60 s; booklet 2 handed in at 100 s
    await aspirant.post(`/api/practice/attempts/${oir.id}/next`, { from: 1 });
    const waiting = await read(day.id);
    expect(waiting).toMatchObject({ status: 'waiting', step: 1, breakEndsAt: at(100 + BATTERY_BREAK_SECONDS).toISOString() });
    expect(waiting.steps[0]).toMatchObject({ status: 'finished', score: { right: 1, of: 4 } });
    ctx.clock.set(at(150));
    const ppdt = ((await ready(day.id, 1)).json() as { data: Battery }).data;
    expect(ppdt).toMatchObject({ status: 'running', step: 1 });
    ctx.clock.set(at(150 + 330 + 1));
    expect(await read(day.id)).toMatchObject({ status: 'finished', step: null, finishedAt: at(150 + 330).toISOString() });
  });

  it('is resumed after a restart of the server where it stood, the test running with the time it has left', async () => {
    const day = await begin();
    await ready(day.id, 0);
    ctx.clock.set(at(30));
    const again = await buildApp({ config: ctx.config, db: ctx.db, now: ctx.clock.now, logger: false, jobs: false });
    await again.ready();
    try {
      const agent = new Agent(again);
      for (const [name, value] of aspirant.cookies) agent.cookies.set(name, value);
      agent.bearer = aspirant.bearer;
      const resumed = await read(day.id, agent);
      expect(resumed).toMatchObject({ status: 'running', step: 0 });
      const attempt = ((await agent.get(`/api/practice/attempts/${resumed.steps[0]!.attemptId}`)).json() as { data: PracticeAttempt }).data;
      expect(attempt.current).toMatchObject({ phaseEndsAt: at(60).toISOString(), booklet: { index: 0 } });
    } finally {
      await again.close();
    }
  });

  it('is the aspirant’s alone (404 for anyone else); stopping it ends the test running', async () => {
    const day = await begin();
    expect((await other.get(`/api/practice/batteries/${day.id}`)).statusCode).toBe(404);
    expect((await ready(day.id, 0, other)).statusCode).toBe(404);
    expect((await ctx.agent().get(`/api/practice/batteries/${day.id}`)).json()).toMatchObject({ error: PRACTICE_MESSAGES.batteryNotFound });
    await ready(day.id, 0);
    ctx.clock.set(at(20));
    const stopped = ((await aspirant.post(`/api/practice/batteries/${day.id}/stop`)).json() as { data: Battery }).data;
    expect(stopped).toMatchObject({ status: 'finished', finishedAt: at(20).toISOString() });
    expect(stopped.steps.map((s) => s.status)).toEqual(['finished', 'waiting']);
    const mine = ((await aspirant.get('/api/practice/batteries')).json() as { data: Battery[] }).data;
    expect(mine.map((b) => b.id)).toContain(day.id);
  });

  it('a psychology day needs a set of each of its tests', async () => {
    const res = await aspirant.post('/api/practice/batteries', { stage: 'psychology' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: PRACTICE_MESSAGES.noSets });
  });
});
