import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the server renders a page and while the browser hydrates that HTML; true right
 * after (React re-renders with the browser's value) and in every client-only render. Parts that
 * depend on the browser (its clock, its time zone) render their server form until then, so the
 * hydrated HTML matches what the server sent.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** The id of the `<script type="application/json">` in server-rendered pages carrying the query cache. */
export const SSR_STATE_ID = 'ssr-state';
