import { useEffect, useState } from 'react';

/**
 * The server's clock as the device keeps it (docs/product/practice.md "Answers that survive the
 * network"): the server's `now` from its latest answer, and the device's monotonic clock
 * (performance.now) when that answer arrived. The phone's wall clock may be wrong by minutes, or be
 * changed while the test runs: it is never read. Taken on arrival, the anchor is at most the
 * network's delay behind the server, so a `typedAt` computed from it is never later than the server's
 * own time when the answer arrives (the server refuses an answer "typed in the future").
 */
export type ClockAnchor = { serverNow: number; perf: number };

const perfNow = () => performance.now();

export const anchorOf = (serverIso: string, perf: number = perfNow()): ClockAnchor => ({ serverNow: Date.parse(serverIso), perf });

/** The server's time now, by the anchor. */
export const serverTimeBy = (anchor: ClockAnchor, perf: number = perfNow()): number => anchor.serverNow + (perf - anchor.perf);

let latest: ClockAnchor | null = null;
/**
 * The countdown's anchor: the server's `now` taken as of when it was asked for (`askedPerf`), so the
 * network's delay (and a slow server) make the screen show less time, never more; and the input
 * closes at the deadline or a moment before, never after.
 */
let latestAsked: ClockAnchor | null = null;

/**
 * Notes the server's time from an answer just received (an attempt's `now`, a saved answer's
 * `savedAt`); `askedPerf`, when the request left, also anchors the countdown.
 */
export function noteServerTime(serverIso: string, perf: number = perfNow(), askedPerf?: number): void {
  const next = anchorOf(serverIso, perf);
  if (Number.isNaN(next.serverNow)) return;
  latest = next;
  if (askedPerf !== undefined) latestAsked = anchorOf(serverIso, askedPerf);
}

/** The server's time now (ms since the epoch): by the latest anchor, else (before any answer) the device's. */
export function serverTime(perf: number = perfNow()): number {
  return latest ? serverTimeBy(latest, perf) : Date.now();
}

/** The server's time now as the countdown counts it: never ahead of the server (the asked anchor, else the latest). */
export function countdownTime(perf: number = perfNow()): number {
  const anchor = latestAsked && latest ? (serverTimeBy(latestAsked, perf) > serverTimeBy(latest, perf) ? latestAsked : latest) : (latestAsked ?? latest);
  return anchor ? serverTimeBy(anchor, perf) : Date.now();
}

/** For tests: forget the anchors. */
export function resetServerClock(): void {
  latest = null;
  latestAsked = null;
}

/** Milliseconds until `endsAt` by the server's clock, ticking; never below 0 on screen (formatClock). */
export function useServerTimeLeft(endsAt: string | null, tickMs = 250): number {
  const left = () => (endsAt ? Date.parse(endsAt) - countdownTime() : 0);
  const [ms, setMs] = useState(left);
  useEffect(() => {
    setMs(left());
    if (!endsAt) return;
    const timer = setInterval(() => setMs(left()), tickMs);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `left` reads only these
  }, [endsAt, tickMs]);
  return ms;
}
