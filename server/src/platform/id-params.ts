import { z } from 'zod';

const uuid = z.uuid();

/** Marks a path-parameter issue that the error handler answers with 404 and the issue's message. */
const NOT_FOUND = { answer: 'not-found' } as const;

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
      .refine((value) => uuid.safeParse(value).success, { error: notFoundMessage, params: NOT_FOUND }),
  });
}

/** Whether a schema validation issue (as fastify-type-provider-zod reports it) came from idParams. */
export function isNotFoundIssue(issue: { params?: unknown }): boolean {
  const params = (issue.params as { params?: { answer?: unknown } } | undefined)?.params;
  return params?.answer === NOT_FOUND.answer;
}
