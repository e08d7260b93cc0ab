/**
 * The editor's live preview: Markdown -> safe HTML in the browser, with the allowlist the server's
 * renderer uses too (`@ssb/domain`, domain/src/markdown-policy.ts). Loaded lazily, only by the
 * editor page. Published pages show the server's `contentHtml` and never load this module.
 */
import DOMPurify from 'dompurify';
import { Marked } from 'marked';
import { MARKDOWN_ALLOWED_ATTRIBUTE_NAMES, MARKDOWN_ALLOWED_TAGS, MARKDOWN_LINK_SCHEMES } from '@ssb/domain';

const markdown = new Marked({ gfm: true, breaks: false, async: false });

const ALLOWED_TAGS = [...MARKDOWN_ALLOWED_TAGS];
const ALLOWED_ATTR = [...MARKDOWN_ALLOWED_ATTRIBUTE_NAMES];
/** http(s) and mailto only: no javascript:, vbscript:, data: or relative tricks. */
const ALLOWED_URI_REGEXP = new RegExp(`^(?:${MARKDOWN_LINK_SCHEMES.join('|')}):`, 'i');

/**
 * Our own DOMPurify instance, so its hook stays private. DOMPurify lets data: URLs through on
 * images whatever ALLOWED_URI_REGEXP says; the hook refuses every link or source outside the list.
 */
const purify = DOMPurify(window);
purify.addHook('uponSanitizeAttribute', (_node, data) => {
  if ((data.attrName === 'href' || data.attrName === 'src') && !ALLOWED_URI_REGEXP.test(data.attrValue.trim())) {
    data.keepAttr = false;
  }
});

/** Markdown -> HTML that cannot run script. Never throws. */
export function renderMarkdownSafe(source: string): string {
  let html: string;
  try {
    html = markdown.parse(source) as string;
  } catch {
    html = '';
  }
  return purify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    FORBID_ATTR: ['style'],
    RETURN_TRUSTED_TYPE: false,
  }) as string;
}
