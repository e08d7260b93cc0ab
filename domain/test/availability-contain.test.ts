import { describe, expect, it } from 'vitest';
import { findContainingWindow } from '../src/availability/contain';
import type { EntryRange } from '../src/availability/types';

const z = (hhmm: string) => new Date(`2026-11-24T${hhmm}:00.000Z`);
const windows: EntryRange[] = [
  { start: z('08:00'), end: null },
  { start: z('10:00'), end: z('12:00') },
  { start: z('14:00'), end: z('15:00') },
];

describe('findContainingWindow', () => {
  it('finds the window holding the whole range, edges included', () => {
    expect(findContainingWindow(windows, { start: z('10:00'), end: z('11:00') })).toEqual({ start: z('10:00'), end: z('12:00') });
    expect(findContainingWindow(windows, { start: z('11:00'), end: z('12:00') })).toEqual({ start: z('10:00'), end: z('12:00') });
  });

  it('refuses a range that sticks out of every window', () => {
    expect(findContainingWindow(windows, { start: z('11:30'), end: z('12:30') })).toBeNull();
    expect(findContainingWindow(windows, { start: z('09:30'), end: z('10:30') })).toBeNull();
    expect(findContainingWindow(windows, { start: z('11:00'), end: z('14:30') })).toBeNull();
  });

  it('never uses a single instant', () => {
    expect(findContainingWindow(windows, { start: z('08:00'), end: z('08:30') })).toBeNull();
  });
});
