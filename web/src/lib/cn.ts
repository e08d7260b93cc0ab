import { createTailwindMerge, validators } from 'tailwind-merge';

const { isAny, isNumber, isTshirtSize, isArbitraryLength, isArbitraryValue } = validators;

const sides = ['t', 'r', 'b', 'l', 'x', 'y', 's', 'e'] as const;
/** 'p' with 'px', 'pt', …: each side its own group, `p-4` overriding all of them and `px-4` the two it covers. */
function boxGroups(prefix: string): Record<string, [Record<string, [typeof isAny]>]> {
  const groups: Record<string, [Record<string, [typeof isAny]>]> = { [prefix]: [{ [prefix]: [isAny] }] };
  for (const side of sides) groups[prefix + side] = [{ [prefix + side]: [isAny] }];
  return groups;
}
const boxConflicts = (prefix: string) => ({
  [prefix]: sides.map((s) => prefix + s),
  [`${prefix}x`]: [`${prefix}r`, `${prefix}l`],
  [`${prefix}y`]: [`${prefix}t`, `${prefix}b`],
});

/**
 * tailwind-merge with the class groups this client uses, not its full Tailwind catalogue: the
 * full one adds ~8.5 KB gzipped to the first JavaScript of every page and would take '/' over its
 * 120 KB budget (bench/pages.mjs); this one adds ~3.5 KB. A class of a group not listed here is
 * simply kept, as before tailwind-merge; lib/cn.test.ts checks the listed groups against the full
 * catalogue's answers. Add a group there and here when a component starts overriding it.
 */
const merge = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  classGroups: {
    display: ['block', 'inline-block', 'inline', 'flex', 'inline-flex', 'grid', 'inline-grid', 'contents', 'flow-root', 'table', 'list-item', 'hidden'],
    position: ['static', 'fixed', 'absolute', 'relative', 'sticky'],
    visibility: ['visible', 'invisible', 'collapse'],
    'sr-only': ['sr-only', 'not-sr-only'],
    ...boxGroups('p'),
    ...boxGroups('m'),
    gap: [{ gap: [isAny] }],
    'gap-x': [{ 'gap-x': [isAny] }],
    'gap-y': [{ 'gap-y': [isAny] }],
    w: [{ w: [isAny] }],
    h: [{ h: [isAny] }],
    size: [{ size: [isAny] }],
    'min-w': [{ 'min-w': [isAny] }],
    'min-h': [{ 'min-h': [isAny] }],
    'max-w': [{ 'max-w': [isAny] }],
    'max-h': [{ 'max-h': [isAny] }],
    inset: [{ inset: [isAny] }],
    'inset-x': [{ 'inset-x': [isAny] }],
    'inset-y': [{ 'inset-y': [isAny] }],
    top: [{ top: [isAny] }],
    right: [{ right: [isAny] }],
    bottom: [{ bottom: [isAny] }],
    left: [{ left: [isAny] }],
    z: [{ z: [isAny] }],
    'flex-direction': [{ flex: ['row', 'row-reverse', 'col', 'col-reverse'] }],
    'flex-wrap': [{ flex: ['wrap', 'wrap-reverse', 'nowrap'] }],
    flex: [{ flex: [isAny] }],
    shrink: [{ shrink: ['', isNumber] }],
    grow: [{ grow: ['', isNumber] }],
    'grid-cols': [{ 'grid-cols': [isAny] }],
    'col-span': [{ col: [isAny] }],
    'align-items': [{ items: [isAny] }],
    'justify-content': [{ justify: [isAny] }],
    'align-self': [{ self: [isAny] }],
    overflow: [{ overflow: [isAny] }],
    'overflow-x': [{ 'overflow-x': [isAny] }],
    'overflow-y': [{ 'overflow-y': [isAny] }],
    'font-size': [{ text: [isTshirtSize, 'base', isArbitraryLength] }],
    'text-alignment': [{ text: ['left', 'center', 'right', 'justify', 'start', 'end'] }],
    'text-wrap': [{ text: ['wrap', 'nowrap', 'balance', 'pretty'] }],
    'text-color': [{ text: [isAny] }],
    'font-weight': [{ font: ['thin', 'extralight', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold', 'black'] }],
    'font-family': [{ font: ['sans', 'serif', 'mono'] }],
    leading: [{ leading: [isAny] }],
    tracking: [{ tracking: [isAny] }],
    whitespace: [{ whitespace: [isAny] }],
    'text-transform': ['uppercase', 'lowercase', 'capitalize', 'normal-case'],
    'text-decoration': ['underline', 'overline', 'line-through', 'no-underline'],
    'bg-color': [{ bg: [isAny] }],
    rounded: [{ rounded: ['', isAny] }],
    'rounded-t': [{ 'rounded-t': ['', isAny] }],
    'rounded-r': [{ 'rounded-r': ['', isAny] }],
    'rounded-b': [{ 'rounded-b': ['', isAny] }],
    'rounded-l': [{ 'rounded-l': ['', isAny] }],
    'border-w': [{ border: ['', isNumber, isArbitraryLength] }],
    'border-w-t': [{ 'border-t': ['', isNumber, isArbitraryLength] }],
    'border-w-r': [{ 'border-r': ['', isNumber, isArbitraryLength] }],
    'border-w-b': [{ 'border-b': ['', isNumber, isArbitraryLength] }],
    'border-w-l': [{ 'border-l': ['', isNumber, isArbitraryLength] }],
    'border-style': [{ border: ['solid', 'dashed', 'dotted', 'double', 'hidden', 'none'] }],
    'border-collapse': [{ border: ['collapse', 'separate'] }],
    'border-color': [{ border: [isAny] }],
    'ring-w': [{ ring: ['', isNumber, isArbitraryLength] }],
    'ring-w-inset': ['ring-inset'],
    'ring-color': [{ ring: [isAny] }],
    'outline-style': [{ outline: ['none', 'hidden', 'solid', 'dashed', 'dotted', 'double'] }],
    'outline-offset': [{ 'outline-offset': [isAny] }],
    'outline-w': [{ outline: ['', isNumber, isArbitraryLength] }],
    'outline-color': [{ outline: [isAny] }],
    shadow: [{ shadow: ['', 'none', 'inner', isTshirtSize, isArbitraryValue] }],
    opacity: [{ opacity: [isAny] }],
    cursor: [{ cursor: [isAny] }],
    'pointer-events': [{ 'pointer-events': ['auto', 'none'] }],
  },
  conflictingClassGroups: {
    ...boxConflicts('p'),
    ...boxConflicts('m'),
    gap: ['gap-x', 'gap-y'],
    flex: ['grow', 'shrink'],
    'font-size': ['leading'],
    size: ['w', 'h'],
    inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
    'inset-x': ['right', 'left'],
    'inset-y': ['top', 'bottom'],
    overflow: ['overflow-x', 'overflow-y'],
    rounded: ['rounded-t', 'rounded-r', 'rounded-b', 'rounded-l'],
    'border-w': ['border-w-t', 'border-w-r', 'border-w-b', 'border-w-l'],
  },
  conflictingClassGroupModifiers: { 'font-size': ['leading'] },
  orderSensitiveModifiers: [],
}));

/**
 * Joins class names, skipping falsy values, and lets a later Tailwind class win over an earlier one
 * of the same property: cn('px-3 mt-4', cond && 'b', 'mt-0') gives 'px-3 b mt-0'. Without the merge,
 * which of two conflicting classes applied depended on their order in the stylesheet.
 */
export function cn(...parts: Array<string | false | null | undefined | 0>): string {
  return merge(parts);
}
