import { createContext, use, useDeferredValue, useSyncExternalStore } from 'react';
import type { DehydratedState } from '@tanstack/react-query';
import type { AuthUser } from './authStorage';

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

/**
 * useHydrated for parts that are costly to render: the switch to true happens in a background
 * (interruptible) render right after hydration instead of one blocking task.
 */
export function useHydratedDeferred(): boolean {
  return useDeferredValue(useHydrated());
}

/** The id of the `<script type="application/json">` in server-rendered pages carrying the query cache. */
export const SSR_STATE_ID = 'ssr-state';

/** What that script holds. */
export interface ServerState {
  /** TanStack Query's dehydrated cache. */
  queries: DehydratedState;
  /** When the server rendered the page (ms since the epoch): the clock of time-dependent parts until hydrated. */
  renderedAt: number;
  /** Who the page was rendered for (their session cookie), or null for a signed-out visitor. */
  user: AuthUser | null;
}

/**
 * The page's data as fresh as the page: its age counts from now, not from the server's clock. The
 * server answers from caches that are current when served (docs/decisions/018) but may have been
 * rendered minutes ago, and a phone's clock may be off by minutes: either would make the data look
 * stale at once and fetch it again right after hydration.
 */
export function arrivedNow(state: DehydratedState, now = Date.now()): DehydratedState {
  return { ...state, queries: state.queries.map((q) => ({ ...q, state: { ...q.state, dataUpdatedAt: now } })) };
}

/** The server's render time while a server-rendered page is rendered or hydrated; null in the browser-only case. */
export const RenderedAtContext = createContext<number | null>(null);

/** The moment the page's time-dependent parts show: the server's render time until `hydrated`, then `live`. */
export function useRenderClock(live: Date, hydrated: boolean): Date {
  const renderedAt = use(RenderedAtContext);
  if (hydrated || renderedAt === null) return live;
  return new Date(renderedAt);
}
