import { scrypt, type ScryptOptions } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client';
import { createPasswordHasher } from '../../src/platform/passwords';
import { createTestContext, type TestContext } from '../support/context';
import { createMentee, TEST_PASSWORD } from '../support/factories';
import { uniqueEmail } from './helpers';

/** Real scrypt that, while `holding`, starts only when the test releases it. */
let holding = false;
const held: { password: string; release: () => void }[] = [];
function heldScrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const run = () => scrypt(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key)));
    if (holding) held.push({ password, release: run });
    else run();
  });
}

// One hash at a time and one waiter per lane, so a test can fill the queue with three requests.
const passwords = createPasswordHasher({ concurrency: 1, maxWaiting: 1, derive: heldScrypt });

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ passwords });
});
afterAll(() => ctx.close());
afterEach(() => {
  holding = false;
  for (const hash of held.splice(0)) hash.release();
});

/** Waits for a state of the queue (the first check also makes the dummy hash for unknown emails). */
const until = (check: () => void) => vi.waitFor(check, { timeout: 20_000, interval: 5 });

const counterRows = async () => Number((await queryRows<{ n: number }>(ctx.db, sql`select count(*) as n from rate_limit_hits`))[0]!.n);

const BUSY = { success: false, error: 'The server is busy. Please try again in a few seconds.' };

describe('POST /api/auth/login under a flood of sign-ins', () => {
  it('checks one password at a time here, lets one more wait, and refuses the next with 503 and Retry-After', async () => {
    holding = true;
    const first = ctx.agent().post('/api/auth/login', { email: uniqueEmail(), password: 'first-guess' });
    await until(() => expect(held).toHaveLength(1));
    const second = ctx.agent().post('/api/auth/login', { email: uniqueEmail(), password: 'second-guess' });
    await until(() => expect(passwords.load()).toEqual({ running: 1, waiting: 1 }));

    const countersBefore = await counterRows();
    const third = await ctx.agent().post('/api/auth/login', { email: uniqueEmail(), password: 'third-guess' });
    expect(third.statusCode).toBe(503);
    expect(third.headers['retry-after']).toBe('5');
    expect(third.json()).toEqual(BUSY);
    expect(held).toHaveLength(1);
    // refused before any database work: not even a counter for its email was made
    expect(await counterRows()).toBe(countersBefore);
    // and before its body is read: even a malformed one gets the busy answer, not a validation error
    const malformed = await ctx.agent().post('/api/auth/login', { email: 'not an email' });
    expect(malformed.statusCode).toBe(503);
    expect(malformed.json()).toEqual(BUSY);

    held[0]!.release();
    expect((await first).statusCode).toBe(401);
    await until(() => expect(held).toHaveLength(2));
    expect(held[1]!.password).toBe('second-guess');
    held[1]!.release();
    expect((await second).statusCode).toBe(401);
    expect(passwords.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('lets a sign-in from the owner’s earlier browser wait ahead of the others, still one hash at a time', async () => {
    const owner = await createMentee(ctx.db);
    const ownersBrowser = ctx.agent();
    expect((await ownersBrowser.post('/api/auth/login', { email: owner.email, password: TEST_PASSWORD })).statusCode).toBe(200);

    holding = true;
    const first = ctx.agent().post('/api/auth/login', { email: uniqueEmail(), password: 'first-guess' });
    await until(() => expect(held).toHaveLength(1));
    const second = ctx.agent().post('/api/auth/login', { email: uniqueEmail(), password: 'second-guess' });
    await until(() => expect(passwords.load()).toEqual({ running: 1, waiting: 1 }));
    // the ordinary queue is full, yet the owner's browser may wait, and goes next
    const ownerSignIn = ownersBrowser.post('/api/auth/login', { email: owner.email, password: TEST_PASSWORD });
    await until(() => expect(passwords.load()).toEqual({ running: 1, waiting: 2 }));
    expect((await ctx.agent().post('/api/auth/login', { email: uniqueEmail(), password: 'third-guess' })).statusCode).toBe(503);

    held[0]!.release();
    expect((await first).statusCode).toBe(401);
    await until(() => expect(held).toHaveLength(2));
    expect(held[1]!.password).toBe(TEST_PASSWORD);
    held[1]!.release();
    expect((await ownerSignIn).statusCode).toBe(200);
    await until(() => expect(held).toHaveLength(3));
    expect(held[2]!.password).toBe('second-guess');
    held[2]!.release();
    expect((await second).statusCode).toBe(401);
  });
});

describe('POST /api/auth/login with the device cookie of another account', () => {
  it('gets no place in the front line: it waits in the ordinary one, and is refused when that is full', async () => {
    const own = await createMentee(ctx.db);
    const victim = await createMentee(ctx.db);
    const attacker = ctx.agent();
    expect((await attacker.post('/api/auth/login', { email: own.email, password: TEST_PASSWORD })).statusCode).toBe(200);

    holding = true;
    const first = ctx.agent().post('/api/auth/login', { email: uniqueEmail(), password: 'first-guess' });
    await until(() => expect(held).toHaveLength(1));
    const second = ctx.agent().post('/api/auth/login', { email: uniqueEmail(), password: 'second-guess' });
    await until(() => expect(passwords.load()).toEqual({ running: 1, waiting: 1 }));
    const res = await attacker.post('/api/auth/login', { email: victim.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(BUSY);
    expect(passwords.load()).toEqual({ running: 1, waiting: 1 });
    held[0]!.release();
    await first;
    await until(() => expect(held).toHaveLength(2));
    held[1]!.release();
    await second;
  });
});

describe('POST /api/auth/register under a flood of sign-ins', () => {
  it('waits for its turn to hash like a sign-in, and is refused with 503 when the queue is full', async () => {
    holding = true;
    const first = ctx.agent().post('/api/auth/login', { email: uniqueEmail(), password: 'first-guess' });
    await until(() => expect(held).toHaveLength(1));
    const second = ctx.agent().post('/api/auth/login', { email: uniqueEmail(), password: 'second-guess' });
    await until(() => expect(passwords.load()).toEqual({ running: 1, waiting: 1 }));
    const res = await ctx.agent().post('/api/auth/register', { firstName: 'A', lastName: 'B', email: uniqueEmail(), password: 'longenough1', role: 'mentee' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual(BUSY);
    held[0]!.release();
    await first;
    await until(() => expect(held).toHaveLength(2));
    held[1]!.release();
    await second;
  });
});
