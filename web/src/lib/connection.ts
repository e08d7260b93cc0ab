import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * The browser's connection (docs/product/offline.md): `navigator.onLine` and its online/offline
 * events. Server renders and hydration read "online", so the HTML never carries the banner.
 */
function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** How long "Back online" stays up. */
export const BACK_ONLINE_MS = 4_000;

/** What the connection banner shows: offline, back (for BACK_ONLINE_MS after being offline), or nothing. */
export type ConnectionState = 'offline' | 'back' | null;

export function useConnectionState(): ConnectionState {
  const online = useOnline();
  const [wasOffline, setWasOffline] = useState(false);
  const [back, setBack] = useState(false);
  if (!online && !wasOffline) setWasOffline(true);
  if (online && wasOffline) {
    setWasOffline(false);
    setBack(true);
  }
  useEffect(() => {
    if (!back) return;
    const timer = setTimeout(() => setBack(false), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [back]);
  return !online ? 'offline' : back ? 'back' : null;
}

/**
 * A screen that covers the app's layout (the running practice test) shows the banner itself, with
 * its own words: while it is mounted the layout's banner stands aside, so there is one at a time.
 */
let claims = 0;
const claimListeners = new Set<() => void>();
const tellClaims = () => claimListeners.forEach((listener) => listener());

export function useClaimConnectionBanner(): void {
  useEffect(() => {
    claims += 1;
    tellClaims();
    return () => {
      claims -= 1;
      tellClaims();
    };
  }, []);
}

export function useConnectionBannerClaimed(): boolean {
  return useSyncExternalStore(
    (listener) => {
      claimListeners.add(listener);
      return () => claimListeners.delete(listener);
    },
    () => claims > 0,
    () => false,
  );
}
