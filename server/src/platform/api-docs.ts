import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { errorBodySchema, routes, type RouteContract } from '@ssb/domain';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppInstance } from '../app-instance';
import { documentPath, errorAnswers, securityOf, type RouteShape } from './api-answers';
import { CSRF_COOKIE, CSRF_HEADER } from './csrf';
import { SESSION_COOKIE } from './auth';

/** How to call the API, at the top of the document (docs/product/api.md points here). */
const HOW_TO_CALL = `The marketplace's API. Every JSON answer is \`{ "success": true, "data": ..., "meta"?: ... }\` or the error envelope \`ErrorBody\`: \`{ "success": false, "error": "a sentence for a person", "fields"?: { "field": "what to change" } }\`. Each operation lists every status it answers; the server's test suite fails on any answer not listed here.

## Signing in

\`POST /api/auth/login\` with \`{ "email": "...", "password": "...", "rememberMe": true }\` answers \`data.token\` and sets the httpOnly session cookie \`${SESSION_COOKIE}\`. Then either:

- **Bearer token** (scripts, apps): send \`Authorization: Bearer <token>\` and no cookies. Writes need nothing more.
- **Cookie** (the web client): the browser sends \`${SESSION_COOKIE}\`. Every API answer also sets the cookie \`${CSRF_COOKIE}\` if it is missing; a write (POST, PUT, PATCH, DELETE) that carries cookies must echo it in the \`${CSRF_HEADER}\` header, or it is refused with 403 (browsers' own same-origin requests, marked \`Sec-Fetch-Site: same-origin\`, are exempt).

A public write (register, sign in) from a script has no token yet: fetch any API address first for the \`${CSRF_COOKIE}\` cookie and echo it.

## Example

\`\`\`sh
# sign in and keep the token
TOKEN=$(curl -s -X POST https://HOST/api/auth/login -H 'content-type: application/json' \\
  -c jar -b jar -H "${CSRF_HEADER}: $(curl -s -c jar https://HOST/api/health >/dev/null; awk '/${CSRF_COOKIE}/ {print $7}' jar)" \\
  -d '{"email":"asha@example.com","password":"correct horse battery"}' | jq -r .data.token)
# a write with the bearer token alone
curl -X PUT https://HOST/api/users/profile -H "authorization: Bearer $TOKEN" -H 'content-type: application/json' -d '{"firstName":"Asha"}'
\`\`\``;

/** A zod schema as the document's JSON Schema (2020-12, as OpenAPI 3.1 has it). */
const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' });
  return rest;
};

const ERROR_BODY_REF = { $ref: '#/components/schemas/ErrorBody' };

/** A table entry and its name by its method and OpenAPI address (`GET /api/coaches/{id}`). */
const contracts = new Map<string, { name: string; contract: RouteContract }>(
  Object.entries(routes).map(([name, route]: [string, RouteContract]) => [
    `${route.method} /api${documentPath(route.path)}`,
    { name, contract: route },
  ]),
);

/** An operation's id: its name in the route table, else made from its method and address (`getApiAuthGoogle`). */
const operationIdOf = (key: string) =>
  contracts.get(key)?.name ??
  key
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word, i) => (i === 0 ? word : word[0]!.toUpperCase() + word.slice(1)))
    .join('');

type Operation = {
  operationId?: string;
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }>; headers?: unknown }>;
  parameters?: unknown[];
  requestBody?: unknown;
  security?: unknown;
};

/** Completes one operation from its route's shape: every error status, the credentials, non-JSON bodies and answers. */
function finish(operation: Operation, shape: RouteShape): void {
  const contract = shape.contract;
  const responses = (operation.responses ??= {});
  for (const [status, answer] of Object.entries(responses)) {
    if (answer.description === 'Default Response') answer.description = Number(status) === 201 ? 'Created' : 'OK';
    if (contract?.produces && Number(status) === (contract.status ?? 200)) {
      const schema = Object.values(answer.content ?? {})[0]?.schema ?? { type: 'string' };
      answer.content = Object.fromEntries(contract.produces.map((type) => [type, { schema }]));
    }
  }
  for (const [status, description] of Object.entries(errorAnswers(shape))) {
    if (responses[status]) continue; // an answer the route sends itself (GET /ready's 503)
    if (Number(status) < 400) {
      responses[status] = { description };
      continue;
    }
    responses[status] = {
      description,
      content: { 'application/json': { schema: ERROR_BODY_REF } },
      ...(status === '429' || status === '503'
        ? { headers: { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' } } } }
        : {}),
    };
  }
  operation.security = securityOf(shape);
  if (contract?.upload) {
    const { field, accepts } = contract.upload;
    operation.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: [field],
            properties: { [field]: { type: 'string', format: 'binary', description: `One file: ${accepts.join(', ')}` } },
          },
          encoding: { [field]: { contentType: accepts.join(', ') } },
        },
      },
    };
  }
  if (contract?.signed) {
    operation.requestBody = { required: true, content: { 'application/json': { schema: jsonSchema(contract.signed.body, 'input') } } };
    operation.parameters = [
      ...(operation.parameters ?? []),
      ...Object.entries(contract.signed.headers).map(([name, { required, description }]) => ({
        in: 'header',
        name,
        required,
        description,
        schema: { type: 'string' },
      })),
    ];
  }
}

/**
 * The OpenAPI document built from the route schemas, at /api/docs/json, and the Swagger UI page
 * that shows it, at /api/docs. Register before the routes: @fastify/swagger collects them as they
 * are added. Each operation is completed from its route's shape and its entry in the route table
 * (finish): the error answers, the credentials, uploads and downloads are generated, never written per route.
 *
 * The server is bundled into one file (build.mjs), where the UI plugin cannot find its page's
 * scripts and styles next to its own code. `baseDir` and `logo` (the plugin's options for bundled
 * servers) hand it the installed package's `static` folder instead, the same files either way.
 */
export async function registerApiDocs(app: AppInstance): Promise<void> {
  const shapes = new Map<string, RouteShape>();
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'SSB Academy API', version: '1.0.0', description: HOW_TO_CALL },
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'The token that signing in answers (`data.token`)' },
          session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The httpOnly session cookie that signing in sets' },
          csrfCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: CSRF_COOKIE,
            description: 'Set by every API answer when missing; a write with cookies echoes it in the CSRF header',
          },
          csrfHeader: { type: 'apiKey', in: 'header', name: CSRF_HEADER, description: `The value of the ${CSRF_COOKIE} cookie` },
        },
        schemas: {
          ErrorBody: {
            ...jsonSchema(errorBodySchema.loose(), 'output'),
            description:
              'Every refusal: `error` is a sentence for a person; `fields` names each input field to change (validation); a few refusals add their own facts (`choices`, `code`).',
          } as never,
        },
      },
    },
    transform: (input) => {
      const { method, url, config } = input.route;
      for (const m of Array.isArray(method) ? method : [method]) {
        const key = `${m} ${documentPath(url)}`;
        shapes.set(key, {
          method: m,
          url,
          access: config?.access,
          signed: config?.signed === true,
          rateLimited: (config as { rateLimit?: unknown } | undefined)?.rateLimit !== undefined,
          contract: contracts.get(key)?.contract,
          answers: config?.answers,
        });
      }
      return jsonSchemaTransform(input);
    },
    transformObject: (document) => {
      const { openapiObject } = document as { openapiObject: { paths?: Record<string, unknown> } };
      for (const [url, operations] of Object.entries(openapiObject.paths ?? {})) {
        for (const [method, operation] of Object.entries(operations as Record<string, Operation>)) {
          const shape = shapes.get(`${method.toUpperCase()} ${url}`);
          if (shape) finish(operation, shape);
          operation.operationId = operationIdOf(`${method.toUpperCase()} ${url}`);
        }
      }
      return openapiObject as never;
    },
  });
  const staticFolder = path.join(path.dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui/package.json')), 'static');
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    baseDir: staticFolder,
    logo: { type: 'image/svg+xml', content: await readFile(path.join(staticFolder, 'logo.svg')) },
  });
}
