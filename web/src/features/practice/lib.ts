import { useEffect, useMemo, useState } from 'react';

/** 125_000 → '2:05'; never below 0:00. */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * Milliseconds until `endsAt` by the server's clock: the phone's own clock may be wrong, so the
 * difference between the server's `now` (when it answered) and the phone's is taken off.
 */
export function useTimeLeft(endsAt: string, serverNow: string, tickMs = 250): number {
  const offset = useMemo(() => Date.parse(serverNow) - Date.now(), [serverNow]);
  const left = () => Date.parse(endsAt) - (Date.now() + offset);
  const [ms, setMs] = useState(left);
  useEffect(() => {
    setMs(left());
    const timer = setInterval(() => setMs(left()), tickMs);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `left` reads only these
  }, [endsAt, offset, tickMs]);
  return ms;
}
