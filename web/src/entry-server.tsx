/**
 * Server rendering of the public pages (docs/decisions/008-server-rendered-public-pages.md).
 * Built by `vite build` into `<outDir>/ssr/entry-server.js` (one self-contained file set); the
 * server's platform/web-client.ts loads it and calls `render` for signed-out page requests.
 */
import { StrictMode } from 'react';
// The edge build, not the Node one: see renderToHtml.
import { prerender } from 'react-dom/static.edge';
import { dehydrate, type FetchQueryOptions, type QueryClient } from '@tanstack/react-query';
import { StaticLocation } from './lib/router';
import { AppProviders, createQueryClient } from './app/providers';
import { LAYOUT_LAZY_MODULES, layoutServerData } from './app/layout/RootLayout';
import { AppRoutes } from './app/AppRoutes';
import { loadPage, matchPage, modulesOf, NOT_FOUND } from './app/router';
import { setApiTransport } from './lib/api';
import type { AuthUser } from './lib/authStorage';
import { RenderedAtContext, SSR_STATE_ID, type ServerState } from './lib/hydration';
import { appScripts, appScriptsHead, type BuildManifest } from './lib/appScripts';
import { scriptSafeJson } from './lib/scriptSafeJson';

export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;

export interface Rendered {
  /** The markup for `<div id="root">`. */
  html: string;
  /** The `<script type="application/json">` element with the dehydrated query cache, to put after the root element. */
  stateScript: string;
  /** Elements for the end of `<head>`: the list of the scripts the page hydrates with and the boot script that adds them (lib/appScripts.ts). */
  head: string;
}


/**
 * The page's markup once all its data is in. React's edge build, which runs on Node as well: the
 * Node build keeps an AsyncLocalStorage, and on Node 20 one that has been used once turns on
 * promise hooks for every later promise of the server, a tax on every request of a crowd that
 * only ever reads cached pages (docs/decisions/027).
 */
async function renderToHtml(node: React.ReactNode): Promise<string> {
  let failure: unknown = null;
  const { prelude } = await prerender(node, {
    // Everything inline: a boundary sent apart would need React's inline script to be put in place.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      failure ??= error;
    },
  });
  const html = await new Response(prelude).text();
  // A part that failed on the server would be rendered again by the browser: serve the plain page instead.
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  // The CSP runs no inline script: markup that needs one must not be sent. Structured data for search
  // engines (JSON-LD) is a data block no browser runs.
  if (html.replaceAll('<script type="application/ld+json">', '').includes('<script')) throw new Error('the rendered page contains an inline script');
  return html;
}

/**
 * The server's query client keeps every query it fetched until the page is rendered and
 * dehydrated. A query's own short gcTime (the profile's is 0: always asked again in the browser)
 * would otherwise let it be collected while the page's other data is still on its way, and the
 * page would come with its skeleton instead of its content, depending on timing.
 */
function keepingWhatItFetches(queryClient: QueryClient): QueryClient {
  const prefetch = queryClient.prefetchQuery.bind(queryClient);
  queryClient.prefetchQuery = ((options: FetchQueryOptions) => prefetch({ ...options, gcTime: Infinity })) as QueryClient['prefetchQuery'];
  return queryClient;
}

/**
 * index.html as the template of server-rendered pages. Their content is readable before any script
 * runs, so index.html's own script tags make way for the boot script each page's head names
 * (appScriptsHead): it adds them once the page is on screen (docs/decisions/026).
 */
export function pageTemplate(indexHtml: string, manifest: BuildManifest = {}): string {
  if (!appScripts(manifest, [])) return indexHtml;
  return indexHtml.replace(/<script type="module"[^>]*><\/script>\s*/g, '').replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
}

/**
 * `fetch` answers the API requests of the pages' queries (relative /api/... URLs); the server
 * passes its own in-process one.
 */
export function createRenderer({ fetch, manifest = {} }: { fetch: ApiFetch; manifest?: BuildManifest }) {
  setApiTransport(fetch);
  // Each page's scripts depend on its route's modules only: listed once per page, not per request.
  const heads = new Map<string, string>();
  const headFor = (modules: string[]) => {
    const key = modules.join(' ');
    let head = heads.get(key);
    if (head === undefined) heads.set(key, (head = appScriptsHead(manifest, [...modules, ...LAYOUT_LAZY_MODULES])));
    return head;
  };

  /** The page at `location` if the server renders it (for a signed-in visitor or not), else null. */
  const renderedPage = async (location: URL, signedIn: boolean) => {
    const { route, params } = matchPage(location.pathname);
    if (route === NOT_FOUND || (!signedIn && route.signedIn)) return null;
    const modules = modulesOf(route);
    // Every module loaded before the render, so that it renders at once (no Suspense boundary to fill in later).
    // The page's own module is the last (modulesOf: outermost first).
    const { serverData, serverHead } = (await Promise.all(modules.map(loadPage))).at(-1)!;
    if (!serverData) return null;
    return { params, serverData, serverHead, modules };
  };

  return {
    /** Whether the app has a page at `url` (any route but the "Page not found" one), whoever visits. */
    isPage(url: string): boolean {
      return matchPage(new URL(url, 'http://localhost').pathname).route !== NOT_FOUND;
    },

    /** Whether the server renders the page at `url` for a signed-in visitor (so that it is worth finding out who they are). */
    async rendersSignedIn(url: string): Promise<boolean> {
      return (await renderedPage(new URL(url, 'http://localhost'), true)) !== null;
    },

    /**
     * The page at `url` (path and query) as HTML with its data, or null when it is not
     * server-rendered. `user`: the signed-in visitor it is rendered for (the server's fetch then
     * carries their session), or null.
     */
    async render(url: string, { user = null }: { user?: AuthUser | null } = {}): Promise<Rendered | null> {
      const location = new URL(url, 'http://localhost');
      const page = await renderedPage(location, user !== null);
      if (!page) return null;
      const { params, serverData, serverHead, modules } = page;

      const queryClient = keepingWhatItFetches(createQueryClient());
      queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
      await Promise.all([...layoutServerData(queryClient, {}, location.searchParams), ...serverData(queryClient, params, location.searchParams)]);
      // A failed query is left to the browser: the HTML shows its loading state, the browser
      // fetches it again and shows the error state (or the demo data) as it always has.
      queryClient.removeQueries({ predicate: (query) => query.state.status !== 'success' });

      const renderedAt = Date.now();
      const html = await renderToHtml(
        <StrictMode>
          <RenderedAtContext value={renderedAt}>
            <AppProviders queryClient={queryClient} serverUser={user}>
              <StaticLocation url={location}>
                <AppRoutes />
              </StaticLocation>
            </AppProviders>
          </RenderedAtContext>
        </StrictMode>,
      );
      const pageHead = serverHead?.(queryClient, params) ?? '';
      const state: ServerState = { queries: dehydrate(queryClient), renderedAt, user };
      const stateScript = `<script type="application/json" id="${SSR_STATE_ID}">${scriptSafeJson(state)}</script>`;
      queryClient.clear();
      return { html, stateScript, head: pageHead + headFor(modules) };
    },
  };
}
