import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import '../src/index';
import { createReportSchema } from '../src/contracts/reports';

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe("zod's own messages never reach a person: each check without a message of its own says what to do", () => {
  it.each([
    ['a short text', z.string().min(40), 'too short', 'Write at least 40 characters'],
    ['an empty required text', z.string().min(1), '', 'Fill this in'],
    ['a long text', z.string().max(10), 'x'.repeat(11), 'Write at most 10 characters'],
    ['a missing text', z.string(), undefined, 'Fill this in'],
    ['a missing date', z.date(), undefined, 'Choose a date'],
    ['a number as text', z.number(), 'abc', 'Enter a number'],
    ['a small number', z.number().min(1), 0, 'Enter at least 1'],
    ['an email', z.email(), 'nope', 'Enter an email address, like name@example.com'],
    ['a web address', z.url(), 'nope', 'Enter a web address, like https://example.com'],
    ['a date', z.iso.date(), '31-12', 'Choose a date'],
    ['a choice', z.enum(['a', 'b']), 'c', 'Choose one of the options'],
    ['too few chosen', z.array(z.string()).min(2), ['a'], 'Choose at least 2'],
  ])('%s', (_what, schema, value, message) => {
    expect(messageOf(schema, value)).toBe(message);
  });

  it("keeps a contract's own message", () => {
    expect(messageOf(createReportSchema, { targetType: 'coach', targetId: '00000000-0000-4000-8000-000000000000', reason: 'nope' })).toBe('Choose a reason');
  });
});
