// @vitest-environment jsdom
// DOMPurify needs a standard DOM: in happy-dom (the web tests' default) elements read through
// Node.prototype have no nodeName and a NodeIterator loses its place when its node is removed.
import { describe, expect, it } from 'vitest';
import { XSS_PAYLOADS } from '../../../../../domain/test-fixtures/xss-payloads';
import { renderMarkdownSafe } from './markdown';

/** Every element and attribute of the output, read through the DOM (not by regex). */
function inspect(html: string) {
  const host = document.createElement('div');
  host.innerHTML = html;
  return [...host.querySelectorAll('*')];
}

describe('renderMarkdownSafe (the editor preview)', () => {
  it('is tested with at least 20 payloads', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(20);
  });

  it.each(XSS_PAYLOADS.map((p) => [p]))('neutralises %s', (payload) => {
    const html = renderMarkdownSafe(`Intro.\n\n${payload}\n\nOutro.`);
    expect(html).not.toMatch(/<\s*(script|iframe|object|embed|form|style|svg|math|base|meta|link|input|button|video|source|template|noscript)\b/i);
    expect(html).not.toMatch(/javascript:|vbscript:/i);
    for (const el of inspect(html)) {
      for (const attr of [...el.attributes]) {
        expect(attr.name, payload).not.toMatch(/^on/i);
        expect(attr.name, payload).not.toBe('style');
        if (['href', 'src', 'xlink:href', 'action', 'formaction', 'background'].includes(attr.name)) {
          expect(attr.value.trim(), payload).toMatch(/^(https?:|mailto:)/i);
        }
      }
    }
  });

  it('keeps ordinary Markdown', () => {
    const html = renderMarkdownSafe('## Plan\n\n**bold** and [a link](https://ssb.test) and ![pic](https://ssb.test/a.png)\n\n- one\n- two');
    expect(html).toContain('<h2>Plan</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<a href="https://ssb.test">a link</a>');
    expect(html).toContain('<img src="https://ssb.test/a.png" alt="pic">');
    expect(html).toContain('<li>one</li>');
  });
});
