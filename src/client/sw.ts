/// <reference lib="webworker" />
// The service worker (vite-plugin-pwa, injectManifest): the app's code precached, pages and public
// API reads kept as they are visited, an offline page for the rest, and Web Push notifications.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { apiReadsCache, offlinePage, publicApiReads } from './lib/offline';

declare const self: ServiceWorkerGlobalScope;

const offlineCache = 'offline';
/** Past this wait the kept copy shows (a phone on a weak signal), and the network answer is kept for next time. */
const networkTimeoutSeconds = 3;
const week = 7 * 24 * 3600;

// A new worker takes over at once: every file it serves is versioned, so no page meets a mix.
self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

/** The offline page in `language`, fetched again only when the person's language changed. */
async function keepOfflinePage(language?: string) {
  const cache = await caches.open(offlineCache);
  const kept = await cache.match(offlinePage);
  if (kept && (!language || kept.headers.get('content-language') === language)) return;
  const res = await fetch(language ? `${offlinePage}?lng=${encodeURIComponent(language)}` : offlinePage);
  if (res.ok) await cache.put(offlinePage, res);
}
self.addEventListener('install', (event) => event.waitUntil(keepOfflinePage()));
// Pages hold nothing personal (the server draws only public screens, the same for everyone), so
// every page visited is kept: the latest copy when the network fails, else the offline page.
const pages = new NetworkFirst({
  cacheName: 'pages',
  networkTimeoutSeconds,
  matchOptions: { ignoreVary: true },
  plugins: [
    new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: week }),
    { handlerDidError: async () => (await caches.open(offlineCache)).match(offlinePage) },
  ],
});
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && !/^\/(api|media)\//.test(url.pathname),
  pages,
);

/** A page reached inside the app (no document fetched): kept too, unless it already is. */
async function keepPage(address: string, event: ExtendableEvent) {
  const request = new Request(new URL(address, self.location.origin).href);
  if (new URL(request.url).origin !== self.location.origin) return;
  if (await caches.match(request, { cacheName: 'pages', ignoreVary: true })) return;
  await pages.handle({ request, event });
}

// Each page names its language once the worker is ready, then each page opened inside the app
// (lib/register-service-worker.ts).
self.addEventListener('message', (event) => {
  const { language, page } = event.data ?? {};
  if (typeof language === 'string') event.waitUntil(keepOfflinePage(language));
  if (typeof page === 'string') event.waitUntil(keepPage(page, event));
});

// Public reads only (lib/offline.ts); emptied at every sign-in and sign-out.
registerRoute(
  ({ request, url }) => request.method === 'GET' && publicApiReads.test(url.pathname),
  new NetworkFirst({
    cacheName: apiReadsCache,
    networkTimeoutSeconds,
    plugins: [new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: week })],
  }),
);

// Versioned files not precached (fonts, translations, pages' images): kept once fetched.
registerRoute(
  ({ url }) => url.origin === self.location.origin && /^\/(assets|locales)\//.test(url.pathname),
  new CacheFirst({
    cacheName: 'files',
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

/** What the server pushes (modules/notifications): exactly this shape. */
interface PushPayload {
  title: string;
  body?: string;
  url?: string;
  tag?: string;
}

self.addEventListener('push', (event) => {
  const payload = (event.data?.json() ?? {}) as Partial<PushPayload>;
  event.waitUntil(
    self.registration.showNotification(payload.title ?? 'TradeSetu', {
      body: payload.body,
      tag: payload.tag,
      icon: '/icons/icon-192.png',
      data: { url: payload.url },
    }),
  );
});

/** A tap opens the notification's page: in a TradeSetu window already open, else a new one. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? '/', self.location.origin);
  // Only our own pages: a payload cannot send the person elsewhere.
  const href = target.origin === self.location.origin ? target.href : self.location.origin;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => w.url === href) ?? windows[0];
      if (!open) return void (await self.clients.openWindow(href));
      const focused = await open.focus();
      if (focused.url !== href) await focused.navigate(href);
    })(),
  );
});
