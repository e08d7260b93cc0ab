import { PRACTICE_MESSAGES, type PracticeAttempt } from '@ssb/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Agent } from '../support/agent';
import { createTestContext, type TestContext } from '../support/context';
import { createCoach, createMentee, signedInAgent } from '../support/factories';
import { publishedSet } from './support';

/** docs/product/practice.md "Pictures": shown only to the attempt, only while the picture is on screen. */

let ctx: TestContext;
let aspirant: Agent;
let other: Agent;
let tat: string;
const START = new Date('2031-03-12T04:30:00.000Z');
const at = (seconds: number) => new Date(START.getTime() + seconds * 1000);
const PICTURE = Buffer.from('a picture as stored');

beforeAll(async () => {
  ctx = await createTestContext();
  const author = await createCoach(ctx.db);
  aspirant = await signedInAgent(ctx, await createMentee(ctx.db));
  other = await signedInAgent(ctx, await createMentee(ctx.db));
  await ctx.app.deps.storage.put('practice/bank/one.jpg', PICTURE, 'image/jpeg');
  await ctx.app.deps.storage.put('practice/bank/two.jpg', Buffer.from('the second'), 'image/jpeg');
  tat = (await publishedSet(ctx.db, author.id, 'tat', [{ imageKey: 'practice/bank/one.jpg' }, { imageKey: 'practice/bank/two.jpg' }])).id;
});
afterAll(() => ctx.close());
beforeEach(() => ctx.clock.set(START));

const start = async () => ((await aspirant.post('/api/practice/attempts', { setId: tat })).json() as { data: PracticeAttempt }).data;

describe('a TAT picture', () => {
  it('is served to its attempt during its 30 s, never cached, at an address that names no file', async () => {
    const attempt = await start();
    const url = attempt.current!.content.imageUrl!;
    expect(url).not.toContain('one.jpg');
    ctx.clock.set(at(29));
    const res = await aspirant.get(url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(PICTURE);
    expect(res.headers['cache-control']).toBe('private, no-store');
    // The stored file is not public either.
    expect((await ctx.agent().get('/media/practice/bank/one.jpg')).statusCode).toBe(404);
  });

  it('is refused (403) to anyone else, before it is shown and after it is taken away', async () => {
    const attempt = await start();
    const url = attempt.current!.content.imageUrl!;
    for (const agent of [other, ctx.agent()]) {
      const res = await agent.get(url);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: PRACTICE_MESSAGES.pictureNotShown });
    }
    // The second picture's slot with the first one's address, or a made-up one: refused.
    expect((await aspirant.get(url.replace('/pictures/0', '/pictures/1'))).statusCode).toBe(403);
    expect((await aspirant.get(`/api/practice/attempts/${attempt.id}/pictures/1?token=x`)).statusCode).toBe(403);
    // Writing time: the picture is away (the 2 s grace aside).
    ctx.clock.set(at(33));
    expect((await aspirant.get(url)).statusCode).toBe(403);
    const writing = ((await aspirant.get(`/api/practice/attempts/${attempt.id}`)).json() as { data: PracticeAttempt }).data;
    expect(writing.current).toMatchObject({ phase: 'write', content: { imageUrl: null } });
    // The next picture's own address works in its own 30 s only.
    ctx.clock.set(at(271));
    const second = ((await aspirant.get(`/api/practice/attempts/${attempt.id}`)).json() as { data: PracticeAttempt }).data;
    expect(second.current).toMatchObject({ item: 1, phase: 'view' });
    expect((await aspirant.get(second.current!.content.imageUrl!)).statusCode).toBe(200);
    expect((await aspirant.get(url)).statusCode).toBe(403);
  });

  it('once the attempt is over, the results give no picture address', async () => {
    const attempt = await start();
    ctx.clock.set(at(3 * 270 + 1));
    const done = ((await aspirant.get(`/api/practice/attempts/${attempt.id}`)).json() as { data: PracticeAttempt }).data;
    expect(done.status).toBe('finished');
    expect(done.results!.items.every((i) => i.content.imageUrl === null)).toBe(true);
  });
});
