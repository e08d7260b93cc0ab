import type { PageMeta } from '@ssb/domain';

/** The success envelope (docs/product/api.md "The envelope"): `{success: true, data}`, lists with paging in `meta`. */
export function ok<T>(data: T, meta?: PageMeta): { success: true; data: T; meta?: PageMeta } {
  return meta ? { success: true, data, meta } : { success: true, data };
}

export const done = { success: true as const };
