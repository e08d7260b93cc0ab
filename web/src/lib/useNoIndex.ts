import { useEffect } from 'react';

/**
 * Asks search engines not to index the page while it is shown (`<meta name="robots" content="noindex">`),
 * for pages public by address only. The server-rendered page carries the same element from the
 * start (its module's `serverHead`); it is taken away when the visitor moves on to another page.
 */
export function useNoIndex(noIndex: boolean): void {
  useEffect(() => {
    if (!noIndex) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'robots';
      document.head.append(meta);
    }
    meta.content = 'noindex';
    const shown = meta;
    return () => shown.remove();
  }, [noIndex]);
}

/** The element for a server-rendered page's head. */
export const NO_INDEX_META = '<meta name="robots" content="noindex">';
