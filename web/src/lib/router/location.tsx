import { createContext, use, useEffect, useEffectEvent, useLayoutEffect, useRef, useState, useTransition, type ReactNode } from 'react';
import { Router } from 'wouter';
import { blockedBy } from './blocker';

/** How the visitor arrived at the current location: a link or a redirect (PUSH, REPLACE), or back/forward (POP). */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

/** Where the app is: the parts of the URL pages read, and how it got there. */
export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  type: NavigationType;
}

export type NavigateOptions = { replace?: boolean; state?: unknown };

type Shown = { location: AppLocation; pending: boolean };

const LocationContext = createContext<Shown | null>(null);

function useShownLocation(): Shown {
  const shown = use(LocationContext);
  if (!shown) throw new Error('the app location is read outside BrowserLocation or StaticLocation');
  return shown;
}

const listeners = new Set<(type: NavigationType) => void>();

function browserLocation(type: NavigationType): AppLocation {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: window.history.state, type };
}

/**
 * Goes to `to` (a path, with its query and hash) in the browser's history, unless a page with
 * unsaved changes holds the visitor back (useBlocker): then it goes once they agree.
 */
export function navigate(to: string, options: NavigateOptions = {}): void {
  const go = () => goTo(to, options);
  if (!blockedBy(window.location.pathname, new URL(to, window.location.href).pathname, go)) go();
}

function goTo(to: string, { replace = false, state = null }: NavigateOptions, type: NavigationType = replace ? 'REPLACE' : 'PUSH'): void {
  window.history[replace ? 'replaceState' : 'pushState'](state, '', to);
  for (const listener of [...listeners]) listener(type);
}

// wouter asks its Router's location hooks for the path and the query: they read the location
// the app shows, so every link and route follows the same (transitioned) location.
const useAppPath = (): [string, typeof navigate] => [useShownLocation().location.pathname, navigate];
const useAppSearch = () => useShownLocation().location.search;

/** Starts loading what the page at `pathname` needs before it is shown; null when it is at hand. */
export type Prepare = (pathname: string) => Promise<unknown> | null;

/**
 * The browser's location for the app. Like React Router's data router, a new location is shown
 * once `prepare` has loaded its page's code, and then in a transition: the page on screen stays
 * until the next one can render (no skeleton in between), while `useNavigationPending` says a page
 * is on its way. The first location is prepared too (pages show their fallback until then).
 */
export function BrowserLocation({ children, prepare = () => null }: { children: ReactNode; prepare?: Prepare }) {
  const [rendering, inTransition] = useTransition();
  const [preparing, setPreparing] = useState(false);
  const [location, setLocation] = useState(() => browserLocation('POP'));
  const latest = useRef(0);
  const show = useEffectEvent((next: AppLocation) => {
    const navigation = ++latest.current;
    const commit = () => {
      // A later navigation wins over one whose page took longer to load.
      if (navigation !== latest.current) return;
      setPreparing(false);
      inTransition(() => setLocation(next));
    };
    const loading = prepare(next.pathname);
    if (!loading) return commit();
    setPreparing(true);
    loading.then(commit, commit);
  });
  useEffect(() => {
    if (prepare(location.pathname)) show(browserLocation('POP'));
    // Once, for the first location: later ones come through `show`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Subscribed once, before any page's effects run (layout effects come first): a page's redirect
  // (<Navigate>) in the render that shows it must be heard.
  const shown = useRef(location);
  useLayoutEffect(() => {
    shown.current = location;
  }, [location]);
  useLayoutEffect(() => {
    const onNavigate = (type: NavigationType) => show(browserLocation(type));
    const onPop = () => {
      const target = window.location.href;
      const state: unknown = window.history.state;
      const current = shown.current;
      if (!blockedBy(current.pathname, window.location.pathname, () => goTo(target, { state }, 'POP'))) return show(browserLocation('POP'));
      // Held back: put the page the visitor was on back in the address bar until they decide.
      window.history.pushState(current.state, '', current.pathname + current.search + current.hash);
    };
    listeners.add(onNavigate);
    window.addEventListener('popstate', onPop);
    return () => {
      listeners.delete(onNavigate);
      window.removeEventListener('popstate', onPop);
    };
  }, []);
  return <ShowLocation shown={{ location, pending: rendering || preparing }}>{children}</ShowLocation>;
}

/** A fixed location: the server renders the page at `url` (its path and query). */
export function StaticLocation({ url, children }: { url: URL; children: ReactNode }) {
  const location: AppLocation = { pathname: url.pathname, search: url.search, hash: '', state: null, type: 'POP' };
  return <ShowLocation shown={{ location, pending: false }}>{children}</ShowLocation>;
}

/** Gives the app, and wouter's links and routes through its location hooks, the location shown. */
function ShowLocation({ shown, children }: { shown: Shown; children: ReactNode }) {
  return (
    <LocationContext value={shown}>
      <Router hook={useAppPath} searchHook={useAppSearch}>
        {children}
      </Router>
    </LocationContext>
  );
}

/** The location the app shows (React Router's shape: pathname, search, hash, state). */
export const useLocation = (): AppLocation => useShownLocation().location;

export const useNavigationType = (): NavigationType => useShownLocation().location.type;

/** True while the next page is loading and the current one is still on screen. */
export const useNavigationPending = (): boolean => useShownLocation().pending;

export const useNavigate = () => navigate;

/** Leaves for `to` as soon as it renders (React Router's Navigate). */
export function Navigate({ to, replace = false, state }: { to: string } & NavigateOptions) {
  useEffect(() => {
    navigate(to, { replace, state });
    // Once per target: `state` is often a new object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [to, replace]);
  return null;
}
