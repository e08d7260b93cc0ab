import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext, type TestContext } from '../support/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    beforeReady: (app) => {
      app.register(
        async (api) => {
          api.post('/probe', { schema: { body: z.object({ name: z.string().min(1), age: z.number().int() }) } }, async (request) => ({
            success: true,
            data: request.body,
          }));
          api.get('/boom', async () => {
            throw new Error('secret internals at /srv/app.ts:42');
          });
        },
        { prefix: '/api/test' },
      );
    },
  });
});
afterAll(() => ctx.close());

describe('the error envelope', () => {
  it('answers malformed JSON with 400 and a clear message', async () => {
    const agent = ctx.agent();
    const res = await agent.post('/api/test/probe', '{"name": "x",', { headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'The request body is not valid JSON' });
  });

  it('answers wrong types with 400 and per-field messages', async () => {
    const res = await ctx.agent().post('/api/test/probe', { name: 'Asha', age: 'twenty' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.fields).toHaveProperty('age');
    expect(body.error).toMatch(/age/);
  });

  it('answers a missing field with 400 naming the field', async () => {
    const res = await ctx.agent().post('/api/test/probe', { age: 3 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('name');
  });

  it('answers an oversize body with 413', async () => {
    const res = await ctx.agent().post('/api/test/probe', { name: 'x'.repeat(300 * 1024), age: 1 });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, error: 'The request body is too large' });
  });

  it('answers an unknown /api route with a 404 JSON error', async () => {
    const res = await ctx.agent().get('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, error: expect.stringContaining('/api/no-such-thing') });
  });

  it('hides the internals of an unexpected failure', async () => {
    const res = await ctx.agent().get('/api/test/boom');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret internals');
    expect(res.json()).toEqual({ success: false, error: expect.stringMatching(/went wrong/) });
  });

  it('refuses text with a NUL character with 400 before it reaches the database', async () => {
    const res = await ctx.agent().get('/api/coaches/search', { query: { query: 'psych\u0000ology' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'The request contains a character that is not allowed' });
  });

  it('passes a valid body through in the success envelope', async () => {
    const res = await ctx.agent().post('/api/test/probe', { name: 'Asha', age: 20 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { name: 'Asha', age: 20 } });
  });
});
