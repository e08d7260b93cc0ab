import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppInstance } from '../app-instance';

/**
 * The OpenAPI document built from the route schemas, at /api/docs/json, and the Swagger UI page
 * that shows it, at /api/docs. Register before the routes: @fastify/swagger collects them as they
 * are added.
 *
 * The server is bundled into one file (build.mjs), where the UI plugin cannot find its page's
 * scripts and styles next to its own code. `baseDir` and `logo` (the plugin's options for bundled
 * servers) hand it the installed package's `static` folder instead, the same files either way.
 */
export async function registerApiDocs(app: AppInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'SSB Academy API', version: '1.0.0', description: 'The marketplace API. Every answer is {success, data} or {success: false, error, fields?}.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  const staticFolder = path.join(path.dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui/package.json')), 'static');
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    baseDir: staticFolder,
    logo: { type: 'image/svg+xml', content: await readFile(path.join(staticFolder, 'logo.svg')) },
  });
}
