import { describe, expect, it } from 'vitest';
import {
  MARKDOWN_ALLOWED_ATTRIBUTES,
  MARKDOWN_ALLOWED_ATTRIBUTE_NAMES,
  MARKDOWN_ALLOWED_TAGS,
  MARKDOWN_IMAGE_SCHEMES,
  MARKDOWN_LINK_SCHEMES,
} from '../src/markdown-policy';

describe('the Markdown allowlist', () => {
  it('keeps no element that can run script, load a frame, style the page or submit a form', () => {
    for (const tag of ['script', 'style', 'iframe', 'object', 'embed', 'form', 'svg', 'math', 'base', 'meta', 'link', 'template']) {
      expect(MARKDOWN_ALLOWED_TAGS).not.toContain(tag);
    }
  });

  it('allows attributes only on allowed elements, and never an event handler or style', () => {
    for (const [tag, names] of Object.entries(MARKDOWN_ALLOWED_ATTRIBUTES)) {
      expect(MARKDOWN_ALLOWED_TAGS).toContain(tag);
      for (const name of names) expect(name).not.toMatch(/^on|^style$/i);
    }
  });

  it('lists every per-element attribute once in the flat list', () => {
    expect([...MARKDOWN_ALLOWED_ATTRIBUTE_NAMES].sort()).toEqual(
      [...new Set(Object.values(MARKDOWN_ALLOWED_ATTRIBUTES).flat())].sort(),
    );
  });

  it('lets links use http, https and mailto, and images http and https only', () => {
    expect(MARKDOWN_LINK_SCHEMES).toEqual(['http', 'https', 'mailto']);
    expect(MARKDOWN_IMAGE_SCHEMES).toEqual(['http', 'https']);
  });
});
