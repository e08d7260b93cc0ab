import './lib/zodJitless';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, matchRoutes } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter, routes } from './app/router';
import { arrivedNow, RenderedAtContext, SSR_STATE_ID, type ServerState } from './lib/hydration';
import './index.css';

/** A server-rendered page's routes load their code before hydrating, so the first render matches the HTML. */
async function loadMatchedRoutes() {
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<object>)();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/**
 * Marks the page as live once React has rendered or hydrated it (`<html data-interactive>`).
 * A server-rendered page is visible before its scripts run, and a tap before hydration does
 * nothing: browser tests wait for this mark after each page load (e2e/fixtures.ts).
 */
function MarkInteractive() {
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
  }, []);
  return null;
}

async function start() {
  const container = document.getElementById('root')!;
  const stateElement = document.getElementById(SSR_STATE_ID);
  const serverState = stateElement ? (JSON.parse(stateElement.textContent ?? '{}') as ServerState) : null;
  const queryClient = createQueryClient();
  if (serverState) {
    // Take over the page's data, so nothing is fetched again.
    hydrate(queryClient, arrivedNow(serverState.queries));
    await loadMatchedRoutes();
  }
  const router = createAppRouter();
  const app = (
    <StrictMode>
      <RenderedAtContext value={serverState?.renderedAt ?? null}>
        <AppProviders queryClient={queryClient} serverUser={serverState?.user ?? null}>
          <RouterProvider router={router} />
        </AppProviders>
      </RenderedAtContext>
      <MarkInteractive />
    </StrictMode>
  );
  // In a transition, hydration yields to the browser every few milliseconds instead of one long task.
  if (serverState) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
