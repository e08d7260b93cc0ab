import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { routes } from '@ssb/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/context';
import { createCoach, createMentee, signedInAgent } from '../support/factories';
import { DocumentChecker, documentHeldTo, takeBreaches, type Document } from '../support/hold-to-document';

/** Issue 38: the API document others build on (docs/product/api.md, docs/decisions/035-api-document.md). */

type Response = { description: string; content?: Record<string, { schema?: Record<string, unknown>; encoding?: unknown }>; headers?: unknown };
type Operation = {
  operationId: string;
  security: Record<string, string[]>[];
  responses: Record<string, Response>;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> };
  parameters?: { in: string; name: string; required?: boolean }[];
};
type Doc = Document & {
  openapi: string;
  info: { description: string };
  components: { schemas: Record<string, { properties: Record<string, unknown>; required: string[] }>; securitySchemes: Record<string, Record<string, string>> };
  paths: Record<string, Record<string, Operation>>;
};

let ctx: TestContext;
let doc: Doc;
const op = (method: string, path: string) => doc.paths[path]![method]!;
const statuses = (method: string, path: string) => Object.keys(op(method, path).responses);

beforeAll(async () => {
  ctx = await createTestContext();
  doc = (await ctx.agent().get('/api/docs/json')).json() as Doc;
});
afterAll(() => ctx.close());

describe('the API document at /api/docs/json', () => {
  it('has an operation, with its route-table name as its id, for every route of the route table', () => {
    for (const [name, route] of Object.entries(routes)) {
      const path = `/api${route.path.replace(/:(\w+)/g, '{$1}')}`;
      expect([name, op(route.method.toLowerCase(), path)?.operationId]).toEqual([name, name]);
    }
  });

  it('names the error envelope as a component, with the fields of a validation error, and every refusal refers to it', () => {
    const errorBody = doc.components.schemas.ErrorBody!;
    expect(errorBody.required).toEqual(expect.arrayContaining(['success', 'error']));
    expect(Object.keys(errorBody.properties)).toEqual(expect.arrayContaining(['success', 'error', 'fields']));
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        for (const [status, answer] of Object.entries(operation.responses)) {
          if (Number(status) >= 400 && !(path === '/api/ready' && status === '503')) {
            expect([method, path, status, answer.content?.['application/json']?.schema]).toEqual([
              method,
              path,
              status,
              { $ref: '#/components/schemas/ErrorBody' },
            ]);
          }
        }
      }
    }
  });

  it('lists the refusals the server really answers: validation, sign-in, roles, CSRF, ids, sizes, conflicts', () => {
    expect(statuses('get', '/api/coaches/top-rated')).toEqual(expect.arrayContaining(['200', '400']));
    expect(statuses('get', '/api/users/profile')).toEqual(expect.arrayContaining(['200', '400', '401']));
    expect(statuses('post', '/api/admin/users/{id}/reactivate')).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404', '409', '413', '414']));
    expect(statuses('post', '/api/sessions')).toEqual(expect.arrayContaining(['201', '400', '401', '403', '409']));
    expect(statuses('post', '/api/users/upload')).toEqual(expect.arrayContaining(['200', '401', '413', '429']));
  });

  it('declares the bearer token, the session cookie and the CSRF pair, and on each operation the ones its access needs', () => {
    expect(doc.components.securitySchemes).toEqual({
      bearer: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
      session: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'ssb_session' }),
      csrfCookie: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'ssb_csrf' }),
      csrfHeader: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'x-csrf-token' }),
    });
    const signedInWrite = [{ bearer: [] }, { session: [], csrfCookie: [], csrfHeader: [] }];
    expect(op('post', '/api/sessions').security).toEqual(signedInWrite);
    expect(op('get', '/api/payments').security).toEqual([{ bearer: [] }, { session: [] }]);
    expect(op('get', '/api/admin/payouts').security).toEqual([{ bearer: [] }, { session: [] }]);
    expect(op('post', '/api/auth/login').security).toEqual([{ csrfCookie: [], csrfHeader: [] }]);
    expect(op('get', '/api/coaches').security).toEqual([]);
    expect(op('post', '/api/payments/razorpay/webhook').security).toEqual([]);
  });

  it('describes the uploads as multipart forms with their field, and the webhook with its body and signature header', () => {
    for (const [path, field] of [
      ['/api/users/upload', 'avatar'],
      ['/api/practice/sets/{id}/pictures', 'picture'],
      ['/api/verification/proofs', 'proof'],
    ] as const) {
      const form = op('post', path).requestBody!.content['multipart/form-data']!.schema;
      expect([path, form.required, Object.keys(form.properties!)]).toEqual([path, [field], [field]]);
    }
    const webhook = op('post', '/api/payments/razorpay/webhook');
    expect(Object.keys(webhook.requestBody!.content['application/json']!.schema.properties!)).toEqual(['event', 'payload']);
    expect(webhook.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'X-Razorpay-Signature', required: true })]));
  });

  it('gives the downloads their real content types', () => {
    const success = (method: string, path: string) => Object.keys(op(method, path).responses['200']!.content!);
    expect(success('get', '/api/sessions/{id}/calendar.ics')).toEqual(['text/calendar']);
    expect(success('get', '/api/discussions/{id}/calendar.ics')).toEqual(['text/calendar']);
    expect(success('get', '/api/earnings.csv')).toEqual(['text/csv']);
    expect(success('get', '/api/admin/tax/registers/{register}')).toEqual(['text/csv']);
  });

  it("carries the server's checks into the request schemas: choices, patterns, formats and lengths", () => {
    const body = (method: string, path: string) =>
      op(method, path).requestBody!.content['application/json']!.schema.properties as Record<string, Record<string, unknown>>;
    const schedule = body('put', '/api/coaches/{id}/schedule');
    expect(schedule.bufferMinutes).toMatchObject({ enum: [0, 10, 15, 30] });
    expect(schedule.timeZone).toMatchObject({ pattern: expect.any(String), maxLength: 64 });
    expect(body('post', '/api/discussions/admin').meetLink).toMatchObject({ format: 'uri', pattern: expect.stringContaining('[Hh][Tt][Tt][Pp][Ss]?://') });
    expect(body('post', '/api/blog').thumbnailUrl).toMatchObject({ anyOf: [{ format: 'uri', pattern: expect.any(String) }, { type: 'null' }] });
    expect(body('post', '/api/verification').boardExperience).toMatchObject({ minLength: 20 });
    const payout = body('put', '/api/earnings/payout-account');
    expect(payout.pinCode).toMatchObject({ pattern: '^[1-9][0-9]{5}$' });
    expect(JSON.stringify(payout.pan)).toContain('^[A-Z]{5}[0-9]{4}[A-Z]$');
  });

  it('carries the rules across fields: a detail needed for one choice, one of two fields', () => {
    const schema = (method: string, path: string) => op(method, path).requestBody!.content['application/json']!.schema as Record<string, unknown>;
    expect(schema('post', '/api/reports')).toMatchObject({
      if: { properties: { reason: { enum: ['other'] } } },
      then: { required: ['details'], properties: { details: { minLength: 10 } } },
    });
    expect(schema('post', '/api/admin/verification/{id}/decision')).toMatchObject({
      if: { properties: { decision: { enum: ['reject'] } } },
      then: { required: ['reason'] },
    });
    expect(schema('post', '/api/practice/attempts')).toMatchObject({ oneOf: [{ required: ['test'] }, { required: ['setId'] }] });
    const tags = (schema('post', '/api/resources').properties as Record<string, { anyOf: unknown[] }>).tags!;
    expect(JSON.stringify(tags)).toMatch(/"maxItems":\d+/);
    const specialization = op('get', '/api/coaches/search').parameters!.find((p) => p.name === 'specialization')!;
    expect(JSON.stringify(specialization)).toMatch(/"maxItems":\d+/);
  });

  it('says at the top how to sign in and call a write, with an example', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.description).toContain('POST /api/auth/login');
    expect(doc.info.description).toContain('Authorization: Bearer');
    expect(doc.info.description).toContain('x-csrf-token');
    expect(doc.info.description).toMatch(/```sh[\s\S]*curl[\s\S]*```/);
  });

  it("passes the OpenAPI linter (Redocly CLI) with the project's rule set (redocly.yaml)", async () => {
    const file = path.join(ctx.dataDir, 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    const cli = path.join(path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js');
    const config = path.resolve(import.meta.dirname, '../../../redocly.yaml');
    const run = await promisify(execFile)(process.execPath, [cli, 'lint', file, '--config', config, '--format', 'json', '--max-problems', '50'], {
      maxBuffer: 20e6,
    }).catch((error: { stdout: string; stderr: string }) => error);
    const report = JSON.parse(run.stdout) as { totals: { errors: number; warnings: number }; problems: { ruleId: string; message: string }[] };
    expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 60_000);
});

describe('the suite holds every answer to the document', () => {
  it('finds an answer whose status the document does not list', async () => {
    const res = await ctx.agent().get('/api/users/profile');
    expect(res.statusCode).toBe(401);
    const without401 = structuredClone(doc);
    delete without401.paths['/api/users/profile']!.get!.responses['401'];
    const breach = new DocumentChecker(without401).check('GET', '/api/users/profile', 401, String(res.headers['content-type']), res.body);
    expect(breach).toMatch(/GET \/api\/users\/profile answered 401, which the API document does not list/);
    expect(new DocumentChecker(doc).check('GET', '/api/users/profile', 401, String(res.headers['content-type']), res.body)).toBeUndefined();
  });

  it('finds a body its schema refuses, and a content type it does not list', () => {
    const checker = new DocumentChecker(doc);
    expect(checker.check('GET', '/api/users/profile', 401, 'application/json', '{"success":false}')).toMatch(/schema refuses/);
    expect(checker.check('GET', '/api/earnings.csv', 200, 'application/json', '{}')).toMatch(/lists text\/csv/);
    expect(checker.check('GET', '/api/earnings.csv', 200, 'text/csv; charset=utf-8', 'a,b')).toBeUndefined();
  });

  it('records a breach of a real answer for the test during which it happened', async () => {
    const agent = await signedInAgent(ctx, await createMentee(ctx.db));
    // Drop a status from the document the answers are held to: the next such answer is a breach.
    const held = documentHeldTo() as Doc;
    const answers = held.paths['/api/users/me']!.delete!.responses;
    const saved = answers['400'];
    delete answers['400'];
    try {
      expect((await agent.request('DELETE', '/api/users/me', { confirm: 'nope' })).statusCode).toBe(400);
      expect(takeBreaches()).toEqual([expect.stringMatching(/^DELETE \/api\/users\/me answered 400, which the API document does not list/)]);
    } finally {
      answers['400'] = saved!;
    }
  });
});

describe('a known address with another method', () => {
  it('answers 405 with the methods it takes in Allow', async () => {
    const res = await ctx.agent().delete('/api/earnings');
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.json()).toEqual({ success: false, error: expect.stringContaining('GET') });
    const withId = await ctx.agent().request('PATCH', '/api/sessions/0b6c3a52-3c7e-4a57-9f36-7d2f7e0ad0b1', {});
    expect([withId.statusCode, withId.headers.allow]).toEqual([405, 'GET, HEAD, PUT, DELETE']);
  });

  it('still answers 404 for an address the API does not have', async () => {
    const res = await ctx.agent().delete('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.headers.allow).toBeUndefined();
  });
});

describe('minRating=1e-300', () => {
  it('is "rated above 0" for the search and the specialization counts alike, not an error', async () => {
    const rated = await createCoach(ctx.db, { firstName: 'Tiny', lastName: 'Floor', specializations: ['Psychology'], rating: 4.1, totalReviews: 3 });
    await createCoach(ctx.db, { firstName: 'Unrated', lastName: 'Floor', specializations: ['Psychology'], rating: 0, totalReviews: 0 });
    const search = await ctx.agent().get('/api/coaches/search', { query: { minRating: '1e-300', query: 'Floor' } });
    expect(search.statusCode).toBe(200);
    expect(search.json().data.map((c: { id: string }) => c.id)).toEqual([rated.id]);
    const counts = await ctx.agent().get('/api/coaches/specializations', { query: { minRating: '1e-300', query: 'Floor' } });
    expect(counts.statusCode).toBe(200);
    expect(counts.json().data).toEqual(expect.arrayContaining([expect.objectContaining({ count: 1 })]));
  });
});
