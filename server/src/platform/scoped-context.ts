import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Data that follows one piece of work through its awaits (an AsyncLocalStorage) and costs nothing
 * when no such work is running. On Node 20 a storage in use turns on promise hooks for every
 * promise in the process, which under a crowd of cached page hits were a sixth of the memory
 * allocated per request (docs/decisions/027): so the storage is on only while at least one piece
 * of work runs in it, and off again when the last one settles.
 */
export class ScopedContext<T> {
  private readonly storage = new AsyncLocalStorage<T>();
  private running = 0;

  /** `work()` with `value` as the current one, for everything it awaits. */
  run<R>(value: T, work: () => Promise<R>): Promise<R> {
    this.running++;
    const settled = () => {
      if (--this.running === 0) this.storage.disable();
    };
    let result: Promise<R>;
    try {
      result = this.storage.run(value, work);
    } catch (error) {
      settled();
      throw error;
    }
    result.then(settled, settled);
    return result;
  }

  /** The value of the work this call is part of, or undefined outside any. */
  current(): T | undefined {
    return this.storage.getStore();
  }
}
