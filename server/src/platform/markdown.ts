import type sanitizeHtml from 'sanitize-html';
import {
  MARKDOWN_ALLOWED_ATTRIBUTES,
  MARKDOWN_ALLOWED_TAGS,
  MARKDOWN_IMAGE_SCHEMES,
  MARKDOWN_LINK_SCHEMES,
} from '@ssb/domain';

/**
 * Blog and resource content is Markdown (docs/product/content.md "Markdown safety"). The server renders it once per
 * answer and sends `contentHtml`; the web client inserts that HTML as is. Rendering is two steps:
 *
 * 1. `marked` (GitHub-flavoured Markdown; raw HTML passes through here), then
 * 2. `sanitize-html` with the allowlist in `@ssb/domain` (domain/src/markdown-policy.ts): text
 *    formatting, lists, tables, code, quotes, links and images only. No script, style, iframe,
 *    object, embed, form, svg or math elements; no event handler or style attributes; link targets
 *    http(s)/mailto only and image sources http(s) only (so no javascript:, vbscript: or data:
 *    URLs, whatever their case or entity encoding).
 *
 * The web editor's live preview does the same with marked + DOMPurify (web/src/features/blog/lib/markdown.ts).
 *
 * Both load with the first post or resource rendered, not at start-up: sanitize-html brings an
 * HTML parser and PostCSS, some 60 files and 50-100 ms of the start (docs/decisions/009).
 */

/** Attributes the transforms below set themselves (never taken from the author). */
const SET_BY_TRANSFORMS: Record<string, readonly string[]> = { a: ['rel', 'target'], img: ['loading', 'decoding'] };

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...MARKDOWN_ALLOWED_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(MARKDOWN_ALLOWED_ATTRIBUTES).map(([tag, names]) => [tag, [...names, ...(SET_BY_TRANSFORMS[tag] ?? [])]]),
  ),
  allowedSchemes: [...MARKDOWN_LINK_SCHEMES],
  allowedSchemesByTag: { img: [...MARKDOWN_IMAGE_SCHEMES] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowedStyles: {},
  // Elements whose text must go with them, not be kept as visible text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe', 'noembed', 'noframes', 'xmp', 'template'],
  disallowedTagsMode: 'discard',
  enforceHtmlBoundary: false,
  parseStyleAttributes: false,
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href;
      // Links leave the site in a new tab without handing it our window.
      const external = href !== undefined && /^https?:/i.test(href.trim());
      const kept: Record<string, string> = {};
      if (href !== undefined) kept.href = href;
      if (attribs.title !== undefined) kept.title = attribs.title;
      return {
        tagName,
        attribs: external ? { ...kept, target: '_blank', rel: 'noopener noreferrer nofollow ugc' } : { ...kept, rel: 'nofollow ugc' },
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
  },
  // An <a> whose href was refused keeps its text; an <img> without a source is dropped.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

let loading: Promise<(source: string) => string> | null = null;

function loadRenderer(): Promise<(source: string) => string> {
  loading ??= (async () => {
    const [{ Marked }, { default: sanitize }] = await Promise.all([import('marked'), import('sanitize-html')]);
    const markdown = new Marked({ gfm: true, breaks: false, async: false });
    return (source: string) => {
      let html: string;
      try {
        html = markdown.parse(source) as string;
      } catch {
        html = `<p>${escapeHtml(source)}</p>`;
      }
      return sanitize(html, SANITIZE_OPTIONS);
    };
  })().catch((error: unknown) => {
    loading = null; // a later call tries again
    throw error;
  });
  return loading;
}

/** Markdown -> safe HTML. Never rejects for bad Markdown: a failure in the Markdown step falls back to escaped text. */
export async function renderMarkdown(source: string): Promise<string> {
  const render = await loadRenderer();
  return render(source);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
