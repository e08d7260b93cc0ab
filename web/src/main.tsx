import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, matchRoutes } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import { config as zodConfig } from 'zod';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter, routes } from './app/router';
import { SSR_STATE_ID } from './app/serverRendered';
import './index.css';

// The CSP allows no eval: without this, zod probes `new Function('')` and the browser reports a
// CSP violation (Lighthouse "inspector-issues") even though zod catches the error.
zodConfig({ jitless: true });

const container = document.getElementById('root')!;
const serverState = document.getElementById(SSR_STATE_ID);
const queryClient = createQueryClient();

if (serverState) {
  // Server-rendered page: take over its data, load the page's code, then hydrate the HTML as it is.
  hydrate(queryClient, JSON.parse(serverState.textContent ?? '{}'));
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<object>)();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
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
