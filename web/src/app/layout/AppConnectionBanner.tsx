import { ConnectionBanner } from '../../components/ConnectionBanner';
import { useConnectionBannerClaimed, useConnectionState } from '../../lib/connection';

/** The connection banner of every page, under the top bar (stays in view while scrolling); a covering screen may show it instead. */
export function AppConnectionBanner() {
  const state = useConnectionState();
  const claimed = useConnectionBannerClaimed();
  if (claimed) return null;
  return (
    <div className="sticky top-16 z-30 text-center">
      <ConnectionBanner state={state} />
    </div>
  );
}
