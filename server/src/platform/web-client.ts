import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from './auth';
import { negotiateEncoding } from './compression';
import { giveCsrfCookie } from './csrf';
import { sendNotFound } from './error-handler';
import { CachedText, FreshCache, mergeVersions, parseVersions, VERSIONS_HEADER, type Computed } from './fresh-cache';
import { ScopedContext } from './scoped-context';

/** What web/src/entry-server.tsx exports (built into `<webDist>/ssr/entry-server.js`). */
type RendererModule = {
  pageTemplate(indexHtml: string, manifest?: unknown): string;
  createRenderer(options: { fetch: (url: string, init: RequestInit) => Promise<Response>; manifest?: unknown }): {
    render(url: string, options?: { user?: unknown }): Promise<{ html: string; stateScript: string; head: string } | null>;
    rendersSignedIn(url: string): Promise<boolean>;
    /** Whether the web app has a page at `url` (else it shows its "Page not found"). */
    isPage(url: string): boolean;
  };
};
type Renderer = ReturnType<RendererModule['createRenderer']>;

const ROOT_ELEMENT = '<div id="root"></div>';
/** A page made for one request is compressed quickly: it is sent once. */
const ONE_REQUEST_BROTLI_QUALITY = 5;
/**
 * A kept page is compressed once per 30-60 s and sent to the whole crowd: quality 10 makes the home
 * page 9.4 KB instead of 10.4 (17 ms of compression instead of 13; 11 would take 52 ms for 9.2 KB).
 */
const KEPT_PAGE_BROTLI_QUALITY = 10;
/** A page that takes longer to render is sent as the plain page (the browser fetches its data). */
const RENDER_TIMEOUT_MS = 2000;

/**
 * One page's render: the visitor's cookies (a signed-in visitor's page is fetched with their
 * session), and the content versions of the answers it shows, or null once an answer came without
 * them (then the page is not kept).
 */
type RenderReads = { cookie?: string; versions: Record<string, number> | null };
const renderReads = new ScopedContext<RenderReads>();

const publicHost = (app: FastifyInstance) => new URL(app.deps.config.publicUrl).host;

/** The page's API requests answered in-process, as the browser would get them. */
function inProcessFetch(app: FastifyInstance) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const reads = renderReads.current();
    // Addressed to the public host, as the browser's own request would be (not a stranger's host: platform/csrf.ts).
    const headers: Record<string, string> = { accept: 'application/json', host: publicHost(app), ...(reads?.cookie ? { cookie: reads.cookie } : {}) };
    const res = await app.inject({ method: (init.method ?? 'GET') as 'GET', url, headers });
    if (reads?.versions) {
      const versions = parseVersions(res.headers[VERSIONS_HEADER] as string | undefined);
      if (versions) mergeVersions(reads.versions, versions);
      else reads.versions = null;
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.body, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  };
}

/** The server renderer of the public pages, when the build has one (docs/decisions/008). */
async function loadRenderer(app: FastifyInstance, root: string): Promise<{ renderer: Renderer; template: string } | null> {
  const entry = path.join(root, 'ssr', 'entry-server.js');
  const indexHtml = readFileSync(path.join(root, 'index.html'), 'utf8');
  if (!existsSync(entry) || !indexHtml.includes(ROOT_ELEMENT)) return null;
  const mod = (await import(pathToFileURL(entry).href)) as RendererModule;
  // The build manifest names each page's chunks and the boot script that adds them (docs/decisions/026).
  const manifestPath = path.join(root, '.vite', 'manifest.json');
  const manifest: unknown = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : undefined;
  return { renderer: mod.createRenderer({ fetch: inProcessFetch(app), manifest }), template: mod.pageTemplate(indexHtml, manifest) };
}

/** How long after the server listens the renderer is loaded in the background. */
const RENDERER_WARM_UP_DELAY_MS = 2_000;

/**
 * The renderer, loaded on the first page request or shortly after the server listens, whichever
 * comes first: importing React's server renderer and every page takes a few hundred milliseconds,
 * which must not delay start-up (/api/ready within 2 s). A renderer that cannot load leaves every
 * page to the browser.
 */
function lazyRenderer(app: FastifyInstance, root: string): () => Promise<Awaited<ReturnType<typeof loadRenderer>>> {
  let loading: ReturnType<typeof loadRenderer> | null = null;
  const load = () =>
    (loading ??= loadRenderer(app, root).catch((error: unknown) => {
      app.log.error({ err: error }, 'cannot load the server renderer; pages are rendered in the browser');
      return null;
    }));
  app.addHook('onListen', async () => {
    setTimeout(() => void load(), RENDERER_WARM_UP_DELAY_MS).unref();
  });
  return load;
}

/**
 * @fastify/compress only compresses routes, and pages are answered by the not-found handler:
 * send the page's compressed copy, made once per cached page.
 */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: CachedText, visitor: 'anyone' | 'signedIn'): FastifyReply {
  const encoding = negotiateEncoding(request, ['br', 'gzip'] as const);
  if (encoding) reply.header('content-encoding', encoding);
  return reply
    // A signed-in visitor's page carries their data: no shared cache (a proxy, a CDN) may keep it.
    .header('cache-control', visitor === 'signedIn' ? 'private, no-store' : 'no-cache')
    .header('vary', 'Cookie, Accept-Encoding')
    .type('text/html; charset=utf-8')
    .send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.text);
}

/** The path as the router reads it (`/%61pi/x` is `/api/x`); undecodable escapes are left as they are. */
function decodedPath(url: string): string {
  const path = url.split('?')[0] ?? '/';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`rendering took over ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The built SPA: hashed assets cached for a year (pre-compressed), every other GET outside /api gets its page.
 * Signed-out visitors of the public pages (home, coaches, a coach, the blog) get the page rendered
 * on the server with its data; everyone else gets index.html and the browser renders it.
 */
export async function serveWebClient(app: FastifyInstance, root: string) {
  const renderer = lazyRenderer(app, root);
  // The page shell every other page gets, read once and compressed once (a deploy restarts the server).
  const shell = new CachedText(readFileSync(path.join(root, 'index.html'), 'utf8'), {});
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    // One route per file is made at start-up: none for the pre-compressed copies (a request for
    // `x.js` finds `x.js.br` on disk) or the renderer, about two thirds of the files. None for the
    // page shell either: /index.html is a page like any other (below), with its CSRF cookie.
    globIgnore: ['**/*.br', '**/*.gz', 'ssr/**', '.vite/**', 'index.html'],
    // The renderer and the build manifest are for the server, not files for browsers.
    allowedPath: (pathName) => !pathName.startsWith('/ssr/') && !pathName.startsWith('/.vite/'),
    setHeaders(reply, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      // The service worker: the browser asks for it again on every visit, so a deploy reaches everyone (docs/decisions/032).
      else if (path.basename(filePath) === 'sw.js') reply.header('cache-control', 'no-cache');
    },
  });

  // Rendered pages, kept while the answers they show are unchanged (docs/decisions/018-fresh-caches.md).
  const pages = new FreshCache(app.deps.versions, { now: () => app.deps.now(), maxAgeMs: 30_000, maxEntries: 300, brotliQuality: KEPT_PAGE_BROTLI_QUALITY });

  async function renderPage(url: string, visitor?: { user: unknown; cookie: string }): Promise<Computed> {
    const ssr = await renderer();
    if (!ssr) return null;
    const reads: RenderReads = { versions: {}, cookie: visitor?.cookie };
    const page = await withTimeout(renderReads.run(reads, () => ssr.renderer.render(url, { user: visitor?.user ?? null })), RENDER_TIMEOUT_MS);
    if (!page) return null;
    const html = ssr.template
      .replace('</head>', () => `${page.head}</head>`)
      .replace(ROOT_ELEMENT, () => `<div id="root">${page.html}</div>${page.stateScript}`);
    return { text: html, versions: reads.versions };
  }

  /** Who the session cookie signs in (their profile, as the page's sign-in shows it), or null. */
  async function signedInVisitor(request: FastifyRequest): Promise<{ user: unknown; cookie: string } | null> {
    const cookie = request.headers.cookie ?? '';
    const res = await app.inject({ method: 'GET', url: '/api/users/profile', headers: { accept: 'application/json', host: publicHost(app), cookie } });
    if (res.statusCode !== 200) return null;
    return { user: (res.json() as { data: unknown }).data, cookie };
  }

  async function sendRendered(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    try {
      if (request.cookies[SESSION_COOKIE]) {
        // A signed-in visitor's page is theirs alone: rendered for them, never kept. An expired
        // session gets the plain page, which sends them to sign in as before. Pages the server
        // does not render cost no profile read.
        const ssr = await renderer();
        if (!ssr || !(await ssr.renderer.rendersSignedIn(request.url))) return false;
        const visitor = await signedInVisitor(request);
        const page = visitor && (await renderPage(request.url, visitor));
        if (!page) return false;
        await sendPage(request, reply, new CachedText(page.text, null, ONE_REQUEST_BROTLI_QUALITY), 'signedIn');
        return true;
      }
      const page = await pages.answer(request.url, () => renderPage(request.url));
      if (!page) return false;
      await sendPage(request, reply, page, 'anyone');
      return true;
    } catch (error) {
      request.log.warn({ err: error, url: request.url }, 'server rendering failed; sending the plain page');
      return false;
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = decodedPath(request.url);
    const readsPage = request.method === 'GET' || request.method === 'HEAD';
    // A missing hashed asset is a 404 (an old tab after a deploy), not the page.
    if (
      !readsPage ||
      url.startsWith('/api/') ||
      url === '/api' ||
      url.startsWith('/media/') ||
      url.startsWith('/assets/') ||
      url.startsWith('/ssr/') ||
      url.startsWith('/.vite/')
    ) {
      return sendNotFound(request, reply);
    }
    // Every page hands out the CSRF cookie, so that a form is never the first thing to ask for it.
    giveCsrfCookie(request, reply, app.deps.config);
    // An address the web app has no page for gets its "Page not found" with the status that says so.
    // /index.html is the page shell itself (what the service worker keeps for offline use): 200, never a rendered page.
    const ssr = await renderer();
    if (ssr && url !== '/index.html' && !ssr.renderer.isPage(request.url)) return sendPage(request, reply.code(404), shell, 'anyone');
    if (url !== '/index.html' && (await sendRendered(request, reply))) return reply;
    return sendPage(request, reply, shell, 'anyone');
  });
}
