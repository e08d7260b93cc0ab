import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/context';
import { createCoach, signIn } from '../support/factories';
import type { Agent } from '../support/agent';
import { expectSafeHtml } from './assert-safe';
import { XSS_PAYLOADS } from '../../../domain/test-fixtures/xss-payloads';

let ctx: TestContext;
let agent: Agent;
beforeAll(async () => {
  ctx = await createTestContext();
  agent = ctx.agent();
  await signIn(ctx.db, agent, await createCoach(ctx.db));
});
afterAll(() => ctx.close());

it('has at least 20 payloads', () => {
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(20);
});

describe('blog content rendering', () => {
  it.each(XSS_PAYLOADS.map((p) => [p]))('neutralises %s', async (payload) => {
    const content = `Intro text.\n\n${payload}\n\nOutro text.`;
    const created = await agent.post('/api/blog', { title: 'XSS probe', content });
    expect(created.statusCode, created.body).toBe(201);
    expectSafeHtml(created.json().data.contentHtml, payload);
    const read = await ctx.agent().get(`/api/blog/${created.json().data.id}`);
    const { contentHtml, content: stored } = read.json().data;
    expectSafeHtml(contentHtml, payload);
    expect(contentHtml).toContain('Intro text.');
    // The Markdown is kept as written: only the rendering is cleaned.
    expect(stored).toBe(content);
  });

  it('keeps ordinary Markdown: headings, emphasis, lists, code, quotes, tables and http links and images', async () => {
    const content = [
      '# Title',
      '**bold** _em_ ~~gone~~ `code`',
      '- one\n- two',
      '> quoted',
      '| a | b |\n|---|---|\n| 1 | 2 |',
      '[site](https://ssb.test) ![pic](https://ssb.test/p.png) <mailto:help@ssb.test>',
    ].join('\n\n');
    const res = await agent.post('/api/blog', { title: 'Markdown', content });
    const html: string = res.json().data.contentHtml;
    for (const fragment of ['<h1>Title</h1>', '<strong>bold</strong>', '<em>em</em>', '<del>gone</del>', '<code>code</code>', '<li>one</li>', '<blockquote>', '<table>', '<td>1</td>', 'href="https://ssb.test"', 'src="https://ssb.test/p.png"', 'href="mailto:help@ssb.test"']) {
      expect(html).toContain(fragment);
    }
  });
});

describe('resource content rendering', () => {
  it.each(XSS_PAYLOADS.map((p) => [p]))('neutralises %s', async (payload) => {
    const created = await agent.post('/api/resources', { title: 'XSS probe', content: payload, tags: 'xss' });
    expect(created.statusCode, created.body).toBe(201);
    expectSafeHtml(created.json().data.contentHtml, payload);
    const read = await ctx.agent().get(`/api/resources/${created.json().data.id}`);
    expectSafeHtml(read.json().data.contentHtml, payload);
  });
});
