import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { blogPosts, users } from '../../src/db/schema';
import { createTestContext, type TestContext } from '../support/context';
import { createCoach, createMentee, signIn } from '../support/factories';

/**
 * A web build with a stand-in server renderer (docs/decisions/008): it renders /coaches/<id> with
 * the coach fetched through the app, answers null for /login and throws for /boom.
 */
function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ssb-web-'));
  mkdirSync(path.join(dir, 'ssr'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify({ 'src/Page.tsx': { file: 'assets/Page.js' } }));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(dir, 'ssr', 'entry-server.js'),
    `export const pageTemplate = (html) => html.replace('<script type="module"', '<script type="module" fetchpriority="low"');
let renders = 0;
export function createRenderer({ fetch, manifest }) {
  return {
    isPage(url) {
      return !url.startsWith('/no-such-page');
    },
    async rendersSignedIn(url) {
      return url === '/dashboard' || url.startsWith('/coaches/');
    },
    async render(url, { user } = {}) {
      if (url === '/boom') throw new Error('render failed');
      if (url === '/dashboard') {
        if (!user) return null;
        const res = await fetch('/api/users/profile', { method: 'GET' });
        const body = await res.json();
        return { html: '<h1>Welcome, ' + user.firstName + '</h1><p>profile ' + body.data.email + '</p>', stateScript: '', head: '' };
      }
      const match = /^\\/coaches\\/([^/?]+)/.exec(url);
      if (!match) return null;
      const res = await fetch('/api/coaches/' + match[1], { method: 'GET' });
      const body = await res.json();
      renders += 1;
      return { html: '<h1>' + (body.data ? body.data.firstName : 'missing') + ' ' + res.status + '</h1><p>render ' + renders + '</p>', stateScript: '<script type="application/json" id="ssr-state">{}</script>', head: '<link rel="modulepreload" href="/' + manifest['src/Page.tsx'].file + '">' };
    },
  };
}
`,
  );
  return dir;
}

describe('the web client with server rendering', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ config: { webDist: fakeWebDist() } });
  });
  afterAll(() => ctx.close());

  it('renders a public page with data from the API, compressed, with the CSRF cookie', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/coaches/nobody', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['vary']).toMatch(/Cookie/);
    expect(String(res.headers['set-cookie'])).toMatch(/^ssb_csrf=[\w-]+; Path=\/; SameSite=Lax/);
    const html = gunzipSync(res.rawPayload).toString('utf8');
    expect(html).toMatch(/<div id="root"><h1>missing 404<\/h1><p>render \d+<\/p><\/div><script type="application\/json" id="ssr-state">\{\}<\/script>/);
    expect(html).toContain('fetchpriority="low"');
    // The renderer got the build manifest and its head elements end the page's <head>.
    expect(html).toContain('<link rel="modulepreload" href="/assets/Page.js"></head>');
  });

  it('keeps a rendered page until a write changes what it shows, and never keeps a page of a failed answer', async () => {
    const coach = await createCoach(ctx.db, { firstName: 'Arjun' });
    const page = async (url = `/coaches/${coach.id}`) => /<h1>(.*)<\/h1><p>render (\d+)<\/p>/.exec((await ctx.app.inject({ method: 'GET', url })).body)!.slice(1);
    const [name, first] = await page();
    expect(name).toBe('Arjun 200');
    expect(await page()).toEqual(['Arjun 200', first]);
    await createCoach(ctx.db);
    await ctx.db.insert(blogPosts).values({ title: 'Unrelated', content: 'x' });
    expect(await page()).toEqual(['Arjun 200', first]);
    await ctx.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, coach.id));
    const [renamed, second] = await page();
    expect(renamed).toBe('Renamed 200');
    expect(Number(second)).toBeGreaterThan(Number(first));
    const [, missingFirst] = await page('/coaches/nobody');
    const [, missingAgain] = await page('/coaches/nobody');
    expect(Number(missingAgain)).toBe(Number(missingFirst) + 1);
  });

  it('gives signed-in visitors (session cookie) the plain page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/coaches/nobody', cookies: { ssb_session: 'x' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it("renders a signed-in visitor's page for them alone, fetched with their session, never kept for another", async () => {
    const [asha, ravi] = [await createMentee(ctx.db, { firstName: 'Asha' }), await createMentee(ctx.db, { firstName: 'Ravi' })];
    const pageFor = async (user: typeof asha) => {
      const agent = ctx.agent();
      await signIn(ctx.db, agent, user);
      return (await agent.get('/dashboard')).body;
    };
    const agent = ctx.agent();
    await signIn(ctx.db, agent, asha);
    const own = await agent.get('/dashboard');
    // no shared cache (a proxy, a CDN) may keep it either
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect((await ctx.app.inject({ method: 'GET', url: '/' })).headers['cache-control']).toBe('no-cache');
    for (let round = 0; round < 2; round++) {
      expect(await pageFor(asha)).toContain(`<h1>Welcome, Asha</h1><p>profile ${asha.email}</p>`);
      expect(await pageFor(ravi)).toContain(`<h1>Welcome, Ravi</h1><p>profile ${ravi.email}</p>`);
    }
    // Signed out: the dashboard is not rendered on the server.
    expect((await ctx.app.inject({ method: 'GET', url: '/dashboard' })).body).toContain('<div id="root"></div>');
  });

  it('reads a signed-in visitor\'s profile only for a page the server renders for them', async () => {
    const agent = ctx.agent();
    await signIn(ctx.db, agent, await createMentee(ctx.db));
    const inject = vi.spyOn(ctx.app, 'inject');
    const profileReads = () => inject.mock.calls.filter((args: unknown[]) => (args[0] as { url?: string } | undefined)?.url === '/api/users/profile').length;
    try {
      expect((await agent.get('/sessions/some-session')).body).toContain('<div id="root"></div>');
      expect(profileReads()).toBe(0);
      expect((await agent.get('/dashboard')).body).toContain('Welcome');
      expect(profileReads()).toBeGreaterThan(0);
    } finally {
      inject.mockRestore();
    }
  });

  it('gives the plain page when the renderer declines or fails', async () => {
    for (const url of ['/login', '/boom']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it('hands out the CSRF cookie with every page, rendered on the server or not', async () => {
    for (const url of ['/login', '/register', '/verify-email?email=a%40b.test', '/index.html', '/coaches/nobody', '/boom', '/some/page']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect([url, res.statusCode, String(res.headers['content-type'])]).toEqual([url, 200, expect.stringContaining('text/html')]);
      expect([url, String(res.headers['set-cookie'])]).toEqual([url, expect.stringMatching(/^ssb_csrf=[\w-]{32}; Path=\/; SameSite=Lax$/)]);
    }
  });

  it('answers an address the web app has no page for with its "Page not found" and status 404, signed in or not', async () => {
    for (const cookies of [{}, { ssb_session: 'whoever' }] as Record<string, string>[]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/no-such-page/at-all?x=1', cookies });
      expect(res.statusCode).toBe(404);
      expect(String(res.headers['content-type'])).toContain('text/html');
      // The same page shell, whose router shows the "Page not found" page.
      expect(res.body).toContain('<div id="root"></div>');
    }
    const head = await ctx.app.inject({ method: 'HEAD', url: '/no-such-page' });
    expect(head.statusCode).toBe(404);
  });

  it('keeps the CSRF cookie a page request already has', async () => {
    for (const url of ['/login', '/coaches/nobody']) {
      const res = await ctx.app.inject({ method: 'GET', url, cookies: { ssb_csrf: 'kept' } });
      expect([url, res.headers['set-cookie']]).toEqual([url, undefined]);
    }
  });

  it('never serves the renderer or the build manifest as a file', async () => {
    for (const url of ['/ssr/entry-server.js', '/.vite/manifest.json']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('src/Page.tsx');
    }
  });
});
