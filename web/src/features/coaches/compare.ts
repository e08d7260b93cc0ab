/** Coaches compared side by side (docs/product/coaches.md "Compare"): at most three. */
export const COMPARE_MAX = 3;
export const COMPARE_FULL_MESSAGE = 'You can compare up to three coaches. Remove one to add another.';

/** ?compare=a,b → ['a', 'b']: distinct ids, at most three. */
export function readCompareIds(value: string | null): string[] {
  const ids = (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  return [...new Set(ids)].slice(0, COMPARE_MAX);
}

/** The choice after a press: the id added or removed; 'full' when a fourth is asked for. */
export function toggleCompare(ids: readonly string[], id: string): string[] | 'full' {
  if (ids.includes(id)) return ids.filter((x) => x !== id);
  if (ids.length >= COMPARE_MAX) return 'full';
  return [...ids, id];
}

/** The shareable compare page of the chosen coaches. */
export const compareHref = (ids: readonly string[]) => `/coaches/compare?ids=${ids.map(encodeURIComponent).join(',')}`;
