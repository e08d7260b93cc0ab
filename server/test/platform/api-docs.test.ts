import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/context';

const swaggerUiStatic = path.join(path.dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui/package.json')), 'static');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /api/docs', () => {
  it('serves the Swagger UI page, which loads its scripts and the OpenAPI document from /api/docs', async () => {
    const page = await ctx.agent().get('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('./static/swagger-ui-bundle.js');
    expect(page.body).toContain('./static/swagger-initializer.js');

    const initializer = await ctx.agent().get('/api/docs/static/swagger-initializer.js');
    expect(initializer.statusCode).toBe(200);
    expect(initializer.body).toContain('json');
    // the package's own logo, shown in the page's top bar
    expect(initializer.body).toContain(`data:image/svg+xml;base64,${readFileSync(path.join(swaggerUiStatic, 'logo.svg')).toString('base64')}`);
  });

  it("serves Swagger UI's scripts and styles as the package ships them", async () => {
    for (const file of ['swagger-ui-bundle.js', 'swagger-ui-standalone-preset.js', 'swagger-ui.css', 'index.css']) {
      const res = await ctx.agent().get(`/api/docs/static/${file}`);
      expect([file, res.statusCode]).toEqual([file, 200]);
      expect([file, res.rawPayload.equals(readFileSync(path.join(swaggerUiStatic, file)))]).toEqual([file, true]);
    }
  });

  it('sends the docs page its own content security policy: scripts and styles from this origin only', async () => {
    for (const url of ['/api/docs/', '/api/docs/static/swagger-ui-bundle.js', '/api/docs/json']) {
      const csp = (await ctx.agent().get(url)).headers['content-security-policy'] as string;
      expect([url, csp]).toEqual([url, expect.stringContaining("default-src 'self'")]);
      expect(csp).toMatch(/script-src 'self' *;/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('unsafe-inline');
    }
  });
});
