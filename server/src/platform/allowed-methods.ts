import { routes, type RouteContract } from '@ssb/domain';

/** Each address of the route table as a pattern (a `:name` parameter is one path segment), with its methods. */
const addresses = (() => {
  const byPath = new Map<string, Set<string>>();
  for (const route of Object.values(routes) as RouteContract[]) {
    const methods = byPath.get(route.path) ?? new Set<string>();
    methods.add(route.method);
    if (route.method === 'GET') methods.add('HEAD');
    byPath.set(route.path, methods);
  }
  return [...byPath].map(([path, methods]) => ({
    pattern: new RegExp(`^/api${path.replace(/[.]/g, '\\.').replace(/:\w+/g, '[^/]+')}/?$`),
    methods,
  }));
})();

const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * The methods the API answers at this path (already decoded, without the query), for a 405's
 * `Allow` header; empty when no route has the path at all (a 404).
 */
export function allowedMethods(path: string): string[] {
  const allowed = new Set<string>();
  for (const { pattern, methods } of addresses) if (pattern.test(path)) for (const m of methods) allowed.add(m);
  return ORDER.filter((m) => allowed.has(m));
}
