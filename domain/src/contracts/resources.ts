import { z } from 'zod';
import {
  CONTENT_MAX,
  RESOURCE_DEFAULT_CATEGORY,
  RESOURCE_DESCRIPTION_MAX,
  RESOURCE_TAG_MAX,
  RESOURCE_TAGS_MAX,
  RESOURCE_TITLE_MAX,
  normalizeResourceCategory,
  splitTags,
} from '../content';
import { paginationQuerySchema } from './envelope';
import { formatCount } from '../numbers';

export const RESOURCE_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${RESOURCE_TITLE_MAX} characters`,
  descriptionTooLong: `Description must be at most ${RESOURCE_DESCRIPTION_MAX} characters`,
  contentTooLong: `Content must be at most ${formatCount(CONTENT_MAX)} characters`,
  categoryInvalid: 'Category must be a short name made of letters, digits and underscores',
  tagTooLong: `Each tag must be at most ${RESOURCE_TAG_MAX} characters`,
  tooManyTags: `At most ${RESOURCE_TAGS_MAX} tags`,
  notFound: 'Resource not found',
  queryRequired: 'Type something to search for',
} as const;

const M = RESOURCE_MESSAGES;

const CATEGORY_SLUG = /^[a-z0-9_]{2,40}$/;

const title = z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(RESOURCE_TITLE_MAX, M.titleTooLong);
const description = z.string().trim().max(RESOURCE_DESCRIPTION_MAX, M.descriptionTooLong);
const content = z.string().max(CONTENT_MAX, M.contentTooLong);
/** 'Interview Tips' -> 'interview_tips'; '' or absent -> 'interview_tips' (docs/product/content.md "Resources"). */
const category = z
  .string()
  .meta({ description: 'A category name or slug, stored as a slug (lowercase letters, digits and hyphens)' })
  .nullish()
  .transform((v) => (v ? normalizeResourceCategory(v) : '') || RESOURCE_DEFAULT_CATEGORY)
  .refine((v) => CATEGORY_SLUG.test(v), M.categoryInvalid);
/** A list or one comma-separated text: split on commas, trimmed, empties dropped (`splitTags`). */
const tags = z
  .union([
    z.string().meta({ description: `Tags separated by commas: at most ${RESOURCE_TAGS_MAX}, each at most ${RESOURCE_TAG_MAX} characters` }),
    z.array(z.string().meta({ maxLength: RESOURCE_TAG_MAX })).meta({ maxItems: RESOURCE_TAGS_MAX }),
  ])
  .nullish()
  .transform((v) => splitTags(v))
  .refine((list) => list.every((t) => t.length <= RESOURCE_TAG_MAX), M.tagTooLong)
  .refine((list) => list.length <= RESOURCE_TAGS_MAX, M.tooManyTags);

/** POST /api/resources (docs/product/content.md "Resources"): title, description, content, category and tags. */
export const createResourceSchema = z.object({
  title,
  description: description.nullish().transform((v) => v ?? ''),
  content: content.nullish().transform((v) => v ?? ''),
  category,
  tags,
});
export type CreateResourceInput = z.input<typeof createResourceSchema>;
export type CreateResourcePayload = z.output<typeof createResourceSchema>;

/** PUT /api/resources/{id}: any of the create fields; absent fields stay as they are. */
export const updateResourceSchema = z.object({
  title: title.optional(),
  description: description.optional(),
  content: content.optional(),
  category: category.optional(),
  tags: tags.optional(),
});
export type UpdateResourcePayload = z.output<typeof updateResourceSchema>;

const flag = z
  .enum(['1', 'true', '0', 'false'])
  .optional()
  .transform((v) => v === '1' || v === 'true');

/** GET /api/resources: optional category, search text and `mine=1` (the caller's own). */
export const resourceListQuerySchema = paginationQuerySchema.extend({
  category: z.string().trim().max(60).optional(),
  q: z.string().trim().max(200).optional(),
  mine: flag,
});

/** GET /api/resources/search?q= */
export const resourceSearchQuerySchema = paginationQuerySchema.extend({
  q: z.string({ error: M.queryRequired }).trim().max(200),
  category: z.string().trim().max(60).optional(),
});

export const resourceSchema = z.object({
  id: z.string(),
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  /** Markdown as written */
  content: z.string(),
  /** the content rendered to safe HTML (detail, create and update answers) */
  contentHtml: z.string().optional(),
  category: z.string(),
  tags: z.array(z.string()),
  /** Set when an admin took it down, with why: only its author (and admins) still see it. */
  takenDown: z.object({ at: z.string(), reason: z.string() }).nullable(),
  authorId: z
    .object({ id: z.string(), _id: z.string(), firstName: z.string(), lastName: z.string(), profileImageUrl: z.string().nullable() })
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Resource = z.infer<typeof resourceSchema>;
