import { createHmac } from 'node:crypto';
import { OPTIONAL_MAILS, type OptionalMail } from '@ssb/domain';
import { jwtVerify, SignJWT } from 'jose';
import type { AppConfig } from '../../config';

/**
 * The signed link that turns one optional mail off without signing in (docs/product/notifications.md
 * "Unsubscribing"): a JWT (jose, HS256) naming the person and the mail, under a key of its own derived
 * from the app secret. It does not expire: a mail read months later must still let its reader stop
 * the next one.
 */
const AUDIENCE = 'unsubscribe';
const keyOf = (secret: string) => new Uint8Array(createHmac('sha256', secret).update('unsubscribe links').digest());

export async function unsubscribeToken(secret: string, userId: string, mail: OptionalMail): Promise<string> {
  return new SignJWT({ mail }).setProtectedHeader({ alg: 'HS256' }).setSubject(userId).setAudience(AUDIENCE).sign(keyOf(secret));
}

/** The person and mail a token names, or null for anything not signed by us (or malformed). */
export async function readUnsubscribeToken(secret: string, token: string): Promise<{ userId: string; mail: OptionalMail } | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { audience: AUDIENCE, algorithms: ['HS256'] });
    const mail = OPTIONAL_MAILS.find((m) => m === payload.mail);
    return payload.sub && mail ? { userId: payload.sub, mail } : null;
  } catch {
    return null;
  }
}

/**
 * The two links of an optional mail to `userId`: the web page its footer links to (it asks before
 * turning the mail off, as link checkers open links), and the API address mail apps POST to for
 * RFC 8058's one-click unsubscribe (the List-Unsubscribe header).
 */
export async function unsubscribeLinks(config: Pick<AppConfig, 'secret' | 'publicUrl'>, userId: string, mail: OptionalMail) {
  const token = encodeURIComponent(await unsubscribeToken(config.secret, userId, mail));
  return { page: `${config.publicUrl}/unsubscribe?token=${token}`, oneClick: `${config.publicUrl}/api/notifications/unsubscribe?token=${token}` };
}
