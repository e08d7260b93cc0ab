import type { PracticeAttempt, SaveAnswerInput } from '@ssb/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Agent } from '../support/agent';
import { createTestContext, type TestContext } from '../support/context';
import { createAdmin, createCoach, createMentee, signedInAgent } from '../support/factories';
import { publishedSet } from './support';

let ctx: TestContext;
let aspirant: Agent;
let otherAspirant: Agent;
let coach: Agent;
let admin: Agent;
let sets: Record<'wat' | 'srt' | 'oir' | 'ppdt', string>;
const START = new Date('2031-03-12T04:30:00.000Z');
const at = (seconds: number) => new Date(START.getTime() + seconds * 1000);

beforeAll(async () => {
  ctx = await createTestContext();
  const author = await createCoach(ctx.db, { firstName: 'Meera', lastName: 'Iyer' });
  aspirant = await signedInAgent(ctx, await createMentee(ctx.db));
  otherAspirant = await signedInAgent(ctx, await createMentee(ctx.db));
  coach = await signedInAgent(ctx, await createCoach(ctx.db));
  admin = await signedInAgent(ctx, await createAdmin(ctx.db));
  sets = {
    wat: (await publishedSet(ctx.db, author.id, 'wat', ['Duty', 'Fear', 'Team', 'Lead'].map((prompt) => ({ prompt })))).id,
    srt: (await publishedSet(ctx.db, author.id, 'srt', ['Train late', 'Friend hurt', 'Exam clash'].map((prompt) => ({ prompt })), { clock: 'shared', totalSeconds: 90 })).id,
    oir: (
      await publishedSet(ctx.db, author.id, 'oir', [
        { prompt: '2, 4, 8, ?', options: ['10', '16', '12'], rightChoice: 1, explanation: 'Each number doubles.' },
        { prompt: 'Odd one out', options: ['Rifle', 'Pistol', 'Tank'], rightChoice: 2, explanation: 'The others are small arms.' },
      ])
    ).id,
    ppdt: (await publishedSet(ctx.db, author.id, 'ppdt', [{ imageKey: 'practice/ppdt-1.jpg' }])).id,
  };
});
afterAll(() => ctx.close());
beforeEach(() => ctx.clock.set(START));

const start = async (setId: string, practiceRun = false) => {
  const res = await aspirant.post('/api/practice/attempts', { setId, practiceRun });
  expect(res.statusCode).toBe(201);
  return (res.json() as { data: PracticeAttempt }).data;
};
const read = async (agent: Agent, id: string) => (await agent.get(`/api/practice/attempts/${id}`)).json() as { data: PracticeAttempt };
const save = (id: string, body: SaveAnswerInput, agent = aspirant) => agent.put(`/api/practice/attempts/${id}/answers`, body);

describe('an attempt on the fixed clock (WAT)', () => {
  it('shows one word at a time with its deadline, and takes answers only while its time runs (plus 2 s)', async () => {
    const attempt = await start(sets.wat);
    expect(attempt.current).toMatchObject({ item: 0, phase: 'write', phaseEndsAt: at(15).toISOString(), content: { prompt: 'Duty', blank: false } });
    expect(attempt.itemCount).toBe(4);
    ctx.clock.set(at(5));
    expect((await save(attempt.id, { item: 0, part: 'write', text: 'Duty first' })).statusCode).toBe(200);
    ctx.clock.set(at(9));
    expect((await save(attempt.id, { item: 0, part: 'write', text: 'Duty first, always.' })).statusCode).toBe(200);
    // Word 2 is not shown yet: no reading ahead.
    expect((await save(attempt.id, { item: 1, part: 'write', text: 'early' })).statusCode).toBe(409);
    ctx.clock.set(at(16.5));
    expect((await save(attempt.id, { item: 0, part: 'write', text: 'within the grace' })).statusCode).toBe(200);
    ctx.clock.set(at(17.01));
    const late = await save(attempt.id, { item: 0, part: 'write', text: 'too late' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ success: false, error: 'Time is up for this answer: it was not saved' });
  });

  it('resumes after a dropped connection at the right word with the right time left, never more', async () => {
    const attempt = await start(sets.wat);
    ctx.clock.set(at(33)); // away for half a minute: words 1 and 2 went by
    const { data } = await read(aspirant, attempt.id);
    expect(data.current).toMatchObject({ item: 2, phaseEndsAt: at(45).toISOString(), content: { prompt: 'Team' } });
    expect(data.now).toBe(at(33).toISOString());
  });

  it('is locked once its time is over, with the answers, blanks and cut-short ones counted', async () => {
    const attempt = await start(sets.wat);
    ctx.clock.set(at(4));
    await save(attempt.id, { item: 0, part: 'write', text: 'Duty is a privilege.' });
    ctx.clock.set(at(29));
    await save(attempt.id, { item: 1, part: 'write', text: 'Fear makes me', cutShort: true });
    ctx.clock.set(at(60));
    const { data } = await read(aspirant, attempt.id);
    expect(data.status).toBe('finished');
    expect(data.results?.summary).toEqual({ asked: 4, answered: 2, blank: 2, cutShort: 1 });
    expect(data.results?.items[1]).toMatchObject({ content: { prompt: 'Fear' }, answers: [{ text: 'Fear makes me', words: 3, cutShort: true }] });
    ctx.clock.set(at(62.01)); // past the last word's grace
    expect((await save(attempt.id, { item: 3, part: 'write', text: 'after the end' })).statusCode).toBe(409);
    const history = (await aspirant.get('/api/practice/attempts')).json() as { data: { id: string; status: string }[] };
    expect(history.data.find((h) => h.id === attempt.id)).toMatchObject({ status: 'finished', summary: { answered: 2 } });
  });

  it('a practice run takes the first few words on the same clock', async () => {
    const attempt = await start(sets.wat, true);
    expect(attempt).toMatchObject({ practiceRun: true, itemCount: 3 });
  });

  it('ends when the aspirant stops it', async () => {
    const attempt = await start(sets.wat);
    ctx.clock.set(at(20));
    expect((await aspirant.post(`/api/practice/attempts/${attempt.id}/stop`)).json()).toMatchObject({ data: { status: 'finished', finishedAt: at(20).toISOString() } });
    expect((await save(attempt.id, { item: 1, part: 'write', text: 'x' })).statusCode).toBe(409);
  });
});

describe('an attempt on the shared clock (SRT)', () => {
  it('is a booklet: every situation at once, answered in any order, skipped and come back to; handing it in ends the test', async () => {
    const attempt = await start(sets.srt);
    expect(attempt.current).toMatchObject({ item: 0, phase: 'answer', phaseEndsAt: at(90).toISOString(), booklet: { index: 0, of: 1 } });
    expect(attempt.current?.booklet?.items.map((i) => i.content.prompt)).toEqual(['Train late', 'Friend hurt', 'Exam clash']);
    expect((await save(attempt.id, { item: 2, part: 'answer', text: 'Ask for a second date.' })).statusCode).toBe(200);
    expect((await save(attempt.id, { item: 0, part: 'answer', text: 'Wait at the station and call home.' })).statusCode).toBe(200);
    const { data } = await read(aspirant, attempt.id);
    expect(data.current?.booklet?.items.map((i) => i.answers.map((a) => a.text))).toEqual([['Wait at the station and call home.'], [], ['Ask for a second date.']]);
    ctx.clock.set(at(30));
    const done = (await aspirant.post(`/api/practice/attempts/${attempt.id}/next`, { from: 0 })).json() as { data: PracticeAttempt };
    expect(done.data).toMatchObject({ status: 'finished', finishedAt: at(30).toISOString(), results: { summary: { asked: 3, answered: 2, blank: 1, cutShort: 0 } } });
    // Handed in: nothing more is taken, and handing it in again changes nothing.
    expect((await save(attempt.id, { item: 1, part: 'answer', text: 'after handing in' })).statusCode).toBe(409);
    expect(((await aspirant.post(`/api/practice/attempts/${attempt.id}/next`, { from: 0 })).json() as { data: PracticeAttempt }).data.finishedAt).toBe(at(30).toISOString());
  });

  it('refuses answers after the shared time (2 s grace)', async () => {
    const attempt = await start(sets.srt);
    ctx.clock.set(at(91.9));
    expect((await save(attempt.id, { item: 0, part: 'answer', text: 'just in time' })).statusCode).toBe(200);
    ctx.clock.set(at(92.1));
    expect((await save(attempt.id, { item: 0, part: 'answer', text: 'too late' })).statusCode).toBe(409);
  });
});

describe('OIR and PPDT', () => {
  it('OIR takes choices, not text, and scores them with the right answers and why', async () => {
    const attempt = await start(sets.oir);
    expect(attempt.current?.content.options).toEqual(['10', '16', '12']);
    expect((await save(attempt.id, { item: 0, part: 'answer', text: '16' })).statusCode).toBe(400);
    expect((await save(attempt.id, { item: 0, part: 'answer', choice: 1 })).statusCode).toBe(200);
    await save(attempt.id, { item: 1, part: 'answer', choice: 0 });
    const { data } = (await aspirant.post(`/api/practice/attempts/${attempt.id}/next`, { from: 0 })).json() as { data: PracticeAttempt };
    expect(data.results?.score).toEqual({ right: 1, of: 2 });
    expect(data.results?.items[1]).toMatchObject({ rightChoice: 2, explanation: 'The others are small arms.', answers: [{ choice: 0 }] });
  });

  it('PPDT shows the picture for 30 s only, then takes the notes, then the story', async () => {
    const attempt = await start(sets.ppdt);
    expect(attempt.current).toMatchObject({ phase: 'view', content: { imageUrl: expect.stringContaining(`/api/practice/attempts/${attempt.id}/pictures/0?token=`) } });
    expect(attempt.current?.content.imageUrl).not.toContain('ppdt-1.jpg');
    expect((await save(attempt.id, { item: 0, part: 'notes', text: 'too soon' })).statusCode).toBe(409);
    ctx.clock.set(at(31));
    const { data } = await read(aspirant, attempt.id);
    expect(data.current).toMatchObject({ phase: 'notes', content: { imageUrl: null } });
    expect((await save(attempt.id, { item: 0, part: 'notes', text: '3 characters: man 25 positive' })).statusCode).toBe(200);
    expect((await save(attempt.id, { item: 0, part: 'write', text: 'not yet' })).statusCode).toBe(409);
  });
});

describe('who sees an attempt', () => {
  it('only the aspirant (and admins, read only); another aspirant, a coach and a signed-out visitor get 404', async () => {
    const attempt = await start(sets.wat);
    for (const agent of [otherAspirant, coach, ctx.agent()]) {
      const res = await agent.get(`/api/practice/attempts/${attempt.id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'Attempt not found' });
    }
    expect((await save(attempt.id, { item: 0, part: 'write', text: 'not mine' }, otherAspirant)).statusCode).toBe(404);
    expect((await otherAspirant.post(`/api/practice/attempts/${attempt.id}/stop`)).statusCode).toBe(404);
    expect((await admin.get(`/api/practice/attempts/${attempt.id}`)).statusCode).toBe(200);
    expect((await save(attempt.id, { item: 0, part: 'write', text: 'admin' }, admin)).statusCode).toBe(404);
    expect((await otherAspirant.get('/api/practice/attempts')).json()).toEqual({ success: true, data: [] });
  });

  it('starts only published sets', async () => {
    expect((await aspirant.post('/api/practice/attempts', { setId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await ctx.agent().post('/api/practice/attempts', { setId: sets.wat })).statusCode).toBe(401);
  });
});

describe('the published sets', () => {
  it('lists them with their authors, by test', async () => {
    const res = (await ctx.agent().get('/api/practice/sets', { query: { test: 'wat' } })).json() as { data: { kind: string; author: { name: string }; itemCount: number }[] };
    expect(res.data).toEqual([expect.objectContaining({ kind: 'wat', itemCount: 4, author: expect.objectContaining({ name: 'Meera Iyer' }) })]);
  });
});
