/**
 * Navigation from outside React components (the HTTP client's session-expiry flow, sign-out).
 * The router registers its `navigate` at start-up; without one we fall back to a full page load.
 */
export type NavigateFn = (to: string, options?: { replace?: boolean; state?: unknown }) => void;

let registered: NavigateFn | null = null;

/** Called once by the app with the router's navigate. Returns an unregister function. */
export function registerNavigate(fn: NavigateFn): () => void {
  registered = fn;
  return () => {
    if (registered === fn) registered = null;
  };
}

export function navigateTo(to: string, options?: { replace?: boolean; state?: unknown }): void {
  if (registered) {
    registered(to, options);
    return;
  }
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
}
