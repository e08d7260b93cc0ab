// Blog and resource rules shared by the server and the web client (docs/product/content.md).
import { BLOG_DEFAULT_CATEGORY, EXCERPT_FALLBACK_HOME, EXCERPT_FALLBACK_LIST } from './constants';

export const BLOG_TITLE_MAX = 200;
/** The editor's hints (docs/product/content.md "Blog"): shown, never enforced by the server beyond "not empty". */
export const BLOG_TITLE_HINT_MIN = 3;
export const BLOG_CONTENT_HINT_MIN = 20;
export const CONTENT_MAX = 100_000;
export const CATEGORY_MAX = 60;
export const THUMBNAIL_URL_MAX = 2048;

export const RESOURCE_TITLE_MAX = 200;
export const RESOURCE_DESCRIPTION_MAX = 2000;
export const RESOURCE_TAG_MAX = 40;
export const RESOURCE_TAGS_MAX = 20;
export const RESOURCE_DEFAULT_CATEGORY = 'interview_tips';
/** The categories the create form offers (the server accepts any lower-case slug). */
export const RESOURCE_CATEGORIES = [
  'interview_tips',
  'psychology',
  'gto',
  'ppdt',
  'oir',
  'screening',
  'conference',
  'fitness',
  'current_affairs',
  'study_material',
] as const;

const RESOURCE_CATEGORY_LABELS: Record<string, string> = {
  interview_tips: 'Interview Tips',
  psychology: 'Psychology',
  gto: 'GTO',
  ppdt: 'PPDT',
  oir: 'OIR',
  screening: 'Screening',
  conference: 'Conference',
  fitness: 'Fitness',
  current_affairs: 'Current Affairs',
  study_material: 'Study Material',
};

/** 'interview_tips' -> 'Interview Tips'; unknown slugs are title-cased. */
export function resourceCategoryLabel(slug: string): string {
  const known = RESOURCE_CATEGORY_LABELS[slug];
  if (known) return known;
  return slug
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** 'Interview Tips' or ' interview-tips ' -> 'interview_tips'. */
export function normalizeResourceCategory(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')
    .replace(/[^a-z0-9_]/g, '');
}

/**
 * Resource tags are split on commas, trimmed, and empties are dropped; duplicates
 * (ignoring case) are dropped too, keeping the first spelling. Accepts a string or a list (each
 * item may itself hold commas). See docs/product/content.md "Resources".
 */
export function splitTags(input: string | readonly string[] | null | undefined): string[] {
  if (input === null || input === undefined) return [];
  const parts = (typeof input === 'string' ? [input] : input).flatMap((item) => String(item).split(','));
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of parts) {
    const tag = part.trim().replace(/\s+/g, ' ');
    if (!tag) continue;
    const key = tag.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

/**
 * Markdown to one line of plain text, for excerpts: drops images, HTML tags, code fences and
 * markup characters, keeps link text. Not a renderer and not a sanitizer (the result is always
 * shown as text).
 */
export function markdownToPlainText(markdown: string): string {
  return markdown
    .replace(/```[^\n]*\n?/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, ' ')
    .replace(/^\s{0,3}(?:#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)/gm, '')
    .replace(/(\*\*|__|~~|`)/g, '')
    .replace(/(^|[\s(])[*_]+|[*_]+(?=[\s).,;:!?]|$)/g, '$1')
    .replace(/^\s*(?:-{3,}|\*{3,}|_{3,})\s*$/gm, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The most of a post's content any card shows: the longer of the two excerpt fallbacks. */
const CARD_TEXT_LENGTH = Math.max(EXCERPT_FALLBACK_HOME, EXCERPT_FALLBACK_LIST);

/**
 * What a card carries of a post's content (`BlogCard.contentText`): the start of its plain text,
 * as long as the longest excerpt fallback needs. The content is Markdown, so its plain text is used.
 */
export const cardTextOf = (content: string) => markdownToPlainText(content).slice(0, CARD_TEXT_LENGTH);

/**
 * The excerpt fallback (docs/product/content.md "Excerpts"): the first `length` characters of the
 * content's plain text plus '...'. An excerpt the author wrote wins.
 */
export function excerptOf(card: { excerpt: string | null; contentText: string }, length: number): string {
  const written = card.excerpt?.trim();
  if (written) return written;
  const text = card.contentText.slice(0, length).trimEnd();
  return text ? `${text}...` : '';
}

type CardText = Parameters<typeof excerptOf>[0];
/** Home preview fallback: first 160 characters + '...'. */
export const homeExcerpt = (card: CardText) => excerptOf(card, EXCERPT_FALLBACK_HOME);
/** Blog list fallback: first 140 characters + '...'. */
export const listExcerpt = (card: CardText) => excerptOf(card, EXCERPT_FALLBACK_LIST);

/** Cards show the category, 'General' when there is none (docs/product/content.md "Blog"). */
export function blogCategoryOf(post: { category?: string | null }): string {
  return post.category?.trim() || BLOG_DEFAULT_CATEGORY;
}

/** Publish is enabled only when title and content are non-empty after trimming (docs/product/content.md "Blog"). */
export function canPublish(draft: { title: string; content: string }): boolean {
  return draft.title.trim().length > 0 && draft.content.trim().length > 0;
}

/** A thumbnail link must be a plain http(s) URL with a host (no data:, javascript: or relative links). */
export function isThumbnailUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value.trim())) return false;
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}
