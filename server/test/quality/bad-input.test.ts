import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import type { Agent } from '../support/agent';
import { createTestContext, type TestContext } from '../support/context';
import { createAdmin, createCoach, createMentee, signedInAgent } from '../support/factories';

/**
 * Issue 8 "Bad input": malformed requests generated from the OpenAPI document, across every
 * endpoint and as every kind of caller. Nothing may answer 5xx; every 4xx carries the error
 * envelope with a human message; and no table the requests could write to changes. Empty JSON
 * bodies and unreadable multipart forms go to every writing endpoint too.
 */

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; required?: string[]; items?: Schema; anyOf?: Schema[]; enum?: unknown[]; format?: string };
type Operation = { method: string; path: string; body?: Schema; params: { name: string; in: 'path' | 'query' }[] };

const WATCHED_TABLES = [
  'users', 'availability_windows', 'session_types', 'sessions', 'blog_posts', 'resources',
  'discussions', 'discussion_attendees', 'verification_codes',
];
/** Calls that legitimately change state whatever the body (signing out ends the caller's sign-in). */
const SKIPPED = new Set(['POST /api/auth/logout', 'GET /api/auth/google', 'GET /api/auth/google/callback']);
/** Endpoints with no JSON body whose only input is the path or query. */
const NEEDS_BODY = new Set(['POST', 'PUT', 'PATCH']);

let ctx: TestContext;
const operations: Operation[] = [];
const callers: Record<string, Agent> = {};

const junkStrings = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('', ' ', '\u0000', '💥🇮🇳', "' OR 1=1 --", '<script>alert(1)</script>', '../../etc/passwd', 'null', 'NaN', '-1', '9'.repeat(400), 'a'.repeat(20_000), '2026-02-31T25:61:00Z', 'not-a-date', '%00', '\uD800'),
);
const junkNumbers = fc.oneof(fc.constantFrom(-1, -1e308, 1e308, 0.5, -0, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER), fc.double({ noNaN: true }), fc.integer());
const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  junkStrings,
  junkNumbers,
  fc.boolean(),
  fc.constant(null),
  fc.array(junkStrings, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), junkStrings, { maxKeys: 3 }),
);

function typesOf(schema: Schema | undefined): string[] {
  if (!schema) return [];
  if (schema.anyOf) return schema.anyOf.flatMap(typesOf);
  return Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
}

/** A value that no schema of this type accepts (and that zod will not coerce into one). */
function wrongValueFor(schema: Schema | undefined): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  if (types.includes('string')) return fc.constantFrom({ nested: { deep: true } }, [1, 2], true);
  if (types.includes('integer') || types.includes('number')) return fc.constantFrom('lots', { n: 1 }, [3], 'Infinity', '1e400');
  if (types.includes('boolean')) return fc.constantFrom('maybe', 2, { b: 1 }, []);
  if (types.includes('array')) return fc.constantFrom('a,b', 7, { 0: 'x' });
  if (types.includes('object')) return fc.constantFrom('object', 12, ['x']);
  return fc.constantFrom({ unexpected: ['shape'] }, [[[]]]);
}

/** A 4xx body with the error envelope and a message a person can read. */
function humane(body: { success?: unknown; error?: unknown }): boolean {
  return (
    body.success === false &&
    typeof body.error === 'string' &&
    body.error.length > 3 &&
    body.error.length < 300 &&
    !/\bat .+\.(ts|js):\d+|Error:|undefined|\[object/.test(body.error)
  );
}

/** Multipart forms no parser can read: no boundary, an empty one, a body without it, a part cut off. */
const UNREADABLE_FORMS: { contentType: string; body: string }[] = [
  { contentType: 'multipart/form-data', body: 'garbage' },
  { contentType: 'multipart/form-data; boundary=', body: 'garbage' },
  { contentType: 'multipart/form-data; boundary=xyz', body: 'garbage' },
  { contentType: 'multipart/form-data; boundary=xyz', body: '--xyz\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\nabc' },
  { contentType: 'multipart/form-data; boundary=xyz', body: '--xyz\r\nno header line\r\n\r\nabc\r\n--xyz--\r\n' },
];

/** A body that is malformed in at least one way every schema must refuse. */
function malformedBody(schema: Schema | undefined): fc.Arbitrary<{ raw?: string; json?: unknown }> {
  const notAnObject = fc.oneof(
    fc.constantFrom('{"unterminated": ', '{bad json}', '[1,2', 'null', '"text"', '42', '[]', 'true').map((raw) => ({ raw })),
  );
  const props = schema?.properties ?? {};
  const keys = Object.keys(props);
  if (keys.length === 0) return notAnObject;
  const withWrongField = fc
    .tuple(
      fc.constantFrom(...keys),
      fc.dictionary(fc.constantFrom(...keys, 'extra', '__proto__', 'constructor', 'isAdmin', 'role', 'price'), junkValue, { maxKeys: 6 }),
    )
    .chain(([key, rest]) => wrongValueFor(props[key]).map((wrong) => ({ json: { ...rest, [key]: wrong } })));
  const required = schema?.required ?? [];
  const missingRequired =
    required.length > 0
      ? fc
          .tuple(fc.constantFrom(...required), fc.dictionary(fc.constantFrom(...keys, 'extra'), junkValue, { maxKeys: 6 }))
          .map(([missing, rest]) => {
            const body: Record<string, unknown> = { ...rest };
            delete body[missing];
            // Keep it malformed even if the remaining junk happened to be valid.
            return { json: { ...body, [missing]: undefined, [keys[0]!]: { wrong: [1] } } };
          })
      : withWrongField;
  return fc.oneof(notAnObject, withWrongField, missingRequired);
}

const badIds = fc.oneof(
  fc.constantFrom('not-a-uuid', '00000000-0000-0000-0000-000000000000', '123', "1' OR '1'='1", 'undefined', '%F0%9F%92%A5', 'a'.repeat(300), '..%2F..%2Fetc'),
  fc.uuid(),
  fc.string({ minLength: 1, maxLength: 30 }).map(encodeURIComponent),
);

function queryFor(op: Operation): fc.Arbitrary<Record<string, string>> {
  const names = op.params.filter((p) => p.in === 'query').map((p) => p.name);
  if (names.length === 0) return fc.constant({});
  return fc.dictionary(
    fc.constantFrom(...names, 'unknownParam'),
    fc.oneof(junkStrings.map(String), junkNumbers.map(String), fc.constantFrom('-5', '0', '1e12', 'true', '[]')),
    { maxKeys: 4 },
  );
}

async function tableCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of WATCHED_TABLES) {
    const [row] = await queryRows<{ n: number }>(ctx.db, sql.raw(`select count(*)::int as n, md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as h from ${table} t`));
    counts[table] = row!.n;
    counts[`${table}#hash`] = (row as unknown as { h: string }).h as unknown as number;
  }
  return counts;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const doc = (await ctx.agent().get('/api/docs/json')).json() as {
    paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema: Schema }> }; parameters?: { name: string; in: 'path' | 'query' }[] }>>;
  };
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const key = `${method.toUpperCase()} ${path}`;
      if (SKIPPED.has(key)) continue;
      operations.push({
        method: method.toUpperCase(),
        path,
        body: op.requestBody?.content?.['application/json']?.schema,
        params: (op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query'),
      });
    }
  }
  const mentee = await createMentee(ctx.db);
  const coach = await createCoach(ctx.db);
  const admin = await createAdmin(ctx.db);
  callers.anonymous = ctx.agent();
  for (const [name, user] of [['mentee', mentee], ['mentor', coach], ['admin', admin]] as const) {
    const agent = await signedInAgent(ctx, user);
    callers[name] = agent;
  }
}, 60_000);
afterAll(() => ctx.close());

describe('malformed requests across the whole API', () => {
  it('never answer 5xx, always answer 4xx with the error envelope, and change nothing', async () => {
    expect(operations.length).toBeGreaterThan(20);
    const before = await tableCounts();
    const perOperation = Math.ceil(2_000 / operations.length);
    const failures: string[] = [];
    let sent = 0;

    for (const [index, op] of operations.entries()) {
      const samples = fc.sample(
        fc.record({
          id: badIds,
          query: queryFor(op),
          body: NEEDS_BODY.has(op.method) ? malformedBody(op.body) : fc.constant({ json: undefined } as { raw?: string; json?: unknown }),
          caller: fc.constantFrom('anonymous', 'mentee', 'mentor', 'admin'),
        }),
        { numRuns: perOperation, seed: 8_000 + index },
      );
      for (const sample of samples) {
        const url = op.path.replace(/\{[^}]+\}/g, sample.id);
        const agent = callers[sample.caller]!;
        const payload = sample.body.raw ?? (sample.body.json === undefined ? undefined : JSON.stringify(sample.body.json));
        const res = await agent.request(op.method as 'GET', url, payload, {
          query: sample.query,
          headers: payload !== undefined ? { 'content-type': 'application/json' } : {},
        });
        sent += 1;
        const label = `${op.method} ${url.slice(0, 80)} as ${sample.caller} with ${String(payload).slice(0, 120)} ?${JSON.stringify(sample.query).slice(0, 80)}`;
        if (res.statusCode >= 500) {
          failures.push(`${res.statusCode} ${label}: ${res.body.slice(0, 200)}`);
          continue;
        }
        if (res.statusCode >= 400) {
          const contentType = String(res.headers['content-type'] ?? '');
          if (!contentType.includes('json')) {
            failures.push(`${res.statusCode} not JSON: ${label}`);
            continue;
          }
          const body = res.json() as { success?: unknown; error?: unknown };
          if (!humane(body)) failures.push(`${res.statusCode} bad envelope ${JSON.stringify(body).slice(0, 200)}: ${label}`);
        } else if (NEEDS_BODY.has(op.method) || op.method === 'DELETE') {
          failures.push(`${res.statusCode} accepted a malformed write: ${label}`);
        }
      }
    }

    expect(sent).toBeGreaterThanOrEqual(2_000);
    expect(failures.slice(0, 25)).toEqual([]);
    expect(await tableCounts()).toEqual(before);
  }, 240_000);
});

describe('empty JSON bodies and unreadable multipart forms across the whole API', () => {
  it('never answer 5xx, and every 4xx has the error envelope', async () => {
    const writes = operations.filter((op) => op.method !== 'GET');
    expect(writes.length).toBeGreaterThan(15);
    const failures: string[] = [];
    let sent = 0;
    const id = '00000000-0000-4000-8000-000000000000';
    for (const op of writes) {
      const url = op.path.replace(/\{[^}]+\}/g, id);
      const bodies = [
        { contentType: 'application/json', body: '' },
        { contentType: 'application/json; charset=utf-8', body: '' },
        ...UNREADABLE_FORMS,
      ];
      for (const [caller, agent] of Object.entries(callers)) {
        for (const { contentType, body } of bodies) {
          const res = await agent.request(op.method as 'POST', url, body, { headers: { 'content-type': contentType } });
          sent += 1;
          const label = `${op.method} ${url} as ${caller} with ${contentType} ${JSON.stringify(body).slice(0, 40)}`;
          if (res.statusCode >= 500) failures.push(`${res.statusCode} ${label}: ${res.body.slice(0, 200)}`);
          else if (res.statusCode >= 400 && !humane(res.json() as { success?: unknown; error?: unknown })) {
            failures.push(`${res.statusCode} bad envelope ${res.body.slice(0, 200)}: ${label}`);
          } else if (contentType.startsWith('application/json') && res.statusCode === 400 && res.json().error === 'The request body is empty') {
            failures.push(`400 refused an empty JSON body: ${label}`);
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(300);
    expect(failures.slice(0, 25)).toEqual([]);
  }, 120_000);
});
