import { expect } from 'vitest';

/**
 * Proves an HTML fragment cannot run script. Text is escaped by the sanitizer, so every `<` left
 * is a real tag: the tags are checked one by one (a harmless text like "onerror=" in a sentence
 * is allowed), and the whole output for elements that must never appear.
 */
export function expectSafeHtml(html: string, payload: string): void {
  const context = `payload ${JSON.stringify(payload)} gave ${JSON.stringify(html)}`;
  expect(html, context).not.toMatch(/<\s*(script|iframe|object|embed|form|style|svg|math|base|meta|link|input|button|video|source|template|noscript|body)\b/i);
  const tags = html.match(/<[^>]*>/g) ?? [];
  for (const tag of tags) {
    expect(tag, context).not.toMatch(/\son\w+\s*=/i);
    expect(tag, context).not.toMatch(/\sstyle\s*=/i);
    expect(tag, context).not.toMatch(/javascript:|vbscript:/i);
    expect(tag, context).not.toMatch(/\s(href|src|xlink:href|action|formaction|background)\s*=\s*["']?\s*data:/i);
  }
  expect(html, context).not.toMatch(/javascript:/i);
}
