import { formatDate } from '@ssb/domain';
import { SERVER_TIME_ZONE } from '../../lib/format';
import { useHydrated } from '../../lib/hydration';

/** "3 Mar 2025" in a <time>: the server's zone in server-rendered HTML, the viewer's once hydrated. */
export function LocalDate({ iso }: { iso: string }) {
  const hydrated = useHydrated();
  return <time dateTime={iso}>{formatDate(iso, hydrated ? undefined : SERVER_TIME_ZONE)}</time>;
}
