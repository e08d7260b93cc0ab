import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newCsrfToken } from '../../src/platform/csrf';
import { createTestContext, type TestContext } from '../support/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    beforeReady: (app) => {
      // The check applies to routed API paths, so the probe answers every writing method.
      app.route({ method: ['POST', 'PUT', 'PATCH', 'DELETE'], url: '/api/test/write', handler: async () => ({ success: true }) });
    },
  });
});
afterAll(() => ctx.close());

describe('CSRF double submit', () => {
  it('sets a random ssb_csrf cookie on an /api response when the request had none', async () => {
    const a = ctx.agent();
    const b = ctx.agent();
    await a.get('/api/health');
    await b.get('/api/health');
    expect(a.cookies.get('ssb_csrf')).toMatch(/^[\w-]{20,}$/);
    expect(a.cookies.get('ssb_csrf')).not.toBe(b.cookies.get('ssb_csrf'));
  });

  it('never hands out the same token twice, across refills of its random pool', () => {
    const tokens = Array.from({ length: 1000 }, () => newCsrfToken());
    expect(new Set(tokens).size).toBe(1000);
    for (const token of tokens) expect(token).toMatch(/^[\w-]{32}$/);
  });

  it('keeps the cookie it already has', async () => {
    const agent = ctx.agent();
    const first = await agent.ensureCsrf();
    const res = await agent.get('/api/health');
    expect(res.cookies.find((c) => c.name === 'ssb_csrf')).toBeUndefined();
    expect(agent.cookies.get('ssb_csrf')).toBe(first);
  });

  it('accepts a write whose header equals the cookie', async () => {
    const res = await ctx.agent().post('/api/test/write', {});
    expect(res.statusCode).toBe(200);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('refuses a %s without the header', async (method) => {
    const agent = ctx.agent();
    const cookie = await agent.ensureCsrf();
    const res = await ctx.app.inject({ method, url: '/api/test/write', headers: { cookie: `ssb_csrf=${cookie}` } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, error: 'Invalid CSRF token' });
  });

  it('refuses a write whose header differs from the cookie', async () => {
    const agent = ctx.agent();
    const cookie = await agent.ensureCsrf();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/write',
      headers: { cookie: `ssb_csrf=${cookie}`, 'x-csrf-token': `${cookie}x` },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('Invalid CSRF token');
  });

  it('refuses a write with no cookie and no bearer header', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/test/write', headers: { 'x-csrf-token': 'anything' } });
    expect(res.statusCode).toBe(403);
  });

  it('exempts a request authenticated only by a bearer header, with no cookies', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/test/write', headers: { authorization: 'Bearer some-token' } });
    expect(res.statusCode).toBe(200);
  });

  it('does not exempt a bearer request that also carries cookies', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/write',
      headers: { authorization: 'Bearer some-token', cookie: 'ssb_session=abc' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('CSRF for a browser that has no cookie yet', () => {
  const origin = () => new URL(ctx.config.publicUrl).origin;
  const write = (headers: Record<string, string>) => ctx.app.inject({ method: 'POST', url: '/api/test/write', headers });

  it('accepts a write the browser marks as same-origin, without cookie or header', async () => {
    expect((await write({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
  });

  it('accepts a write whose Origin is the public address, without cookie or header', async () => {
    expect((await write({ origin: origin() })).statusCode).toBe(200);
  });

  it('accepts a write the browser marks as same-origin from pages served at another address than PUBLIC_URL (first sign-in, first registration)', async () => {
    // A client served from another port or host name: its Origin is not the public address, but the browser says same-origin.
    expect((await write({ 'sec-fetch-site': 'same-origin', origin: 'http://localhost:5999', host: 'localhost:5999' })).statusCode).toBe(200);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:5999', host: 'localhost:5999' },
      payload: { email: 'nobody@example.com', password: 'wrong password 1' },
    });
    // Not a CSRF refusal: the sign-in itself answers (no such account).
    expect(signIn.statusCode).toBe(401);
  });

  it('accepts a same-origin write whose cookie arrived after the page read it (cookie, no header)', async () => {
    const res = await write({ 'sec-fetch-site': 'same-origin', origin: origin(), cookie: 'ssb_csrf=arrived-meanwhile' });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['a cross-site fetch', () => ({ 'sec-fetch-site': 'cross-site' })],
    ['a same-site fetch from a sibling subdomain', () => ({ 'sec-fetch-site': 'same-site' })],
    ['a form from another origin', () => ({ origin: 'https://evil.example' })],
    ['an opaque origin', () => ({ origin: 'null' })],
    ['our Origin on a request the browser marks cross-site', () => ({ 'sec-fetch-site': 'cross-site', origin: origin() })],
  ])('still needs the double-submit token for %s', async (_name, headersOf) => {
    const headers = headersOf();
    const res = await write({ ...headers, cookie: 'ssb_csrf=abc' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, error: 'Invalid CSRF token' });
    const withToken = await write({ ...headers, cookie: 'ssb_csrf=abc', 'x-csrf-token': 'abc' });
    expect(withToken.statusCode).toBe(200);
  });
});

describe('a host other than PUBLIC_URL\'s', () => {
  it('is warned about once per host, not once per request', async () => {
    const warn = vi.spyOn(ctx.app.log, 'warn');
    const get = (host: string) => ctx.app.inject({ method: 'GET', url: '/api/health', headers: { host } });
    const publicHost = new URL(ctx.config.publicUrl).host;
    await get(publicHost);
    await get('other-name.example:8080');
    await get('other-name.example:8080');
    await get('other-name.example:8080');
    await get(publicHost);
    await get('127.0.0.9:4000');
    const hosts = warn.mock.calls.map(([fields]) => (fields as { host?: string }).host).filter(Boolean);
    expect(hosts).toEqual(['other-name.example:8080', '127.0.0.9:4000']);
    warn.mockRestore();
  });
});
