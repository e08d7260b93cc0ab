import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../src/app';
import { documentPath } from '../../src/platform/api-answers';

/**
 * Holds every answer of the integration tests to the API document (issue 38): a route of the
 * document that answers a status it does not list, with a content type it does not list, or with a
 * JSON body its schema refuses, is recorded here; the setup file (hold-to-document.setup.ts) fails
 * the test during which it happened. Routes outside the document (a test's own probes) are not held.
 */

type Media = Record<string, { schema?: unknown }>;
type Operation = { tags?: string[]; responses?: Record<string, { content?: Media }> };
export type Document = { paths: Record<string, Record<string, Operation>>; components?: unknown };

const breaches: string[] = [];

/** The breaches recorded since the last call, and forgets them. */
export function takeBreaches(): string[] {
  return breaches.splice(0);
}

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

/** One document's checker: its schemas compiled on first use (most tests touch a few routes). */
export class DocumentChecker {
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(readonly doc: Document) {
    this.ajv = addFormats(new Ajv2020({ strict: false, allErrors: false, validateFormats: true }));
    this.ajv.addSchema({ $id: 'doc', components: doc.components }, 'doc');
  }

  /** What is wrong with an answer of the route at `url` (Fastify's address, `:id`), or undefined when the document lists it. */
  check(method: string, url: string, status: number, contentType: string, body: string | undefined): string | undefined {
    // (a compressed body, for tests that ask for one, is checked for its status and type only: body undefined)
    const path = documentPath(url);
    const operation = this.doc.paths[path]?.[method.toLowerCase()];
    // A test's own probe route (no schema, so no tags) is not part of the API.
    if (!operation?.tags) return undefined;
    const where = `${method} ${path} answered ${status}`;
    const answer = operation.responses?.[String(status)];
    if (!answer) return `${where}, which the API document does not list (it lists ${Object.keys(operation.responses ?? {}).join(', ')})`;
    const media = contentType.split(';')[0]!.trim().toLowerCase();
    const documented = Object.keys(answer.content ?? {});
    if (documented.length === 0) return media && body ? `${where} with a ${media} body, but the document lists no body` : undefined;
    const type = documented.find((t) => t === media || (t.endsWith('/*') && media.startsWith(t.slice(0, -1))));
    if (!type) return `${where} as ${media || 'no content type'}, but the document lists ${documented.join(', ')}`;
    if (!type.includes('json') || body === undefined) return undefined;
    const schema = answer.content![type]!.schema;
    if (!schema) return undefined;
    const key = `${method} ${path} ${status} ${type}`;
    let validate = this.compiled.get(key);
    if (!validate) {
      // References point into the document's components ('#/components/schemas/ErrorBody').
      validate = this.ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/')) as object);
      this.compiled.set(key, validate);
    }
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      return `${where} with a body that is not JSON: ${body.slice(0, 80)}`;
    }
    if (validate(value)) return undefined;
    return `${where} with a body its documented schema refuses: ${this.ajv.errorsText(validate.errors?.slice(0, 3))}; body ${body.slice(0, 200)}`;
  }
}

/**
 * The checker of the tests' apps, made from the first app's document on its first answer. Every app
 * the tests build registers the same documented routes (a test's own probes are not held), so the
 * files a worker runs (vitest `isolate: false`) share one: the document is built and its schemas
 * compiled once per worker, not once per file.
 */
let shared: DocumentChecker | undefined;

/** The document the tests' answers are held to (built on the first answer), for the tests of the checker itself. */
export function documentHeldTo(): Document | undefined {
  return shared?.doc;
}

/** Checks each answer of `app` against the API document, from the first answer on. */
export function holdToDocument(app: AppInstance): void {
  app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done) => {
    const url = request.routeOptions.url;
    if (url?.startsWith('/api/') && request.method !== 'HEAD' && !url.startsWith('/api/docs')) {
      shared ??= new DocumentChecker(app.swagger() as unknown as Document);
      const compressed = reply.getHeader('content-encoding') !== undefined;
      const body = compressed ? undefined : typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : undefined;
      const breach = shared.check(request.method, url, reply.statusCode, String(reply.getHeader('content-type') ?? ''), body);
      if (breach) breaches.push(breach);
    }
    done(null, payload);
  });
}
