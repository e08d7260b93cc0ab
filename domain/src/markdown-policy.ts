/**
 * What rendered Markdown (blog posts, resources) may contain: the one allowlist for the server's
 * renderer (server/src/platform/markdown.ts, sanitize-html) and the editor's live preview
 * (web/src/features/blog/lib/markdown.ts, DOMPurify). Text formatting, lists, tables, code, quotes,
 * links and images only: no script, style, iframe, object, embed, form, svg or math elements, no
 * event handler or style attributes, and links and images only to the schemes below.
 */

/** Elements kept; every other element is dropped. */
export const MARKDOWN_ALLOWED_TAGS: readonly string[] = [
  'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'strong', 'b', 'em', 'i', 'del', 's', 'u', 'mark', 'small', 'sub', 'sup', 'kbd', 'abbr',
  'blockquote', 'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'code', 'pre',
  'a', 'img',
  'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption',
];

/** Attributes an author may set, per element; every other attribute is dropped. */
export const MARKDOWN_ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  ol: ['start'],
  th: ['align', 'colspan', 'rowspan'],
  td: ['align', 'colspan', 'rowspan'],
  abbr: ['title'],
};

/** Every attribute name allowed on some element (for sanitizers that take one flat list). */
export const MARKDOWN_ALLOWED_ATTRIBUTE_NAMES: readonly string[] = [
  ...new Set(Object.values(MARKDOWN_ALLOWED_ATTRIBUTES).flat()),
];

/** URL schemes a link may use: no javascript:, vbscript: or data:. */
export const MARKDOWN_LINK_SCHEMES: readonly string[] = ['http', 'https', 'mailto'];

/** URL schemes an image source may use. */
export const MARKDOWN_IMAGE_SCHEMES: readonly string[] = ['http', 'https'];
