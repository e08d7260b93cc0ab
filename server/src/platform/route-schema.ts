import type { RouteContract } from '@ssb/domain';

/** What a route adds to its contract for the API documentation. */
interface RouteDoc {
  tags: string[];
  summary?: string;
  security?: Record<string, string[]>[];
  consumes?: string[];
}

type Part<R, K extends string, Name extends string> = R extends { [P in K]: infer S } ? { [P in Name]: S } : unknown;
type StatusOf<R> = R extends { status: infer N extends number } ? N : 200;

/** The Fastify schema of a route of the route table: its params, query, body and answer, typed as declared there. */
export type ContractSchema<R extends RouteContract> = Part<R, 'params', 'params'> &
  Part<R, 'query', 'querystring'> &
  Part<R, 'body', 'body'> & {
    response: { [S in StatusOf<R>]: R['response'] } & (R extends { otherAnswers: infer A } ? A : unknown);
  };

/**
 * A route's Fastify `schema` from its entry in the route table (`routes` in @ssb/domain), so the
 * route validates its input and declares its answer with the very schemas the web client is typed by.
 */
export function routeSchema<const R extends RouteContract, const D extends RouteDoc>(route: R, doc: D): D & ContractSchema<R> {
  const schema: Record<string, unknown> = { response: { ...route.otherAnswers, [route.status ?? 200]: route.response } };
  Object.assign(schema, doc);
  if (route.params) schema.params = route.params;
  if (route.query) schema.querystring = route.query;
  if (route.body) schema.body = route.body;
  return schema as D & ContractSchema<R>;
}
