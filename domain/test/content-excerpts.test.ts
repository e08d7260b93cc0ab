import { describe, expect, it } from 'vitest';
import { cardTextOf, homeExcerpt, listExcerpt } from '../src';

const markdown = `## Perceive\n\nLook at the [picture](https://x.test/p) for **30 seconds**. ${'Note the mood and the hero. '.repeat(10)}`;

describe('excerpts on cards (docs/product/content.md "Excerpts")', () => {
  it('cards carry the start of the plain text, as long as the longest fallback', () => {
    const text = cardTextOf(markdown);
    expect(text).toMatch(/^Perceive Look at the picture for 30 seconds\. Note/);
    expect(text).toHaveLength(160);
  });

  it('falls back to 160 characters on home and 140 in the list, plus "..."', () => {
    const card = { excerpt: null, contentText: cardTextOf(markdown) };
    expect(homeExcerpt(card)).toBe(`${cardTextOf(markdown).slice(0, 160).trimEnd()}...`);
    expect(listExcerpt(card)).toBe(`${cardTextOf(markdown).slice(0, 140).trimEnd()}...`);
  });

  it('shows the excerpt the author wrote, and nothing for a post with no text', () => {
    expect(homeExcerpt({ excerpt: '  Mine  ', contentText: 'ignored' })).toBe('Mine');
    expect(listExcerpt({ excerpt: '', contentText: '' })).toBe('');
  });
});
