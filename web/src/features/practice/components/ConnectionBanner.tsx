import { useEffect } from 'react';
import { ConnectionBanner } from '../../../components/ConnectionBanner';
import { BACK_ONLINE_MS, useClaimConnectionBanner } from '../../../lib/connection';
import type { AnswerQueue, QueueStatus } from '../answerQueue';

export const OFFLINE_TEXT = 'You are offline. Your answers are kept on this device and will be sent when the connection is back; the clock keeps running.';
export const RECONNECTED_TEXT = 'Connection back: all answers saved';

/**
 * The app's connection banner in the running test's header (which covers the layout's), in the
 * test's words and by its answer queue: offline while answers cannot be sent, back once all are saved.
 */
export function AttemptConnectionBanner({ status, queue }: { status: QueueStatus; queue: AnswerQueue }) {
  useClaimConnectionBanner();
  useEffect(() => {
    if (!status.reconnected) return;
    const timer = setTimeout(() => queue.acknowledgeReconnected(), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [status.reconnected, queue]);
  const offlineText = status.unsent > 0 ? `${OFFLINE_TEXT} (${status.unsent} kept)` : OFFLINE_TEXT;
  return <ConnectionBanner state={status.offline ? 'offline' : status.reconnected ? 'back' : null} offlineText={offlineText} backText={RECONNECTED_TEXT} />;
}
