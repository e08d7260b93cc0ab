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

/** Resolves once the router has finished the navigation (lazy pages loaded). */
export async function navigateTo(to: string, options?: { replace?: boolean; state?: unknown }): Promise<void> {
  if (registered) {
    await registered(to, options);
    return;
  }
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
}
