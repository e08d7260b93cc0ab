import {
  authResultSchema,
  chooseRoleSchema,
  forgotPasswordSchema,
  loginSchema,
  registerResultSchema,
  registerSchema,
  resendCodeSchema,
  resetPasswordSchema,
  updateProfileSchema,
  uploadResultSchema,
  userSchema,
  userStatsSchema,
  verifyEmailSchema,
} from '@ssb/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/context';
import { uniqueEmail } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('rate limits on the code endpoints', () => {
  for (const [path, body] of [
    ['/api/auth/verify-email', (email: string) => ({ email, code: '000000' })],
    ['/api/auth/reset-password', (email: string) => ({ email, code: '000000', newPassword: 'long-enough-1' })],
    ['/api/auth/resend-code', (email: string) => ({ email })],
    ['/api/auth/forgot-password', (email: string) => ({ email })],
  ] as const) {
    it(`${path} answers 429 with a clear message after 10 tries a minute for one email`, async () => {
      const email = uniqueEmail();
      const agent = ctx.agent();
      for (let i = 0; i < 10; i++) expect((await agent.post(path, body(email))).statusCode).not.toBe(429);
      const res = await agent.post(path, body(email));
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ success: false, error: expect.stringMatching(/^Too many/) });
    });
  }
});

type Schema = { type?: string; properties?: Record<string, Schema>; enum?: unknown[] };
type Operation = {
  tags?: string[];
  parameters?: { name: string }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
};
type OpenApi = { paths: Record<string, Record<string, Operation>> };

const keys = (schema: { shape: object }) => Object.keys(schema.shape).sort();
const propertiesOf = (schema: Schema | undefined) => Object.keys(schema?.properties ?? {}).sort();
const bodyOf = (op: Operation) => op.requestBody?.content['application/json']?.schema;
const answerOf = (op: Operation, status: number) => op.responses[String(status)]?.content?.['application/json']?.schema;

describe('GET /api/docs/json', () => {
  let doc: OpenApi;
  beforeAll(async () => {
    doc = (await ctx.agent().get('/api/docs/json')).json();
  });

  it('documents each accounts endpoint with the request fields and answer fields of its shared contract', () => {
    for (const [path, body, status, data] of [
      ['/api/auth/register', registerSchema, 201, registerResultSchema],
      ['/api/auth/login', loginSchema, 200, authResultSchema],
      ['/api/auth/verify-email', verifyEmailSchema, 200, authResultSchema],
      ['/api/auth/resend-code', resendCodeSchema, 200, null],
      ['/api/auth/forgot-password', forgotPasswordSchema, 200, null],
      ['/api/auth/reset-password', resetPasswordSchema, 200, null],
    ] as const) {
      expect([path, Object.keys(doc.paths[path] ?? {})]).toEqual([path, ['post']]);
      const op = doc.paths[path]!.post!;
      expect([path, propertiesOf(bodyOf(op))]).toEqual([path, keys(body)]);
      const answer = answerOf(op, status);
      expect([path, propertiesOf(answer)]).toEqual([path, data ? ['data', 'success'] : ['success']]);
      if (data) expect([path, propertiesOf(answer!.properties!.data)]).toEqual([path, keys(data)]);
    }
    expect(propertiesOf(answerOf(doc.paths['/api/auth/register']!.post!, 201)!.properties!.data)).toEqual(['email', 'needVerification']);
  });

  it('documents sign-out and the Google sign-in redirects', () => {
    expect(Object.keys(doc.paths['/api/auth/logout']!)).toEqual(['post']);
    expect(bodyOf(doc.paths['/api/auth/logout']!.post!)).toBeUndefined();
    expect(propertiesOf(answerOf(doc.paths['/api/auth/logout']!.post!, 200))).toEqual(['success']);
    expect(Object.keys(doc.paths['/api/auth/google']!)).toEqual(['get']);
    expect(doc.paths['/api/auth/google']!.get!.tags).toEqual(['auth']);
    expect(doc.paths['/api/auth/google/callback']!.get!.parameters!.map((p) => p.name)).toContain('state');
  });

  it('documents the users endpoints with the request fields and answer fields of their shared contracts', () => {
    const profile = doc.paths['/api/users/profile']!.put!;
    expect(propertiesOf(bodyOf(profile))).toEqual(keys(updateProfileSchema));
    // OpenAPI 3.1: a nullable field is JSON Schema's anyOf with null
    expect(bodyOf(profile)!.properties!.hourlyRate).toMatchObject({ anyOf: [{ type: 'integer' }, { type: 'null' }] });
    expect(propertiesOf(answerOf(profile, 200)!.properties!.data)).toEqual(keys(userSchema));

    const chooseRole = doc.paths['/api/users/choose-role']!.post!;
    expect(propertiesOf(bodyOf(chooseRole))).toEqual(keys(chooseRoleSchema));
    expect(bodyOf(chooseRole)!.properties!.role!.enum).toEqual(['mentee', 'mentor']);
    expect(propertiesOf(answerOf(chooseRole, 200)!.properties!.data)).toEqual(keys(userSchema));

    expect(doc.paths['/api/users']!.get!.parameters!.map((p) => p.name)).toEqual(expect.arrayContaining(['page', 'pageSize', 'role']));
    expect(Object.keys(doc.paths['/api/users/stats']!)).toEqual(['get']);
    expect(propertiesOf(answerOf(doc.paths['/api/users/stats']!.get!, 200)!.properties!.data)).toEqual(keys(userStatsSchema));
    expect(Object.keys(doc.paths['/api/users/upload']!)).toEqual(['post']);
    expect(propertiesOf(answerOf(doc.paths['/api/users/upload']!.post!, 200)!.properties!.data)).toEqual(keys(uploadResultSchema));
  });
});
