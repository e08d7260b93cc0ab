import { createHmac } from 'node:crypto';
import { ANSWER_GRACE_MS } from '@ssb/domain';
import { jwtVerify, SignJWT } from 'jose';

/**
 * The address a TAT or PPDT picture is shown at (docs/product/practice.md "Pictures"): made for one
 * attempt and one item, good until the picture's 30 seconds end (plus the network's grace), signed
 * under a key of its own derived from the app secret. The picture route also wants the attempt's own
 * sign-in and the clock to be on that picture, so a copied address opens nothing.
 */
const AUDIENCE = 'practice-picture';
const keyOf = (secret: string) => new Uint8Array(createHmac('sha256', secret).update('practice pictures').digest());

export async function pictureUrl(secret: string, attemptId: string, item: number, shownUntil: Date): Promise<string> {
  const token = await new SignJWT({ item })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(attemptId)
    .setAudience(AUDIENCE)
    .setExpirationTime(Math.ceil((shownUntil.getTime() + ANSWER_GRACE_MS) / 1000))
    .sign(keyOf(secret));
  return `/api/practice/attempts/${attemptId}/pictures/${item}?token=${encodeURIComponent(token)}`;
}

/** Whether `token` was made for this attempt's item and has not run out at `now`. */
export async function pictureTokenFits(secret: string, token: string, expected: { attemptId: string; item: number }, now: Date): Promise<boolean> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { audience: AUDIENCE, algorithms: ['HS256'], currentDate: now });
    return payload.sub === expected.attemptId && payload.item === expected.item;
  } catch {
    return false;
  }
}
