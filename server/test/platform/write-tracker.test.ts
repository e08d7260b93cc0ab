import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Invalid } from '../../src/platform/errors';
import { writesSoFar } from '../../src/platform/write-tracker';
import { createTestContext, type TestContext } from '../support/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    beforeReady: (app) => {
      app.post('/api/test/write', async () => ({ success: true }));
      app.post('/api/test/refused-write', async () => {
        throw new Invalid('no');
      });
    },
  });
});
afterAll(() => ctx.close());

describe('write tracking', () => {
  it('counts each answered mutating request, refused ones too, and no reads', async () => {
    const agent = ctx.agent();
    await agent.ensureCsrf();
    const before = writesSoFar();
    await agent.get('/api/health');
    await agent.get('/api/coaches/search');
    expect(writesSoFar()).toBe(before);
    expect((await agent.post('/api/test/write', {})).statusCode).toBe(200);
    expect(writesSoFar()).toBe(before + 1);
    expect((await agent.post('/api/test/refused-write', {})).statusCode).toBe(400);
    expect(writesSoFar()).toBe(before + 2);
  });
});
