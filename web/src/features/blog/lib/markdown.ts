/**
 * The editor's live preview: Markdown -> safe HTML in the browser, with the same allowlist as the
 * server's renderer (server/src/platform/markdown.ts). Loaded lazily, only by the editor page.
 * Published pages show the server's `contentHtml` and never load this module.
 */
import DOMPurify from 'dompurify';
import { Marked } from 'marked';

const markdown = new Marked({ gfm: true, breaks: false, async: false });

const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'strong', 'b', 'em', 'i', 'del', 's', 'u', 'mark', 'small', 'sub', 'sup', 'kbd', 'abbr',
  'blockquote', 'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'code', 'pre',
  'a', 'img',
  'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption',
];
const ALLOWED_ATTR = ['href', 'title', 'src', 'alt', 'width', 'height', 'start', 'align', 'colspan', 'rowspan'];
/** http(s) and mailto only: no javascript:, vbscript:, data: or relative tricks. */
const ALLOWED_URI_REGEXP = /^(?:https?:|mailto:)/i;

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
