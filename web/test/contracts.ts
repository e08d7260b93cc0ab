import {
  authResultSchema,
  blogPostSchema,
  coachSchema,
  coachSummarySchema,
  discussionAccessSchema,
  discussionSchema,
  errorBodySchema,
  listEnvelope,
  okSchema,
  registerResultSchema,
  resourceSchema,
  sessionSchema,
  specializationCountSchema,
  successEnvelope,
  uploadResultSchema,
  userListItemSchema,
  userSchema,
  userStatsSchema,
} from '@ssb/domain';
import type { z } from 'zod';

/**
 * What the API answers on success, per endpoint, from the shared contracts in `@ssb/domain` (the
 * schemas the server's routes declare). `mockFetch` parses every JSON fixture a test answers with
 * the matching schema, so a fixture that drifts from the contract fails the test instead of
 * testing a screen against data the server never sends. `:x` matches one path segment; the first
 * matching line wins, so fixed paths come before `/:id`.
 */
const SUCCESS: [method: string, path: string, schema: z.ZodType][] = [
  ['POST', '/api/auth/register', successEnvelope(registerResultSchema)],
  ['POST', '/api/auth/login', successEnvelope(authResultSchema)],
  ['POST', '/api/auth/verify-email', successEnvelope(authResultSchema)],
  ['POST', '/api/auth/resend-code', okSchema],
  ['POST', '/api/auth/forgot-password', okSchema],
  ['POST', '/api/auth/reset-password', okSchema],
  ['POST', '/api/auth/logout', okSchema],

  ['GET', '/api/users/profile', successEnvelope(userSchema)],
  ['PUT', '/api/users/profile', successEnvelope(userSchema)],
  ['PUT', '/api/users/:id/profile', successEnvelope(userSchema)],
  ['POST', '/api/users/choose-role', successEnvelope(userSchema)],
  ['GET', '/api/users/stats', successEnvelope(userStatsSchema)],
  ['POST', '/api/users/upload', successEnvelope(uploadResultSchema)],
  ['GET', '/api/users', listEnvelope(userListItemSchema)],

  ['GET', '/api/coaches', listEnvelope(coachSchema)],
  ['GET', '/api/coaches/verified', listEnvelope(coachSchema)],
  ['GET', '/api/coaches/search', listEnvelope(coachSummarySchema)],
  ['GET', '/api/coaches/specializations', listEnvelope(specializationCountSchema)],
  ['GET', '/api/coaches/top-rated', listEnvelope(coachSchema)],
  ['GET', '/api/coaches/featured', listEnvelope(coachSchema)],
  ['GET', '/api/coaches/:id', successEnvelope(coachSchema)],
  ['PATCH', '/api/coaches/:id/verification', successEnvelope(coachSchema)],

  ['GET', '/api/discussions', listEnvelope(discussionSchema)],
  ['POST', '/api/discussions/admin', successEnvelope(discussionSchema)],
  ['POST', '/api/discussions/:id/join', successEnvelope(discussionSchema)],
  ['DELETE', '/api/discussions/:id/join', successEnvelope(discussionSchema)],
  ['GET', '/api/discussions/:id/access', successEnvelope(discussionAccessSchema)],

  ['GET', '/api/blog', listEnvelope(blogPostSchema)],
  ['POST', '/api/blog', successEnvelope(blogPostSchema)],
  ['GET', '/api/blog/:id', successEnvelope(blogPostSchema)],
  ['PUT', '/api/blog/:id', successEnvelope(blogPostSchema)],
  ['DELETE', '/api/blog/:id', okSchema],
  ['PATCH', '/api/blog/:id/featured', successEnvelope(blogPostSchema)],

  ['GET', '/api/resources', listEnvelope(resourceSchema)],
  ['GET', '/api/resources/search', listEnvelope(resourceSchema)],
  ['GET', '/api/resources/by-category/:category', listEnvelope(resourceSchema)],
  ['POST', '/api/resources', successEnvelope(resourceSchema)],
  ['GET', '/api/resources/:id', successEnvelope(resourceSchema)],
  ['PUT', '/api/resources/:id', successEnvelope(resourceSchema)],
  ['DELETE', '/api/resources/:id', okSchema],

  ['POST', '/api/sessions', successEnvelope(sessionSchema)],
  ['GET', '/api/sessions', listEnvelope(sessionSchema)],
  ['GET', '/api/sessions/:id', successEnvelope(sessionSchema)],
  ['PUT', '/api/sessions/:id', successEnvelope(sessionSchema)],
  ['DELETE', '/api/sessions/:id', okSchema],
];

const compiled = SUCCESS.map(([method, path, schema]) => ({
  method,
  path,
  pattern: new RegExp(`^${path.replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`),
  schema,
}));

/** The schema a JSON answer to this request must match, or undefined for an endpoint not listed. */
export function answerContract(method: string, url: string, status: number): { name: string; schema: z.ZodType } | undefined {
  const { pathname } = new URL(url, 'http://localhost');
  const route = compiled.find((r) => r.method === method.toUpperCase() && r.pattern.test(pathname));
  if (!route) return undefined;
  if (status >= 400) return { name: `${route.method} ${route.path} (error ${status})`, schema: errorBodySchema };
  return { name: `${route.method} ${route.path}`, schema: route.schema };
}

/** Fixtures that did not match their contract in the current test (setup.ts fails the test on them). */
export const contractViolations: string[] = [];

/** Throws (and records, for setup.ts) when `response`'s JSON body breaks the request's contract. */
export async function checkAgainstContract(method: string, url: string, response: Response): Promise<void> {
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) return;
  const contract = answerContract(method, url, response.status);
  if (!contract) return;
  const text = await response.clone().text();
  if (text === '') return;
  const result = contract.schema.safeParse(JSON.parse(text));
  if (result.success) return;
  const issues = result.error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).join('; ');
  const message = `Test fixture for ${contract.name} does not match the contract in @ssb/domain: ${issues}`;
  contractViolations.push(message);
  throw new Error(message);
}
