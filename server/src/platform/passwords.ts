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
  /** requests allowed to wait in each lane; one more is refused with ServerBusy */
  maxWaiting?: number;
  /** the key derivation; tests swap in one they can hold */
  derive?: Derive;
};

/** `priority` puts the work ahead of ordinary waiters (a sign-in from a browser the account owner used before). */
export type HashingLane = { priority?: boolean };

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string | null, lane?: HashingLane): Promise<boolean>;
  /** Spends the same work as a real check when there is no account, so timing reveals nothing. */
  verifyAgainstNothing(password: string, lane?: HashingLane): Promise<false>;
  /** Whether work in this lane would be refused now: a cheap check before any other work. */
  full(lane?: HashingLane): boolean;
  /** hashes running and waiting now */
  load(): { running: number; waiting: number };
};

export const HASHING_DEFAULTS = { concurrency: 2, maxWaiting: 8 } as const;

/**
 * Password hashing for requests, at most `concurrency` at a time. A flood of sign-ins would otherwise
 * start hundreds of 32 MiB hashes at once and make everyone wait seconds. Waiters beyond `maxWaiting`
 * are refused at once (503 "busy") instead of queueing without end.
 */
export function createPasswordHasher(options: HashingOptions = {}): PasswordHasher {
  const concurrency = options.concurrency ?? HASHING_DEFAULTS.concurrency;
  const maxWaiting = options.maxWaiting ?? HASHING_DEFAULTS.maxWaiting;
  const derive = options.derive ?? scrypt;
  let running = 0;
  const waiting = { priority: [] as (() => void)[], normal: [] as (() => void)[] };

  async function limited<T>(work: () => Promise<T>, lane: HashingLane = {}): Promise<T> {
    if (running < concurrency) {
      running++;
    } else {
      const queue = lane.priority ? waiting.priority : waiting.normal;
      if (queue.length >= maxWaiting) throw new ServerBusy();
      // The finishing hash hands its slot straight to the next waiter (see finally).
      await new Promise<void>((resolve) => queue.push(resolve));
    }
    try {
      return await work();
    } finally {
      const next = waiting.priority.shift() ?? waiting.normal.shift();
      if (next) next();
      else running--;
    }
  }

  let dummyHash: Promise<string> | null = null;
  return {
    hash: (password) => limited(() => hashWith(derive, password)),
    verify: (password, stored, lane) => limited(() => verifyWith(derive, password, stored), lane),
    async verifyAgainstNothing(password, lane) {
      dummyHash ??= hashPassword('no-such-account-placeholder');
      const stored = await dummyHash;
      await limited(() => verifyWith(derive, password, stored), lane);
      return false;
    },
    full: (lane = {}) => running >= concurrency && (lane.priority ? waiting.priority : waiting.normal).length >= maxWaiting,
    load: () => ({ running, waiting: waiting.priority.length + waiting.normal.length }),
  };
}
