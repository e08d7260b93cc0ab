import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { ServerBusy } from './errors';

type Derive = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) => Promise<Buffer>;

const scrypt: Derive = (password, salt, keylen, options) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );

// scrypt, memory-hard: N=2^15, r=8, p=1 uses 32 MiB per hash.
const PARAMS = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

async function hashWith(derive: Derive, password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password.normalize('NFKC'), salt, KEY_LENGTH, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

async function verifyWith(derive: Derive, password: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password.normalize('NFKC'), Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  });
  return timingSafeEqual(key, expected);
}

/** `scrypt$N$r$p$salt$hash`, all base64url. Unlimited: for the seed, the CLI and tests; requests use a PasswordHasher. */
export const hashPassword = (password: string) => hashWith(scrypt, password);
export const verifyPassword = (password: string, stored: string | null) => verifyWith(scrypt, password, stored);

export type HashingOptions = {
  /** hashes computed at the same time (each takes 32 MiB and a libuv thread) */
  concurrency?: number;
  /** requests allowed to wait in each line besides those hashing; one more is refused with ServerBusy */
  maxWaiting?: number;
  /** the key derivation; tests swap in one they can hold */
  derive?: Derive;
};

/** `priority` is the line that goes first (a sign-in from a browser the account owner used before). */
export type HashingLane = { priority?: boolean };

/** A place in a line, taken before any other work of the request; it is used for one hash, or left. */
export type HashingPlace = {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string | null): Promise<boolean>;
  /** Spends the same work as a real check when there is no account, so timing reveals nothing. */
  verifyAgainstNothing(password: string): Promise<false>;
  /** Moves to the other line; false (and the place is left) when that line is full. */
  moveTo(lane: HashingLane): boolean;
  /** Gives the place back; safe to call more than once, and after a hash. */
  leave(): void;
};

export type PasswordHasher = {
  /** A place in the line, or null when the line is full (answer 503). */
  enter(lane?: HashingLane): HashingPlace | null;
  /** Whether `enter` would find a place now: lets a request be refused before its body is even read. */
  hasRoom(lane?: HashingLane): boolean;
  /** A new password's hash, in the ordinary line; ServerBusy when it is full. */
  hash(password: string): Promise<string>;
  /** hashes running and waiting now */
  load(): { running: number; waiting: number };
};

export const HASHING_DEFAULTS = { concurrency: 2, maxWaiting: 8 } as const;

/**
 * Password hashing for requests, at most `concurrency` at a time. A flood of sign-ins would otherwise
 * start hundreds of 32 MiB hashes at once and make everyone wait seconds. Each line holds at most
 * `concurrency + maxWaiting` requests, counted from the moment they enter (before their database
 * work, so a refused request costs next to nothing); the next one is refused at once (503 "busy").
 * The priority line is served first, and one slot is always kept for it when there are two or more.
 */
export function createPasswordHasher(options: HashingOptions = {}): PasswordHasher {
  const concurrency = options.concurrency ?? HASHING_DEFAULTS.concurrency;
  const capacity = concurrency + (options.maxWaiting ?? HASHING_DEFAULTS.maxWaiting);
  const derive = options.derive ?? scrypt;
  // The ordinary line may fill all but one of the hashing slots: a flood of unknown sign-ins then
  // keeps at most concurrency - 1 cores busy, and a sign-in from the owner's browser finds a slot
  // (and a core) free instead of waiting behind the flood's hashes.
  const ordinaryConcurrency = Math.max(1, concurrency - 1);
  let running = 0;
  let runningOrdinary = 0;
  const inLine = { priority: 0, normal: 0 };
  const waiting = { priority: [] as (() => void)[], normal: [] as (() => void)[] };
  const line = (lane: HashingLane = {}) => (lane.priority ? 'priority' : 'normal');
  const mayStart = (which: 'priority' | 'normal') =>
    running < concurrency && (which === 'priority' || runningOrdinary < ordinaryConcurrency);
  const take = (which: 'priority' | 'normal') => {
    running++;
    if (which === 'normal') runningOrdinary++;
  };
  const release = (which: 'priority' | 'normal') => {
    running--;
    if (which === 'normal') runningOrdinary--;
    // The freed slot is taken on the next waiter's behalf before it runs, so a newcomer cannot slip in between.
    const next = waiting.priority.length && mayStart('priority') ? 'priority' : waiting.normal.length && mayStart('normal') ? 'normal' : null;
    if (next) {
      take(next);
      waiting[next].shift()!();
    }
  };

  async function withSlot<T>(which: 'priority' | 'normal', work: () => Promise<T>): Promise<T> {
    if (mayStart(which)) take(which);
    else await new Promise<void>((resolve) => waiting[which].push(resolve));
    try {
      return await work();
    } finally {
      release(which);
    }
  }

  let dummyHash: Promise<string> | null = null;

  function enter(lane?: HashingLane): HashingPlace | null {
    let which: 'priority' | 'normal' | null = line(lane);
    if (inLine[which] >= capacity) return null;
    inLine[which]++;
    const leave = () => {
      if (which) inLine[which]--;
      which = null;
    };
    const run = async <T>(work: () => Promise<T>): Promise<T> => {
      if (!which) throw new Error('this hashing place was left');
      try {
        return await withSlot(which, work);
      } finally {
        leave();
      }
    };
    return {
      hash: (password) => run(() => hashWith(derive, password)),
      verify: (password, stored) => run(() => verifyWith(derive, password, stored)),
      async verifyAgainstNothing(password) {
        dummyHash ??= hashPassword('no-such-account-placeholder');
        const stored = await dummyHash;
        await run(() => verifyWith(derive, password, stored));
        return false;
      },
      moveTo(next) {
        const to = line(next);
        if (!which || which === to) return which === to;
        leave();
        if (inLine[to] >= capacity) return false;
        inLine[to]++;
        which = to;
        return true;
      },
      leave,
    };
  }

  return {
    enter,
    hasRoom: (lane) => inLine[line(lane)] < capacity,
    hash(password) {
      const place = enter();
      if (!place) throw new ServerBusy();
      return place.hash(password);
    },
    load: () => ({ running, waiting: waiting.priority.length + waiting.normal.length }),
  };
}
