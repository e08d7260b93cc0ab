import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './cn';

/** Base classes of the shared components, then what callers pass over them. */
const PAIRS: Array<[string, string]> = [
  ['mt-4', 'mt-0'],
  ['p-4 px-3', 'px-0'],
  ['px-3 py-2', 'p-0'],
  ['-mx-4 mt-2', 'mx-0'],
  ['flex items-center gap-2', 'hidden'],
  ['grid gap-6 gap-y-2', 'gap-3'],
  ['min-h-11 w-full', 'w-auto min-h-9'],
  ['size-10', 'h-12'],
  ['max-w-2xl', 'max-w-none'],
  ['text-sm text-slate-600 font-semibold', 'text-lg text-primary-900 font-bold'],
  ['text-sm text-left', 'text-center text-white'],
  ['text-sm/6 leading-tight', 'text-lg'],
  ['font-sans', 'font-mono text-sm'],
  ['bg-white bg-primary-50/40', 'bg-slate-950/50'],
  ['rounded-lg rounded-l-2xl', 'rounded-none'],
  ['rounded-full', 'rounded-l-2xl'],
  ['border border-slate-300', 'border-2 border-primary-900'],
  ['border-t border-slate-200', 'border-0'],
  ['border-dashed border-l-4', 'border-solid'],
  ['ring-1 ring-primary-900 ring-inset', 'ring-2 ring-white'],
  ['outline-2 outline-offset-2 outline-primary-700', 'outline-none outline-offset-0'],
  ['outline outline-primary-700', 'outline-2'],
  ['shadow-sm', 'shadow-xl'],
  ['relative z-10', 'absolute z-50'],
  ['inset-0', 'inset-x-0 top-2'],
  ['flex flex-col flex-wrap flex-1', 'flex-row shrink-0 flex-none'],
  ['items-start justify-between self-auto', 'items-center justify-center self-end'],
  ['overflow-hidden', 'overflow-x-auto'],
  ['whitespace-nowrap uppercase', 'whitespace-pre-line normal-case'],
  ['opacity-50 cursor-pointer pointer-events-none', 'opacity-60 cursor-not-allowed pointer-events-auto'],
  ['sr-only', 'not-sr-only'],
  ['hover:bg-primary-50 focus-visible:outline-2 data-[state=active]:bg-white', 'hover:bg-white data-[state=active]:bg-primary-900'],
  ['lg:grid-cols-2 col-span-2', 'lg:grid-cols-1 col-span-1'],
  ['max-lg:hidden tracking-tight', 'tracking-wide'],
  ['text-balance underline', 'text-pretty no-underline'],
  ['animate-spin container-page line-clamp-3', 'scroll-mt-24 tabular-nums'],
];

describe('cn', () => {
  it('skips falsy parts and joins the rest', () => {
    expect(cn('a', false, null, undefined, 0, '', 'b')).toBe('a b');
  });

  it('lets a later class of the same property win', () => {
    expect(cn('mt-4 px-3', 'mt-0')).toBe('px-3 mt-0');
  });

  it.each(PAIRS)('merges %s with %s as tailwind-merge does', (base, override) => {
    expect(cn(base, override)).toBe(twMerge(base, override));
  });
});
