import { useEffect, useState } from 'react';

/** How often time-dependent labels (Join → Join closed, 'Opens 6:25 pm' → Enter, slot states) are re-evaluated by default. */
export const NOW_TICK_MS = 15_000;

/**
 * The current time, re-read every `intervalMs` and whenever the tab becomes visible again
 * (timers are throttled in background tabs), so buttons change state without a reload.
 */
export function useNow(intervalMs = NOW_TICK_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const tick = () => setNow(new Date());
    const timer = setInterval(tick, intervalMs);
    const onVisible = () => {
      if (document.visibilityState === 'visible') tick();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [intervalMs]);
  return now;
}
