import { useCallback, useMemo } from 'react';
import { navigate, useLocation, type NavigateOptions } from './location';

type SearchInit = ConstructorParameters<typeof URLSearchParams>[0];

/**
 * The query of the location the app shows, and a setter that goes to the same path with another
 * query (React Router's shape). The query is read as the browser sends it: wouter's own hook
 * decodes it once more, so '%2B' in a value became a space.
 */
export function useSearchParams(): [URLSearchParams, (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => void] {
  const { pathname, search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const query = new URLSearchParams(typeof next === 'function' ? next(params) : next).toString();
      navigate(pathname + (query ? `?${query}` : ''), options);
    },
    [pathname, params],
  );
  return [params, setParams];
}
