import './lib/zodJitless';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserLocation, navigate } from './lib/router';
import { hydrate } from '@tanstack/react-query';
import { AppProviders, createQueryClient } from './app/providers';
import { AppRoutes } from './app/AppRoutes';
import { preparePage } from './app/router';
import { registerNavigate } from './lib/navigation';
import { registerServiceWorker } from './lib/serviceWorker';
import { arrivedNow, RenderedAtContext, SSR_STATE_ID, type ServerState } from './lib/hydration';
import './index.css';

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
    // The page's modules load before hydrating, so the first render matches the HTML.
    await preparePage(window.location.pathname);
  }
  registerNavigate(navigate);
  const app = (
    <StrictMode>
      <RenderedAtContext value={serverState?.renderedAt ?? null}>
        <AppProviders queryClient={queryClient} serverUser={serverState?.user ?? null}>
          <BrowserLocation prepare={preparePage}>
            <AppRoutes />
          </BrowserLocation>
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
registerServiceWorker();
