import { describe, expect, it } from 'vitest';
import { retryingDeadlocks } from '../../src/db/retry';

/** An error as Drizzle wraps the driver's: the PostgreSQL code is on the cause. */
const pgError = (code: string) => Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('deadlock detected'), { code }) });

describe('retryingDeadlocks', () => {
  it('runs a transaction PostgreSQL aborted to break a deadlock again, and answers what the next run answers', async () => {
    let runs = 0;
    const answer = await retryingDeadlocks(async () => {
      runs += 1;
      if (runs === 1) throw pgError('40P01');
      return 'booked';
    });
    expect(answer).toBe('booked');
    expect(runs).toBe(2);
  });

  it('lets any other error through at once, and a deadlock after the last attempt', async () => {
    let runs = 0;
    await expect(retryingDeadlocks(async () => ((runs += 1), Promise.reject(pgError('23P01'))))).rejects.toThrow('Failed query');
    expect(runs).toBe(1);
    runs = 0;
    await expect(retryingDeadlocks(async () => ((runs += 1), Promise.reject(pgError('40P01'))), 3)).rejects.toThrow('Failed query');
    expect(runs).toBe(3);
  });
});
