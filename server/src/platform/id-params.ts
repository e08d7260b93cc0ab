import { NOT_FOUND_ISSUE } from '@ssb/domain';

export { idParams } from '@ssb/domain';

/** Whether a schema validation issue (as fastify-type-provider-zod reports it) came from idParams. */
export function isNotFoundIssue(issue: { params?: unknown }): boolean {
  const params = (issue.params as { params?: { answer?: unknown } } | undefined)?.params;
  return params?.answer === NOT_FOUND_ISSUE.answer;
}
