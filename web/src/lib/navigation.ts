/**
 * Navigation from outside React components (the HTTP client's session-expiry flow, sign-out).
 * The router registers its `navigate` at start-up; without one we fall back to a full page load.
 */
export type NavigateFn = (to: string, options?: { replace?: boolean; state?: unknown }) => void | Promise<void>;

let registered: NavigateFn | null = null;

/** Called once by the app with the router's navigate. Returns an unregister function. */
export function registerNavigate(fn: NavigateFn): () => void {
  registered = fn;
  return () => {
    if (registered === fn) registered = null;
  };
}

/*
 * The router's navigate resolves when its state has changed, but React renders that change in a
 * transition and may still show the old page for a while (a slow phone, a busy CI machine). Callers
 * that change what the old page depends on (sign-out clears the user a protected page needs) wait
 * for the commit instead: the app's LocationCommits reports every location React has shown.
 */
const commitListeners = new Set<(pathname: string) => void>();
let commitReporters = 0;

/** Called by the component that reports committed locations, while it is mounted. */
export function registerCommitReporter(): () => void {
  commitReporters += 1;
  return () => {
    commitReporters -= 1;
  };
}

/** React has shown the page at `pathname`. */
export function reportCommittedLocation(pathname: string): void {
  for (const listener of [...commitListeners]) listener(pathname);
}

/** A commit that never comes (an unmounted app) must not hang the caller. */
const COMMIT_WAIT_MS = 5000;

function nextCommitOf(pathname: string): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      commitListeners.delete(listener);
      clearTimeout(timer);
      resolve();
    };
    const listener = (shown: string) => {
      if (shown === pathname) done();
    };
    const timer = setTimeout(done, COMMIT_WAIT_MS);
    commitListeners.add(listener);
  });
}

/** Resolves once the new page is on screen (lazy pages loaded and rendered). */
export async function navigateTo(to: string, options?: { replace?: boolean; state?: unknown }): Promise<void> {
  if (registered) {
    const shown = commitReporters > 0 ? nextCommitOf(new URL(to, window.location.href).pathname) : undefined;
    await registered(to, options);
    await shown;
    return;
  }
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
}

/**
 * Where to go after sign-in: `?next=` if it is a local path, else `fallback` (/dashboard).
 * Only same-site paths are accepted, so the parameter cannot send anyone to another site.
 */
export function nextPathFrom(search: string | URLSearchParams, fallback = '/dashboard'): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const next = params.get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  return next;
}
