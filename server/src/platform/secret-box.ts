import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encryption at rest of the few values the product must keep but never show (a coach's PAN and bank
 * account number: docs/product/money.md "Payout account"). AES-256-GCM, with a key derived by
 * HKDF-SHA256 from APP_SECRET (`config.secret`) and a purpose, so the key is never the secret itself
 * and another purpose gets another key. A box reads
 *
 *   v1.<12-byte IV>.<16-byte tag>.<ciphertext>   (each base64url)
 *
 * The version names the key derivation and the cipher: a later scheme can be added as v2 and old
 * boxes still open. GCM's tag makes a changed box fail to open instead of opening to garbage, and
 * the purpose is also bound as associated data, so a box moved to another column does not open.
 */
export type SecretBox = {
  seal(plaintext: string): string;
  open(box: string): string;
};

const VERSION = 'v1';
const SALT = 'ssb-academy/secret-box/v1';

export class SecretBoxError extends Error {}

function deriveKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.from(SALT, 'utf8'), Buffer.from(purpose, 'utf8'), 32));
}

export function secretBox(secret: string, purpose: string): SecretBox {
  if (!secret) throw new SecretBoxError('A secret box needs APP_SECRET');
  const key = deriveKey(secret, purpose);
  const aad = Buffer.from(purpose, 'utf8');
  return {
    seal(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(aad);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    open(box) {
      const [version, iv, tag, body, ...rest] = box.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || body === undefined || rest.length > 0) {
        throw new SecretBoxError('Not a sealed value of a known version');
      }
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(aad);
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch (error) {
        throw new SecretBoxError('The sealed value does not open with this key (changed, or sealed with another APP_SECRET)', { cause: error });
      }
    },
  };
}
