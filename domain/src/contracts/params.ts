import { z } from 'zod';

const uuid = z.uuid();

/** Marks a path-parameter issue that the server answers with 404 and the issue's message. */
export const NOT_FOUND_ISSUE = { answer: 'not-found' } as const;

/**
 * The `:id` path parameter of a route whose ids are UUIDs. An id that is not a UUID names nothing, so
 * it is answered like an unknown id: 404 with `notFoundMessage` (the same answer the service gives
 * for a well-formed id that matches no row), before any database work.
 */
export function idParams(notFoundMessage: string) {
  return z.object({
    id: z
      .string()
      .meta({ format: 'uuid' })
      .refine((value) => uuid.safeParse(value).success, { error: notFoundMessage, params: NOT_FOUND_ISSUE }),
  });
}
