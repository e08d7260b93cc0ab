import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiscussion } from '../discussions/support';
import { createTestContext, type TestContext } from '../support/context';
import { createCoach, createMentee, signedInAgent } from '../support/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Listed = { id: string; joined: boolean; attendees: { id: string }[] };

/** Two signed-in visitors and a signed-out one, each asking every cached read in turn. */
describe('read caches and private data', () => {
  it("never give one visitor another's view: each sees only their own joined mark, whoever asked first", async () => {
    const discussion = await createDiscussion(ctx, 60);
    const [first, second] = [await createMentee(ctx.db), await createMentee(ctx.db)];
    const one = await signedInAgent(ctx, first);
    const two = await signedInAgent(ctx, second);
    const anonymous = ctx.agent();
    const joinedFor = async (agent: typeof one) => ((await agent.get('/api/discussions')).json().data as Listed[]).find((d) => d.id === discussion.id)!.joined;
    expect((await one.post(`/api/discussions/${discussion.id}/join`)).statusCode).toBe(200);
    // Asked in every order, twice, so that any cached answer would be handed to the next asker.
    for (let round = 0; round < 2; round++) {
      expect(await joinedFor(one)).toBe(true);
      expect(await joinedFor(two)).toBe(false);
      expect(await joinedFor(anonymous)).toBe(false);
      expect(await joinedFor(one)).toBe(true);
    }
    // The attendee list is public (names and faces): all three see the first visitor in it.
    for (const agent of [one, two, anonymous]) {
      const listed = ((await agent.get('/api/discussions')).json().data as Listed[]).find((d) => d.id === discussion.id)!;
      expect(listed.attendees.map((a) => a.id)).toEqual([first.id]);
    }
  });

  it('give signed-in visitors the same public coach answer as everyone, and private calls are never shared', async () => {
    const coach = await createCoach(ctx.db);
    const [first, second] = [await createMentee(ctx.db), await createMentee(ctx.db)];
    const one = await signedInAgent(ctx, first);
    const two = await signedInAgent(ctx, second);
    const publicAnswer = (await ctx.agent().get(`/api/coaches/${coach.id}`)).body;
    expect((await one.get(`/api/coaches/${coach.id}`)).body).toBe(publicAnswer);
    const profileOf = async (agent: typeof one) => (await agent.get('/api/users/profile')).json().data.id;
    expect(await profileOf(one)).toBe(first.id);
    expect(await profileOf(two)).toBe(second.id);
    expect(await profileOf(one)).toBe(first.id);
    // Private answers carry no versions: nothing marks them as cacheable.
    expect((await one.get('/api/users/profile')).headers['x-content-versions']).toBeUndefined();
    expect((await one.get('/api/discussions')).headers['x-content-versions']).toBeUndefined();
  });
});
