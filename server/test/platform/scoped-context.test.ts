import { executionAsyncId } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { ScopedContext } from '../../src/platform/scoped-context';

/** The async id a promise reaction runs in: 0 while no promise hooks are on (no storage in use). */
const promiseHookProbe = () => Promise.resolve().then(() => executionAsyncId());
const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('ScopedContext', () => {
  it('gives each piece of work its own value through its awaits, and none outside', async () => {
    const context = new ScopedContext<string>();
    const seen: (string | undefined)[] = [];
    const work = (name: string) => async () => {
      await tick();
      seen.push(context.current());
      await tick();
      seen.push(context.current());
      return name;
    };
    expect(await Promise.all([context.run('a', work('a')), context.run('b', work('b'))])).toEqual(['a', 'b']);
    expect(seen.sort()).toEqual(['a', 'a', 'b', 'b']);
    expect(context.current()).toBeUndefined();
  });

  it('turns promise hooks off once the last piece of work settles, and on again for the next', async () => {
    const context = new ScopedContext<number>();
    expect(await promiseHookProbe()).toBe(0);

    let finishFirst!: () => void;
    const first = context.run(1, () => new Promise<void>((resolve) => (finishFirst = resolve)).then(() => context.current()));
    const second = context.run(2, async () => {
      await tick();
      return context.current();
    });
    expect(await second).toBe(2);
    // The first is still running: its value must still follow it.
    expect(await promiseHookProbe()).not.toBe(0);
    finishFirst();
    expect(await first).toBe(1);
    expect(await promiseHookProbe()).toBe(0);

    await expect(context.run(3, async () => (await tick(), context.current()))).resolves.toBe(3);
    expect(await promiseHookProbe()).toBe(0);
  });

  it('settles as its work does when the work fails, also before its first await', async () => {
    const context = new ScopedContext<number>();
    await expect(context.run(1, () => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed');
    expect(await promiseHookProbe()).toBe(0);
    expect(() =>
      context.run(2, () => {
        throw new Error('no renderer');
      }),
    ).toThrow('no renderer');
    expect(await promiseHookProbe()).toBe(0);
  });
});
