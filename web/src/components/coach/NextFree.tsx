import { formatNextFree } from '@ssb/domain';
import { useHydrated } from '../../lib/hydration';
import { SERVER_TIME_ZONE } from '../../lib/format';

/**
 * 'Next free: Tue 10:30', in India's zone as the server renders it, then in the viewer's own once
 * hydrated (no Intl: the cards are on public pages). 'No free slot in the next 2 weeks' without one.
 */
export function NextFree({ at, className }: { at: string | null; className?: string }) {
  const hydrated = useHydrated();
  if (!at) return <p className={className}>No free slot in the next 2 weeks</p>;
  const text = formatNextFree(at, new Date(), hydrated ? undefined : SERVER_TIME_ZONE);
  return (
    <p className={className}>
      Next free: <time dateTime={at}>{text}</time>
    </p>
  );
}
