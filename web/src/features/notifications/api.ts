/** The bell's notifications over HTTP (docs/product/notifications.md). */
import type { MailPreferences, NotificationList, PushSubscriptionInput } from '@ssb/domain';
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

export const mailPreferencesKey = ['notifications', 'preferences'] as const;

export function useMailPreferences() {
  return useQuery({ queryKey: mailPreferencesKey, queryFn: ({ signal }) => call('mailPreferences', { signal }) });
}

/** Saves at once; the switch shows the new choice at once and goes back if the save fails. */
export function useSaveMailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chosen: MailPreferences) => call('updateMailPreferences', { body: chosen }),
    onMutate: async (chosen) => {
      await queryClient.cancelQueries({ queryKey: mailPreferencesKey });
      const before = queryClient.getQueryData<MailPreferences>(mailPreferencesKey);
      queryClient.setQueryData(mailPreferencesKey, chosen);
      return { before };
    },
    onError: (_error, _chosen, context) => queryClient.setQueryData(mailPreferencesKey, context?.before),
    onSuccess: (saved) => queryClient.setQueryData(mailPreferencesKey, saved),
  });
}

/** The unsubscribe page's one call: turns off the mail its signed link names. */
export function useUnsubscribe() {
  return useMutation({ mutationFn: (token: string) => call('unsubscribe', { query: { token } }) });
}

/** The server's VAPID key and this browser's subscription, for the "Reminders on this device" switch. */
export async function fetchPushKey(): Promise<string | null> {
  return (await call('pushKey', {})).publicKey;
}

export function saveSubscription(subscription: PushSubscriptionInput) {
  return call('subscribePush', { body: subscription });
}

export function forgetSubscription(endpoint: string) {
  return call('unsubscribePush', { body: { endpoint } });
}
