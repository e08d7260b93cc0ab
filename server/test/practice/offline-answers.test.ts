import { PRACTICE_MESSAGES, type PracticeAttempt, type SaveAnswerInput } from '@ssb/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Agent } from '../support/agent';
import { createTestContext, type TestContext } from '../support/context';
import { createCoach, createMentee, signedInAgent } from '../support/factories';
import { publishedSet } from './support';

/**
 * docs/product/practice.md "Answers that survive the network": an answer typed within its time while
 * the connection was down is kept on the device and taken when it arrives; one typed after is not,
 * so going offline gains no time.
 */

let ctx: TestContext;
let aspirant: Agent;
let wat: string;
const START = new Date('2031-03-12T04:30:00.000Z');
const at = (seconds: number) => new Date(START.getTime() + seconds * 1000);

beforeAll(async () => {
  ctx = await createTestContext();
  const author = await createCoach(ctx.db);
  aspirant = await signedInAgent(ctx, await createMentee(ctx.db));
  wat = (await publishedSet(ctx.db, author.id, 'wat', ['Duty', 'Fear', 'Team', 'Lead'].map((prompt) => ({ prompt })))).id;
});
afterAll(() => ctx.close());
beforeEach(() => ctx.clock.set(START));

const start = async () => ((await aspirant.post('/api/practice/attempts', { setId: wat })).json() as { data: PracticeAttempt }).data;
const save = (id: string, body: SaveAnswerInput) => aspirant.put(`/api/practice/attempts/${id}/answers`, body);
const results = async (id: string) => ((await aspirant.get(`/api/practice/attempts/${id}`)).json() as { data: PracticeAttempt }).data.results!;

describe('answers kept on the device while offline', () => {
  it('an answer typed within its 15 s and synced a minute later is kept, with when it was typed', async () => {
    const attempt = await start();
    ctx.clock.set(at(75)); // the connection came back after the test ended
    const res = await save(attempt.id, { item: 0, part: 'write', text: 'Duty comes before comfort.', typedAt: at(12).toISOString() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { typedAt: at(12).toISOString(), savedAt: at(75).toISOString() } });
    expect((await results(attempt.id)).items[0]!.answers).toEqual([expect.objectContaining({ text: 'Duty comes before comfort.', cutShort: false })]);
  });

  it('one typed after its time is refused: being offline gains no time', async () => {
    const attempt = await start();
    ctx.clock.set(at(75));
    const late = await save(attempt.id, { item: 0, part: 'write', text: 'Thought about it longer', typedAt: at(20).toISOString() });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: PRACTICE_MESSAGES.timeUp });
    expect((await results(attempt.id)).items[0]!.answers).toEqual([]);
  });

  it('a time of typing in the future is refused, and so is one kept for more than an hour', async () => {
    const attempt = await start();
    ctx.clock.set(at(5));
    const future = await save(attempt.id, { item: 0, part: 'write', text: 'x', typedAt: at(10).toISOString() });
    expect(future.statusCode).toBe(400);
    ctx.clock.set(at(12 + 3601));
    expect((await save(attempt.id, { item: 0, part: 'write', text: 'a day late', typedAt: at(12).toISOString() })).statusCode).toBe(409);
  });

  it('a late arrival never overwrites what was typed after it', async () => {
    const attempt = await start();
    ctx.clock.set(at(9));
    await save(attempt.id, { item: 0, part: 'write', text: 'Duty first, always.' });
    ctx.clock.set(at(40));
    expect((await save(attempt.id, { item: 0, part: 'write', text: 'Duty', typedAt: at(6).toISOString() })).statusCode).toBe(200);
    ctx.clock.set(at(70));
    expect((await results(attempt.id)).items[0]!.answers[0]).toMatchObject({ text: 'Duty first, always.' });
  });

  it('"cut short" only where the device says the clock cut the typing', async () => {
    const attempt = await start();
    ctx.clock.set(at(13.5)); // finished and paused 1.5 s before the end: not cut
    await save(attempt.id, { item: 0, part: 'write', text: 'Duty is a privilege.' });
    ctx.clock.set(at(29.9));
    await save(attempt.id, { item: 1, part: 'write', text: 'Fear makes me', cutShort: true });
    ctx.clock.set(at(70));
    const { summary, items } = await results(attempt.id);
    expect(summary.cutShort).toBe(1);
    expect(items[0]!.answers[0]).toMatchObject({ cutShort: false });
    expect(items[1]!.answers[0]).toMatchObject({ cutShort: true });
  });
});
