import { describe, expect, it } from 'vitest';
import { secretBox, SecretBoxError } from '../../src/platform/secret-box';

const SECRET = 'a-long-app-secret-for-tests-0123456789';

describe('secretBox', () => {
  it('opens what it sealed, and seals the same text differently each time', () => {
    const box = secretBox(SECRET, 'payout-account:pan');
    const a = box.seal('ABCDE1234F');
    const b = box.seal('ABCDE1234F');
    expect(a).not.toBe(b);
    expect(box.open(a)).toBe('ABCDE1234F');
    expect(box.open(b)).toBe('ABCDE1234F');
  });

  it('writes a versioned string that does not contain the text', () => {
    const sealed = secretBox(SECRET, 'payout-account:pan').seal('123456789012');
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('123456789012');
  });

  it('refuses a box sealed with another APP_SECRET', () => {
    const sealed = secretBox(SECRET, 'payout-account:pan').seal('ABCDE1234F');
    expect(() => secretBox(`${SECRET}-other`, 'payout-account:pan').open(sealed)).toThrow(SecretBoxError);
  });

  it('refuses a box of another purpose (a PAN moved into the account number column)', () => {
    const sealed = secretBox(SECRET, 'payout-account:pan').seal('ABCDE1234F');
    expect(() => secretBox(SECRET, 'payout-account:account-number').open(sealed)).toThrow(SecretBoxError);
  });

  it('refuses a changed box instead of opening it to something else', () => {
    const box = secretBox(SECRET, 'payout-account:pan');
    const [v, iv, tag, body] = box.seal('ABCDE1234F').split('.') as [string, string, string, string];
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => box.open([v, iv, tag, flipped.toString('base64url')].join('.'))).toThrow(SecretBoxError);
    expect(() => box.open(`v2.${iv}.${tag}.${body}`)).toThrow('Not a sealed value of a known version');
    expect(() => box.open('plain text')).toThrow(SecretBoxError);
  });

  it('will not work without a secret', () => {
    expect(() => secretBox('', 'payout-account:pan')).toThrow(SecretBoxError);
  });
});
