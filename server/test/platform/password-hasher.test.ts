import { describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../../src/platform/passwords';

/** A key derivation that finishes only when the test releases it. */
function holdableDerive() {
  const held: (() => void)[] = [];
  const derive = () => new Promise<Buffer>((resolve) => held.push(() => resolve(Buffer.alloc(32))));
  return { derive, held };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('createPasswordHasher', () => {
  it('keeps one of two hashing slots for the priority line, so a flood of ordinary sign-ins never takes both', async () => {
    const { derive, held } = holdableDerive();
    const hasher = createPasswordHasher({ concurrency: 2, maxWaiting: 8, derive });

    const ordinary = [1, 2, 3].map(() => hasher.enter()!.hash('guess'));
    await settle();
    expect(hasher.load()).toEqual({ running: 1, waiting: 2 });

    const owner = hasher.enter({ priority: true })!.hash('right');
    await settle();
    expect(hasher.load()).toEqual({ running: 2, waiting: 2 });
    expect(held).toHaveLength(2);

    while (held.length > 0) {
      held.shift()!();
      await settle();
    }
    await Promise.all([...ordinary, owner]);
    expect(hasher.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('hands a freed slot to a waiting priority sign-in before the ordinary ones', async () => {
    const { derive, held } = holdableDerive();
    const hasher = createPasswordHasher({ concurrency: 1, maxWaiting: 8, derive });
    const order: string[] = [];

    const first = hasher.enter()!.hash('a').then(() => order.push('first'));
    const ordinary = hasher.enter()!.hash('b').then(() => order.push('ordinary'));
    const owner = hasher.enter({ priority: true })!.hash('c').then(() => order.push('owner'));
    await settle();
    expect(hasher.load()).toEqual({ running: 1, waiting: 2 });

    while (order.length < 3) {
      held.shift()?.();
      await settle();
    }
    await Promise.all([first, ordinary, owner]);
    expect(order).toEqual(['first', 'owner', 'ordinary']);
  });
});
