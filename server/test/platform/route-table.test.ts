import { routes } from '@ssb/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Operation = { responses?: Record<string, { content?: unknown }> };
type OpenApi = { paths: Record<string, Record<string, Operation>> };

/** '/coaches/:id' -> '/api/coaches/{id}', as the OpenAPI document names paths. */
const openApiPath = (path: string) => `/api${path.replace(/:([A-Za-z]+)/g, '{$1}')}`;

describe('the route table (routes in @ssb/domain)', () => {
  it('lists no answer schema for a route that declares none (so the check below can fail)', async () => {
    const doc = (await ctx.agent().get('/api/docs/json')).json() as OpenApi;
    expect(doc.paths['/api/auth/google']?.get?.responses?.['200']?.content).toBeUndefined();
  });

  it('is what the server serves: every entry is a route with its method and path, answering its declared status', async () => {
    const doc = (await ctx.agent().get('/api/docs/json')).json() as OpenApi;
    const missing: string[] = [];
    for (const [name, route] of Object.entries(routes)) {
      const operation = doc.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
      const status = String('status' in route ? route.status : 200);
      // The docs list a bare 'Default Response' for a route without an answer schema: ask for its content.
      if (!operation?.responses?.[status]?.content) missing.push(`${name}: ${route.method} ${route.path} ${status}`);
    }
    expect(missing).toEqual([]);
  });

  it('holds every JSON route under /api, and each declares the answer it sends', async () => {
    const doc = (await ctx.agent().get('/api/docs/json')).json() as OpenApi;
    const inTable = new Set(Object.values(routes).map((r) => `${r.method} ${openApiPath(r.path)}`));
    const outside: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      // Google sign-in answers with redirects to and from the provider, not with JSON.
      if (!path.startsWith('/api/') || path.startsWith('/api/auth/google')) continue;
      for (const method of Object.keys(operations)) {
        if (method === 'head') continue;
        if (!inTable.has(`${method.toUpperCase()} ${path}`)) outside.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(outside).toEqual([]);
  });
});
