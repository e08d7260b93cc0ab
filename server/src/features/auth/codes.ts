import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { verificationCodes } from '../../db/schema';

/** 6 digits, hashed, 15 minutes, single use, 5 wrong tries (docs/product/accounts.md "Verification codes"). */
export const CODE_TTL_MS = 15 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
/** At most one code per minute and five per hour per email (docs/product/accounts.md "Verification codes"). */
export const CODE_MIN_INTERVAL_MS = 60_000;
export const CODES_PER_HOUR = 5;

export type CodePurpose = 'verify_email' | 'reset_password';

function hashCode(secret: string, purpose: CodePurpose, email: string, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}\n${email.toLowerCase()}\n${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

const forEmail = (email: string, purpose: CodePurpose) =>
  and(sql`lower(${verificationCodes.email}) = ${email.toLowerCase()}`, eq(verificationCodes.purpose, purpose));

/**
 * Makes a new code for `email` unless the limits say no (then null, and nothing is sent). A new
 * code replaces the older ones: only the newest code of a purpose is ever accepted. An advisory
 * lock on the email serialises two requests racing for the same address.
 */
export async function issueCode(db: Db, secret: string, email: string, purpose: CodePurpose, now: Date): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`code:${purpose}:${email.toLowerCase()}`}))`);
    const hourAgo = new Date(now.getTime() - 60 * 60_000);
    const [recent] = await tx
      .select({ n: count(), latest: sql<string | Date | null>`max(${verificationCodes.createdAt})` })
      .from(verificationCodes)
      .where(and(forEmail(email, purpose), gt(verificationCodes.createdAt, hourAgo)));
    const n = Number(recent?.n ?? 0);
    const latest = recent?.latest ? new Date(recent.latest) : null;
    if (n >= CODES_PER_HOUR) return null;
    if (latest && now.getTime() - latest.getTime() < CODE_MIN_INTERVAL_MS) return null;

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await tx.insert(verificationCodes).values({
      email: email.toLowerCase(),
      purpose,
      codeHash: hashCode(secret, purpose, email, code),
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      createdAt: now,
    });
    return code;
  });
}

/**
 * Checks `code` against the newest code for the email, inside the caller's transaction. A match
 * uses the code up; a miss counts a wrong try (the code is dead after five). Returns whether the
 * code was accepted. The caller must commit even when this returns false, so the try is counted.
 */
export async function consumeCode(tx: Db, secret: string, email: string, purpose: CodePurpose, code: string, now: Date): Promise<boolean> {
  const [latest] = await tx
    .select()
    .from(verificationCodes)
    .where(forEmail(email, purpose))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1)
    .for('update');
  if (!latest || latest.usedAt || latest.expiresAt.getTime() <= now.getTime() || latest.attempts >= CODE_MAX_ATTEMPTS) return false;
  if (!sameHash(latest.codeHash, hashCode(secret, purpose, email, code))) {
    await tx.update(verificationCodes).set({ attempts: sql`${verificationCodes.attempts} + 1` }).where(eq(verificationCodes.id, latest.id));
    return false;
  }
  await tx.update(verificationCodes).set({ usedAt: now }).where(eq(verificationCodes.id, latest.id));
  return true;
}
