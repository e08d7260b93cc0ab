import { z } from 'zod';
import { formatCount } from '../numbers';

/** Every error body the API sends: `{success: false, error, fields?}` (docs/product/api.md "The envelope"). */
export const errorBodySchema = z.object({
  success: z.literal(false),
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  needVerification: z.boolean().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const pageMetaSchema = z.object({
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  /** True when more than `total` items match: a search counts only up to its cap. */
  totalCapped: z.boolean().optional(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

/** `{success: true, data}`; lists carry the array itself in data and paging in meta. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}
export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), data: z.array(item), meta: pageMetaSchema.optional() });
}

export const okSchema = z.object({ success: z.literal(true) });

/** The message of a whole-number query parameter: it names the allowed range. */
export function wholeNumberRangeMessage(min: number, max: number): string {
  return `Must be a whole number from ${formatCount(min)} to ${formatCount(max)}`;
}

/**
 * A whole-number query parameter (`?page`, `?pageSize`, `?limit`) from `min` to `max`, `fallback`
 * when absent. Text, fractions and out-of-range values all get the one message naming the range.
 */
export function wholeNumberQuery(min: number, max: number, fallback: number) {
  const message = wholeNumberRangeMessage(min, max);
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).default(fallback);
}

export const PAGE_MAX = 10_000;
export const PAGE_SIZE_MAX = 100;

/** `?page` (from 1) and `?pageSize` (1 to `maxSize`, default `defaultSize`). */
export function pageQueryShape(defaultSize: number, maxSize = PAGE_SIZE_MAX) {
  return { page: wholeNumberQuery(1, PAGE_MAX, 1), pageSize: wholeNumberQuery(1, maxSize, defaultSize) };
}

export const paginationQuerySchema = z.object(pageQueryShape(12));
