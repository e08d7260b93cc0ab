import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/context';
import { createMentee, signedInAgent } from '../support/factories';
import type { Agent } from '../support/agent';

let ctx: TestContext;
let mentee: Agent;
beforeAll(async () => {
  ctx = await createTestContext();
  mentee = await signedInAgent(ctx, await createMentee(ctx.db));
});
afterAll(() => ctx.close());

/** Asks `path` with one bad paging parameter and checks the answer names the allowed range. */
async function expectRangeMessage(agent: Agent, path: string, field: string, value: string, message: string, query: Record<string, string> = {}) {
  const res = await agent.get(path, { query: { ...query, [field]: value } });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ success: false, error: `Please check ${field}: ${message}`, fields: { [field]: message } });
}

const PAGE = 'Must be a whole number from 1 to 10,000';
const PAGE_SIZE = 'Must be a whole number from 1 to 100';

describe('GET /api/blog', () => {
  it('names the allowed range of page and pageSize', async () => {
    await expectRangeMessage(ctx.agent(), '/api/blog', 'page', '0', PAGE);
    await expectRangeMessage(ctx.agent(), '/api/blog', 'pageSize', '101', PAGE_SIZE);
    await expectRangeMessage(ctx.agent(), '/api/blog', 'pageSize', 'all', PAGE_SIZE);
  });
});

describe('GET /api/resources', () => {
  it('names the allowed range of page and pageSize', async () => {
    await expectRangeMessage(ctx.agent(), '/api/resources', 'page', '-1', PAGE);
    await expectRangeMessage(ctx.agent(), '/api/resources', 'pageSize', '0', PAGE_SIZE);
  });
});

describe('GET /api/resources/search', () => {
  it('names the allowed range of pageSize', async () => {
    await expectRangeMessage(ctx.agent(), '/api/resources/search', 'pageSize', '1000', PAGE_SIZE, { q: 'tat' });
  });
});

describe('GET /api/resources/by-category/:category', () => {
  it('names the allowed range of page', async () => {
    await expectRangeMessage(ctx.agent(), '/api/resources/by-category/interview_tips', 'page', '10001', PAGE);
  });
});

describe('GET /api/sessions', () => {
  it('names the allowed range of page and pageSize', async () => {
    await expectRangeMessage(mentee, '/api/sessions', 'page', '0', PAGE);
    await expectRangeMessage(mentee, '/api/sessions', 'pageSize', '2.5', PAGE_SIZE);
  });
});

describe('GET /api/coaches', () => {
  it('names the allowed range of page and pageSize', async () => {
    await expectRangeMessage(ctx.agent(), '/api/coaches', 'page', '0', PAGE);
    await expectRangeMessage(ctx.agent(), '/api/coaches', 'pageSize', '101', PAGE_SIZE);
  });
});
