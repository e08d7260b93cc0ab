/** The bell's notifications over HTTP (docs/product/notifications.md). */
import type { NotificationList } from '@ssb/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';

/** New notifications show within this long without a reload. */
export const NOTIFICATIONS_POLL_MS = 30_000;

export const notificationKeys = { mine: () => ['notifications'] as const };

export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.mine(),
    queryFn: ({ signal }) => call('notifications', { signal }),
    enabled,
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

/** Marks them all read; the list keeps showing them, now read. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('markNotificationsRead', { body: {} }),
    onSuccess: ({ unread }) => {
      queryClient.setQueryData<NotificationList>(notificationKeys.mine(), (list) =>
        list ? { unread, items: list.items.map((n) => ({ ...n, read: true })) } : list,
      );
    },
  });
}
