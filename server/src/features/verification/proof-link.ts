import { createHmac } from 'node:crypto';
import { PROOF_LINK_SECONDS } from '@ssb/domain';
import { jwtVerify, SignJWT } from 'jose';

/**
 * The short-lived link an admin opens a proof document with (docs/product/verification.md "Proofs"):
 * a JWT (jose, HS256) naming the proof and the admin who asked, valid for five minutes, under a key
 * of its own derived from the app secret. The file route also wants that admin's own sign-in, so a
 * link that leaks (a forwarded mail, a browser history) opens nothing.
 */
const AUDIENCE = 'proof';
const keyOf = (secret: string) => new Uint8Array(createHmac('sha256', secret).update('proof links').digest());

export async function proofToken(secret: string, proofId: string, adminId: string, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = new Date((issuedAt + PROOF_LINK_SECONDS) * 1000);
  const token = await new SignJWT({ adm: adminId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(proofId)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + PROOF_LINK_SECONDS)
    .sign(keyOf(secret));
  return { token, expiresAt };
}

/** 'ok' when the token is ours, names this proof and admin, and has not expired at `now`. */
export async function checkProofToken(secret: string, token: string, expected: { proofId: string; adminId: string }, now: Date): Promise<'ok' | 'expired' | 'invalid'> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { audience: AUDIENCE, algorithms: ['HS256'], currentDate: now });
    return payload.sub === expected.proofId && payload.adm === expected.adminId ? 'ok' : 'invalid';
  } catch (error) {
    return (error as { code?: string }).code === 'ERR_JWT_EXPIRED' ? 'expired' : 'invalid';
  }
}
