import { PRACTICE_MESSAGES, type PracticeAttempt, type PracticeSet } from '@ssb/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANK_SETS } from '../../src/features/practice/bank';
import { loadPracticeBank } from '../../src/features/practice/bank/load';
import type { Agent } from '../support/agent';
import { createTestContext, type TestContext } from '../support/context';
import { createCoach, createMentee, signedInAgent } from '../support/factories';
import { publishedSet } from './support';

/** docs/product/practice.md "The bank": each aspirant is given a set of a test they have not sat. */

let ctx: TestContext;
let aspirant: Agent;
const bankWat = BANK_SETS.filter((s) => s.kind === 'wat');

beforeAll(async () => {
  ctx = await createTestContext();
  await loadPracticeBank(ctx.app.deps, { sets: BANK_SETS.filter((s) => s.kind === 'wat' || s.kind === 'sd') });
  aspirant = await signedInAgent(ctx, await createMentee(ctx.db));
});
afterAll(() => ctx.close());

const sit = (body: Record<string, unknown>) => aspirant.post('/api/practice/attempts', body);
const setOf = async (body: Record<string, unknown>) => {
  const res = await sit(body);
  expect(res.statusCode).toBe(201);
  return (res.json() as { data: PracticeAttempt }).data.set;
};

describe('a bank that never repeats', () => {
  it('lists the bank’s sets first, in order, by SSB Academy, with their item counts', async () => {
    const { data } = (await ctx.agent().get('/api/practice/sets', { query: { test: 'wat' } })).json() as { data: PracticeSet[] };
    expect(data.map((s) => s.title)).toEqual(bankWat.map((s) => s.title));
    expect(data[0]).toMatchObject({ itemCount: 60, author: { id: null, name: 'SSB Academy' } });
  });

  it('gives nine sittings nine different sets (a coach’s published set joins the rotation), then says all are used and repeats the oldest only when asked', async () => {
    const coach = await createCoach(ctx.db, { firstName: 'Meera', lastName: 'Iyer' });
    const coachSet = await publishedSet(ctx.db, coach.id, 'wat', ['Duty', 'Fear'].map((prompt) => ({ prompt })));
    // A practice run first: it takes a set already seen or the rotation's last, and counts as no sitting.
    const tried = await setOf({ test: 'wat', practiceRun: true });
    expect(tried.id).toBe(coachSet.id);
    const given: string[] = [];
    for (let sitting = 1; sitting <= 9; sitting += 1) {
      ctx.clock.advance(60 * 60 * 1000);
      given.push((await setOf({ test: 'wat' })).id);
    }
    expect(new Set(given).size).toBe(9);
    expect(given.at(-1)).toBe(coachSet.id);
    ctx.clock.advance(60 * 60 * 1000);
    const used = await sit({ test: 'wat' });
    expect(used.statusCode).toBe(409);
    expect(used.json()).toMatchObject({ success: false, error: PRACTICE_MESSAGES.setsUsedUp, code: 'sets_used_up', test: 'wat', sets: 9 });
    // Asked to repeat: the set sat longest ago, then the next oldest.
    expect((await setOf({ test: 'wat', repeat: true })).id).toBe(given[0]);
    ctx.clock.advance(60 * 60 * 1000);
    expect((await setOf({ test: 'wat', repeat: true })).id).toBe(given[1]);
  });

  it('loading the bank again adds nothing (a set already there keeps its items)', async () => {
    expect(await loadPracticeBank(ctx.app.deps, { sets: BANK_SETS.filter((s) => s.kind === 'wat') })).toBe(0);
  });

  it('Self Description, whose questions never change, is sat again without asking', async () => {
    const first = await setOf({ test: 'sd' });
    expect((await setOf({ test: 'sd' })).id).toBe(first.id);
  });

  it('a test with no published set: 404 with what to do', async () => {
    const res = await sit({ test: 'tat' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: PRACTICE_MESSAGES.noSets });
  });

  it('says which of a test or a set to sit, not both', async () => {
    expect((await sit({})).statusCode).toBe(400);
    expect((await sit({ test: 'wat', setId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(400);
  });
});
