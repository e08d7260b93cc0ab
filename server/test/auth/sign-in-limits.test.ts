import { scrypt, type ScryptOptions } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../../src/platform/passwords';
import { createTestContext, type TestContext } from '../support/context';
import type { Agent } from '../support/agent';
import { createMentee, TEST_PASSWORD } from '../support/factories';
import { uniqueEmail } from './helpers';

// Behind one proxy (TRUST_PROXY=1) the client address is the last entry of X-Forwarded-For, so
// each test can play its own addresses.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { trustProxy: 1 }, passwords: createPasswordHasher({ derive: rememberedScrypt }) });
});

/**
 * Real scrypt, computed once per password and salt: these tests make a few hundred checks of the
 * same few passwords against the same few hashes.
 */
const derived = new Map<string, Promise<Buffer>>();
function rememberedScrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  const key = `${password}\n${salt.toString('base64')}\n${keylen}\n${JSON.stringify(options)}`;
  if (!derived.has(key)) {
    derived.set(key, new Promise((resolve, reject) => scrypt(password, salt, keylen, options, (err, out) => (err ? reject(err) : resolve(out)))));
  }
  return derived.get(key)!;
}
afterAll(() => ctx.close());

let nextAddress = 0;
const freshAddress = () => `198.51.100.${++nextAddress}`;

const login = (agent: Agent, address: string, email: string, password: string) =>
  agent.post('/api/auth/login', { email, password }, { headers: { 'x-forwarded-for': address } });

/** Wrong passwords for `count` different unknown emails from `address`, each answered 401. */
async function spray(address: string, count: number) {
  const agent = ctx.agent();
  for (let i = 0; i < count; i++) {
    expect((await login(agent, address, uniqueEmail('sprayed'), 'Summer#2026')).statusCode).toBe(401);
  }
}

function expectTooMany(res: Awaited<ReturnType<typeof login>>) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ success: false, error: expect.stringMatching(/^Too many attempts\. Please wait \d+ (seconds|minutes) and try again\.$/) });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(10 * 60);
}

describe('POST /api/auth/login', () => {
  it('refuses the 21st failed sign-in from one address within 10 minutes, whatever the email, with 429 and Retry-After', async () => {
    const address = freshAddress();
    await spray(address, 20);
    const user = await createMentee(ctx.db);
    // no password is checked any more from there, not even a right one
    expectTooMany(await login(ctx.agent(), address, user.email, TEST_PASSWORD));
    expectTooMany(await login(ctx.agent(), address, uniqueEmail('sprayed'), 'Summer#2026'));
    // another address is not affected
    expect((await login(ctx.agent(), freshAddress(), user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('does not count right passwords, so many people can sign in behind one address', async () => {
    const address = freshAddress();
    await spray(address, 19);
    for (let i = 0; i < 5; i++) {
      const user = await createMentee(ctx.db);
      expect((await login(ctx.agent(), address, user.email, TEST_PASSWORD)).statusCode).toBe(200);
    }
    expect((await login(ctx.agent(), address, uniqueEmail('sprayed'), 'Summer#2026')).statusCode).toBe(401);
    expectTooMany(await login(ctx.agent(), address, uniqueEmail('sprayed'), 'Summer#2026'));
  });

  it('counts by the address the proxy saw, whatever the client wrote before it in X-Forwarded-For', async () => {
    const address = freshAddress();
    const agent = ctx.agent();
    for (let i = 0; i < 20; i++) {
      const res = await agent.post('/api/auth/login', { email: uniqueEmail('sprayed'), password: 'Summer#2026' }, { headers: { 'x-forwarded-for': `203.0.113.${i}, ${address}` } });
      expect(res.statusCode).toBe(401);
    }
    expectTooMany(await login(agent, `203.0.113.99, ${address}`, uniqueEmail('sprayed'), 'Summer#2026'));
  });

  it('counts the addresses of one IPv6 /64 together', async () => {
    const agent = ctx.agent();
    for (let i = 0; i < 20; i++) {
      expect((await login(agent, `2001:db8:7:${i % 2 ? 'a' : '00a'}::${i + 1}`, uniqueEmail('sprayed'), 'Summer#2026')).statusCode).toBe(401);
    }
    expectTooMany(await login(agent, '2001:db8:7:a:ffff:ffff:ffff:1', uniqueEmail('sprayed'), 'Summer#2026'));
    expect((await login(agent, '2001:db8:7:b::1', uniqueEmail('sprayed'), 'Summer#2026')).statusCode).toBe(401);
  });

  it('limits wrong passwords for one account from one address to 10 within 10 minutes', async () => {
    const address = freshAddress();
    const user = await createMentee(ctx.db);
    const attacker = ctx.agent();
    for (let i = 0; i < 10; i++) expect((await login(attacker, address, user.email, 'guess-pass')).statusCode).toBe(401);
    expectTooMany(await login(attacker, address, user.email, TEST_PASSWORD));
  });

  it('remembers the browser of a right password with a signed, httpOnly cookie kept for the sign-in endpoints', async () => {
    const user = await createMentee(ctx.db);
    const res = await login(ctx.agent(), freshAddress(), user.email, TEST_PASSWORD);
    const device = res.cookies.find((c) => c.name === 'ssb_device');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth', maxAge: 180 * 24 * 60 * 60 });
    expect(device!.value.startsWith(`${user.id}.`)).toBe(true);
    // a wrong password sets none
    const wrong = await login(ctx.agent(), freshAddress(), user.email, 'not-the-password');
    expect(wrong.cookies.find((c) => c.name === 'ssb_device')).toBeUndefined();
  });

  it('lets the owner sign in from a browser used before after an attacker used up the limits of the same address', async () => {
    const address = freshAddress();
    const owner = await createMentee(ctx.db);
    const ownersBrowser = ctx.agent();
    expect((await login(ownersBrowser, address, owner.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect(ownersBrowser.cookies.has('ssb_device')).toBe(true);

    const attacker = ctx.agent();
    for (let i = 0; i < 10; i++) expect((await login(attacker, address, owner.email, 'guess-pass')).statusCode).toBe(401);
    await spray(address, 10);
    expectTooMany(await login(attacker, address, owner.email, TEST_PASSWORD));
    // a new browser of the owner's is refused like anyone else's at this address...
    expectTooMany(await login(ctx.agent(), address, owner.email, TEST_PASSWORD));
    // ...but the browser the owner signed in from before is not
    const res = await login(ownersBrowser, address, owner.email, TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.id).toBe(owner.id);
  });

  it('counts sign-ins from the owner’s earlier browsers per account: 10 within 10 minutes, then like any other browser', async () => {
    const address = freshAddress();
    const owner = await createMentee(ctx.db);
    const laptop = ctx.agent();
    const phone = ctx.agent();
    expect((await login(laptop, address, owner.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await login(phone, freshAddress(), owner.email, TEST_PASSWORD)).statusCode).toBe(200);
    await spray(address, 20);
    for (let i = 0; i < 5; i++) {
      expect((await login(laptop, address, owner.email, 'guess-pass')).statusCode).toBe(401);
      expect((await login(phone, address, owner.email, 'guess-pass')).statusCode).toBe(401);
    }
    expectTooMany(await login(laptop, address, owner.email, TEST_PASSWORD));
    expectTooMany(await login(phone, address, owner.email, TEST_PASSWORD));
  });

  it('gives no way round the limits with the cookie of another account or a forged one', async () => {
    const address = freshAddress();
    const victim = await createMentee(ctx.db);
    const attacker = ctx.agent();
    const own = await createMentee(ctx.db);
    expect((await login(attacker, address, own.email, TEST_PASSWORD)).statusCode).toBe(200);
    const ownCookie = attacker.cookies.get('ssb_device')!;
    await spray(address, 20);
    // the attacker's own device cookie counts for the attacker's account only
    expectTooMany(await login(attacker, address, victim.email, TEST_PASSWORD));
    // the victim's id put into it breaks the signature
    attacker.cookies.set('ssb_device', ownCookie.replace(own.id, victim.id));
    expectTooMany(await login(attacker, address, victim.email, TEST_PASSWORD));
  });
});
