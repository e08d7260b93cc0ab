import { createElement } from 'react';
import { SIGNATURE, type MailContent } from './content';

/** The plain-text part, from the same content as the HTML: readable as it is, links written out. */
export function plainText(content: MailContent): string {
  const { greeting, paragraphs, code, facts, action, notes, unsubscribe } = content;
  const lines = [greeting, ''];
  for (const p of paragraphs) lines.push(p, '');
  if (code) lines.push(`    ${code}`, '');
  if (facts?.length) lines.push(...facts.map((f) => `${f.label}: ${f.value}${f.href && f.href !== f.value ? ` (${f.href})` : ''}`), '');
  if (action) lines.push(`${action.label}: ${action.href}`, '');
  if (notes?.length) lines.push(...notes, '');
  lines.push(SIGNATURE);
  if (unsubscribe) lines.push('', `You get this because ${unsubscribe.what} are on for your account. Unsubscribe: ${unsubscribe.href}`);
  return lines.join('\n');
}

/**
 * A mail's HTML (React Email, the one layout) and text. React Email and its renderer are loaded with the
 * first mail, not at start-up (docs/decisions/009-start-up-time.md).
 */
export async function renderMail(content: MailContent): Promise<{ html: string; text: string }> {
  const [{ render }, { MailLayout }] = await Promise.all([import('@react-email/components'), import('./MailLayout')]);
  const html = await render(createElement(MailLayout, { content }));
  return { html, text: plainText(content) };
}
