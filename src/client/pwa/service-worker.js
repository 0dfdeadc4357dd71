/* global self, caches, clients, VERSION, PRECACHE */
// Willow's service worker. The build prepends `const VERSION` and `const PRECACHE` (the app shell
// and the first screens' files; other pages' files are kept as they are first used). API and sign-in calls always go to the network: they are
// never cached, so no one's health data is kept here.

const CACHE = `willow-shell-${VERSION}`;
const SHELL = '/';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('willow-shell-') && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

const isServerPath = (path) => path === '/api' || path === '/idp' || path.startsWith('/api/') || path.startsWith('/idp/');

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isServerPath(url.pathname)) return;

  if (request.mode === 'navigate') {
    // Pages: the network first (fresh index.html after a deploy), the cached shell when offline.
    event.respondWith(fetch(request).catch(() => caches.match(SHELL, { cacheName: CACHE }).then((shell) => shell || Response.error())));
    return;
  }

  // Static files: from the cache, else the network (and kept for next time).
  event.respondWith(
    caches.match(request, { cacheName: CACHE }).then(
      (cached) =>
        cached ||
        fetch(request).then((response) => {
          if (response.ok && response.type === 'basic') {
            const copy = response.clone();
            caches.open(CACHE).then((cache) => cache.put(request, copy));
          }
          return response;
        }),
    ),
  );
});

// Reminders (web push). The server sends { title, body, tag, url, deliveryId, actions, actionUrls }; what the
// notification says was decided there (no health details unless the person chose to see them).

self.addEventListener('push', (event) => {
  let reminder = null;
  try {
    reminder = event.data ? event.data.json() : null;
  } catch {
    reminder = null;
  }
  // A push must show something, or the browser shows its own "updated in the background" note.
  event.waitUntil(showReminder(reminder || { title: 'Willow', body: 'Open Willow to see what is new.', tag: 'willow', url: '/' }));
});

function showReminder(reminder) {
  return self.registration.showNotification(reminder.title, {
    body: reminder.body,
    tag: reminder.tag,
    icon: '/icons/icon-192.png',
    data: { url: reminder.url || '/', deliveryId: reminder.deliveryId, actionUrls: reminder.actionUrls || {} },
    actions: Array.isArray(reminder.actions) ? reminder.actions : [],
  });
}

self.addEventListener('notificationclick', (event) => {
  event.waitUntil(handleNotificationClick(event.notification, event.action));
});

/**
 * 'Taken' and 'Snooze 30 min' are done right here (the session cookie goes along); if that fails
 * (signed out, offline) the app opens where the person can do it. A tap on the notification
 * itself opens its page: in an open Willow window when there is one, else a new one.
 */
async function handleNotificationClick(notification, action) {
  notification.close();
  const { url = '/', deliveryId, actionUrls = {} } = notification.data || {};
  // An action that opens a page of its own ('Log last night’s sleep').
  if (action && typeof actionUrls[action] === 'string') return openPage(actionUrls[action]);
  if ((action === 'taken' || action === 'snooze') && deliveryId) {
    const done = await fetch(`/api/notifications/${deliveryId}/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      credentials: 'same-origin',
    }).then(
      (response) => response.ok,
      () => false,
    );
    if (done) return;
  }
  await openPage(url);
}

async function openPage(url) {
  const target = new URL(url, self.location.origin).href;
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!open) return clients.openWindow(target);
  await open.focus().catch(() => undefined);
  try {
    await open.navigate(target);
  } catch {
    // A window this worker does not control yet cannot be navigated from here; ask the page.
    open.postMessage({ type: 'willow:navigate', url: target });
  }
}

// The push service replaced the subscription (keys rotated, expired): subscribe again with the
// same server key and tell the server, so reminders keep arriving.
self.addEventListener('pushsubscriptionchange', (event) => {
  const key = event.oldSubscription && event.oldSubscription.options.applicationServerKey;
  if (!key) return;
  event.waitUntil(
    self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }).then((subscription) =>
      fetch('/api/notifications/devices', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(subscription.toJSON()),
        credentials: 'same-origin',
      }),
    ),
  );
});
