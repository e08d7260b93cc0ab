import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigateTo, registerCommitReporter, registerNavigate, reportCommittedLocation } from './navigation';

describe('navigateTo', () => {
  const cleanups: Array<() => void> = [];
  afterEach(() => {
    while (cleanups.length) cleanups.pop()!();
    vi.useRealTimers();
  });

  it('waits until React has shown the new page, not only until the router has moved', async () => {
    const navigate = vi.fn(async () => undefined);
    cleanups.push(registerNavigate(navigate), registerCommitReporter());

    let resolved = false;
    const done = navigateTo('/?tab=1').then(() => {
      resolved = true;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(navigate).toHaveBeenCalledWith('/?tab=1', undefined);
    expect(resolved).toBe(false);

    reportCommittedLocation('/dashboard');
    await Promise.resolve();
    expect(resolved).toBe(false);

    reportCommittedLocation('/');
    await done;
    expect(resolved).toBe(true);
  });

  it('resolves with the router when no component reports commits', async () => {
    const navigate = vi.fn(async () => undefined);
    cleanups.push(registerNavigate(navigate));
    await expect(navigateTo('/coaches')).resolves.toBeUndefined();
  });

  it('does not hang when the commit never comes', async () => {
    vi.useFakeTimers();
    cleanups.push(registerNavigate(async () => undefined), registerCommitReporter());
    const done = navigateTo('/');
    await vi.advanceTimersByTimeAsync(5000);
    await expect(done).resolves.toBeUndefined();
  });
});
