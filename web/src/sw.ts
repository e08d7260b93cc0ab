/**
 * SSB Academy's service worker, built to /sw.js by vite-plugin-pwa (docs/decisions/034-offline-shell.md).
 *
 * - The app's shell and code are kept on the device (Workbox precaching: index.html, every script and
 *   stylesheet of the build), so the app opens and moves between pages without a connection.
 * - Pages come from the network as without it (server-rendered, per visitor); only when the network
 *   fails does a page get the kept shell, which renders it in the browser and says it is offline.
 * - Nothing of /api or /media is handled or kept: those requests go to the network untouched.
 * - A new version takes over at once (skipWaiting, clients.claim) and drops the old files; a page
 *   still running the old code that then misses a chunk says "A new version is ready: reload".
 * - Push (docs/product/notifications.md "Push"): shows the reminders the server pushes, and opens their page when tapped.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

// The worker's own global, typed here: the app's TypeScript program has the DOM's types, not the worker's.
interface WorkerEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEvent extends WorkerEvent {
  data: { json(): unknown } | null;
}
interface NotificationEvent extends WorkerEvent {
  notification: Notification & { data?: { url?: string } };
}
interface WindowClient {
  url: string;
  focus(): Promise<unknown>;
}
declare const self: {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<unknown>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: WorkerEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
};

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const SHELL = '/index.html';

// Pages: the network's answer (server-rendered, this visitor's own), never a kept copy; the shell only when offline.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch {
        return (await matchPrecache(SHELL)) ?? Response.error();
      }
    },
    { denylist: [/^\/api(\/|$)/, /^\/media\//] },
  ),
);

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let message = { title: 'SSB Academy', body: '', url: '/dashboard' };
  try {
    message = {
      ...message,
      ...(event.data?.json() as Partial<typeof message>),
    };
  } catch {
    // A push without a readable message still says something.
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      data: { url: message.url },
      tag: message.url,
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/dashboard', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
