import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/context';
import { uniqueEmail } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('rate limits on the code endpoints', () => {
  for (const [path, body] of [
    ['/api/auth/verify-email', (email: string) => ({ email, code: '000000' })],
    ['/api/auth/reset-password', (email: string) => ({ email, code: '000000', newPassword: 'long-enough-1' })],
    ['/api/auth/resend-code', (email: string) => ({ email })],
    ['/api/auth/forgot-password', (email: string) => ({ email })],
  ] as const) {
    it(`${path} answers 429 with a clear message after 10 tries a minute for one email`, async () => {
      const email = uniqueEmail();
      const agent = ctx.agent();
      for (let i = 0; i < 10; i++) expect((await agent.post(path, body(email))).statusCode).not.toBe(429);
      const res = await agent.post(path, body(email));
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ success: false, error: expect.stringMatching(/^Too many/) });
    });
  }
});

describe('GET /api/docs/json', () => {
  it('documents every accounts endpoint with its request schema', async () => {
    const doc = (await ctx.agent().get('/api/docs/json')).json();
    for (const path of ['register', 'login', 'verify-email', 'resend-code', 'forgot-password', 'reset-password']) {
      expect(doc.paths[`/api/auth/${path}`].post.requestBody.content['application/json'].schema.properties.email).toBeDefined();
    }
    expect(doc.paths['/api/auth/logout'].post).toBeDefined();
    expect(doc.paths['/api/auth/google'].get).toBeDefined();
    expect(doc.paths['/api/auth/google/callback'].get.parameters.map((p: { name: string }) => p.name)).toContain('state');
    expect(doc.paths['/api/users/profile'].put.requestBody.content['application/json'].schema.properties.hourlyRate).toBeDefined();
    expect(doc.paths['/api/users/choose-role'].post.requestBody).toBeDefined();
    expect(doc.paths['/api/users'].get.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['page', 'pageSize', 'role']));
    expect(doc.paths['/api/users/stats'].get).toBeDefined();
    expect(doc.paths['/api/users/upload'].post).toBeDefined();
  });
});
