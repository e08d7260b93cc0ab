import { useEffect, useState } from 'react';

/** 125_000 → '2:05'; never below 0:00. */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * How far the server's clock is ahead of the phone's, from one of its answers: the server's `now`
 * minus the phone's time when the request was sent. The server read its clock after that moment,
 * so this errs towards the server being further ahead: the countdown shows at most the time left,
 * never more (on a slow network, a little less), and the last save is never sent after the
 * server's deadline while the screen still shows time. The phone's own clock may be wrong by
 * minutes; that cancels out.
 */
export const clockOffset = (answer: { now: string; askedAt: number }) => Date.parse(answer.now) - answer.askedAt;

/** Milliseconds until `endsAt` by the server's clock, `offsetMs` ahead of the phone's (`clockOffset`). */
export function useTimeLeft(endsAt: string, offsetMs: number, tickMs = 250): number {
  const left = () => Date.parse(endsAt) - (Date.now() + offsetMs);
  const [ms, setMs] = useState(left);
  useEffect(() => {
    setMs(left());
    const timer = setInterval(() => setMs(left()), tickMs);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `left` reads only these
  }, [endsAt, offsetMs, tickMs]);
  return ms;
}
