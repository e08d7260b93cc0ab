import { useEffect, useState } from 'react';
import { takeAuthReason, type AuthReason } from '../../lib/auth';
import { AUTH_REASON_KEY } from '../../lib/authStorage';

function peek(only?: readonly AuthReason[]): AuthReason | null {
  try {
    const value = window.sessionStorage.getItem(AUTH_REASON_KEY);
    if (value !== 'session_expired' && value !== 'session_expired_csrf') return null;
    return only && !only.includes(value) ? null : value;
  } catch {
    return null;
  }
}

/**
 * The leftover sign-out reason (sessionStorage auth:reason), shown once: read on the first render,
 * removed after mounting, so a reload or a later visit no longer shows it (docs/product/accounts.md
 * "When a sign-in expires in the browser").
 */
export function useAuthReasonOnce(only?: readonly AuthReason[]): AuthReason | null {
  const [reason] = useState(() => peek(only));
  useEffect(() => {
    if (reason) takeAuthReason([reason]);
  }, [reason]);
  return reason;
}
