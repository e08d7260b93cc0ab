import Fastify from 'fastify';
import helmet from '@fastify/helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADER_OPTIONS } from '../../src/platform/security-headers';
import { createTestContext, type TestContext } from '../support/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /api/health', () => {
  it('says the process is up', async () => {
    const res = await ctx.agent().get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { status: 'ok' } });
  });
});

describe('GET /api/ready', () => {
  it('says the database answers', async () => {
    const res = await ctx.agent().get('/api/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { status: 'ready' } });
  });
});

describe('security headers', () => {
  it('sends a content security policy and no framing', async () => {
    const res = await ctx.agent().get('/api/health');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends exactly the headers @fastify/helmet would send with the same options, on answers and on 404s', async () => {
    const reference = Fastify({ logger: false });
    await reference.register(helmet, SECURITY_HEADER_OPTIONS);
    reference.get('/', async () => ({ ok: true }));
    const expected = (await reference.inject('/')).headers;
    await reference.close();
    const names = Object.keys(expected).filter((name) => !['content-type', 'content-length', 'date', 'connection'].includes(name));
    expect(names.length).toBeGreaterThan(8);
    for (const url of ['/api/health', '/api/no-such-endpoint']) {
      const res = await ctx.agent().get(url);
      for (const name of names) expect([url, name, res.headers[name]]).toEqual([url, name, expected[name]]);
    }
  });

  it('sends a permissions policy that turns off camera, microphone and location, on answers and on 404s', async () => {
    for (const url of ['/api/health', '/api/no-such-endpoint', '/no-such-page']) {
      const res = await ctx.agent().get(url);
      expect([url, res.headers['permissions-policy']]).toEqual([url, 'camera=(), microphone=(), geolocation=(), payment=(self)']);
    }
  });

  it('lets the API docs page send its own content security policy', async () => {
    const res = await ctx.agent().get('/api/docs/static/index.html');
    expect(res.headers['content-security-policy']).toBeDefined();
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('GET /api/docs', () => {
  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await ctx.agent().get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/coaches');
  });
});
