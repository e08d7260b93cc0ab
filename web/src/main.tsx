import './lib/zodJitless';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, matchRoutes } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter, routes } from './app/router';
import { SSR_STATE_ID } from './lib/hydration';
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

async function start() {
  const container = document.getElementById('root')!;
  const serverState = document.getElementById(SSR_STATE_ID);
  const queryClient = createQueryClient();
  if (serverState) {
    // Take over the page's data, so nothing is fetched again.
    hydrate(queryClient, JSON.parse(serverState.textContent ?? '{}'));
    await loadMatchedRoutes();
  }
  const router = createAppRouter();
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // In a transition, hydration yields to the browser every few milliseconds instead of one long task.
  if (serverState) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
