import { z } from 'zod';
import { BLOG_DEFAULT_CATEGORY, EXCERPT_MAX } from '../constants';
import { BLOG_TITLE_MAX, CATEGORY_MAX, CONTENT_MAX, THUMBNAIL_URL_MAX, isThumbnailUrl } from '../content';
import { HTTP_URL_DOC } from './discussions';
import { paginationQuerySchema } from './envelope';
import { formatCount } from '../numbers';

export const BLOG_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${BLOG_TITLE_MAX} characters`,
  contentRequired: 'Content is required',
  contentTooLong: `Content must be at most ${formatCount(CONTENT_MAX)} characters`,
  excerptTooLong: `Excerpt must be at most ${EXCERPT_MAX} characters`,
  categoryTooLong: `Category must be at most ${CATEGORY_MAX} characters`,
  thumbnailInvalid: 'Thumbnail URL must be an http:// or https:// link',
  notFound: 'Post not found',
} as const;

const M = BLOG_MESSAGES;

const title = z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(BLOG_TITLE_MAX, M.titleTooLong);
const content = z
  .string({ error: M.contentRequired })
  .max(CONTENT_MAX, M.contentTooLong)
  .refine((v) => v.trim().length > 0, M.contentRequired)
  .transform((v) => v.trimEnd());
/** '' and null mean "no excerpt" (the cards then fall back to the content). */
const excerpt = z
  .string()
  .trim()
  .max(EXCERPT_MAX, M.excerptTooLong)
  .nullish()
  .transform((v) => v || null);
/** '' and null mean the default category, 'General'. */
const category = z
  .string()
  .trim()
  .max(CATEGORY_MAX, M.categoryTooLong)
  .nullish()
  .transform((v) => v || BLOG_DEFAULT_CATEGORY);
const thumbnailUrl = z
  .string()
  .trim()
  .max(THUMBNAIL_URL_MAX, M.thumbnailInvalid)
  .meta(HTTP_URL_DOC)
  .nullish()
  .transform((v) => v || null)
  .refine((v) => v === null || isThumbnailUrl(v), M.thumbnailInvalid);

/**
 * POST /api/blog (docs/product/content.md "Blog"): title, content and published, plus optional category, excerpt and
 * thumbnailUrl. The editor's "at least 3 / about 20 characters" are hints; the server asks for
 * non-empty text only, as the Publish button does.
 */
export const createBlogPostSchema = z.object({
  title,
  content,
  excerpt,
  category,
  thumbnailUrl,
  published: z.boolean().default(true),
});
export type CreateBlogPostInput = z.input<typeof createBlogPostSchema>;
export type CreateBlogPostPayload = z.output<typeof createBlogPostSchema>;

/** PUT /api/blog/{id}: any of the create fields; absent fields stay as they are. */
export const updateBlogPostSchema = z.object({
  title: title.optional(),
  content: content.optional(),
  excerpt: z
    .string()
    .trim()
    .max(EXCERPT_MAX, M.excerptTooLong)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null)),
  category: z
    .string()
    .trim()
    .max(CATEGORY_MAX, M.categoryTooLong)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || BLOG_DEFAULT_CATEGORY)),
  thumbnailUrl: z
    .string()
    .trim()
    .max(THUMBNAIL_URL_MAX, M.thumbnailInvalid)
    .meta(HTTP_URL_DOC)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null))
    .refine((v) => v === undefined || v === null || isThumbnailUrl(v), M.thumbnailInvalid),
  published: z.boolean().optional(),
});
export type UpdateBlogPostInput = z.input<typeof updateBlogPostSchema>;
export type UpdateBlogPostPayload = z.output<typeof updateBlogPostSchema>;

/** PATCH /api/blog/{id}/featured (admins). */
export const featureBlogPostSchema = z.object({ featured: z.boolean().default(true) });

/** GET /api/blog: published posts, newest first. */
export const blogListQuerySchema = paginationQuerySchema;

/** A post's author as the API sends it (`authorId` is an object); null when the account is gone. */
export const blogAuthorSchema = z.object({
  id: z.string(),
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
});
export type BlogAuthor = z.infer<typeof blogAuthorSchema>;

export const blogPostSchema = z.object({
  id: z.string(),
  _id: z.string(),
  title: z.string(),
  /** Markdown as written */
  content: z.string(),
  /** the content rendered to safe HTML (detail, create and update answers) */
  contentHtml: z.string().optional(),
  excerpt: z.string().nullable(),
  category: z.string(),
  featured: z.boolean(),
  published: z.boolean(),
  /** Set when an admin took it down, with why: only its author (and admins) still see it. */
  takenDown: z.object({ at: z.string(), reason: z.string() }).nullable(),
  thumbnailUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  authorId: blogAuthorSchema.nullable(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/**
 * GET /api/blog/cards: a post as its card shows it (the home preview and the /blog list), without
 * its content, which a card never shows and which is most of a post's bytes.
 */
export const blogCardSchema = blogPostSchema.omit({ content: true, contentHtml: true }).extend({
  /** the start of the content as plain text, as much as an excerpt fallback shows (`cardTextOf`) */
  contentText: z.string(),
});
export type BlogCard = z.infer<typeof blogCardSchema>;
