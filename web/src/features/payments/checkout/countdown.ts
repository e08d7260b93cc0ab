import { useEffect, useState } from 'react';

/** Milliseconds left until `expiresAt` (never below 0); 0 for a missing or unreadable time. */
export function msLeft(expiresAt: string | null | undefined, now: number): number {
  const end = expiresAt ? Date.parse(expiresAt) : Number.NaN;
  return Number.isNaN(end) ? 0 : Math.max(0, end - now);
}

/** '9:05' for 9 minutes 5 seconds; whole seconds rounded up, so '0:00' only once the time is up. */
export function formatCountdown(ms: number): string {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The time left until `expiresAt`, re-read every second until it reaches 0. */
export function useCountdown(expiresAt: string | null | undefined): number {
  const [left, setLeft] = useState(() => msLeft(expiresAt, Date.now()));
  useEffect(() => {
    const tick = () => setLeft(msLeft(expiresAt, Date.now()));
    tick();
    if (msLeft(expiresAt, Date.now()) === 0) return;
    const timer = setInterval(() => {
      tick();
      if (msLeft(expiresAt, Date.now()) === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return left;
}
