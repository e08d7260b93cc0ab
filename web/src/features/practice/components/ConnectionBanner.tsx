import { useEffect } from 'react';
import type { AnswerQueue, QueueStatus } from '../answerQueue';

export const OFFLINE_TEXT = 'You are offline. Your answers are kept on this device and will be sent when the connection is back; the clock keeps running.';
export const RECONNECTED_TEXT = 'Connection back: all answers saved';
/** How long "Connection back" stays up. */
const RECONNECTED_MS = 4_000;

/** Above the test: offline, or back and caught up (for a few seconds). Nothing when all is well. */
export function ConnectionBanner({ status, queue }: { status: QueueStatus; queue: AnswerQueue }) {
  useEffect(() => {
    if (!status.reconnected) return;
    const timer = setTimeout(() => queue.acknowledgeReconnected(), RECONNECTED_MS);
    return () => clearTimeout(timer);
  }, [status.reconnected, queue]);
  return (
    <div aria-live="polite" role="status">
      {status.offline ? (
        <p className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-950">
          {OFFLINE_TEXT}
          {status.unsent > 0 && ` (${status.unsent} kept)`}
        </p>
      ) : status.reconnected ? (
        <p className="border-b border-green-200 bg-green-50 px-4 py-2 text-sm text-green-950">{RECONNECTED_TEXT}</p>
      ) : null}
    </div>
  );
}
