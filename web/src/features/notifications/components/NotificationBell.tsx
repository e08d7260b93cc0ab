import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { formatDateTime } from '@ssb/domain';
import { useAuth, type Role } from '../../../lib/auth';
import { Link } from '../../../lib/router';
import { cn } from '../../../lib/cn';
import { useMarkAllRead, useNotifications } from '../api';

const BELL = 'M15 17h5l-1.4-1.4A2 2 0 0 1 18 14.2V11a6 6 0 0 0-4-5.7V5a2 2 0 1 0-4 0v.3A6 6 0 0 0 6 11v3.2a2 2 0 0 1-.6 1.4L4 17h5m6 0v1a3 3 0 1 1-6 0v-1m6 0H9';

/** What the bell tells each role of (docs/product/notifications.md), said while it is empty. */
const EMPTY: Record<Role, string> = {
  mentee: 'Nothing yet. Your bookings and payments, changes and refunds, reminders, practice reviews and discussions you joined show here.',
  mentor: 'Nothing yet. New bookings, changes, reminders, reviews, practice reviews to write and your verification show here.',
  admin: 'Nothing yet. Your own bookings, reminders and changes show here.',
};

/**
 * The bell in the top bar (docs/product/notifications.md): the unread count, and the newest
 * notifications, each linking to its page. Opening it marks them read.
 */
export default function NotificationBell() {
  const list = useNotifications(true);
  const { role } = useAuth();
  const markRead = useMarkAllRead();
  const unread = list.data?.unread ?? 0;
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <DropdownMenu.Root
      modal={false}
      onOpenChange={(open) => {
        if (!open && unread > 0) markRead.mutate();
      }}
    >
      <DropdownMenu.Trigger className="relative inline-flex size-11 items-center justify-center rounded-full text-primary-900 hover:bg-slate-100" aria-label={label}>
        <svg className="size-6" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
          <path d={BELL} strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {unread > 0 && (
          <span aria-hidden="true" className="absolute top-1 right-1 min-w-5 rounded-full bg-accent-600 px-1 text-center text-xs leading-5 font-bold text-white">
            {unread > 9 ? '9+' : unread}
          </span>
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="z-50 w-[min(22rem,calc(100vw-1rem))] animate-fade-in rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg">
          <p className="px-3 py-2 text-sm font-semibold text-slate-900">Notifications</p>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          {list.isPending ? (
            <p className="px-3 py-3 text-sm text-slate-600">Loading…</p>
          ) : list.isError ? (
            <p className="px-3 py-3 text-sm text-slate-700">Notifications could not be loaded. They will be tried again shortly.</p>
          ) : list.data.items.length === 0 ? (
            <p className="px-3 py-3 text-sm text-slate-600">{EMPTY[role ?? 'mentee']}</p>
          ) : (
            <div className="max-h-[60vh] overflow-y-auto">
              {list.data.items.map((n) => (
                <DropdownMenu.Item key={n.id} asChild className="flex cursor-pointer flex-col gap-0.5 rounded-md px-3 py-2 outline-none data-[highlighted]:bg-slate-100">
                  <Link to={n.link}>
                    <span className={cn('text-sm text-slate-900', !n.read && 'font-semibold')}>
                      {!n.read && (
                        <>
                          <span className="mr-1.5 inline-block size-2 rounded-full bg-accent-600" aria-hidden="true" />
                          <span className="sr-only">Unread: </span>
                        </>
                      )}
                      {n.title}
                    </span>
                    {n.body && <span className="text-sm text-slate-600">{n.body}</span>}
                    <time className="text-xs text-slate-500" dateTime={n.createdAt}>
                      {formatDateTime(n.createdAt)}
                    </time>
                  </Link>
                </DropdownMenu.Item>
              ))}
            </div>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
