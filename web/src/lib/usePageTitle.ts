import { useEffect } from 'react';

const SITE = 'SSB Academy';

/** Sets document.title to "{title} · SSB Academy" while the page is shown. */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} · ${SITE}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
