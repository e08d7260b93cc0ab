import { PG_DEADLOCK_DETECTED, pgErrorCode } from '../platform/errors';

/**
 * Runs `transaction` again when PostgreSQL broke a deadlock by aborting it. Two bookings racing
 * into an EXCLUDE constraint can each wait for the other (both rows are in the index before either
 * checks), and PostgreSQL aborts one of them after a second; run again, it finds the other's row
 * committed and fails as the conflict it is ("This slot was just taken"), or succeeds if the other
 * gave up. Without this the aborted one answered 500.
 */
export async function retryingDeadlocks<T>(transaction: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= attempts || pgErrorCode(error) !== PG_DEADLOCK_DETECTED) throw error;
    }
  }
}
