import { formatDate, formatDateTime } from '@ssb/domain';
import { SERVER_TIME_ZONE } from '../../lib/format';
import { useHydrated } from '../../lib/hydration';

/**
 * "3 Mar 2025" (or "3 Mar 2025, 6:30 pm IST" `withTime`) in a <time>: India's zone in
 * server-rendered HTML and while it hydrates, the viewer's own zone after. Never format a date
 * with the runtime's zone in a page the server renders: the server's zone (UTC) differs from the
 * browser's, and a text that differs makes React throw the server's HTML away and render again.
 */
export function LocalDate({ iso, withTime = false, className }: { iso: string | Date; withTime?: boolean; className?: string }) {
  const zone = useHydrated() ? undefined : SERVER_TIME_ZONE;
  return (
    <time className={className} dateTime={typeof iso === 'string' ? iso : iso.toISOString()}>
      {withTime ? formatDateTime(iso, zone) : formatDate(iso, zone)}
    </time>
  );
}
