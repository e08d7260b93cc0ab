import { useEffect, useState } from 'react';

/** A page that holds the visitor back from leaving it (unsaved changes). */
interface Blocker {
  /** Told to go on when the visitor agrees to leave. */
  hold: (proceed: () => void) => void;
}

const blockers: Blocker[] = [];

/**
 * Whether a page holds back the move from path `from` to path `to` (a move within the page, only
 * its query or hash changing, is never held). When held, the page gets `proceed` for later.
 */
export function blockedBy(from: string, to: string, proceed: () => void): boolean {
  const blocker = from === to ? undefined : blockers.at(-1);
  blocker?.hold(proceed);
  return blocker !== undefined;
}

export type BlockerState = { state: 'blocked'; proceed: () => void; reset: () => void } | { state: 'unblocked'; proceed?: undefined; reset?: undefined };

/**
 * While `when` holds, leaving the page for another path through the app (a link, a redirect,
 * back or forward) waits: `state` is 'blocked' until the visitor chooses to `proceed` or stay (`reset`).
 */
export function useBlocker(when: boolean): BlockerState {
  const [held, setHeld] = useState<(() => void) | null>(null);
  useEffect(() => {
    if (!when) return;
    const blocker: Blocker = { hold: (proceed) => setHeld(() => proceed) };
    blockers.push(blocker);
    return () => void blockers.splice(blockers.indexOf(blocker), 1);
  }, [when]);
  if (!held) return { state: 'unblocked' };
  return {
    state: 'blocked',
    proceed: () => {
      setHeld(null);
      held();
    },
    reset: () => setHeld(null),
  };
}
