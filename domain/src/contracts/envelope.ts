import { z } from 'zod';

/** Every error body the API sends: `{success: false, error, fields?}` (decisions.md "Rules the server owns"). */
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

/** Spec 3: every entity is sent with both `id` and `_id` carrying the same value. */
export function withIds<T extends { id: string }>(entity: T): T & { _id: string } {
  return { ...entity, _id: entity.id };
}

export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(12),
});
