import { expect } from 'vitest';
import type { Mail } from '../../src/platform/mailer';
export { workAfterAnswersDone } from '../../src/features/auth/after-answer';
import type { TestContext } from '../support/context';

/** The 6-digit code in the newest mail to `email`. */
export function lastCodeFor(ctx: TestContext, email: string): string {
  const mail = [...ctx.mails].reverse().find((m) => m.to.toLowerCase() === email.toLowerCase());
  expect(mail, `a mail to ${email}`).toBeDefined();
  return codeIn(mail!);
}

export function codeIn(mail: Mail): string {
  const match = /^\s+(\d{6})\s*$/m.exec(mail.text);
  expect(match, 'a code on its own line').not.toBeNull();
  return match![1]!;
}

export const mailsTo = (ctx: TestContext, email: string) => ctx.mails.filter((m) => m.to.toLowerCase() === email.toLowerCase());

let n = 0;
export const uniqueEmail = (prefix = 'person') => `${prefix}${++n}-${Math.random().toString(36).slice(2, 8)}@example.test`;

/** A code that is certainly not `code`. */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

export const MINUTE = 60_000;
