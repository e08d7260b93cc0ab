import type { ConnectionState } from '../lib/connection';

export const OFFLINE_TEXT = 'You are offline. Pages you have opened stay readable; what needs the server waits until the connection is back.';
export const BACK_ONLINE_TEXT = 'Back online';

/**
 * THE connection banner (docs/product/offline.md): amber while offline, green for a few seconds once
 * the connection is back, nothing otherwise. The layout shows it under the top bar (app/layout);
 * a screen covering the layout shows it in its own header with its own words (the practice test).
 */
export function ConnectionBanner({
  state,
  offlineText = OFFLINE_TEXT,
  backText = BACK_ONLINE_TEXT,
}: {
  state: ConnectionState;
  offlineText?: string;
  backText?: string;
}) {
  return (
    <div aria-live="polite" role="status">
      {state === 'offline' ? (
        <p className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-950">{offlineText}</p>
      ) : state === 'back' ? (
        <p className="border-b border-green-200 bg-green-50 px-4 py-2 text-sm text-green-950">{backText}</p>
      ) : null}
    </div>
  );
}
