import type { RouteContract } from '@ssb/domain';
import type { Access } from './auth';
import { MUTATING } from './csrf';

/** A Fastify address (`/coaches/:id`) as the API document writes it (`/coaches/{id}`). */
export const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** What decides the refusals a route can answer: its method and address, who may call it, and what its entry in the route table adds. */
export type RouteShape = {
  method: string;
  /** Fastify's address, with `:name` parameters */
  url: string;
  access: Access | undefined;
  /** proves itself by a signature (no CSRF check) */
  signed: boolean;
  rateLimited: boolean;
  contract: RouteContract | undefined;
  /** A route outside the route table: the answers it adds (config.answers). */
  answers?: Record<number, string>;
};

/**
 * Every status a route can answer besides its success, each with when: those its shape implies (how
 * the platform treats every route: validation, access, CSRF, body limits, the router's own
 * refusals), then the ones its entry in the route table declares. The API document lists exactly
 * these, and the test suite fails on an answer outside them (server/test/support/hold-to-document.ts).
 */
export function errorAnswers(route: RouteShape): Record<number, string> {
  const answers: Record<number, string> = {};
  const writes = MUTATING.has(route.method);
  const hasParams = route.url.includes(':');
  const forRoles = Array.isArray(route.access);
  answers[400] = 'The request is not valid: `error` says what to change, and `fields` (when present) names each field with its message.';
  if (route.access !== undefined && route.access !== 'public') answers[401] = 'Not signed in: no valid bearer token or session cookie.';
  const forbidden: string[] = [];
  if (forRoles) forbidden.push(`Signed in without the role this needs (${(route.access as readonly string[]).join(' or ')}).`);
  if (writes && !route.signed) forbidden.push('A write that carries cookies but no matching CSRF header (see the top of this document).');
  if (forbidden.length) answers[403] = forbidden.join(' ');
  if (hasParams) answers[404] = 'Nothing with this id, or nothing the caller may see.';
  if (writes) {
    answers[413] = 'The body, or the uploaded file, is too large.';
    answers[415] = 'The body has a content type this route does not read.';
  }
  if (hasParams) answers[414] = 'The address is too long (a path parameter of more than 200 characters).';
  if (route.rateLimited) answers[429] = 'Too many requests from this caller: wait for Retry-After seconds.';
  for (const [status, when] of Object.entries({ ...route.contract?.refusals, ...route.answers })) {
    answers[Number(status)] = answers[Number(status)] && answers[Number(status)] !== when ? `${answers[Number(status)]} ${when}` : when;
  }
  answers[500] = 'An unexpected failure on our side (logged with the request id, its details hidden); try again later.';
  return answers;
}

export type Security = Record<string, string[]>[];

/**
 * The credentials an operation needs, from its access rule: a signed-in route takes the bearer
 * token or the session cookie (a write by cookie also needs the CSRF cookie echoed in its header);
 * a public write needs the CSRF pair; a public read, or a route that proves itself by a signature, nothing.
 */
export function securityOf(route: Pick<RouteShape, 'method' | 'access' | 'signed'>): Security {
  const writes = MUTATING.has(route.method) && !route.signed;
  if (route.access === undefined || route.access === 'public') return writes ? [{ csrfCookie: [], csrfHeader: [] }] : [];
  return writes ? [{ bearer: [] }, { session: [], csrfCookie: [], csrfHeader: [] }] : [{ bearer: [] }, { session: [] }];
}
