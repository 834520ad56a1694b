// Imported by the service worker (vite.config.ts): only page loads, the app's own hashed files and
// its icons (the offline page shows one) go through it. Everything else (the API, Firestore, Auth,
// media) goes straight to the network without waking the worker, through Chromium's Service Worker
// Static Routing API; a browser without it sends those requests to the worker, which has no route
// for them and lets them through.
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function') return;
  event.waitUntil(
    event
      .addRoutes({ condition: { not: { or: [{ requestMode: 'navigate' }, { urlPattern: '/assets/*' }, { urlPattern: '/icons/*' }] } }, source: 'network' })
      .catch(() => {}), // a browser that knows the API but not this condition keeps the plain worker
  );
});
