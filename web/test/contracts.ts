import { errorBodySchema, routes } from '@ssb/domain';
import type { z } from 'zod';

/**
 * What the API answers on success, per endpoint: the route table of `@ssb/domain` (the schemas the
 * server's routes declare). `mockFetch` parses every JSON fixture a test answers with the matching
 * schema, so a fixture that drifts from the contract fails the test instead of testing a screen
 * against data the server never sends. `:x` matches one path segment; the first matching line
 * wins, and the table lists fixed paths before `/:id`.
 */
const UNCHECKED = new Set(['health', 'ready', 'config']);

const SUCCESS: [method: string, path: string, schema: z.ZodType][] = Object.entries(routes)
  // Many tests answer /api/config (and any call they do not care about) with one catch-all fixture.
  .filter(([name]) => !UNCHECKED.has(name))
  .map(([, route]) => [route.method, `/api${route.path}`, route.response]);

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
