import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { contractResolver } from './contractResolver';
import { setServerFieldErrors } from './serverFieldErrors';

interface Values {
  title: string;
  tags: string;
}

const schema = z.object({
  title: z.string().min(3, 'Title at least 3 characters').max(5, 'Title too long'),
  tags: z.array(z.string().min(2, 'Tag too short')),
  secret: z.literal('x', 'not shown'),
});
const toPayload = (v: Values) => ({ title: v.title, tags: v.tags.split(','), secret: 'y' });
const options = { fields: {}, shouldUseNativeValidation: false } as never;

describe('contractResolver', () => {
  it("puts the contract's first message of each listed field under it, and nothing for the others", async () => {
    const resolve = contractResolver<Values>(schema, toPayload, ['title', 'tags']);
    const result = await resolve({ title: 'ab', tags: 'a,b' }, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      title: { type: 'too_small', message: 'Title at least 3 characters' },
      tags: { type: 'too_small', message: 'Tag too short' },
    });
  });

  it('gives the form values back when the payload passes', async () => {
    const resolve = contractResolver<Values>(schema.omit({ secret: true }), toPayload, ['title', 'tags']);
    const values = { title: 'abcd', tags: 'ab,cd' };
    expect(await resolve(values, undefined, options)).toEqual({ values, errors: {} });
  });
});

describe('setServerFieldErrors', () => {
  const refused = new ApiError('Please check the fields', 400, { success: false, error: 'x', fields: { title: 'Taken', other: 'Ignored', tags: 'Too many' } });

  it("shows the server's messages of the form's fields and focuses the first when asked", () => {
    const setError = vi.fn();
    expect(setServerFieldErrors<Values>(refused, ['title', 'tags'], setError, { focus: true })).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['title', { type: 'server', message: 'Taken' }, { shouldFocus: true }],
      ['tags', { type: 'server', message: 'Too many' }, { shouldFocus: false }],
    ]);
  });

  it('shows nothing for an error without field messages', () => {
    const setError = vi.fn();
    expect(setServerFieldErrors<Values>(new Error('offline'), ['title'], setError)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
