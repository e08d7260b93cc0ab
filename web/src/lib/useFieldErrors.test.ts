import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { useFieldErrors, type Checkable } from './useFieldErrors';

/** Refuses a short title (twice) and an empty body, the way a zod schema reports it. */
const schema: Checkable = {
  safeParse(value) {
    const { title, body } = value as { title: string; body: string };
    const issues = [
      ...(title.length < 3 ? [{ path: ['title'], message: 'Title is too short' }, { path: ['title'], message: 'Title needs a letter' }] : []),
      ...(body ? [] : [{ path: ['body'], message: 'Body is required' }]),
    ];
    return issues.length ? { success: false, error: { issues } } : { success: true };
  },
};

describe('useFieldErrors', () => {
  it('shows the first message per listed field when the schema refuses, and nothing when it accepts', () => {
    const { result } = renderHook(() => useFieldErrors(['title'] as const));
    let accepted = true;
    act(() => {
      accepted = result.current.check(schema, { title: 'ab', body: '' });
    });
    expect(accepted).toBe(false);
    expect(result.current.errors).toEqual({ title: 'Title is too short' });
    act(() => {
      accepted = result.current.check(schema, { title: 'abcd', body: 'x' });
    });
    expect(accepted).toBe(true);
  });

  it("takes the server's messages for the listed fields, and clears a field once edited", () => {
    const { result } = renderHook(() => useFieldErrors(['title', 'body'] as const));
    act(() => result.current.showServerErrors(new ApiError('Bad', 400, { fields: { title: 'Taken', other: 'Ignored' } })));
    expect(result.current.errors).toEqual({ title: 'Taken' });
    act(() => result.current.clear('title'));
    expect(result.current.errors.title).toBeUndefined();
    act(() => result.current.showServerErrors(new Error('offline')));
    expect(result.current.errors.title).toBeUndefined();
  });
});
