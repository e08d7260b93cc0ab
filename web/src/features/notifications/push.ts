/**
 * This browser's Web Push subscription (docs/product/notifications.md "Push"): the service worker at
 * /sw.js shows what the server pushes. Nothing is registered until the person turns reminders on here.
 */
import { PUSH_MESSAGES, type PushSubscriptionInput } from '@ssb/domain';
import { fetchPushKey, forgetSubscription, saveSubscription } from './api';

export const pushSupported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The subscription this browser holds, if reminders are on here. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

const keyBytes = (base64url: string) => Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/** Asks the browser's permission, subscribes with the server's key and tells the server. Throws a message to show. */
export async function turnPushOn(): Promise<void> {
  if (!pushSupported()) throw new Error(PUSH_MESSAGES.unsupported);
  if ((await Notification.requestPermission()) !== 'granted') throw new Error(PUSH_MESSAGES.denied);
  const publicKey = await fetchPushKey();
  if (!publicKey) throw new Error(PUSH_MESSAGES.unsupported);
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  await saveSubscription(subscription.toJSON() as PushSubscriptionInput);
}

export async function turnPushOff(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await forgetSubscription(subscription.endpoint);
  await subscription.unsubscribe();
}
