import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import type { ToasterProps } from 'sonner';

/** The top bar is 4rem tall (app/layout/Navbar.tsx) and stays at the top: toasts start below it, so it is never covered (issue 36). */
const BELOW_HEADER = { top: 72 };

type ToasterModule = { default: ComponentType<ToasterProps> };
const loadToaster = (): Promise<ToasterModule> => import('sonner').then((m) => ({ default: m.Toaster }));
const NoToaster: ComponentType<ToasterProps> = () => null;

/**
 * A Toaster whose code could not arrive must not take the app down with it (a lazy component that
 * rejects throws to the root, which then shows nothing): offline, it is fetched again once the
 * connection is back; failing online too, the page goes on without toasts.
 */
const Toaster = lazy(() =>
  loadToaster().catch(
    () =>
      new Promise<ToasterModule>((resolve) => {
        const retry = () => void loadToaster().then(resolve, () => resolve({ default: NoToaster }));
        if (navigator.onLine) retry();
        else window.addEventListener('online', retry, { once: true });
      }),
  ),
);

/**
 * sonner's <Toaster/> (top-center below the top bar, rich colours, close button), mounted once the page has loaded
 * so it is not part of the first page's JavaScript. Toasts raised earlier are replayed by sonner
 * when the Toaster subscribes, so `notify` (lib/notify.ts) works from anywhere.
 */
export function DeferredToaster({ immediate = false }: { immediate?: boolean }) {
  const [ready, setReady] = useState(immediate);

  useEffect(() => {
    if (ready) return;
    let cancelled = false;
    const start = () => {
      if (!cancelled) setReady(true);
    };
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: 2000 });
      else setTimeout(start, 200);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', whenIdle);
    };
  }, [ready]);

  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" offset={BELOW_HEADER} mobileOffset={BELOW_HEADER} richColors closeButton />
    </Suspense>
  );
}
