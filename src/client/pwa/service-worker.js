/* global self, caches, VERSION, PRECACHE */
// Willow's service worker. The build prepends `const VERSION` and `const PRECACHE` (every file of
// the app shell and its static assets). API and sign-in calls always go to the network: they are
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
    event.respondWith(
      fetch(request).catch(() => caches.match(SHELL, { cacheName: CACHE }).then((shell) => shell || Response.error())),
    );
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
