// SSB Academy's service worker (docs/product/notifications.md "Push"): it shows the reminders the
// server pushes, and opens their page when tapped. It has no fetch handler on purpose: every page,
// server-rendered or not, comes from the network exactly as without it.
self.addEventListener('push', (event) => {
  let message = { title: 'SSB Academy', body: '', url: '/dashboard' };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // A push without a readable message still says something.
  }
  event.waitUntil(
    self.registration.showNotification(message.title, { body: message.body, icon: '/icon-192.png', badge: '/icon-192.png', data: { url: message.url }, tag: message.url }),
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
