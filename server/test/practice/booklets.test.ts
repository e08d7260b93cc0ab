import type { PracticeAttempt, SaveAnswerInput } from '@ssb/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Agent } from '../support/agent';
import { createTestContext, type TestContext } from '../support/context';
import { createCoach, createMentee, signedInAgent } from '../support/factories';
import { publishedSet } from './support';

/** docs/product/practice.md "Booklets": OIR as at the board, two booklets, skipping and returning within one. */

let ctx: TestContext;
let aspirant: Agent;
let oir: string;
const START = new Date('2031-03-12T04:30:00.000Z');
const at = (seconds: number) => new Date(START.getTime() + seconds * 1000);
const question = (n: number) => ({ prompt: `${n} + ${n} = ?`, options: [`${2 * n}`, `${2 * n + 1}`], rightChoice: 0, explanation: 'Add them.' });

beforeAll(async () => {
  ctx = await createTestContext();
  const author = await createCoach(ctx.db);
  aspirant = await signedInAgent(ctx, await createMentee(ctx.db));
  // Two booklets of three questions, a minute each.
  oir = (await publishedSet(ctx.db, author.id, 'oir', [1, 2, 3, 4, 5, 6].map(question), { clock: 'shared', totalSeconds: 60, bookletSize: 3 })).id;
});
afterAll(() => ctx.close());
beforeEach(() => ctx.clock.set(START));

const start = async () => ((await aspirant.post('/api/practice/attempts', { setId: oir })).json() as { data: PracticeAttempt }).data;
const read = async (id: string) => ((await aspirant.get(`/api/practice/attempts/${id}`)).json() as { data: PracticeAttempt }).data;
const save = (id: string, body: SaveAnswerInput) => aspirant.put(`/api/practice/attempts/${id}/answers`, body);
const handIn = async (id: string, from: number) => ((await aspirant.post(`/api/practice/attempts/${id}/next`, { from })).json() as { data: PracticeAttempt }).data;

describe('OIR booklets', () => {
  it('booklet 1 whole: answered in any order, skipped and returned to; booklet 2 closed until booklet 1 is handed in, then open for its own full time', async () => {
    const attempt = await start();
    expect(attempt.current).toMatchObject({ phaseEndsAt: at(60).toISOString(), endsAt: at(120).toISOString(), booklet: { index: 0, of: 2 } });
    expect(attempt.current?.booklet?.items.map((i) => i.item)).toEqual([0, 1, 2]);
    expect((await save(attempt.id, { item: 2, part: 'answer', choice: 0 })).statusCode).toBe(200);
    expect((await save(attempt.id, { item: 0, part: 'answer', choice: 1 })).statusCode).toBe(200);
    // Back to the first question: the latest choice wins.
    expect((await save(attempt.id, { item: 0, part: 'answer', choice: 0 })).statusCode).toBe(200);
    // No reading ahead into booklet 2.
    expect((await save(attempt.id, { item: 3, part: 'answer', choice: 0 })).statusCode).toBe(409);
    ctx.clock.set(at(40));
    const second = await handIn(attempt.id, 0);
    expect(second.current).toMatchObject({ phaseEndsAt: at(100).toISOString(), booklet: { index: 1, of: 2 } });
    expect(second.current?.booklet?.items.map((i) => i.item)).toEqual([3, 4, 5]);
    // Booklet 1 is handed in: never back.
    expect((await save(attempt.id, { item: 1, part: 'answer', choice: 0 })).statusCode).toBe(409);
    expect((await save(attempt.id, { item: 4, part: 'answer', choice: 0 })).statusCode).toBe(200);
    ctx.clock.set(at(100));
    const done = await read(attempt.id);
    // Half right: the rating band 3 (docs/product/practice-oir.md).
    expect(done).toMatchObject({ status: 'finished', finishedAt: at(100).toISOString(), results: { score: { right: 3, of: 6 }, oirRating: 3, summary: { asked: 6, answered: 3, blank: 3 } } });
  });

  it('a booklet whose time runs out is taken away and the next opens at that moment, by itself', async () => {
    const attempt = await start();
    ctx.clock.set(at(61));
    const later = await read(attempt.id);
    expect(later.current).toMatchObject({ phaseEndsAt: at(120).toISOString(), booklet: { index: 1 } });
    // Within the network's 2 s, a choice in booklet 1 still counts; after it, no more.
    expect((await save(attempt.id, { item: 1, part: 'answer', choice: 0 })).statusCode).toBe(200);
    ctx.clock.set(at(62.5));
    expect((await save(attempt.id, { item: 1, part: 'answer', choice: 1 })).statusCode).toBe(409);
    ctx.clock.set(at(130));
    expect((await read(attempt.id)).results).toMatchObject({ score: { right: 1, of: 6 }, oirRating: 5 });
  });

  it('handing in the last booklet ends the sitting; handing in one already closed changes nothing', async () => {
    const attempt = await start();
    ctx.clock.set(at(10));
    await handIn(attempt.id, 0);
    ctx.clock.set(at(20));
    expect((await handIn(attempt.id, 0)).current?.booklet?.index).toBe(1);
    const done = await handIn(attempt.id, 1);
    expect(done).toMatchObject({ status: 'finished', finishedAt: at(20).toISOString() });
  });
});
