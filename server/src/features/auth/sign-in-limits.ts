import { isIPv6 } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { TooManyRequests } from '../../platform/errors';
import type { HashingLane } from '../../platform/passwords';
import { countHit, forgetHit } from '../../platform/rate-limit-store';

const MINUTE = 60_000;

/**
 * How many password sign-ins are evaluated (docs/product/sign-in-limits.md). Only attempts that were
 * evaluated and failed count against the address limits: a right password takes its attempt back,
 * so many people signing in behind one address (a school, an office) are not stopped.
 */
export const SIGN_IN_LIMITS = {
  /** password spraying: many emails from one address */
  perAddress: { max: 20, windowMs: 10 * MINUTE },
  /** guessing one account's password from one address */
  perAddressAndEmail: { max: 10, windowMs: 10 * MINUTE },
  /**
   * sign-ins to one account from browsers its owner signed in from before: every attempt counts,
   * successes too, so such browsers cannot be used to take the hashing queue's front places at will
   */
  fromOwnersBrowsers: { max: 10, windowMs: 10 * MINUTE },
} as const;

export const DEVICE_COOKIE = 'ssb_device';
const DEVICE_COOKIE_DAYS = 180;

/**
 * The address a limit is kept for. An IPv6 client usually holds a whole /64, so its addresses are
 * counted together.
 */
export function clientAddress(ip: string): string {
  if (!isIPv6(ip) || ip.startsWith('::ffff:')) return ip.replace(/^::ffff:/, '');
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => parseInt(g, 16).toString(16)).join(':')}::/64`;
}

/** The user id in the device cookie, if the cookie is ours (signed with the app secret). */
export function deviceOwner(request: FastifyRequest): string | null {
  const raw = request.cookies[DEVICE_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : null;
}

/** What the sign-in limits need to know about the browser signing in; read from the request by the route. */
export type SignInClient = {
  /** the client's address (request.ip, after the configured proxies) */
  ip: string;
  /** the account whose device cookie the browser holds, if any */
  deviceOwner: string | null;
};

export function signInClient(request: FastifyRequest): SignInClient {
  return { ip: request.ip, deviceOwner: deviceOwner(request) };
}

/**
 * After a right password: remembers this browser for the account, so an attacker who used up the
 * address limits cannot lock the owner out of it (docs/decisions/012-sign-in-abuse.md).
 */
export function rememberDevice(reply: FastifyReply, config: AppConfig, userId: string): void {
  reply.setCookie(DEVICE_COOKIE, userId, {
    signed: true,
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'strict',
    secure: config.publicUrl.startsWith('https://'),
    maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
  });
}

export type SignInAttempt = {
  /** hashing lane: attempts from the owner's browser go first */
  lane: HashingLane;
  /** the password was right: a failed-attempt counter takes the attempt back */
  succeeded(): Promise<void>;
  /** the password was never checked (the server was busy): nothing counts */
  notEvaluated(): Promise<void>;
};

function waitMessage(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  const wait = seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return `Too many attempts. Please wait ${wait} and try again.`;
}

/**
 * Counts a password sign-in before its password is checked, or refuses it with 429 and Retry-After.
 * A browser holding the account's device cookie is counted per account only (and goes first in the
 * hashing queue); everyone else is counted per address and per address and email.
 */
export async function startSignInAttempt(db: Db, client: SignInClient, email: string, userId: string | null): Promise<SignInAttempt> {
  if (userId && client.deviceOwner === userId) {
    const key = `sign-in:owners-browsers:${userId}`;
    const hit = await countHit(db, key, SIGN_IN_LIMITS.fromOwnersBrowsers.windowMs);
    // Over this budget the browser is treated like any other, not refused.
    if (hit.count <= SIGN_IN_LIMITS.fromOwnersBrowsers.max) {
      return { lane: { priority: true }, succeeded: async () => {}, notEvaluated: () => forgetHit(db, key) };
    }
    await forgetHit(db, key);
  }

  const address = clientAddress(client.ip);
  const counters = [
    { key: `sign-in:address:${address}`, ...SIGN_IN_LIMITS.perAddress },
    { key: `sign-in:address-email:${address}:${email}`, ...SIGN_IN_LIMITS.perAddressAndEmail },
  ];
  const hits = await Promise.all(counters.map((c) => countHit(db, c.key, c.windowMs)));
  const forgetAll = async () => {
    await Promise.all(counters.map((c) => forgetHit(db, c.key)));
  };
  const over = hits.filter((hit, i) => hit.count > counters[i]!.max);
  if (over.length) {
    // A refused attempt checks no password, so it does not count either.
    await forgetAll();
    const wait = Math.max(...over.map((hit) => hit.ttlMs));
    throw new TooManyRequests(waitMessage(wait), Math.max(1, Math.ceil(wait / 1000)));
  }
  return { lane: {}, succeeded: forgetAll, notEvaluated: forgetAll };
}
