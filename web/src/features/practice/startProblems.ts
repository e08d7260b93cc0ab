import { PRACTICE_MESSAGES } from '@ssb/domain';
import { isApiError } from '../../lib/api';

/**
 * Starting a test or a board day was refused because every set (of the test, or of one of the
 * day's tests) has been sat: the aspirant may then sit the oldest again (`repeat`).
 */
export function isSetsUsedUp(error: unknown): boolean {
  if (!isApiError(error) || error.status !== 409) return false;
  const code = typeof error.data === 'object' && error.data !== null && 'code' in error.data ? (error.data as { code: unknown }).code : undefined;
  return code === 'sets_used_up' || error.message === PRACTICE_MESSAGES.setsUsedUp;
}
